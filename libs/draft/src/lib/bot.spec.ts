import type { Card } from '@cantina/games';
import { cardInfoFromCard, chooseCard, factsOf, type PoolCard } from './bot';
import { createDraft } from './create-draft';
import { fixtureInput, ok } from './testing/fixtures';
import type { CardFacts } from './types';
import { draftLog } from './views';

const card = (rarity: string, aspects: string[], cost: number | null = 3): CardFacts =>
  factsOf({ rarity, aspects, cost });
const pool = (facts: CardFacts, count: number, leader = false): PoolCard[] =>
  Array.from({ length: count }, () => ({ facts, leader }));

describe('bot heuristic (issue 5 item 5)', () => {
  it('takes the rarest card first', () => {
    const pack = [card('common', ['vigilance']), card('rare', ['aggression']), card('uncommon', ['command'])];
    expect(chooseCard(pack, { game: 'swu', leaderRound: false, pool: [] })).toBe(1);
    expect(chooseCard([card('rare', []), card('legendary', [])], { game: 'swu', leaderRound: false, pool: [] })).toBe(
      1,
    );
  });

  it('commits to its aspects: an on-aspect uncommon beats an off-aspect rare once committed', () => {
    const pack = [card('rare', ['aggression']), card('uncommon', ['vigilance'])];
    const committed = [
      ...pool(card('common', ['vigilance', 'villainy']), 10),
      ...pool(card('common', ['villainy']), 4),
    ];
    expect(chooseCard(pack, { game: 'swu', leaderRound: false, pool: committed })).toBe(1);
    // Early on, rarity still wins.
    expect(chooseCard(pack, { game: 'swu', leaderRound: false, pool: committed.slice(0, 2) })).toBe(0);
  });

  it('leaders count double towards the aspects', () => {
    const leaders = pool(card('rare', ['cunning', 'heroism']), 2, true);
    const others = ['command', 'aggression', 'vigilance'].flatMap((aspect) => pool(card('common', [aspect]), 3));
    const pack = [card('common', ['command']), card('common', ['cunning'])];
    expect(chooseCard(pack, { game: 'swu', leaderRound: false, pool: [...others, ...leaders] })).toBe(1);
    // The same cards as plain picks would not be among the top three aspects.
    const plain = leaders.map((p) => ({ ...p, leader: false }));
    expect(chooseCard(pack, { game: 'swu', leaderRound: false, pool: [...others, ...plain] })).toBe(0);
  });

  it('fills its curve: a cheap card beats an expensive one when the pool is top-heavy', () => {
    const heavy = [...pool(card('common', [], 6), 8), ...pool(card('common', [], 7), 6)];
    const pack = [card('common', [], 6), card('common', [], 2)];
    expect(chooseCard(pack, { game: 'swu', leaderRound: false, pool: heavy })).toBe(1);
    const cheap = pool(card('common', [], 2), 14);
    expect(chooseCard(pack, { game: 'swu', leaderRound: false, pool: cheap })).toBe(0);
  });

  it('in the leader round, prefers a leader sharing aspects with those already kept', () => {
    const kept = pool(card('rare', ['command', 'villainy']), 1, true);
    const pack = [card('rare', ['aggression', 'heroism']), card('rare', ['command', 'heroism'])];
    expect(chooseCard(pack, { game: 'swu', leaderRound: true, pool: kept })).toBe(1);
  });

  it('is deterministic; jitter only breaks near-ties', () => {
    const pack = [card('common', ['red']), card('common', ['blue']), card('rare', ['red'])];
    const ctx = { game: 'destiny' as const, leaderRound: false, pool: [] };
    expect(chooseCard(pack, ctx)).toBe(2);
    expect(chooseCard(pack, ctx, (i) => [0.99, 0, 0][i])).toBe(2);
    expect(chooseCard(pack.slice(0, 2), ctx)).toBe(0);
    expect(chooseCard(pack.slice(0, 2), ctx, (i) => [0, 0.9][i])).toBe(1);
  });

  it('unknown cards are commons without cost or aspects', () => {
    expect(factsOf(undefined)).toEqual({ r: 0, c: null, a: [] });
    expect(factsOf({ rarity: 'mythic', cost: Number.NaN })).toEqual({ r: 0, c: null, a: [] });
  });
});

describe('cardInfoFromCard', () => {
  const common = { set: 'SOR', number: 1, name: 'X', unique: false };
  it('sets swu tokens and common bases aside, keeps aspects and cost', () => {
    const swu = (type: string, rarity: string) =>
      ({
        ...common,
        game: 'swu',
        id: 'SOR_001',
        type,
        rarity,
        aspects: ['vigilance'],
        cost: 2,
        arenas: [],
        traits: [],
      }) as Card;
    expect(cardInfoFromCard(swu('unit', 'rare'))).toEqual({
      rarity: 'rare',
      cost: 2,
      aspects: ['vigilance'],
      setAside: false,
    });
    expect(cardInfoFromCard(swu('token', 'common')).setAside).toBe(true);
    expect(cardInfoFromCard(swu('base', 'common')).setAside).toBe(true);
    expect(cardInfoFromCard(swu('base', 'rare')).setAside).toBe(false);
  });

  it('destiny uses colour and affiliation, swtcg the side; neutral values are left out', () => {
    const destiny = {
      ...common,
      game: 'destiny',
      id: 'AW_001',
      type: 'event',
      rarity: 'rare',
      affiliation: 'neutral',
      color: 'red',
      points: null,
      hasDie: false,
      cost: 1,
    } as Card;
    expect(cardInfoFromCard(destiny).aspects).toEqual(['red']);
    const swtcg = {
      ...common,
      game: 'swtcg',
      id: 'AOTC_001',
      type: 'unit',
      rarity: 'common',
      unitTypes: [],
      side: 'dark',
      version: null,
      englishName: 'X',
      cost: 4,
    } as Card;
    expect(cardInfoFromCard(swtcg)).toEqual({ rarity: 'common', cost: 4, aspects: ['dark'] });
  });
});

describe('bots in the engine', () => {
  it('bot seats draft decent pools: mostly on two or three aspects', () => {
    const state = ok(createDraft(fixtureInput({ seats: 8, humans: Array(8).fill(false), seed: 'b' }), 0));
    const log = draftLog(state);
    const aspectsOf = (cardId: string) => state.facts[cardId]?.a ?? [];
    for (let seat = 0; seat < 8; seat++) {
      const picks = log.picks.filter((p) => p.seat === seat && p.packNumber > 0);
      const counts = new Map<string, number>();
      for (const p of picks) for (const a of aspectsOf(p.cardId)) counts.set(a, (counts.get(a) ?? 0) + 1);
      const top = [...counts.values()].sort((a, b) => b - a);
      const share = (top[0] + top[1] + top[2]) / top.reduce((a, b) => a + b, 0);
      expect(share).toBeGreaterThan(0.6);
    }
  });

  it('the same seed gives the same bot picks; another seed other picks', () => {
    const withSeed = (seed: string) => {
      const input = fixtureInput({ seats: 4, humans: Array(4).fill(false), seed: 'fixed' });
      return draftLog(ok(createDraft({ ...input, seed }, 0))).picks.map((p) => p.instanceId);
    };
    expect(withSeed('a')).toEqual(withSeed('a'));
    expect(withSeed('a')).not.toEqual(withSeed('b'));
  });
});
