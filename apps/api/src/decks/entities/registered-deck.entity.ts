import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DeckSubmission } from '@cantina/games';

@Entity({ name: 'decks' })
export class RegisteredDeckEntity {
  @PrimaryColumn({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'jsonb' })
  deck!: DeckSubmission;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
