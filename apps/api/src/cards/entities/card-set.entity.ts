import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { GameId } from '@cantina/games';

@Entity({ name: 'card_sets' })
export class CardSetEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  game!: GameId;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  code!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'jsonb', nullable: true })
  booster!: object | null;

  @Column({ name: 'card_count', type: 'int' })
  cardCount!: number;

  /** Bundled with Cantina and seeded at first start. */
  @Column({ type: 'boolean', default: false })
  demo!: boolean;

  @Column({ name: 'imported_at', type: 'timestamptz', default: () => 'now()' })
  importedAt!: Date;
}
