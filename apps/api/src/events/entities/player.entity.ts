import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'players' })
export class PlayerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** SHA-256 of the player token; the token itself is never stored. */
  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash!: string;

  @Column({ type: 'boolean', default: false })
  dropped!: boolean;

  /** First Swiss round the player can be paired in (a late entry starts later). */
  @Column({ name: 'first_round', type: 'int', default: 1 })
  firstRound!: number;

  /** Last round played before dropping; null while in the event. */
  @Column({ name: 'dropped_after_round', type: 'int', nullable: true })
  droppedAfterRound!: number | null;

  /** A valid deck is registered (kept by the decks feature through `PlayersService`). */
  @Column({ name: 'deck_registered', type: 'boolean', default: false })
  deckRegistered!: boolean;

  /** SHA-256 of the player's current re-entry code (issue 12), null when none is out. */
  @Column({ name: 'reentry_code_hash', type: 'char', length: 64, nullable: true })
  reentryCodeHash!: string | null;

  /** When the re-entry code stops working. */
  @Column({ name: 'reentry_expires_at', type: 'timestamptz', nullable: true })
  reentryExpiresAt!: Date | null;

  @CreateDateColumn({ name: 'joined_at', type: 'timestamptz' })
  joinedAt!: Date;
}
