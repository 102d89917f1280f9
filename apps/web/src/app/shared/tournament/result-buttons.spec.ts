import { TestBed } from '@angular/core/testing';
import { allByTestId } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { ResultButtons } from './result-buttons';
import { type ResultOption, resultOptions, resultRules } from './result-options';

describe('ResultButtons', () => {
  beforeEach(() => TestBed.configureTestingModule({ imports: [translocoTesting()] }));

  function render(game: string, format: string, matchFormat: string, perspective: 'self' | 'first') {
    const fixture = TestBed.createComponent(ResultButtons);
    fixture.componentRef.setInput('options', resultOptions(resultRules(game, format, matchFormat)));
    fixture.componentRef.setInput('perspective', perspective);
    fixture.componentRef.setInput('names', ['Ana', 'Ben']);
    fixture.detectChanges();
    const root = fixture.nativeElement as HTMLElement;
    const buttons = allByTestId<HTMLButtonElement>(root, 'result-option');
    return { fixture, root, buttons };
  }

  it('offers the swu buttons, read from the player side, and emits the choice', () => {
    const { fixture, buttons } = render('swu', 'swu-premier', 'bo3', 'self');
    expect(buttons.map((b) => b.textContent?.trim())).toEqual([
      '2-0',
      '2-1',
      '1-2',
      '0-2',
      // Issue 11: Draw (1-1) and the intentional draw (ID, 0-0-3) for swu.
      '1-1',
      'ID',
      'Double loss',
      '1-0',
      '0-1',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-label')).slice(0, 7)).toEqual([
      'I won 2-0',
      'I won 2-1',
      'I lost 1-2',
      'I lost 0-2',
      'Draw 1-1',
      'Intentional draw 0-0-3',
      'Double loss',
    ]);
    const chosen: ResultOption[] = [];
    fixture.componentInstance.choose.subscribe((option) => chosen.push(option));
    buttons[2].click();
    expect(chosen.map((o) => o.key)).toEqual(['1-2']);
  });

  it('names the winner for the organizer', () => {
    const { buttons } = render('swtcg', 'swtcg-constructed', 'bo3', 'first');
    expect(buttons.map((b) => b.getAttribute('aria-label')).slice(0, 5)).toEqual([
      'Ana wins 2-0',
      'Ana wins 2-1',
      'Ben wins 2-1',
      'Ben wins 2-0',
      'Draw 1-1',
    ]);
  });

  it('has only 1-0 and 0-1 in best of one', () => {
    const { buttons, root } = render('destiny', 'destiny-standard', 'bo1', 'self');
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(['1-0', '0-1']);
    expect(root.querySelector('details')).toBeNull();
  });
});
