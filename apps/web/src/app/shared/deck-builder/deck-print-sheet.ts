import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { CardCatalog, DeckList, GameId } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { CardTermPipe, slotTermKey } from '../../core/i18n/card-terms';
import { CatalogLabelPipe } from '../../core/i18n/catalog-label.pipe';
import { LanguageService } from '../../core/i18n/language.service';
import { deckSheet } from './deck-sheet';

/**
 * The deck registration sheet: hidden on screen, the only thing printed (see `.print-only` in
 * styles.css). Black on white, grouped by type with counts and totals, blanks left to fill by hand.
 */
@Component({
  selector: 'app-deck-print-sheet',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, CardTermPipe, CatalogLabelPipe],
  host: { class: 'print-only' },
  template: `
    <article class="sheet" *transloco="let t">
      <h1>{{ t('decks.print.sheetTitle') }}</h1>
      <table class="fields">
        <tr>
          <th scope="row">{{ t('decks.print.event') }}</th>
          <td>{{ eventName() }}</td>
          <th scope="row">{{ t('decks.print.date') }}</th>
          <td></td>
        </tr>
        <tr>
          <th scope="row">{{ t('decks.print.player') }}</th>
          <td>{{ playerName() }}</td>
          <th scope="row">{{ t('decks.deck.name') }}</th>
          <td>{{ decks()[0]?.metadata?.name }}</td>
        </tr>
        <tr>
          <th scope="row">{{ t('decks.game') }}</th>
          <td>{{ game() | catalogLabel: 'games' : lang() }}</td>
          <th scope="row">{{ t('decks.format') }}</th>
          <td>{{ format() | catalogLabel: 'formats' : lang() }}{{ set() ? ' · ' + set() : '' }}</td>
        </tr>
      </table>

      @for (sheet of sheets(); track $index) {
        <section class="deck">
          @if (sheets().length > 1) {
            <h2>{{ t('decks.deck.trilogyDeck', { number: $index + 1 }) }}</h2>
          }
          <div class="groups">
            @for (group of sheet.groups; track group.key) {
              <table class="list">
                <caption>
                  {{
                    group.kind === 'slot'
                      ? (slotKey(group.key) | cardTerm: 'slot' : lang())
                      : (group.key | cardTerm: 'type' : lang())
                  }}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" class="qty">{{ t('decks.print.qty') }}</th>
                    <th scope="col">{{ t('decks.print.card') }}</th>
                    <th scope="col" class="id">{{ t('decks.print.number') }}</th>
                  </tr>
                </thead>
                <tbody>
                  @for (row of group.rows; track row.id) {
                    <tr>
                      <td class="qty">{{ row.count }}</td>
                      <td>{{ row.name }}</td>
                      <td class="id">{{ row.id }}</td>
                    </tr>
                  }
                </tbody>
                <tfoot>
                  <tr>
                    <td class="qty">{{ group.total }}</td>
                    <td colspan="2">{{ t('decks.print.total') }}</td>
                  </tr>
                </tfoot>
              </table>
            }
          </div>
          <p class="totals">
            {{ t('decks.print.mainTotal', { count: sheet.mainTotal }) }} ·
            {{
              t(game() === 'swtcg' ? 'decks.print.supplyTotal' : 'decks.print.sideTotal', { count: sheet.sideTotal })
            }}
          </p>
        </section>
      }
      <p class="sign">{{ t('decks.print.signature') }}</p>
    </article>
  `,
  styles: `
    .sheet {
      color: #000;
      background: #fff;
      font-size: 10.5pt;
      line-height: 1.3;
    }
    h1 {
      margin: 0 0 0.4rem;
      font-size: 16pt;
    }
    h2 {
      margin: 0.6rem 0 0.3rem;
      font-size: 13pt;
    }
    table {
      border-collapse: collapse;
      width: 100%;
    }
    th,
    td {
      padding: 0.15rem 0.35rem;
      border: 1px solid #000;
      text-align: left;
      vertical-align: top;
    }
    .fields td {
      width: 32%;
      height: 1.6rem;
    }
    .groups {
      columns: 2;
      column-gap: 1rem;
    }
    /* Shown on a phone (the organizer's decklists page): one column, so card names keep their room. */
    @media screen and (max-width: 40rem) {
      .groups {
        columns: 1;
      }
    }
    .list {
      margin-top: 0.5rem;
      break-inside: avoid;
    }
    caption {
      font-weight: 700;
      text-align: left;
    }
    .qty {
      width: 2.5rem;
      text-align: right;
    }
    .id {
      width: 5.5rem;
      font-family: var(--mono);
    }
    tfoot td {
      font-weight: 700;
    }
    .totals {
      font-weight: 700;
    }
    .sign {
      margin-top: 1.5rem;
      padding-top: 1.5rem;
      border-bottom: 1px solid #000;
    }
  `,
})
export class DeckPrintSheet {
  readonly decks = input.required<readonly DeckList[]>();
  readonly game = input.required<GameId>();
  readonly format = input.required<string>();
  readonly set = input<string | undefined>();
  readonly catalog = input.required<CardCatalog>();
  readonly eventName = input('');
  readonly playerName = input('');

  protected readonly lang = inject(LanguageService).current;
  protected readonly sheets = computed(() => this.decks().map((deck) => deckSheet(deck, this.catalog(), this.game())));

  protected slotKey(slot: string): string {
    return slotTermKey(this.game(), slot);
  }
}
