import { ChangeDetectionStrategy, Component, DestroyRef, inject, signal } from '@angular/core';
import { takeUntilDestroyed, toSignal } from '@angular/core/rxjs-interop';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { ActivatedRoute, Router, RouterLink } from '@angular/router';
import { NAME_MAX_LENGTH, type EventLookup } from '@cantina/contract';
import { normalizeJoinCode } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { catchError, distinctUntilChanged, finalize, map, of, startWith, switchMap, tap } from 'rxjs';
import { ApiError, toApiError } from '../../core/api/api-error';
import { EventsApi } from '../../core/api/events-api';
import { TokenStore } from '../../core/storage/token-store';
import { EventFacts } from '../../shared/event-facts';
import { ProblemMessage } from '../../shared/problem-message';

type LookupState =
  | { status: 'loading'; code: string }
  | { status: 'ready'; code: string; event: EventLookup }
  | { status: 'unknown'; code: string }
  | { status: 'error'; code: string; error: ApiError };

/** `/join/:code`: find the event, type a name, get a seat. */
@Component({
  selector: 'app-join-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule, RouterLink, TranslocoDirective, EventFacts, ProblemMessage],
  templateUrl: './join.page.html',
})
export class JoinPage {
  private readonly api = inject(EventsApi);
  private readonly tokens = inject(TokenStore);
  private readonly router = inject(Router);
  private readonly destroyRef = inject(DestroyRef);
  protected readonly nameMax = NAME_MAX_LENGTH;

  protected readonly lookup = toSignal(
    inject(ActivatedRoute).paramMap.pipe(
      map((params) => normalizeJoinCode(params.get('code') ?? '')),
      distinctUntilChanged(),
      switchMap((code) =>
        this.api.lookupByCode(code).pipe(
          tap((event) => this.resumeIfJoined(event)),
          map((event): LookupState => ({ status: 'ready', code, event })),
          catchError((error: unknown) => {
            const problem = toApiError(error);
            const unknown = problem.status === 404 || problem.status === 400;
            return of<LookupState>(unknown ? { status: 'unknown', code } : { status: 'error', code, error: problem });
          }),
          startWith<LookupState>({ status: 'loading', code }),
        ),
      ),
    ),
    { initialValue: { status: 'loading', code: '' } as LookupState },
  );

  protected readonly name = new FormControl('', {
    nonNullable: true,
    validators: [Validators.required, Validators.maxLength(NAME_MAX_LENGTH), Validators.pattern(/\S/)],
  });
  protected readonly form = new FormGroup({ name: this.name });
  protected readonly submitted = signal(false);
  protected readonly pending = signal(false);
  protected readonly error = signal<ApiError | null>(null);

  protected showNameError(): boolean {
    return this.name.invalid && (this.name.touched || this.submitted());
  }

  protected submit(event: EventLookup, joinCode: string): void {
    this.submitted.set(true);
    if (this.name.invalid || this.pending()) return;
    this.pending.set(true);
    this.error.set(null);
    this.api
      .join(event.id, { name: this.name.value.trim(), joinCode })
      .pipe(
        finalize(() => this.pending.set(false)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe({
        next: (player) => {
          this.tokens.savePlayer(event.id, player);
          void this.router.navigate(['/events', event.id, 'play']);
        },
        error: (error: unknown) => this.error.set(toApiError(error)),
      });
  }

  /** This device already has a seat in the event: straight back to it. */
  private resumeIfJoined(event: EventLookup): void {
    if (this.tokens.player(event.id)) {
      void this.router.navigate(['/events', event.id, 'play'], { replaceUrl: true });
    }
  }
}
