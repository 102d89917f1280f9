import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DraftState, SeatAssignment } from '@cantina/draft';

@Entity({ name: 'pods' })
export class PodEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'int' })
  number!: number;

  @Column({ type: 'jsonb' })
  seats!: SeatAssignment[];

  /** The draft engine's state once the draft has started (null while only seated). */
  @Column({ type: 'jsonb', nullable: true })
  state!: DraftState | null;

  /** Earliest pick deadline, for the ticker that applies timeouts. */
  @Column({ name: 'next_deadline', type: 'timestamptz', nullable: true })
  nextDeadline!: Date | null;
}
