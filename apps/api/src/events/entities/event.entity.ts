import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EventStatus } from '@cantina/contract';
import type { GameId } from '@cantina/games';
import type { StoredEventSettings } from '../event-settings';

@Entity({ name: 'events' })
export class EventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 16 })
  game!: GameId;

  @Column({ type: 'varchar', length: 64 })
  format!: string;

  @Column({ name: 'set_code', type: 'varchar', length: 64, nullable: true })
  setCode!: string | null;

  /** Seeds every random choice of the event (seating, packs) so a judge can replay it. */
  @Column({ type: 'varchar', length: 64 })
  seed!: string;

  @Column({ type: 'jsonb' })
  settings!: StoredEventSettings;

  @Column({ type: 'varchar', length: 16 })
  status!: EventStatus;

  @Column({ name: 'join_code', type: 'varchar', length: 16, unique: true })
  joinCode!: string;

  /** SHA-256 of the organizer token; the token itself is never stored. */
  @Column({ name: 'organizer_token_hash', type: 'char', length: 64, unique: true })
  organizerTokenHash!: string;

  /** Joins with the join code are accepted (during `registration`); the organizer may close them. */
  @Column({ name: 'registration_open', type: 'boolean', default: true })
  registrationOpen!: boolean;

  @Column({ name: 'rounds_count', type: 'int', default: 0 })
  roundsCount!: number;

  @Column({ name: 'top_cut_size', type: 'int', nullable: true })
  topCutSize!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
