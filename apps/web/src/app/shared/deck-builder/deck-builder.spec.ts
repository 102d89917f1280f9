import { ComponentFixture, TestBed } from '@angular/core/testing';
import type { Card } from '@cantina/games';
import { allByTestId, byTestId, choose, text, typeInto } from '../../../testing/dom';
import {
  DESTINY_CARDS,
  SWU_BASES,
  SWU_CARDS,
  SWU_LEADERS,
  SWU_SET,
  SWU_UNITS,
  legalPremierText,
} from '../../../testing/cards';
import { translocoTesting } from '../../../testing/transloco-testing';
import { LanguageService } from '../../core/i18n/language.service';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { DeckBuilder } from './deck-builder';
import { SERVER_LEGALITY, type LegalityRequest, type ServerLegality } from './server-legality';
import { of } from 'rxjs';

interface Setup {
  game?: string;
  format?: string;
  cards?: readonly Card[];
  pool?: string[];
  storageKey?: string;
}

describe('DeckBuilder', () => {
  let storage: MemoryStorage;
  let fixture: ComponentFixture<DeckBuilder>;
  let root: HTMLElement;

  beforeEach(() => {
    storage = new MemoryStorage();
    TestBed.configureTestingModule({
      imports: [DeckBuilder, translocoTesting()],
      providers: [{ provide: STORAGE, useValue: storage }],
    });
  });

  async function mount(setup: Setup = {}): Promise<void> {
    fixture = TestBed.createComponent(DeckBuilder);
    fixture.componentRef.setInput('game', setup.game ?? 'swu');
    fixture.componentRef.setInput('format', setup.format ?? 'swu-premier');
    fixture.componentRef.setInput('set', SWU_SET);
    fixture.componentRef.setInput('cards', setup.cards ?? SWU_CARDS);
    if (setup.pool) fixture.componentRef.setInput('pool', setup.pool);
    if (setup.storageKey) fixture.componentRef.setInput('storageKey', setup.storageKey);
    root = fixture.nativeElement as HTMLElement;
    await fixture.whenStable();
  }

  const tile = (name: string) => allByTestId(root, 'card-tile').find((li) => text(li).includes(name)) ?? null;
  const row = (name: string) => allByTestId(root, 'deck-row').find((li) => text(li).includes(name)) ?? null;
  const codes = () => allByTestId(root, 'deck-error').map((li) => li.dataset['code']);

  async function click(element: HTMLElement | null, times = 1): Promise<void> {
    if (!element) throw new Error('nothing to click');
    for (let i = 0; i < times; i++) element.click();
    await fixture.whenStable();
  }

  async function addFromTile(name: string, times = 1): Promise<void> {
    await click(byTestId(tile(name) ?? root, 'card-add'), times);
  }

  async function importText(list: string): Promise<void> {
    const area = byTestId<HTMLTextAreaElement>(root, 'deck-import-text');
    typeInto(area as unknown as HTMLInputElement, list);
    await click(byTestId(root, 'deck-import-submit'));
  }

  it('offers every card of the set but tokens, and narrows them by search and filters', async () => {
    await mount();
    expect(allByTestId(root, 'card-tile')).toHaveLength(SWU_CARDS.length - 1);

    typeInto(byTestId(root, 'card-search'), 'dune');
    await fixture.whenStable();
    expect(allByTestId(root, 'card-tile').map((li) => li.dataset['cardId'])).toEqual(['TSW_001', 'TSW_010']);
    expect(text(tile('Kessa Vorn'))).toContain('Dune Scout');

    typeInto(byTestId(root, 'card-search'), '');
    choose(byTestId(root, 'filter-type'), 'unit');
    choose(byTestId(root, 'filter-group'), 'vigilance');
    choose(byTestId(root, 'filter-rarity'), 'rare');
    await fixture.whenStable();
    expect(allByTestId(root, 'card-tile').map((li) => li.dataset['cardId'])).toEqual([SWU_UNITS[4].id]);

    await click(root.querySelector<HTMLElement>('.list-head button'));
    expect(allByTestId(root, 'card-tile')).toHaveLength(SWU_CARDS.length - 1);
  });

  it('adds and removes copies, checks the deck live and shows each error next to its cards', async () => {
    await mount();
    expect(codes()).toEqual(['leader-count', 'base-count', 'deck-too-small']);
    expect(byTestId(root, 'deck-valid')).toBeNull();

    await addFromTile('Kessa Vorn');
    await addFromTile('Quiet Spire Cloister');
    await addFromTile('Dune Runner', 4);
    expect(text(byTestId(row('Kessa Vorn') ?? root, 'deck-count'))).toBe('1');
    expect(text(byTestId(row('Dune Runner') ?? root, 'deck-count'))).toBe('4');
    expect(codes()).toEqual(['deck-too-small', 'too-many-copies']);
    expect(text(root.querySelector('[data-code="deck-too-small"]'))).toBe('46 cards short of 50: the deck has 4.');
    expect(text(byTestId(row('Dune Runner') ?? root, 'deck-row-error'))).toBe(
      '⚠ Dune Runner: 4 copies, but at most 3 are allowed.',
    );

    await click(byTestId(row('Dune Runner') ?? root, 'card-remove'));
    expect(text(byTestId(row('Dune Runner') ?? root, 'deck-count'))).toBe('3');
    expect(codes()).toEqual(['deck-too-small']);
    expect(byTestId(row('Dune Runner') ?? root, 'deck-row-error')).toBeNull();

    await click(byTestId(tile('Dune Runner') ?? root, 'card-remove'), 3);
    expect(row('Dune Runner')).toBeNull();
    expect(text(byTestId(tile('Dune Runner') ?? root, 'card-remove'))).toBe('−');
    expect(byTestId<HTMLButtonElement>(tile('Dune Runner') ?? root, 'card-remove')?.disabled).toBe(true);
  });

  it('swaps the leader when another is chosen', async () => {
    await mount();
    await addFromTile('Kessa Vorn');
    await addFromTile('Harl Dessik');
    const leaders = root.querySelector('[data-slot="leader"]');
    expect(allByTestId(leaders ?? root, 'deck-row').map((li) => li.dataset['cardId'])).toEqual([SWU_LEADERS.harl.id]);
  });

  it('turns legal after importing a list, exports swudb JSON and draws the charts', async () => {
    await mount();
    await importText(legalPremierText());
    expect(byTestId(root, 'deck-errors')).toBeNull();
    expect(text(byTestId(root, 'deck-valid'))).toBe('✓ This deck is legal for Premier.');
    expect(text(byTestId(root, 'deck-import-result'))).toBe('Deck imported.');
    expect(allByTestId(root, 'deck-row')).toHaveLength(19);

    await click(byTestId(root, 'deck-export-json'));
    const output = byTestId<HTMLTextAreaElement>(root, 'deck-export-output');
    const json = JSON.parse(output?.value ?? '');
    expect(json.leader).toEqual({ id: SWU_LEADERS.kessa.id, count: 1 });
    expect(json.base).toEqual({ id: SWU_BASES.cloister.id, count: 1 });
    expect(json.deck).toHaveLength(17);
    expect(json.deck.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(51);

    await click(byTestId(root, 'deck-export-text'));
    expect(byTestId<HTMLTextAreaElement>(root, 'deck-export-output')?.value).toContain(
      `Leaders\n1 ${SWU_LEADERS.kessa.id}`,
    );

    const cost = byTestId(root, 'chart-cost')?.querySelector('svg');
    expect(cost?.getAttribute('aria-label')).toContain('Cost curve: 0 0, 1 9,');
    const breakdown = byTestId(root, 'chart-breakdown')?.querySelector('svg');
    expect(breakdown?.getAttribute('aria-label')).toBe('Aspects: Vigilance 15, Command 12, Aggression 12, Cunning 12');
  });

  it('shows legality as of the given day: a badge on a rotated card and the error in the summary', async () => {
    // Invented card in a set coded like one that left Premier on 2026-03-13 (legality data is by set code).
    const rotated: Card = { ...SWU_UNITS[0], id: 'SOR_040', set: 'SOR', number: 40, name: 'Old Guard Trooper' };
    await mount({ cards: [...SWU_CARDS, rotated] });
    fixture.componentRef.setInput('date', '2026-04-01');
    await importText(legalPremierText());
    await addFromTile('Old Guard Trooper');
    expect(text(byTestId(root, 'legality-date'))).toBe('Legality as of 2026-04-01.');
    expect(codes()).toEqual(['not-legal-in-format']);
    const badge = byTestId(row('Old Guard Trooper') ?? root, 'legality-badge');
    expect(badge?.dataset['reason']).toBe('rotated');
    expect(text(badge)).toBe('Rotated out');
    expect(allByTestId(root, 'legality-badge')).toHaveLength(1);

    fixture.componentRef.setInput('date', '2026-03-01');
    await fixture.whenStable();
    expect(byTestId(root, 'legality-badge')).toBeNull();
    expect(byTestId(root, 'deck-valid')).not.toBeNull();
  });

  it('takes legality from the server when it has one, which knows the sets the builder does not', async () => {
    const requests: LegalityRequest[] = [];
    const suspended = SWU_UNITS[2];
    const server: ServerLegality = {
      debounceMs: 0,
      check: (request) => {
        requests.push(request);
        const listed = JSON.stringify(request.deck).includes(suspended.id);
        return of(
          listed
            ? [
                {
                  code: 'not-legal-in-format' as const,
                  message: 'suspended',
                  cards: [suspended.id],
                  params: { name: suspended.name, reason: 'suspended', since: '2026-01-05' },
                },
              ]
            : [],
        );
      },
    };
    TestBed.overrideProvider(SERVER_LEGALITY, { useValue: server });
    // A card of a rotated set that the server knows is reprinted: no local verdict on it.
    const rotated: Card = { ...SWU_UNITS[0], id: 'SOR_040', set: 'SOR', number: 40, name: 'Old Guard Trooper' };
    await mount({ cards: [...SWU_CARDS, rotated] });
    fixture.componentRef.setInput('date', '2026-04-01');
    await importText(legalPremierText());
    await addFromTile('Old Guard Trooper');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await fixture.whenStable();

    expect(requests.at(-1)).toMatchObject({ game: 'swu', format: 'swu-premier', date: '2026-04-01' });
    expect(codes()).toEqual(['not-legal-in-format']);
    expect(byTestId(row(suspended.name) ?? root, 'legality-badge')?.dataset['reason']).toBe('suspended');
    expect(byTestId(row('Old Guard Trooper') ?? root, 'legality-badge')).toBeNull();
  });

  it('reports list lines it cannot read, in the user language', async () => {
    await mount();
    await TestBed.inject(LanguageService).use('es');
    await importText('3 Dune Runner\n2 Nadie Aquí');
    const lines = Array.from(byTestId(root, 'deck-import-result')?.querySelectorAll('p') ?? []).map((p) => text(p));
    expect(lines).toEqual([
      'Mazo importado, pero se han omitido algunas líneas:',
      'Línea 2: no hay ninguna carta «2 Nadie Aquí» en esta colección.',
    ]);
    expect(text(byTestId(row('Dune Runner') ?? root, 'deck-count'))).toBe('3');
  });

  it('writes the errors in the chosen language', async () => {
    await mount();
    await TestBed.inject(LanguageService).use('cs');
    await fixture.whenStable();
    expect(text(root.querySelector('[data-code="deck-too-small"]'))).toBe('Do 50 chybí 50 karet: balíček má 0.');
    await TestBed.inject(LanguageService).use('es');
    await fixture.whenStable();
    expect(text(root.querySelector('[data-code="leader-count"]'))).toBe('Elige exactamente 1 líder; el mazo tiene 0.');
  });

  it('remembers the deck in progress under its storage key', async () => {
    await mount({ storageKey: 'cantina.deck.swu.swu-premier' });
    await addFromTile('Dune Runner', 2);
    const saved = JSON.parse(storage.getItem('cantina.deck.swu.swu-premier') ?? '{}');
    expect(saved).toEqual({ set: SWU_SET, decks: [{ deck: [{ id: SWU_UNITS[0].id, count: 2 }], sideboard: [] }] });

    fixture.destroy();
    await mount({ storageKey: 'cantina.deck.swu.swu-premier' });
    expect(text(byTestId(row('Dune Runner') ?? root, 'deck-count'))).toBe('2');

    fixture.componentRef.setInput('format', 'swu-twin-suns');
    fixture.componentRef.setInput('storageKey', 'cantina.deck.swu.swu-twin-suns');
    await fixture.whenStable();
    expect(row('Dune Runner')).toBeNull();
  });

  it('moves cards to the sideboard in Premier', async () => {
    await mount();
    await addFromTile('Dune Runner', 2);
    await click(byTestId(row('Dune Runner') ?? root, 'deck-move'));
    const side = root.querySelector('[data-slot="sideboard"]');
    expect(text(byTestId(side ?? root, 'deck-count'))).toBe('1');
  });

  describe('with a sealed pool', () => {
    const pool = [SWU_LEADERS.kessa.id, SWU_UNITS[0].id, SWU_UNITS[0].id, SWU_UNITS[1].id];

    it('offers only the pool and the common bases of the set, and stops at the pool count', async () => {
      await mount({ format: 'swu-sealed', pool });
      expect(allByTestId(root, 'card-tile').map((li) => li.dataset['cardId'])).toEqual([
        SWU_LEADERS.kessa.id,
        SWU_BASES.cloister.id,
        SWU_UNITS[0].id,
        SWU_UNITS[1].id,
      ]);
      expect(text(tile('Quiet Spire Cloister'))).toContain('Common base: always allowed');
      expect(text(byTestId(tile('Dune Runner') ?? root, 'card-pool-left'))).toBe('Left in pool: 2');

      await addFromTile('Dune Runner', 3);
      expect(text(byTestId(row('Dune Runner') ?? root, 'deck-count'))).toBe('2');
      expect(byTestId<HTMLButtonElement>(tile('Dune Runner') ?? root, 'card-add')?.disabled).toBe(true);
      expect(byTestId<HTMLButtonElement>(row('Dune Runner') ?? root, 'card-add')?.disabled).toBe(true);
      expect(text(byTestId(tile('Dune Runner') ?? root, 'card-pool-left'))).toBe('Left in pool: 0');

      await addFromTile('Kessa Vorn');
      await addFromTile('Quiet Spire Cloister');
      expect(codes()).toEqual(['deck-too-small']);
      expect(text(root.querySelector('[data-code="deck-too-small"]'))).toBe('28 cards short of 30: the deck has 2.');
    });

    it('flags cards imported beyond the pool as not in the pool', async () => {
      await mount({ format: 'swu-sealed', pool });
      await importText(`1 ${SWU_LEADERS.kessa.id}\n1 ${SWU_BASES.cloister.id}\n5 ${SWU_UNITS[1].id}`);
      expect(codes()).toContain('not-in-pool');
      expect(text(byTestId(row('Saltline Smuggler') ?? root, 'deck-row-error'))).toBe(
        '⚠ The deck uses Saltline Smuggler, Señor of the Docks 5×, but your pool holds 1.',
      );
    });
  });

  it('edits the three decks of a Trilogy one at a time', async () => {
    await mount({ format: 'swu-trilogy' });
    expect(allByTestId(root, 'deck-tab').map((b) => text(b))).toEqual(['Deck 1', 'Deck 2', 'Deck 3']);
    await addFromTile('Kessa Vorn');
    await click(allByTestId(root, 'deck-tab')[1]);
    expect(row('Kessa Vorn')).toBeNull();
    await addFromTile('Kessa Vorn');
    const errors = allByTestId(root, 'deck-error').map((li) => text(li));
    expect(errors).toContain('Deck 1: Choose exactly 1 base; the deck has 0.');
    expect(errors).toContain('Kessa Vorn, Dune Scout is the Leader of more than one deck (decks 1 and 2).');
  });

  it('builds a Destiny team with an elite character and a battlefield', async () => {
    await mount({ game: 'destiny', format: 'destiny-standard', cards: DESTINY_CARDS });
    await addFromTile('Tovah Illeen', 2);
    await addFromTile('Sunken Archive');
    const team = root.querySelector('[data-slot="team"]');
    expect(text(team)).toContain('Elite');
    expect(text(root.querySelector('[data-slot="battlefield"]'))).toContain('Sunken Archive');
    expect(codes()).toEqual(['deck-too-small']);
  });

  it('says a deckless game has nothing to register and only browses its cards', async () => {
    await mount({ game: 'dbg', format: 'dbg-standard', cards: [] });
    expect(text(byTestId(root, 'deck-deckless'))).toContain('This game has no deck to register');
    expect(byTestId(root, 'deck-errors')).toBeNull();
    expect(byTestId(root, 'card-add')).toBeNull();
  });
});
