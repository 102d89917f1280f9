import { TestBed } from '@angular/core/testing';
import { byTestId, text } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { snapshotOf } from './countdown';
import { RoundTimerDisplay } from './round-timer';

describe('RoundTimerDisplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T18:00:00.000Z'));
    TestBed.configureTestingModule({ imports: [translocoTesting()] });
  });

  afterEach(() => vi.useRealTimers());

  function render() {
    const fixture = TestBed.createComponent(RoundTimerDisplay);
    fixture.detectChanges();
    return { fixture, root: fixture.nativeElement as HTMLElement };
  }

  it('ticks down once a second while running and says when time is up', () => {
    const { fixture, root } = render();
    expect(text(byTestId(root, 'round-timer-state'))).toBe('Clock not started');

    fixture.componentRef.setInput(
      'snapshot',
      snapshotOf({ deadline: '2030-01-01T18:00:03.000Z', paused: false, remainingSeconds: 3 }, Date.now()),
    );
    fixture.detectChanges();
    expect(text(byTestId(root, 'round-timer'))).toBe('0:03');
    expect(text(byTestId(root, 'round-timer-state'))).toBe('Time left');

    vi.advanceTimersByTime(2000);
    fixture.detectChanges();
    expect(text(byTestId(root, 'round-timer'))).toBe('0:01');

    vi.advanceTimersByTime(2000);
    fixture.detectChanges();
    expect(text(byTestId(root, 'round-timer'))).toBe('0:00');
    expect(text(byTestId(root, 'round-timer-state'))).toBe('Time!');
    expect(byTestId(root, 'round-timer')?.getAttribute('data-phase')).toBe('over');
  });

  it('stands still while paused', () => {
    const { fixture, root } = render();
    fixture.componentRef.setInput(
      'snapshot',
      snapshotOf({ deadline: null, paused: true, remainingSeconds: 754 }, Date.now()),
    );
    fixture.detectChanges();
    vi.advanceTimersByTime(5000);
    fixture.detectChanges();
    expect(text(byTestId(root, 'round-timer'))).toBe('12:34');
    expect(text(byTestId(root, 'round-timer-state'))).toBe('Clock stopped');
  });
});
