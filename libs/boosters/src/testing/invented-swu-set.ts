import type { CardSet, SwuAspect, SwuCard, SwuCardType, SwuRarity } from '@cantina/games';

/**
 * TEST DATA ONLY: an invented Star Wars: Unlimited set shaped like a real swu-db set (anchors/draft.md
 * §5.3: 90 commons, 60 uncommons, 48 rares with 4 rare bases, 16 legendaries, 18 leaders — 8 common
 * and 10 rare —, 12 common bases) plus `specials` Special-rarity cards: a leader, a base and units, as
 * real files list their starter and promo printings. No tokens, as swu-db files have none. Names are
 * invented ("Common 12", "Leader 3"), one name and subtitle per card.
 */
export function inventedSwuSet(code = 'RSX', specials = 8): CardSet<SwuCard> {
  const cards: SwuCard[] = [];
  const add = (type: SwuCardType, rarity: SwuRarity, label: string, aspects: SwuAspect[]) => {
    const number = cards.length + 1;
    cards.push({
      game: 'swu',
      id: `${code}_${String(number).padStart(3, '0')}`,
      set: code,
      number,
      name: `${label} ${number}`,
      ...(type === 'leader' ? { subtitle: `Invented Leader ${number}` } : {}),
      type,
      rarity,
      unique: type === 'leader',
      aspects,
      cost: type === 'base' ? null : (number % 7) + 1,
      arenas: type === 'unit' ? [number % 2 === 0 ? 'ground' : 'space'] : [],
      traits: [],
    });
  };
  const colours: SwuAspect[] = ['vigilance', 'command', 'aggression', 'cunning'];
  const playable: SwuCardType[] = ['unit', 'unit', 'event', 'upgrade'];
  // Each colour aspect about evenly, a few Villainy- or Heroism-only cards and a few neutral ones.
  const aspectsOf = (i: number, colourShare: number): SwuAspect[] => {
    if (i < colourShare)
      return [colours[i % 4], ...(i % 3 === 0 ? [i % 2 === 0 ? 'villainy' : 'heroism'] : [])] as SwuAspect[];
    const rest = i - colourShare;
    return rest % 3 === 2 ? [] : [rest % 3 === 0 ? 'villainy' : 'heroism'];
  };
  for (let i = 0; i < 18; i++)
    add('leader', i < 8 ? 'common' : 'rare', 'Leader', [colours[i % 4], i % 2 === 0 ? 'villainy' : 'heroism']);
  for (let i = 0; i < 12; i++) add('base', 'common', 'Base', [colours[i % 4]]);
  for (let i = 0; i < 90; i++) add(playable[i % 4], 'common', 'Common', aspectsOf(i, 80));
  for (let i = 0; i < 60; i++) add(playable[i % 4], 'uncommon', 'Uncommon', aspectsOf(i, 52));
  for (let i = 0; i < 48; i++) add(i < 4 ? 'base' : playable[i % 4], 'rare', 'Rare', aspectsOf(i, 44));
  for (let i = 0; i < 16; i++) add(playable[i % 4], 'legendary', 'Legendary', aspectsOf(i, 16));
  for (let i = 0; i < specials; i++) {
    const type: SwuCardType = i === 0 ? 'leader' : i === 1 ? 'base' : 'unit';
    add(type, 'special', 'Special', [colours[i % 4]]);
  }
  return { game: 'swu', code, name: `Invented ${code}`, cards, booster: null };
}
