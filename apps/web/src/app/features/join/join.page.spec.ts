import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { EventLookup } from '@cantina/contract';
import { byTestId, text, typeInto } from '../../../testing/dom';
import { translocoTesting } from '../../../testing/transloco-testing';
import { MemoryStorage, STORAGE } from '../../core/storage/storage';
import { JoinPage } from './join.page';

@Component({ template: 'play page' })
class PlayStub {}

const lookup: EventLookup = {
  id: 'e1',
  name: 'Friday Draft',
  game: 'swu',
  format: 'swu-draft',
  status: 'registration',
};

describe('JoinPage', () => {
  let http: HttpTestingController;
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = new MemoryStorage();
    TestBed.configureTestingModule({
      imports: [translocoTesting()],
      providers: [
        provideRouter([
          { path: 'join/:code', component: JoinPage },
          { path: 'events/:id/play', component: PlayStub },
        ]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: STORAGE, useValue: storage },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function open(url: string) {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl(url);
    return { harness, root: harness.routeNativeElement as HTMLElement };
  }

  it('looks the code up, joins with a name and opens the play page', async () => {
    const { harness, root } = await open('/join/abc234');
    http.expectOne('/api/v1/events/by-code/ABC234').flush(lookup);
    await harness.fixture.whenStable();

    expect(text(byTestId(root, 'event-name'))).toBe('Friday Draft');
    expect(text(byTestId(root, 'event-game'))).toBe('Star Wars: Unlimited');
    expect(text(byTestId(root, 'event-format'))).toBe('Draft');

    typeInto(byTestId(root, 'join-name'), ' Ana ');
    byTestId(root, 'join-submit')?.click();
    const req = http.expectOne('/api/v1/events/e1/players');
    expect(req.request.method).toBe('POST');
    expect(req.request.body).toEqual({ name: 'Ana', joinCode: 'ABC234' });
    req.flush({ id: 'p1', name: 'Ana', token: 'ptok', eventId: 'e1' }, { status: 201, statusText: 'Created' });
    await harness.fixture.whenStable();

    expect(JSON.parse(storage.getItem('cantina.player.e1') ?? '')).toEqual({
      id: 'p1',
      name: 'Ana',
      token: 'ptok',
    });
    expect(TestBed.inject(Router).url).toBe('/events/e1/play');
  });

  it('goes straight to the play page when this device already joined', async () => {
    storage.setItem('cantina.player.e1', JSON.stringify({ id: 'p1', name: 'Ana', token: 't' }));
    const { harness } = await open('/join/ABC234');
    http.expectOne('/api/v1/events/by-code/ABC234').flush(lookup);
    await harness.fixture.whenStable();
    expect(TestBed.inject(Router).url).toBe('/events/e1/play');
  });

  it('says when no event uses the code', async () => {
    const { harness, root } = await open('/join/ZZZZZZ');
    http
      .expectOne('/api/v1/events/by-code/ZZZZZZ')
      .flush({ status: 404, code: 'not-found', title: 'Not Found' }, { status: 404, statusText: 'Not Found' });
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'join-unknown'))).toBe('No event uses the code ZZZZZZ. Check it and try again.');
    expect(byTestId(root, 'join-name')).toBeNull();
  });

  it('shows a refused join in the user language', async () => {
    const { harness, root } = await open('/join/ABC234');
    http.expectOne('/api/v1/events/by-code/ABC234').flush(lookup);
    await harness.fixture.whenStable();
    typeInto(byTestId(root, 'join-name'), 'Ana');
    byTestId(root, 'join-submit')?.click();
    http
      .expectOne('/api/v1/events/e1/players')
      .flush({ status: 409, code: 'registration-closed', title: 'Conflict' }, { status: 409, statusText: 'Conflict' });
    await harness.fixture.whenStable();
    expect(text(byTestId(root, 'problem'))).toBe('Registration for this event is closed.');
    expect(storage.getItem('cantina.player.e1')).toBeNull();
  });

  it('does not offer to join once registration is closed', async () => {
    const { harness, root } = await open('/join/ABC234');
    http.expectOne('/api/v1/events/by-code/ABC234').flush({ ...lookup, status: 'drafting' });
    await harness.fixture.whenStable();
    expect(byTestId(root, 'join-closed')).not.toBeNull();
    expect(byTestId(root, 'join-submit')).toBeNull();
  });
});
