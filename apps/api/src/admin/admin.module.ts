import { Global, Module } from '@nestjs/common';
import { AdminTokenService } from './admin-token.service';

@Global()
@Module({ providers: [AdminTokenService], exports: [AdminTokenService] })
export class AdminModule {}
