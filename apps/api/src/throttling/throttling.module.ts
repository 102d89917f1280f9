import { Global, Module } from '@nestjs/common';
import { ClientAddresses } from './client-address';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';
import { SocketRateLimits } from './socket-rate-limits';

/** Rate limits shared by every API node (PostgreSQL store), for HTTP and socket.io alike. */
@Global()
@Module({
  providers: [PostgresThrottlerStorage, SocketRateLimits, ClientAddresses],
  exports: [PostgresThrottlerStorage, SocketRateLimits, ClientAddresses],
})
export class ThrottlingModule {}
