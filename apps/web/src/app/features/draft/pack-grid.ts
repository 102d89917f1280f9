import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  Injector,
  afterNextRender,
  computed,
  effect,
  inject,
  input,
  output,
} from '@angular/core';
import { anyImage, frontShape } from '../../shared/card-art/card-image';
import { PickTile, type PickCard } from './pick-tile';

/** Two taps on the same tile within this time pick it. */
export const DOUBLE_TAP_MS = 400;

/** Where an arrow key moves the selection in a grid of `count` tiles, `columns` wide. */
export function moveIndex(index: number, key: string, columns: number, count: number): number | null {
  if (count === 0) return null;
  if (index < 0) return 0;
  const step: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
    Home: -index,
    End: count - 1 - index,
  };
  if (!(key in step)) return null;
  const next = index + step[key];
  return Math.min(Math.max(next, 0), count - 1);
}

/**
 * The pack as a grid of tiles (a listbox): tap selects, a second tap on the same tile picks;
 * arrow keys move the selection, Enter picks the selected card, Space selects.
 */
@Component({
  selector: 'app-pack-grid',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [PickTile],
  template: `
    <ul
      class="grid"
      role="listbox"
      [class.images]="withImages()"
      [attr.aria-label]="label()"
      [attr.aria-disabled]="disabled() || null"
      [attr.aria-busy]="disabled() || null"
    >
      @for (entry of cards(); track entry.instanceId; let i = $index) {
        <li
          role="option"
          class="option"
          data-testid="pick-card"
          [attr.data-instance-id]="entry.instanceId"
          [attr.data-card-id]="entry.cardId"
          [attr.aria-selected]="entry.instanceId === selected()"
          [class.selected]="entry.instanceId === selected()"
          [class.landscape]="entry.card !== undefined && frontShape(entry.card) === 'landscape'"
          [tabindex]="i === tabStop() ? 0 : -1"
          (click)="tap(entry)"
          (keydown)="onKey($event, i)"
        >
          <app-pick-tile [entry]="entry" />
        </li>
      }
    </ul>
  `,
  styles: `
    .grid {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
      gap: 0.6rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    @media (min-width: 48rem) {
      .grid {
        grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
      }
    }
    /* A pack with pictures: 3 cards across a 390px phone, more on a tablet; sideways cards
       (SWU leaders, bases) take two columns and the next cards fill the gaps. */
    .grid.images {
      grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
      grid-auto-flow: row dense;
      gap: 0.4rem;
    }
    @media (min-width: 48rem) {
      .grid.images {
        grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
      }
    }
    .images .option {
      min-height: 0;
      border-color: transparent;
      background: none;
    }
    .images .option.landscape {
      grid-column: span 2;
    }
    .images .option.selected {
      border-color: var(--accent);
    }
    .option {
      min-height: 8.5rem;
      border: 2px solid var(--border);
      border-radius: var(--radius);
      background: var(--surface);
      cursor: pointer;
      touch-action: manipulation;
      user-select: none;
      -webkit-tap-highlight-color: transparent;
    }
    .selected {
      border-color: var(--accent);
      background: var(--accent-soft);
      box-shadow: 0 0 0 3px var(--accent);
    }
    [aria-disabled='true'] .option {
      cursor: progress;
    }
  `,
})
export class PackGrid {
  readonly cards = input.required<readonly PickCard[]>();
  readonly selected = input<string | null>(null);
  readonly disabled = input(false);
  readonly label = input('');
  /** The player chose a card (tap, arrow keys, Space). */
  readonly selectCard = output<string>();
  /** The player wants this card now (double tap, Enter). */
  readonly pickCard = output<string>();

  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly injector = inject(Injector);
  private lastTap: { id: string; at: number } | null = null;
  /** Set when the keyboard picked: the next pack's first tile takes the focus. */
  private refocus = false;

  /** The tile reached with Tab: the selected one, else the first. */
  protected readonly withImages = computed(() => anyImage(this.cards().map((entry) => entry.card)));
  protected readonly frontShape = frontShape;

  protected readonly tabStop = computed(() => {
    const index = this.cards().findIndex((card) => card.instanceId === this.selected());
    return index === -1 ? 0 : index;
  });

  constructor() {
    effect(() => {
      this.cards();
      if (!this.refocus) return;
      this.refocus = false;
      afterNextRender(() => this.focusAt(0), { injector: this.injector });
    });
  }

  protected tap(entry: PickCard): void {
    const now = Date.now();
    const again = this.lastTap?.id === entry.instanceId && now - this.lastTap.at <= DOUBLE_TAP_MS;
    this.lastTap = again ? null : { id: entry.instanceId, at: now };
    if (this.disabled()) return;
    if (again) this.pickCard.emit(entry.instanceId);
    else this.selectCard.emit(entry.instanceId);
  }

  protected onKey(event: KeyboardEvent, focused: number): void {
    const cards = this.cards();
    if (event.key === 'Enter') {
      event.preventDefault();
      const id = this.selected() ?? cards[focused]?.instanceId;
      if (id && !this.disabled()) {
        this.refocus = true;
        this.pickCard.emit(id);
      }
      return;
    }
    if (event.key === ' ') {
      event.preventDefault();
      const id = cards[focused]?.instanceId;
      if (id) this.selectCard.emit(id);
      return;
    }
    const next = moveIndex(focused, event.key, this.columns(), cards.length);
    if (next === null) return;
    event.preventDefault();
    this.selectCard.emit(cards[next].instanceId);
    this.focusAt(next);
  }

  private options(): HTMLElement[] {
    return Array.from(this.host.nativeElement.querySelectorAll<HTMLElement>('[role="option"]'));
  }

  private focusAt(index: number): void {
    this.options()[index]?.focus();
  }

  /** Columns as laid out now (the grid fills the width). */
  private columns(): number {
    const grid = this.host.nativeElement.querySelector('ul');
    if (!grid || typeof getComputedStyle !== 'function') return 1;
    const template = getComputedStyle(grid).gridTemplateColumns;
    const count = template ? template.split(' ').filter((part) => part.trim() !== '').length : 1;
    return Math.max(1, count);
  }
}
