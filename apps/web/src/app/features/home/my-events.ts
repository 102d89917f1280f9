import { ChangeDetectionStrategy, Component, DestroyRef, inject, signal } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { RouterLink } from '@angular/router';
import type { EventAccess } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { AccessApi } from '../../core/api/access-api';
import { toApiError } from '../../core/api/api-error';
import { type HeldEvent, TokenStore } from '../../core/storage/token-store';
import { EventFacts } from '../../shared/event-facts';

/** What the server says about one held key: still good (with the event), gone (rotated, replaced, deleted). */
export type HeldEventState =
  | { status: 'checking' }
  | { status: 'ok'; access: EventAccess }
  | { status: 'gone' }
  | { status: 'unavailable' };

/** A refused key (401 replaced or rotated, 403 not this event's, 404 event deleted) is gone for good. */
export function stateOfFailure(status: number): HeldEventState {
  return status === 401 || status === 403 || status === 404 ? { status: 'gone' } : { status: 'unavailable' };
}

/** "My events" on the home page: the events this device organizes or plays, from the keys it holds. */
@Component({
  selector: 'app-my-events',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, TranslocoDirective, EventFacts],
  template: `
    @if (held().length > 0) {
      <section class="card my-events" aria-labelledby="my-events-title" data-testid="my-events" *transloco="let t">
        <h2 id="my-events-title">{{ t('access.myEvents.title') }}</h2>
        <ul>
          @for (entry of held(); track entry.eventId + entry.role) {
            @let state = states()[entry.eventId + entry.role] ?? { status: 'checking' };
            <li data-testid="my-event" [attr.data-event-id]="entry.eventId" [attr.data-role]="entry.role">
              @switch (state.status) {
                @case ('ok') {
                  <div class="head">
                    <a
                      class="name"
                      data-testid="my-event-open"
                      [routerLink]="['/events', entry.eventId, entry.role === 'organizer' ? 'organize' : 'play']"
                      >{{ state.access.event.name }}</a
                    >
                    <span class="tag" data-testid="my-event-role">
                      @if (state.access.role === 'player') {
                        {{ t('access.myEvents.player', { name: state.access.player.name }) }}
                      } @else {
                        {{ t('access.myEvents.organizer') }}
                      }
                    </span>
                  </div>
                  <app-event-facts
                    [game]="state.access.event.game"
                    [format]="state.access.event.format"
                    [status]="state.access.event.status"
                  />
                }
                @case ('gone') {
                  <p class="gone" data-testid="my-event-gone">{{ t('access.myEvents.gone') }}</p>
                }
                @case ('unavailable') {
                  <p class="hint">{{ t('access.myEvents.unavailable') }}</p>
                }
                @default {
                  <p class="hint" role="status">{{ t('common.loading') }}</p>
                }
              }
              <button
                type="button"
                class="secondary forget"
                data-testid="my-event-forget"
                [attr.aria-label]="t('access.myEvents.forgetLabel')"
                (click)="forget(entry)"
              >
                {{ t('access.myEvents.forget') }}
              </button>
            </li>
          }
        </ul>
      </section>
    }
  `,
  styles: `
    .my-events {
      margin-bottom: 1rem;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.75rem;
    }
    li {
      display: grid;
      gap: 0.25rem;
      padding-bottom: 0.75rem;
      border-bottom: 1px solid var(--border, #ccc);
    }
    .forget {
      justify-self: start;
      min-height: 48px;
    }
    .head {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      align-items: baseline;
    }
    .name {
      font-size: 1.1rem;
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    .gone {
      margin: 0;
      color: var(--muted);
    }
  `,
})
export class MyEvents {
  private readonly tokens = inject(TokenStore);
  private readonly api = inject(AccessApi);
  private readonly destroyRef = inject(DestroyRef);

  protected readonly held = signal<HeldEvent[]>(this.tokens.heldEvents());
  protected readonly states = signal<Partial<Record<string, HeldEventState>>>({});

  constructor() {
    for (const entry of this.held()) {
      const key = entry.eventId + entry.role;
      this.api
        .access(entry.eventId, entry.token)
        .pipe(takeUntilDestroyed(this.destroyRef))
        .subscribe({
          next: (access) => this.setState(key, { status: 'ok', access }),
          error: (error: unknown) => this.setState(key, stateOfFailure(toApiError(error).status)),
        });
    }
  }

  protected forget(entry: HeldEvent): void {
    if (entry.role === 'organizer') this.tokens.forgetOrganizerToken(entry.eventId);
    else this.tokens.forgetPlayer(entry.eventId);
    this.held.update((held) => held.filter((other) => other !== entry));
  }

  private setState(key: string, state: HeldEventState): void {
    this.states.update((states) => ({ ...states, [key]: state }));
  }
}
