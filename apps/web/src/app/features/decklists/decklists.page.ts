import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, RouterLink } from '@angular/router';
import type { Card, OrganizerEventView, RegisteredDecklist } from '@cantina/contract';
import { createCardCatalog, findFormat, isTrilogyDeckList, type DeckList } from '@cantina/games';
import { TranslocoDirective, TranslocoService } from '@jsverse/transloco';
import { EMPTY, Observable, catchError, expand, forkJoin, map, of, reduce, switchMap } from 'rxjs';
import { CardSetsApi } from '../../core/api/card-sets-api';
import { EventsApi } from '../../core/api/events-api';
import { OrganizerApi } from '../../core/api/organizer-api';
import { LanguageService } from '../../core/i18n/language.service';
import { pluralKey } from '../../core/i18n/plural';
import { LoadState, toLoadState } from '../../core/load-state';
import { TokenStore } from '../../core/storage/token-store';
import { DeckPrintSheet } from '../../shared/deck-builder/deck-print-sheet';
import { NoAccess } from '../../shared/no-access';
import { ProblemMessage } from '../../shared/problem-message';

interface Decklists {
  event: OrganizerEventView;
  players: RegisteredDecklist[];
  cards: Card[];
}

/** A registered deck as the print sheet takes it: one deck, or the three of a Trilogy. */
function decksOf(player: RegisteredDecklist): DeckList[] {
  if (!player.deck) return [];
  return isTrilogyDeckList(player.deck) ? player.deck.decks : [player.deck];
}

/**
 * `/events/:id/decklists` (organizer): every registered decklist on screen and in print, one per
 * printed page (the deck registration sheet of the deck builder), then a checklist page of who
 * registered and who did not, with a box to tick (issue 12 item 8).
 */
@Component({
  selector: 'app-decklists-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, TranslocoDirective, DeckPrintSheet, NoAccess, ProblemMessage],
  template: `
    <ng-container *transloco="let t">
      @let current = state();
      @switch (current.status) {
        @case ('loading') {
          <p role="status">{{ t('common.loading') }}</p>
        }
        @case ('no-access') {
          <app-no-access role="organizer" />
        }
        @case ('error') {
          <h1>{{ t('decklists.title') }}</h1>
          <app-problem-message [error]="current.error" />
        }
        @case ('ready') {
          @let ready = current.value;
          <header class="no-print">
            <a class="back" data-testid="back-to-organize" [routerLink]="['/events', ready.event.id, 'organize']">
              ← {{ t('decklists.back') }}
            </a>
            <h1>{{ t('decklists.title') }} · {{ ready.event.name }}</h1>
            <p class="count" data-testid="decklists-count">{{ countText() }}</p>
            <p class="hint">{{ t('decklists.printHint') }}</p>
            <button type="button" class="primary" data-testid="print-decklists" (click)="print()">
              {{ t('decklists.print') }}
            </button>
          </header>

          @for (player of registered(); track player.playerId) {
            <div class="decklist-page" data-testid="decklist-page" [attr.data-player]="player.name">
              <app-deck-print-sheet
                [decks]="decks(player)"
                [game]="ready.event.game"
                [format]="ready.event.format"
                [set]="ready.event.set ?? undefined"
                [catalog]="catalog()!"
                [eventName]="ready.event.name"
                [playerName]="player.name"
              />
            </div>
          } @empty {
            <p class="hint" data-testid="decklists-none">{{ t('decklists.none') }}</p>
          }

          <section class="checklist-page" data-testid="decklist-checklist" aria-labelledby="checklist-heading">
            <h2 id="checklist-heading">{{ t('decklists.checklist') }} · {{ ready.event.name }}</h2>
            @if (missingCount() > 0) {
              <p class="missing" data-testid="decklists-missing">{{ missingText() }}</p>
            }
            <table>
              <thead>
                <tr>
                  <th scope="col">{{ t('decklists.player') }}</th>
                  <th scope="col">{{ t('decklists.registered') }}</th>
                  <th scope="col" class="tick">{{ t('decklists.checked') }}</th>
                </tr>
              </thead>
              <tbody>
                @for (player of ready.players; track player.playerId) {
                  <tr data-testid="checklist-row" [attr.data-registered]="player.deck !== null">
                    <th scope="row">
                      {{ player.name }}
                      @if (player.dropped) {
                        <span class="dropped">({{ t('decklists.dropped') }})</span>
                      }
                    </th>
                    <td>{{ player.deck ? t('decklists.yes') : t('decklists.no') }}</td>
                    <td class="tick"><span class="box" aria-hidden="true"></span></td>
                  </tr>
                }
              </tbody>
            </table>
          </section>
        }
      }
    </ng-container>
  `,
  styles: `
    header {
      margin-bottom: 1rem;
    }
    .back {
      display: inline-block;
      margin-bottom: 0.5rem;
    }
    .count {
      font-size: 1.25rem;
      font-weight: 700;
    }
    /* The sheet is print-only in the deck builder; here it is the page's content on screen too. */
    .decklist-page app-deck-print-sheet {
      display: block;
    }
    .decklist-page,
    .checklist-page {
      margin: 0 0 1.5rem;
      padding: 1rem;
      border: 1px solid var(--border);
      background: #fff;
      color: #000;
      overflow-x: auto;
    }
    .checklist-page table {
      width: 100%;
      border-collapse: collapse;
    }
    .checklist-page th,
    .checklist-page td {
      padding: 0.4rem 0.5rem;
      border: 1px solid #000;
      text-align: left;
      overflow-wrap: break-word;
    }
    .missing {
      font-weight: 700;
    }
    .dropped {
      font-weight: 400;
    }
    .tick {
      width: 1%;
      white-space: nowrap;
      text-align: center;
    }
    .box {
      display: inline-block;
      width: 1.1rem;
      height: 1.1rem;
      border: 2px solid #000;
    }
    @media print {
      .decklist-page,
      .checklist-page {
        margin: 0;
        padding: 0;
        border: 0;
        overflow: visible;
      }
      .decklist-page {
        break-after: page;
        break-inside: avoid-page;
      }
    }
  `,
})
export class DecklistsPage {
  private readonly route = inject(ActivatedRoute);
  private readonly tokens = inject(TokenStore);
  private readonly events = inject(EventsApi);
  private readonly organizer = inject(OrganizerApi);
  private readonly cardSets = inject(CardSetsApi);
  private readonly transloco = inject(TranslocoService);
  private readonly lang = inject(LanguageService).current;

  protected readonly state = toSignal(
    this.route.paramMap.pipe(
      map((params) => params.get('id') ?? ''),
      switchMap((eventId): Observable<LoadState<Decklists>> => {
        const token = this.tokens.organizerToken(eventId);
        if (!token) return of({ status: 'no-access' });
        return this.events.getAsOrganizer(eventId, token).pipe(
          switchMap((event) =>
            forkJoin({ players: this.allPlayers(eventId, token), cards: this.cardsOf(event) }).pipe(
              map(({ players, cards }) => ({ event, players, cards })),
            ),
          ),
          toLoadState(),
        );
      }),
    ),
    { initialValue: { status: 'loading' } as LoadState<Decklists> },
  );
  private readonly ready = computed(() => {
    const state = this.state();
    return state.status === 'ready' ? state.value : null;
  });
  protected readonly catalog = computed(() => {
    const ready = this.ready();
    return ready ? createCardCatalog(ready.event.game, ready.cards) : null;
  });
  protected readonly registered = computed(() => this.ready()?.players.filter((p) => p.deck !== null) ?? []);
  protected readonly missingCount = computed(
    () => this.ready()?.players.filter((p) => p.deck === null && !p.dropped).length ?? 0,
  );
  protected readonly countText = computed(() => {
    const number = new Intl.NumberFormat(this.lang());
    const total = this.ready()?.players.filter((p) => !p.dropped).length ?? 0;
    const registered = this.registered().filter((p) => !p.dropped).length;
    return this.transloco.translate(
      'decklists.count',
      { registered: number.format(registered), total: number.format(total) },
      this.lang(),
    );
  });
  protected readonly missingText = computed(() => {
    const lang = this.lang();
    const count = this.missingCount();
    return this.transloco.translate(
      pluralKey('decklists.missing', lang, count),
      { count: new Intl.NumberFormat(lang).format(count) },
      lang,
    );
  });

  protected decks(player: RegisteredDecklist): DeckList[] {
    return decksOf(player);
  }

  protected print(): void {
    window.print();
  }

  /** Every page of `GET .../decks`, in join order. */
  private allPlayers(eventId: string, token: string): Observable<RegisteredDecklist[]> {
    return this.organizer.decklists(eventId, token).pipe(
      expand((page) => {
        const next = page.offset + page.players.length;
        return page.players.length > 0 && next < page.total ? this.organizer.decklists(eventId, token, next) : EMPTY;
      }),
      reduce((players: RegisteredDecklist[], page) => [...players, ...page.players], []),
    );
  }

  /** The cards the decks may use: the event's set (limited), else every imported set of the game. */
  private cardsOf(event: OrganizerEventView): Observable<Card[]> {
    const limited = findFormat(event.game, event.format)?.kind !== 'constructed';
    const codes$ =
      limited && event.set
        ? of([event.set])
        : this.cardSets
            .list(event.game)
            .pipe(map((sets) => (limited ? sets.filter((s) => s.demo).slice(0, 1) : sets).map((s) => s.code)));
    return codes$.pipe(
      switchMap((codes) =>
        codes.length === 0
          ? of([])
          : forkJoin(codes.map((code) => this.cardSets.cards(event.game, code).pipe(catchError(() => of([]))))),
      ),
      map((lists) => lists.flat()),
    );
  }
}
