import fc from 'fast-check';
import { Subject } from 'rxjs';
import { type Stamped, overlayPushes, stampedRead } from './push-overlay';
import { of } from 'rxjs';

/** A value is the list of pushes applied to it. */
const apply = (value: number[], push: number) => [...value, push];

describe('overlayPushes', () => {
  it('applies a push at once and again on top of a read sent before it arrived, not on a later read', () => {
    let clock = 0;
    const reads = new Subject<Stamped<number[]>>();
    const pushes = new Subject<number>();
    const seen: number[][] = [];
    overlayPushes(reads, pushes, apply, () => clock).subscribe((value) => seen.push(value));
    pushes.next(1); // before any read: nothing to show yet
    expect(seen).toEqual([]);
    reads.next({ value: [], sentAt: 0 });
    expect(seen.at(-1)).toEqual([1]);
    clock = 10;
    pushes.next(2);
    expect(seen.at(-1)).toEqual([1, 2]);
    // A read sent at 5 (before push 2 arrived at 10) answers late: push 2 stays on top of it.
    reads.next({ value: ['read@5' as unknown as number], sentAt: 5 });
    expect(seen.at(-1)).toEqual(['read@5', 2]);
    // A read sent after both already holds them.
    reads.next({ value: [], sentAt: 11 });
    expect(seen.at(-1)).toEqual([]);
  });

  it('never loses a push that arrived after the read was sent (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 100 }), push: fc.integer() }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 100 }),
        (pushList, sentAt) => {
          const sorted = [...pushList].sort((a, b) => a.at - b.at);
          let clock = 0;
          const reads = new Subject<Stamped<number[]>>();
          const pushes = new Subject<number>();
          let last: number[] = [];
          overlayPushes(reads, pushes, apply, () => clock).subscribe((value) => (last = value));
          reads.next({ value: [], sentAt: -1 });
          for (const { at, push } of sorted) {
            clock = at;
            pushes.next(push);
          }
          reads.next({ value: [], sentAt });
          expect(last).toEqual(sorted.filter((p) => p.at >= sentAt).map((p) => p.push));
        },
      ),
    );
  });

  it('stamps a read with the moment it is sent', () => {
    const stamped: Stamped<string>[] = [];
    stampedRead(
      () => of('v'),
      () => 42,
    ).subscribe((value) => stamped.push(value));
    expect(stamped).toEqual([{ value: 'v', sentAt: 42 }]);
  });
});
