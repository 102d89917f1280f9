import { Logger, type INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Server, ServerOptions } from 'socket.io';
import { SocketAdapterPool } from './socket-adapter-pool';
import { coalesceWrites } from './write-coalescing';

/** The adapter's connections show under this name in `pg_stat_activity`. */
export const SOCKET_ADAPTER_APPLICATION_NAME = 'cantina-socket-adapter';

/** Socket.IO on this node alone, each connection's frames written once per tick (see write-coalescing). */
export class LocalIoAdapter extends IoAdapter {
  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    coalesceWrites(server);
    return server;
  }
}

/**
 * Socket.IO over the PostgreSQL adapter: room broadcasts travel through LISTEN/NOTIFY (payloads over
 * 8,000 bytes through the `socket_io_attachments` table, see its migration), so every API node behind
 * the load balancer reaches its own sockets. Needs nothing besides the database. A database fault
 * never crashes the node: it is logged, broadcasts made meanwhile reach only local sockets, and the
 * LISTEN connection comes back by itself (see SocketAdapterPool).
 */
export class PostgresIoAdapter extends LocalIoAdapter {
  private readonly logger = new Logger('SocketAdapter');
  private readonly pool: SocketAdapterPool;
  private poolEnded?: Promise<void>;

  constructor(app: INestApplication, databaseUrl: string) {
    super(app);
    this.pool = new SocketAdapterPool(
      {
        connectionString: databaseUrl,
        max: 4,
        application_name: SOCKET_ADAPTER_APPLICATION_NAME,
        // a database that does not answer fails a publish instead of holding every broadcast
        connectionTimeoutMillis: 5000,
      },
      (error, source) => this.logger.warn(`${source}: ${error.message}`),
    );
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(
      createAdapter(this.pool, {
        tableName: 'socket_io_attachments',
        errorHandler: (error: Error) => this.logger.warn(`broadcast between nodes failed: ${error.message}`),
      }),
    );
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
  return kind === 'postgres' ? new PostgresIoAdapter(app, databaseUrl) : new LocalIoAdapter(app);
}
