import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DraftState, SeatAssignment } from '@cantina/draft';

/**
 * A draft pod. Once started, its draft is `state` (the snapshot, at `snapshotVersion`) folded with the
 * `pod_log` rows after it (`PodStates`); `version` is the last logged command's, bumped by every
 * command that changes the pod (the row lock that serializes a pod's writers).
 */
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

  /** The draft engine's state at `snapshotVersion` (null while only seated); never rewritten per pick. */
  @Column({ type: 'jsonb', nullable: true })
  state!: DraftState | null;

  @Column({ type: 'int', default: 0 })
  version!: number;

  @Column({ name: 'snapshot_version', type: 'int', default: 0 })
  snapshotVersion!: number;

  /** The draft is over (every pick made): the last pod's finish moves the event on. */
  @Column({ type: 'boolean', default: false })
  finished!: boolean;

  /** Earliest pick deadline, for the ticker that applies timeouts. */
  @Column({ name: 'next_deadline', type: 'timestamptz', nullable: true })
  nextDeadline!: Date | null;
}
