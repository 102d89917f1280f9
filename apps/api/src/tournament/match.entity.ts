import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Faction, MatchResult } from '@cantina/swiss';

/** A provisional result reported by one player, waiting for the opponent (in a pod: every other player) to confirm it. */
export interface ResultReport {
  by: string;
  result: MatchResult;
  /** Players who confirmed the same result so far (pods need all of them). */
  confirmedBy?: string[];
}

@Entity({ name: 'matches' })
export class MatchEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  /** Swiss round number; for top-cut matches the round of the cut (rounds after the Swiss). */
  @Column({ type: 'int' })
  round!: number;

  /** Top cut only: 1 = first elimination round. Null for Swiss matches. */
  @Column({ type: 'int', nullable: true })
  stage!: number | null;

  @Column({ type: 'int', nullable: true })
  slot!: number | null;

  @Column({ name: 'table_number', type: 'int', nullable: true })
  table!: number | null;

  @Column({ type: 'jsonb' })
  players!: string[];

  @Column({ type: 'jsonb', nullable: true })
  seeds!: [number, number] | null;

  @Column({ type: 'boolean', default: false })
  bye!: boolean;

  @Column({ type: 'boolean', default: false })
  preassigned!: boolean;

  @Column({ type: 'boolean', default: false })
  loss!: boolean;

  @Column({ type: 'jsonb', nullable: true })
  sides!: Record<string, Faction> | null;

  @Column({ name: 'dark_side', type: 'uuid', nullable: true })
  darkSide!: string | null;

  @Column({ type: 'boolean', default: false })
  rematch!: boolean;

  /** The final result (confirmed by both players, or entered by the organizer). */
  @Column({ type: 'jsonb', nullable: true })
  result!: MatchResult | null;

  @Column({ type: 'jsonb', nullable: true })
  report!: ResultReport | null;

  @Column({ type: 'boolean', default: false })
  disputed!: boolean;

  /** While disputed: the other player's differing claim (the first stays in `report`). */
  @Column({ name: 'counter_report', type: 'jsonb', nullable: true })
  counterReport!: ResultReport | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
