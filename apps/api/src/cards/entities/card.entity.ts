import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Card, GameId } from '@cantina/games';

/** One card; `data` is the whole card of the contract's model, the other columns are for lookups. */
@Entity({ name: 'cards' })
export class CardEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  game!: GameId;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ name: 'set_code', type: 'varchar', length: 64 })
  setCode!: string;

  @Column({ type: 'int' })
  number!: number;

  @Column({ type: 'jsonb' })
  data!: Card;
}
