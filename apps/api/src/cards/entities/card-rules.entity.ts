import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { GameId } from '@cantina/games';

/** An admin's replacement of rules Cantina ships for a game (`kind`: `deck-rules`). */
@Entity({ name: 'card_rules' })
export class CardRulesEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  game!: GameId;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  kind!: string;

  @Column({ type: 'jsonb' })
  data!: unknown;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
