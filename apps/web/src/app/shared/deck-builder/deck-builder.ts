import {
  ChangeDetectionStrategy,
  Component,
  DOCUMENT,
  ElementRef,
  computed,
  inject,
  input,
  linkedSignal,
  output,
  viewChild,
} from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import type {
  Card,
  DeckEntry,
  DeckError,
  DeckList,
  DeckSlot,
  DeckSubmission,
  DeckValidationResult,
  GameId,
} from '@cantina/games';
import { createCardCatalog, findFormat, isoDay, slotEntries, validateDeck } from '@cantina/games';
import { TranslocoDirective, TranslocoService } from '@jsverse/transloco';
import { debounceTime, of, switchMap } from 'rxjs';
import { CardTermPipe, cardTerm } from '../../core/i18n/card-terms';
import { CatalogLabelPipe } from '../../core/i18n/catalog-label.pipe';
import { deckErrorText } from '../../core/i18n/deck-error-text';
import { LanguageService } from '../../core/i18n/language.service';
import { BarChart, type LabelledBar } from './bar-chart';
import { type CardFilter, GROUP_KIND, NO_FILTER, filterCards, filterOptions } from './card-filter';
import { cardTitle, isElite } from './card-text';
import { CardTile } from './card-tile';
import { DeckDraftStore } from './deck-draft-store';
import { DeckIoPanel } from './deck-io-panel';
import {
  type ListSlot,
  TRILOGY_FORMAT,
  addCard,
  countsById,
  emptyDeck,
  fitDecks,
  freeBaseSets,
  hasMovableSideboard,
  homeSlot,
  isFreeBase,
  isSingleSlot,
  moveCard,
  offeredCards,
  poolCounts,
  remainingInPool,
  removeCard,
  toSubmission,
} from './deck-model';
import { DeckPrintSheet } from './deck-print-sheet';
import { costCurve, groupBreakdown } from './deck-stats';
import { groupColor } from './group-colors';
import { SERVER_LEGALITY } from './server-legality';

export interface DeckRowView {
  id: string;
  card?: Card;
  slot: DeckSlot;
  name: string;
  cost: string;
  count: number;
  elite: boolean;
  errors: string[];
  /** Why the format does not allow the card on the deck's day (`not-legal-in-format`), if it does not. */
  legality?: LegalityProblem;
  canAdd: boolean;
  /** Where the row's "move" button sends one copy, if the format has a sideboard to move to. */
  moveTo: ListSlot | null;
}

export type LegalityProblem = 'rotated' | 'not-in-format' | 'suspended';

export interface DeckSectionView {
  /** Term under `cards.slot.` (leader, base, battlefield, team, deck, sideboard, supply). */
  key: string;
  single: boolean;
  rows: DeckRowView[];
  total: number;
}

interface SectionSpec {
  key: string;
  slots: DeckSlot[];
  keep?: (card: Card | undefined) => boolean;
  always: boolean;
}

const DESTINY_TEAM_TYPES = new Set(['character', 'plot']);
const isTeam = (card: Card | undefined) => card !== undefined && DESTINY_TEAM_TYPES.has(card.type);

/**
 * The deck builder: pick cards from a set (or, with `pool`, from a sealed or draft pool), see the
 * deck checked live by the same `validateDeck` the API uses, its curve and colours, import, export
 * and print it. With `storageKey` the deck in progress is remembered on this device.
 */
@Component({
  selector: 'app-deck-builder',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, CardTermPipe, CatalogLabelPipe, CardTile, BarChart, DeckIoPanel, DeckPrintSheet],
  templateUrl: './deck-builder.html',
  styleUrl: './deck-builder.css',
})
export class DeckBuilder {
  readonly game = input.required<GameId>();
  readonly format = input.required<string>();
  /** Set code: SWU limited decks may always use its common bases. */
  readonly set = input<string | undefined>(undefined);
  readonly cards = input.required<readonly Card[]>();
  /** Sealed or draft pool: card ids, one per physical card. Only these cards are offered. */
  readonly pool = input<readonly string[] | undefined>(undefined);
  /**
   * The day the deck is played (an event's date, `YYYY-MM-DD`): constructed formats show legality as of
   * that day (contract rev 2); default today.
   */
  readonly date = input<string | undefined>(undefined);
  readonly storageKey = input<string | undefined>(undefined);
  readonly eventName = input('');
  readonly playerName = input('');
  /** Every change the player makes, as the contract's deck body. */
  readonly deckChange = output<DeckSubmission>();

  private readonly store = inject(DeckDraftStore);
  private readonly transloco = inject(TranslocoService);
  private readonly document = inject(DOCUMENT);
  protected readonly lang = inject(LanguageService).current;
  private readonly deckPane = viewChild<ElementRef<HTMLElement>>('deckPane');

  /** The decks (three in Trilogy), restored from storage when the game or format changes. */
  protected readonly decks = linkedSignal<{ key: string | undefined; format: string }, DeckList[]>({
    source: () => ({ key: this.storageKey(), format: this.format() }),
    computation: ({ key, format }) => fitDecks((key ? this.store.load(key)?.decks : undefined) ?? [], format),
  });
  protected readonly active = linkedSignal({ source: this.format, computation: () => 0 });
  protected readonly filter = linkedSignal<GameId, CardFilter>({ source: this.game, computation: () => NO_FILTER });
  protected readonly printEvent = linkedSignal(() => this.eventName());
  protected readonly printPlayer = linkedSignal(() => this.playerName());
  protected readonly confirmClear = linkedSignal({ source: this.decks, computation: () => false });

  protected readonly trilogy = computed(() => this.format() === TRILOGY_FORMAT);
  protected readonly deckless = computed(() => findFormat(this.game(), this.format())?.deckless ?? false);
  protected readonly groupKind = computed(() => GROUP_KIND[this.game()]);
  readonly catalog = computed(() => createCardCatalog(this.game(), this.cards()));
  private readonly poolMap = computed(() => {
    const pool = this.pool();
    return pool === undefined ? undefined : poolCounts(pool);
  });
  private readonly freeBases = computed(() => freeBaseSets(this.cards(), this.pool() ?? [], this.set()));
  protected readonly offered = computed(() => offeredCards(this.cards(), this.pool(), this.set()));
  protected readonly options = computed(() => filterOptions(this.game(), this.offered()));
  protected readonly shown = computed(() => filterCards(this.offered(), this.filter()));
  private readonly used = computed(() => countsById(this.decks()));
  protected readonly deck = computed(() => this.decks()[this.active()] ?? emptyDeck());
  private readonly inActiveDeck = computed(() => countsById([this.deck()]));

  readonly submission = computed(() => toSubmission(this.decks(), this.format()));
  protected readonly legalityDate = computed(() => this.date() ?? isoDay(new Date()));
  protected readonly constructed = computed(() => findFormat(this.game(), this.format())?.kind === 'constructed');
  private readonly serverLegality = inject(SERVER_LEGALITY, { optional: true });
  /** Legality from the server (every set), asked a moment after the deck stops changing. */
  private readonly serverLegalityErrors = toSignal(
    toObservable(
      computed(() =>
        this.constructed()
          ? { game: this.game(), format: this.format(), deck: this.submission(), date: this.legalityDate() }
          : null,
      ),
    ).pipe(
      debounceTime(this.serverLegality?.debounceMs ?? 0),
      switchMap((request) =>
        request && this.serverLegality ? this.serverLegality.check(request) : of<DeckError[]>([]),
      ),
    ),
    { initialValue: [] as DeckError[] },
  );

  readonly result = computed((): DeckValidationResult => {
    const local = validateDeck({
      game: this.game(),
      format: this.format(),
      deck: this.submission(),
      pool: this.pool(),
      set: this.set(),
      catalog: this.catalog(),
      // With the server at hand legality comes from it; alone, from the cards the builder holds.
      date: this.serverLegality ? undefined : this.legalityDate(),
      // The server's cards carry the card-specific deck rules in force (the admin's list), as `deckRules`.
      deckRuleExceptions: [],
    });
    const inDeck = countsById(this.decks());
    const remote = this.serverLegalityErrors().filter((error) => error.cards.some((id) => inDeck.has(id)));
    return remote.length === 0 ? local : { valid: false, errors: [...local.errors, ...remote] };
  });

  /** Card id → why it is not legal in the format on the deck's day, for a badge on its row. */
  private readonly illegal = computed(() => {
    const byCard = new Map<string, LegalityProblem>();
    for (const error of this.result().errors) {
      const reason = error.params?.['reason'];
      if (error.code !== 'not-legal-in-format' || typeof reason !== 'string') continue;
      for (const id of error.cards) byCard.set(id, reason as LegalityProblem);
    }
    return byCard;
  });

  protected readonly errors = computed(() => {
    const lang = this.lang();
    const catalog = this.catalog();
    const name = (id: string) => {
      const card = catalog.get(id);
      return card ? cardTitle(card) : undefined;
    };
    return this.result().errors.map((error) => ({
      error,
      text: deckErrorText(this.transloco, lang, error, this.game(), name),
    }));
  });

  private readonly errorsByCard = computed(() => {
    const byCard = new Map<string, string[]>();
    const active = this.active();
    for (const { error, text } of this.errors()) {
      const deck = error.params?.['deck'];
      if (typeof deck === 'number' && deck !== active) continue;
      for (const id of error.cards) byCard.set(id, [...(byCard.get(id) ?? []), text]);
    }
    return byCard;
  });

  protected readonly sections = computed((): DeckSectionView[] => {
    const game = this.game();
    const deck = this.deck();
    const movable = hasMovableSideboard(game, this.format());
    return this.sectionSpecs(game, movable)
      .map((spec) => this.section(spec, deck, movable))
      .filter((section): section is DeckSectionView => section !== null);
  });

  protected readonly deckTotal = computed(() =>
    slotEntries(this.deck(), 'deck')
      .filter((entry) => !(this.game() === 'destiny' && isTeam(this.catalog().get(entry.id))))
      .reduce((sum, entry) => sum + entry.count, 0),
  );

  protected readonly costBars = computed((): LabelledBar[] =>
    costCurve(this.deck(), this.catalog()).map((bar) => ({ key: bar.key, label: bar.key, value: bar.value })),
  );
  protected readonly groupBars = computed((): LabelledBar[] => {
    const lang = this.lang();
    const kind = this.groupKind();
    return groupBreakdown(this.deck(), this.catalog(), this.game()).map((bar) => ({
      key: bar.key,
      label: cardTerm(this.transloco, lang, kind, bar.key),
      value: bar.value,
      color: groupColor(bar.key),
    }));
  });

  protected countOf(card: Card): number {
    return this.inActiveDeck().get(card.id) ?? 0;
  }

  protected remainingOf(card: Card): number | null {
    return remainingInPool(card, this.used().get(card.id) ?? 0, this.poolMap(), this.freeBases());
  }

  protected isFree(card: Card): boolean {
    return this.pool() !== undefined && isFreeBase(card, this.freeBases());
  }

  protected setFilter(patch: Partial<CardFilter>): void {
    this.filter.update((filter) => ({ ...filter, ...patch }));
  }

  protected clearFilters(): void {
    this.filter.set(NO_FILTER);
  }

  protected value(event: Event): string {
    return (event.target as HTMLInputElement | HTMLSelectElement).value;
  }

  protected add(card: Card): void {
    if (this.remainingOf(card) === 0) return;
    this.change((deck) => addCard(deck, card, this.format()));
  }

  protected addTo(row: DeckRowView): void {
    if (!row.card || !row.canAdd) return;
    const card = row.card;
    const slot = row.slot === 'sideboard' ? 'sideboard' : 'deck';
    this.change((deck) => addCard(deck, card, this.format(), slot));
  }

  /** From a tile: one copy out of the slot the card's type goes to, else out of any slot. */
  protected remove(card: Card): void {
    this.change((deck) => {
      const order: DeckSlot[] = [homeSlot(card), 'deck', 'sideboard', 'leader', 'secondleader', 'base'];
      const slot = order.find((s) => slotEntries(deck, s).some((entry) => entry.id === card.id));
      return slot === undefined ? deck : removeCard(deck, card.id, slot);
    });
  }

  protected removeRow(row: DeckRowView): void {
    this.change((deck) => removeCard(deck, row.id, row.slot));
  }

  protected move(row: DeckRowView): void {
    if (row.moveTo === null || isSingleSlot(row.slot)) return;
    const from = row.slot as ListSlot;
    const to = row.moveTo;
    this.change((deck) => moveCard(deck, row.id, from, to));
  }

  protected rename(name: string): void {
    this.change((deck) => ({ ...deck, metadata: { ...deck.metadata, name } }));
  }

  protected chooseDeck(index: number): void {
    this.active.set(index);
  }

  protected clear(): void {
    if (!this.confirmClear()) {
      this.confirmClear.set(true);
      return;
    }
    this.change(() => emptyDeck());
  }

  /** A single imported deck replaces the active one; several (a Trilogy) replace them all. */
  protected importDecks(imported: DeckList[]): void {
    if (imported.length === 1) {
      this.change(() => imported[0]);
      return;
    }
    this.decks.set(fitDecks(imported, this.format()));
    this.saved();
  }

  protected print(): void {
    this.document.defaultView?.print();
  }

  protected goToDeck(): void {
    const pane = this.deckPane()?.nativeElement;
    pane?.scrollIntoView({ block: 'start' });
    pane?.focus({ preventScroll: true });
  }

  private change(edit: (deck: DeckList) => DeckList): void {
    const active = this.active();
    this.decks.update((decks) => decks.map((deck, index) => (index === active ? edit(deck) : deck)));
    this.saved();
  }

  private saved(): void {
    const key = this.storageKey();
    const set = this.set();
    if (key) this.store.save(key, { ...(set ? { set } : {}), decks: this.decks() });
    this.deckChange.emit(this.submission());
  }

  private sectionSpecs(game: GameId, movable: boolean): SectionSpec[] {
    switch (game) {
      case 'swu':
        return [
          { key: 'leader', slots: ['leader', 'secondleader'], always: true },
          { key: 'base', slots: ['base'], always: true },
          { key: 'deck', slots: ['deck'], always: true },
          { key: 'sideboard', slots: ['sideboard'], always: movable },
        ];
      case 'destiny':
        return [
          { key: 'battlefield', slots: ['base'], always: true },
          { key: 'team', slots: ['deck'], keep: isTeam, always: true },
          { key: 'deck', slots: ['deck'], keep: (card) => !isTeam(card), always: true },
          { key: 'sideboard', slots: ['sideboard'], always: movable },
          { key: 'leader', slots: ['leader', 'secondleader'], always: false },
        ];
      case 'swtcg':
        return [
          { key: 'deck', slots: ['deck'], always: true },
          { key: 'supply', slots: ['sideboard'], always: true },
          { key: 'leader', slots: ['leader', 'secondleader'], always: false },
          { key: 'base', slots: ['base'], always: false },
        ];
      case 'dbg':
        return [];
    }
  }

  private section(spec: SectionSpec, deck: DeckList, movable: boolean): DeckSectionView | null {
    const rows = spec.slots
      .flatMap((slot) => slotEntries(deck, slot).map((entry) => this.row(entry, slot, movable)))
      .filter((row) => spec.keep === undefined || spec.keep(row.card))
      .sort((a, b) => (isSingleSlot(a.slot) ? 0 : costOrder(a) - costOrder(b) || a.name.localeCompare(b.name)));
    if (rows.length === 0 && !spec.always) return null;
    return {
      key: spec.key,
      single: spec.slots.every(isSingleSlot),
      rows,
      total: rows.reduce((sum, row) => sum + row.count, 0),
    };
  }

  private row(entry: DeckEntry, slot: DeckSlot, movable: boolean): DeckRowView {
    const card = this.catalog().get(entry.id);
    const remaining = card ? this.remainingOf(card) : 0;
    const list = slot === 'deck' || slot === 'sideboard';
    return {
      id: entry.id,
      ...(card ? { card } : {}),
      slot,
      name: card ? cardTitle(card) : entry.id,
      cost: card?.cost === null || card?.cost === undefined ? '' : String(card.cost),
      count: entry.count,
      elite: isElite(card, entry.count),
      errors: this.errorsByCard().get(entry.id) ?? [],
      ...(this.illegal().has(entry.id) ? { legality: this.illegal().get(entry.id) } : {}),
      canAdd: list && card !== undefined && remaining !== 0,
      moveTo: movable && list && !isTeam(card) ? (slot === 'deck' ? 'sideboard' : 'deck') : null,
    };
  }
}

function costOrder(row: DeckRowView): number {
  return row.cost === '' ? 99 : Number(row.cost);
}
