import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { EventAccess } from '@cantina/contract';
import { allByTestId, byTestId, text } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { MyEvents, stateOfFailure } from './my-events';

const event = { id: 'e1', name: 'Friday Draft', game: 'swu', format: 'swu-draft', status: 'registration' } as const;

describe('MyEvents', () => {
  let http: HttpTestingController;
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = new MemoryStorage();
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: STORAGE, useValue: storage },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });
  afterEach(() => http.verify());

  const render = () => {
    const fixture = TestBed.createComponent(MyEvents);
    fixture.detectChanges();
    return fixture;
  };
  const items = (root: HTMLElement) => allByTestId(root, 'my-event');

  it('shows nothing on a device that holds no keys', () => {
    const fixture = render();
    expect(byTestId(fixture.nativeElement, 'my-events')).toBeNull();
  });

  it('lists each held key with the event, asks with that key, and marks a refused one as gone', async () => {
    storage.setItem('cantina.organizer.e1', 'org-tok');
    storage.setItem('cantina.player.e2', JSON.stringify({ id: 'p1', name: 'Ana', token: 'ana-tok' }));
    const fixture = render();
    const asOrganizer = http.expectOne('/api/v1/events/e1/access');
    expect(asOrganizer.request.headers.get('Authorization')).toBe('Bearer org-tok');
    asOrganizer.flush({ role: 'organizer', event } satisfies EventAccess);
    const asPlayer = http.expectOne('/api/v1/events/e2/access');
    expect(asPlayer.request.headers.get('Authorization')).toBe('Bearer ana-tok');
    asPlayer.flush({ code: 'unauthorized' }, { status: 401, statusText: 'Unauthorized' });
    fixture.detectChanges();
    await fixture.whenStable();

    const [organizer, player] = items(fixture.nativeElement);
    expect(text(byTestId(organizer, 'my-event-open'))).toBe('Friday Draft');
    expect(byTestId(organizer, 'my-event-open')?.getAttribute('href')).toBe('/events/e1/organize');
    expect(byTestId(player, 'my-event-gone')).not.toBeNull();

    byTestId<HTMLButtonElement>(player, 'my-event-forget')?.click();
    fixture.detectChanges();
    expect(items(fixture.nativeElement)).toHaveLength(1);
    expect(storage.getItem('cantina.player.e2')).toBeNull();
    expect(storage.getItem('cantina.organizer.e1')).toBe('org-tok');
  });

  it('treats a refused or deleted key as gone and anything else as a passing failure', () => {
    for (const status of [401, 403, 404]) expect(stateOfFailure(status)).toEqual({ status: 'gone' });
    for (const status of [0, 429, 500, 503]) expect(stateOfFailure(status)).toEqual({ status: 'unavailable' });
  });
});
