import { ComponentFixture, TestBed } from '@angular/core/testing';
import type { ManualRoundBody, ProposedMatch, RoundProposal } from '@cantina/contract';
import { allByTestId, byTestId, choose, text } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { PairingsEditor } from './pairings-editor';

const NAMES: Record<string, string> = { a: 'Ana', b: 'Ben', c: 'Cy', d: 'Dee', e: 'Eli' };
const match = (table: number | null, players: string[], bye = false): ProposedMatch => ({
  id: null,
  table,
  players,
  bye,
});

describe('PairingsEditor (Edit pairings before publishing, contract rev 2)', () => {
  let fixture: ComponentFixture<PairingsEditor>;
  let sent: ManualRoundBody[];
  const root = () => fixture.nativeElement as HTMLElement;
  const seats = () => allByTestId<HTMLSelectElement>(root(), 'edit-seat');
  const layout = () =>
    allByTestId(root(), 'edit-table').map((li) => [
      text(li.querySelector('.table')),
      allByTestId<HTMLSelectElement>(li, 'edit-seat').map((s) => NAMES[s.value]),
    ]);

  function open(round: RoundProposal): void {
    TestBed.configureTestingModule({ imports: [PairingsEditor, translocoTesting()] });
    fixture = TestBed.createComponent(PairingsEditor);
    fixture.componentRef.setInput('round', round);
    fixture.componentRef.setInput('nameOf', (id: string) => NAMES[id] ?? id);
    sent = [];
    fixture.componentInstance.publish.subscribe((body) => sent.push(body));
    fixture.detectChanges();
  }
  const click = (testId: string, index = 0) => {
    allByTestId<HTMLButtonElement>(root(), testId)[index].click();
    fixture.detectChanges();
  };

  const fivePlayers = { number: 2, matches: [match(1, ['a', 'b']), match(2, ['c', 'd']), match(null, ['e'], true)] };

  it('swaps two players when a seat is given another player, and publishes the edited round', () => {
    open(fivePlayers);
    expect(layout()).toEqual([
      ['Table 1', ['Ana', 'Ben']],
      ['Table 2', ['Cy', 'Dee']],
      ['Bye', ['Eli']],
    ]);
    choose(seats()[1], 'c');
    fixture.detectChanges();
    expect(layout()).toEqual([
      ['Table 1', ['Ana', 'Cy']],
      ['Table 2', ['Ben', 'Dee']],
      ['Bye', ['Eli']],
    ]);
    click('edit-publish');
    expect(sent).toEqual([
      {
        matches: [{ players: ['a', 'c'] }, { players: ['b', 'd'] }, { players: ['e'], bye: true }],
      },
    ]);
  });

  it('gives the bye to another player: they swap with the player who had it', () => {
    open(fivePlayers);
    const byeButtons = allByTestId(root(), 'edit-bye');
    expect(byeButtons.map((b) => text(b))).toEqual(['Bye for Ana', 'Bye for Ben', 'Bye for Cy', 'Bye for Dee']);
    click('edit-bye', 3);
    expect(layout()).toEqual([
      ['Table 1', ['Ana', 'Ben']],
      ['Table 2', ['Cy', 'Eli']],
      ['Bye', ['Dee']],
    ]);
  });

  it('with no bye, a bye splits the table; the two byes can be paired again', () => {
    open({ number: 1, matches: [match(1, ['a', 'b']), match(2, ['c', 'd'])] });
    click('edit-bye', 0);
    expect(layout()).toEqual([
      ['Table 1', ['Cy', 'Dee']],
      ['Bye', ['Ana']],
      ['Bye', ['Ben']],
    ]);
    click('edit-publish');
    expect(sent.at(-1)).toEqual({
      matches: [{ players: ['c', 'd'] }, { players: ['a'], bye: true }, { players: ['b'], bye: true }],
    });
    click('edit-pair-byes');
    expect(layout()).toEqual([
      ['Table 1', ['Cy', 'Dee']],
      ['Table 2', ['Ana', 'Ben']],
    ]);
    expect(byTestId(root(), 'edit-pair-byes')).toBeNull();
  });

  it('goes back to the proposal without publishing', () => {
    open(fivePlayers);
    let cancelled = 0;
    fixture.componentInstance.discard.subscribe(() => (cancelled += 1));
    click('edit-cancel');
    expect(cancelled).toBe(1);
    expect(sent).toEqual([]);
  });
});
