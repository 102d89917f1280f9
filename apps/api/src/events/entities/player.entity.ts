import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventEntity } from './event.entity';

@Entity({ name: 'players' })
export class PlayerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @ManyToOne(() => EventEntity, (event) => event.players, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: EventEntity;

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

  @Column({ name: 'bye_rounds', type: 'int', array: true, default: () => "'{}'" })
  byeRounds!: number[];

  @Column({ name: 'fixed_table', type: 'int', nullable: true })
  fixedTable!: number | null;

  @CreateDateColumn({ name: 'joined_at', type: 'timestamptz' })
  joinedAt!: Date;
}
