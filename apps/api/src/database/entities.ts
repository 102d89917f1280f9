import { CardEntity } from '../cards/entities/card.entity';
import { CardSetEntity } from '../cards/entities/card-set.entity';
import { RegisteredDeckEntity } from '../decks/entities/registered-deck.entity';
import { PodEntity } from '../draft/pod.entity';
import { EventEntity } from '../events/entities/event.entity';
import { SealedPoolEntity } from '../limited/sealed-pool.entity';
import { MatchEntity } from '../tournament/match.entity';
import { PlayerEntity } from '../events/entities/player.entity';

export const ENTITIES = [
  EventEntity,
  PlayerEntity,
  CardSetEntity,
  CardEntity,
  SealedPoolEntity,
  RegisteredDeckEntity,
  PodEntity,
  MatchEntity,
];
