import { Global, Module } from '@nestjs/common';
import { ChangeFeed } from './change-feed';

/** Global: every feature hands its committed changes to the same feed. */
@Global()
@Module({ providers: [ChangeFeed], exports: [ChangeFeed] })
export class ChangesModule {}
