import { CardEntity } from '../cards/entities/card.entity';
import { CardSetEntity } from '../cards/entities/card-set.entity';
import { EventEntity } from '../events/entities/event.entity';
import { PlayerEntity } from '../events/entities/player.entity';

export const ENTITIES = [EventEntity, PlayerEntity, CardSetEntity, CardEntity];
