import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { byTestId, text } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { AMBER_SECONDS, Countdown, RED_SECONDS, clockText, countdownLevel, secondsLeft } from './countdown';

describe('countdown', () => {
  it('turns amber, then red, as the deadline comes', () => {
    expect(countdownLevel(90)).toBe('calm');
    expect(countdownLevel(AMBER_SECONDS + 1)).toBe('calm');
    expect(countdownLevel(AMBER_SECONDS)).toBe('amber');
    expect(countdownLevel(RED_SECONDS + 1)).toBe('amber');
    expect(countdownLevel(RED_SECONDS)).toBe('red');
    expect(countdownLevel(0)).toBe('red');
  });

  it('counts whole seconds up to the deadline, never below zero', () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    expect(secondsLeft('2030-01-01T00:01:05.000Z', now)).toBe(65);
    expect(secondsLeft('2030-01-01T00:00:00.200Z', now)).toBe(1);
    expect(secondsLeft('2029-12-31T23:59:00.000Z', now)).toBe(0);
    expect(secondsLeft('garbage', now)).toBe(0);
    expect(clockText(65)).toBe('1:05');
    expect(clockText(9)).toBe('0:09');
  });

  describe('component', () => {
    @Component({ imports: [Countdown], template: `<app-countdown [deadline]="deadline()" />` })
    class Host {
      readonly deadline = signal<string | null>(null);
    }

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      vi.setSystemTime(Date.parse('2030-01-01T00:00:00.000Z'));
      TestBed.configureTestingModule({ imports: [translocoTesting()] });
    });
    afterEach(() => vi.useRealTimers());

    it('shows nothing without a deadline, then counts down and changes colour', async () => {
      const fixture = TestBed.createComponent(Host);
      const root = fixture.nativeElement as HTMLElement;
      await fixture.whenStable();
      expect(byTestId(root, 'countdown')).toBeNull();

      fixture.componentInstance.deadline.set('2030-01-01T00:00:25.000Z');
      await fixture.whenStable();
      const clock = () => byTestId(root, 'countdown');
      expect(text(clock())).toContain('0:25');
      expect(clock()?.dataset['level']).toBe('calm');
      expect(clock()?.getAttribute('aria-label')).toBe('25 seconds left to pick');

      vi.advanceTimersByTime(6000);
      await fixture.whenStable();
      expect(text(clock())).toContain('0:19');
      expect(clock()?.dataset['level']).toBe('amber');

      vi.advanceTimersByTime(10_000);
      await fixture.whenStable();
      expect(clock()?.dataset['level']).toBe('red');

      vi.advanceTimersByTime(60_000);
      await fixture.whenStable();
      expect(text(clock())).toContain('0:00');

      fixture.componentInstance.deadline.set(null);
      await fixture.whenStable();
      expect(clock()).toBeNull();
    });
  });
});
