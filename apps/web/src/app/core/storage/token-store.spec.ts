import { TestBed } from '@angular/core/testing';
import { MemoryStorage, STORAGE } from './storage';
import { TokenStore } from './token-store';

describe('TokenStore', () => {
  let storage: MemoryStorage;
  let store: TokenStore;

  beforeEach(() => {
    storage = new MemoryStorage();
    TestBed.configureTestingModule({ providers: [{ provide: STORAGE, useValue: storage }] });
    store = TestBed.inject(TokenStore);
  });

  it('keeps an organizer token per event', () => {
    store.saveOrganizerToken('e1', 'org-1');
    store.saveOrganizerToken('e2', 'org-2');
    expect(storage.getItem('cantina.organizer.e1')).toBe('org-1');
    expect(store.organizerToken('e1')).toBe('org-1');
    expect(store.organizerToken('e2')).toBe('org-2');
    expect(store.organizerToken('e3')).toBeNull();
  });

  it('keeps a player identity per event as JSON', () => {
    store.savePlayer('e1', { id: 'p1', name: 'Ana', token: 'tok' });
    expect(JSON.parse(storage.getItem('cantina.player.e1') ?? '')).toEqual({
      id: 'p1',
      name: 'Ana',
      token: 'tok',
    });
    expect(store.player('e1')).toEqual({ id: 'p1', name: 'Ana', token: 'tok' });
    expect(store.player('e2')).toBeNull();
  });

  it('stores only id, name and token', () => {
    const joined = { id: 'p1', name: 'Ana', token: 'tok', eventId: 'e1' };
    store.savePlayer('e1', joined);
    expect(Object.keys(JSON.parse(storage.getItem('cantina.player.e1') ?? '{}'))).toEqual(['id', 'name', 'token']);
  });

  it('ignores damaged entries', () => {
    storage.setItem('cantina.player.e1', '{not json');
    storage.setItem('cantina.player.e2', JSON.stringify({ id: 'p', name: 'x' }));
    expect(store.player('e1')).toBeNull();
    expect(store.player('e2')).toBeNull();
  });

  it('forgets a player', () => {
    store.savePlayer('e1', { id: 'p1', name: 'Ana', token: 'tok' });
    store.forgetPlayer('e1');
    expect(store.player('e1')).toBeNull();
  });

  it('lists the events the device holds keys for, organizer keys first, and forgets them', () => {
    store.savePlayer('e2', { id: 'p1', name: 'Ana', token: 'tok' });
    store.saveOrganizerToken('e3', 'org-3');
    store.saveOrganizerToken('e1', 'org-1');
    storage.setItem('cantina.player.e4', '{damaged');
    storage.setItem('cantina.language', 'es');
    expect(store.heldEvents()).toEqual([
      { eventId: 'e1', role: 'organizer', token: 'org-1' },
      { eventId: 'e3', role: 'organizer', token: 'org-3' },
      { eventId: 'e2', role: 'player', token: 'tok', player: { id: 'p1', name: 'Ana', token: 'tok' } },
    ]);
    store.forgetOrganizerToken('e1');
    store.forgetPlayer('e2');
    expect(store.heldEvents().map((held) => held.eventId)).toEqual(['e3']);
  });

  it('survives a storage that throws', () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({ providers: [{ provide: STORAGE, useValue: broken }] });
    const fragile = TestBed.inject(TokenStore);
    expect(() => fragile.saveOrganizerToken('e1', 't')).not.toThrow();
    expect(fragile.organizerToken('e1')).toBeNull();
    broken.key = () => {
      throw new Error('SecurityError');
    };
    expect(fragile.heldEvents()).toEqual([]);
  });
});
