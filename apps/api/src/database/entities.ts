import { EventEntity } from '../events/entities/event.entity';
import { PlayerEntity } from '../events/entities/player.entity';

export const ENTITIES = [EventEntity, PlayerEntity];
