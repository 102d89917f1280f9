import { Module } from '@nestjs/common';
import { PlayerPoolsService } from './player-pools.service';

@Module({ providers: [PlayerPoolsService], exports: [PlayerPoolsService] })
export class LimitedModule {}
