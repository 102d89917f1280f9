import type { CardInstance, OpenedPack } from '@cantina/contract';
import { createCardCatalog } from '@cantina/games';
import {
  DESTINY_CARDS,
  SWTCG_CARDS,
  SWU_BASES,
  SWU_CARDS,
  SWU_EVENT,
  SWU_LEADERS,
  SWU_UNITS,
  SWU_UPGRADE,
} from '../../../testing/cards';
import { groupPool, poolEntries, primaryGroup } from './pool-groups';

function pool(...ids: string[]): CardInstance[] {
  return ids.map((cardId, i) => ({ instanceId: `i${i}`, cardId }));
}

describe('pool grouping', () => {
  const swu = createCardCatalog('swu', SWU_CARDS);

  it('puts a SWU card under its colour aspect, else Heroism or Villainy, else no aspect', () => {
    expect(primaryGroup(SWU_LEADERS.kessa)).toBe('vigilance'); // vigilance + heroism
    expect(primaryGroup(SWU_EVENT)).toBe('aggression'); // aggression + villainy
    expect(primaryGroup(SWU_UPGRADE)).toBe('heroism');
    expect(primaryGroup({ ...SWU_UPGRADE, aspects: [] })).toBe('none');
    expect(primaryGroup({ ...SWU_UPGRADE, aspects: ['villainy', 'cunning'] })).toBe('cunning');
  });

  it('groups a SWU pool: leaders, bases, then aspects in rulebook order, with copy counts', () => {
    const [vig1, com1, agg1, cun1, vig2] = SWU_UNITS;
    const entries = poolEntries(
      pool(
        SWU_UPGRADE.id,
        vig2.id,
        SWU_LEADERS.harl.id,
        agg1.id,
        SWU_EVENT.id,
        vig1.id,
        SWU_BASES.cloister.id,
        cun1.id,
        com1.id,
        vig1.id,
        SWU_LEADERS.kessa.id,
      ),
      swu,
    );
    const groups = groupPool('swu', entries);

    expect(groups.map((g) => [g.kind, g.key, g.total])).toEqual([
      ['leaders', 'leaders', 2],
      ['bases', 'bases', 1],
      ['group', 'vigilance', 3],
      ['group', 'command', 1],
      ['group', 'aggression', 2],
      ['group', 'cunning', 1],
      ['group', 'heroism', 1],
    ]);
    const vigilance = groups[2].entries;
    // Cost order inside a group: Dune Runner costs 1, Mirefen Slicer 5.
    expect(vigilance.map((e) => [e.card?.name, e.count])).toEqual([
      ['Dune Runner', 2],
      ['Mirefen Slicer', 1],
    ]);
    // Type before cost: the unit (cost 3) comes before the event (cost 3) in Aggression.
    expect(groups[4].entries.map((e) => e.card?.type)).toEqual(['unit', 'event']);
    // Leaders by deploy cost.
    expect(groups[0].entries.map((e) => e.card?.name)).toEqual(['Kessa Vorn', 'Harl Dessik']);
  });

  it('counts the foils of each card from the opened packs', () => {
    const instances = pool(SWU_UNITS[0].id, SWU_UNITS[0].id, SWU_UNITS[1].id);
    const packs: OpenedPack[] = [
      {
        index: 0,
        cards: instances.map((c, i) => ({ ...c, foil: i === 1, slot: i === 1 ? 'foil' : 'common' })),
      },
    ];
    const entries = poolEntries(instances, swu, packs);
    expect(entries.map((e) => [e.id, e.count, e.foils])).toEqual([
      [SWU_UNITS[0].id, 2, 1],
      [SWU_UNITS[1].id, 1, 0],
    ]);
  });

  it('puts cards the set does not know last', () => {
    const groups = groupPool('swu', poolEntries(pool('ZZZ_001', SWU_UNITS[0].id), swu));
    expect(groups.map((g) => g.kind)).toEqual(['group', 'unknown']);
    expect(groups[1].entries[0]).toEqual({ id: 'ZZZ_001', count: 1, foils: 0 });
  });

  it('groups Destiny by colour and SWTCG by side, in the game order', () => {
    const destiny = groupPool(
      'destiny',
      poolEntries(pool(...DESTINY_CARDS.map((c) => c.id)), createCardCatalog('destiny', DESTINY_CARDS)),
    );
    expect(destiny.map((g) => [g.key, g.total])).toEqual([
      ['red', 2],
      ['blue', 2],
      ['gray', 2],
    ]);
    // Characters before events within a colour.
    expect(destiny[0].entries.map((e) => e.card?.type)).toEqual(['character', 'event']);

    const swtcg = groupPool(
      'swtcg',
      poolEntries(pool(...SWTCG_CARDS.map((c) => c.id)), createCardCatalog('swtcg', SWTCG_CARDS)),
    );
    expect(swtcg.map((g) => [g.key, g.total])).toEqual([
      ['light', 2],
      ['dark', 1],
      ['neutral', 2],
    ]);
  });
});
