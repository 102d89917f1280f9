import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One opened pack of a sealed pool, as generated (seed and algorithm version kept for audits). */
export interface StoredPack {
  index: number;
  seed: string;
  algorithmVersion: number;
  cards: { instanceId: string; cardId: string; slot: string; foil: boolean; drafted: boolean }[];
}

@Entity({ name: 'sealed_pools' })
export class SealedPoolEntity {
  @PrimaryColumn({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'jsonb' })
  packs!: StoredPack[];

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
