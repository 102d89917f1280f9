import type { EventEntity } from './entities/event.entity';
import type { PlayerEntity } from './entities/player.entity';

/** An event or player as this feature's services hand them to other features (read-only rows). */
export type EventRecord = Readonly<EventEntity>;
export type PlayerRecord = Readonly<PlayerEntity>;
