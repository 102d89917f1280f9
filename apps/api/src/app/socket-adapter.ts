import type { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Pool } from 'pg';
import type { Server, ServerOptions } from 'socket.io';

/**
 * Socket.IO over the PostgreSQL adapter: room broadcasts travel through LISTEN/NOTIFY, so every
 * API node behind the load balancer reaches its own sockets. Needs nothing besides the database.
 */
export class PostgresIoAdapter extends IoAdapter {
  private readonly pool: Pool;
  private poolEnded?: Promise<void>;

  constructor(app: INestApplication, databaseUrl: string) {
    super(app);
    this.pool = new Pool({ connectionString: databaseUrl, max: 4 });
    // An idle connection cut by the server (restart, failover) must not crash the node.
    this.pool.on('error', () => undefined);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(createAdapter(this.pool, { tableName: 'socket_io_attachments' }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    // Nest closes every namespace's server; the shared pool ends once.
    this.poolEnded ??= this.pool.end();
    await this.poolEnded;
  }
}

export function socketAdapterFor(app: INestApplication, kind: 'memory' | 'postgres', databaseUrl: string): IoAdapter {
  return kind === 'postgres' ? new PostgresIoAdapter(app, databaseUrl) : new IoAdapter(app);
}
