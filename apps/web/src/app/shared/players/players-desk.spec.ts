import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { PublicEventView } from '@cantina/contract';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { player, publicView } from '../../../testing/fixtures';
import { translocoTesting } from '../../../testing/transloco-testing';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { PlayersDesk } from './players-desk';

describe('PlayersDesk', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    const storage = new MemoryStorage();
    storage.setItem('cantina.organizer.e1', 'org-tok');
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [provideHttpClient(), provideHttpClientTesting(), { provide: STORAGE, useValue: storage }],
    });
    http = TestBed.inject(HttpTestingController);
  });
  afterEach(() => http.verify());

  async function render(event: PublicEventView, roster = false) {
    const fixture = TestBed.createComponent(PlayersDesk);
    fixture.componentRef.setInput('event', event);
    fixture.componentRef.setInput('roster', roster);
    await fixture.whenStable();
    return { fixture, root: fixture.nativeElement as HTMLElement };
  }

  const type = (el: HTMLInputElement | HTMLTextAreaElement | null, value: string) => {
    if (!el) throw new Error('no field');
    el.value = value;
    el.dispatchEvent(new Event('input'));
  };

  it('adds a pasted list one name after another with the organizer token, leaving out a duplicate', async () => {
    const { fixture, root } = await render(publicView({ players: [player('p1', 'Ana')] }));
    type(byTestId<HTMLTextAreaElement>(root, 'add-players-list'), ' Ben \n\nana\nCy\n');
    await fixture.whenStable();
    expect(text(byTestId(root, 'paste-duplicates'))).toContain('ana');
    expect(text(byTestId(root, 'add-players-submit'))).toBe('Add 2 players');
    byTestId<HTMLButtonElement>(root, 'add-players-submit')?.click();

    const first = http.expectOne('/api/v1/events/e1/players');
    expect(first.request.body).toEqual({ name: 'Ben' });
    expect(first.request.headers.get('Authorization')).toBe('Bearer org-tok');
    first.flush({ id: 'p2', name: 'Ben', token: 't2' });
    const second = http.expectOne('/api/v1/events/e1/players');
    expect(second.request.body).toEqual({ name: 'Cy' });
    second.flush({ id: 'p3', name: 'Cy', token: 't3' });
    await fixture.whenStable();
    expect(text(byTestId(root, 'add-added'))).toBe('Added: Ben, Cy');
  });

  it('stops adding when the event is full and says why', async () => {
    const { fixture, root } = await render(publicView());
    type(byTestId<HTMLTextAreaElement>(root, 'add-players-list'), 'Ben\nCy\nDee');
    await fixture.whenStable();
    byTestId<HTMLButtonElement>(root, 'add-players-submit')?.click();
    http
      .expectOne('/api/v1/events/e1/players')
      .flush(
        { type: 'x', title: 'Conflict', status: 409, code: 'too-many-players', detail: 'full' },
        { status: 409, statusText: 'Conflict', headers: { 'content-type': 'application/problem+json' } },
      );
    await fixture.whenStable();
    http.expectNone('/api/v1/events/e1/players');
    expect(allByTestId(root, 'add-failed')).toHaveLength(1);
    expect(text(byTestId(root, 'add-failed'))).toContain('Ben');
  });

  it('says what a late entry means once rounds are paired', async () => {
    const { root } = await render(publicView({ status: 'playing', rounds: 2 }));
    expect(text(byTestId(root, 'late-entry-note'))).toBe(
      'Late entry: joins from round 3; rounds 1 to 2, already paired, count as losses.',
    );
  });

  it('drops from the roster only after a confirmation, and undoes a drop', async () => {
    const { fixture, root } = await render(
      publicView({ status: 'playing', rounds: 1, players: [player('p1', 'Ana'), player('p2', 'Ben', true)] }),
      true,
    );
    byTestId<HTMLButtonElement>(root, 'drop-player')?.click();
    await fixture.whenStable();
    http.expectNone('/api/v1/events/e1/players/p1/drop');
    byTestId<HTMLButtonElement>(root, 'drop-confirm')?.click();
    http.expectOne('/api/v1/events/e1/players/p1/drop').flush({ id: 'p1', name: 'Ana', dropped: true });

    expect(text(byTestId(root, 'reinstate-note'))).toContain('from round 2');
    byTestId<HTMLButtonElement>(root, 'reinstate-player')?.click();
    const undo = http.expectOne('/api/v1/events/e1/players/p2/reinstate');
    expect(undo.request.method).toBe('POST');
    undo.flush({ id: 'p2', name: 'Ben', dropped: false });
  });

  it('offers no undo once the top cut is made', async () => {
    const { root } = await render(publicView({ status: 'top-cut', rounds: 3, players: [player('p2', 'Ben', true)] }));
    expect(allByTestId(root, 'dropped-player')).toHaveLength(1);
    expect(byTestId(root, 'reinstate-player')).toBeNull();
  });
});
