import { TestBed } from '@angular/core/testing';
import { TranslocoService } from '@jsverse/transloco';
import { translocoTesting } from '../../../testing/transloco-testing';
import { draftPlan, draftStartText } from './draft-plan';

describe('draft start plan', () => {
  it('seats as the API does: pods as even as possible, filled up to the pod size with bots', () => {
    expect(draftPlan(14, 8, false)).toEqual({ players: 14, pods: [7, 7], bots: 0 });
    expect(draftPlan(15, 8, false)).toEqual({ players: 15, pods: [8, 7], bots: 0 });
    expect(draftPlan(8, 8, false)).toEqual({ players: 8, pods: [8], bots: 0 });
    expect(draftPlan(14, 8, true)).toEqual({ players: 14, pods: [8, 8], bots: 2 });
    expect(draftPlan(1, 8, true)).toEqual({ players: 1, pods: [8], bots: 7 });
    expect(draftPlan(0, 8, true)).toEqual({ players: 0, pods: [], bots: 0 });
  });

  it('says what the start will do, in every language', () => {
    TestBed.configureTestingModule({ imports: [translocoTesting()] });
    const transloco = TestBed.inject(TranslocoService);
    const say = (lang: string, players: number, bots: boolean) =>
      draftStartText(transloco, lang, draftPlan(players, 8, bots));
    expect(say('en', 14, false)).toBe('Seat 14 players in 2 pods of 7 and start the draft');
    expect(say('en', 15, false)).toBe('Seat 15 players in 2 pods of 8 and 7 and start the draft');
    expect(say('en', 1, true)).toBe('Seat 1 player in 1 pod of 8 with 7 bots and start the draft');
    expect(say('en', 7, true)).toBe('Seat 7 players in 1 pod of 8 with 1 bot and start the draft');
    expect(say('en', 0, true)).toBe('Seat the players and start the draft');
    expect(say('es', 14, false)).toBe('Sentar a 14 jugadores en 2 mesas de 7 y empezar el draft');
    expect(say('es', 1, true)).toBe('Sentar a 1 jugador en 1 mesa de 8 con 7 bots y empezar el draft');
    expect(say('cs', 14, false)).toBe('Rozsadit 14 hráčů do 2 stolů po 7 a zahájit draft');
    expect(say('cs', 3, true)).toBe('Rozsadit 3 hráče do 1 stolu po 8 s 5 boty a zahájit draft');
    expect(say('cs', 7, true)).toBe('Rozsadit 7 hráčů do 1 stolu po 8 s 1 botem a zahájit draft');
  });
});
