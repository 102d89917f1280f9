import type { GameLegality } from './legality-data';

const PREMIER = ['swu-premier', 'swu-trilogy'];
const ETERNAL = ['swu-eternal'];

/**
 * Star Wars: Unlimited legality as Cantina ships it (an admin may replace it). Trilogy is three
 * Premier decks (SWU rules 9.3.2), so it follows Premier's card pool and suspended list; Twin Suns
 * and Eternal allow every set. Facts are from public organized-play announcements (see `source`);
 * where a source names only a printing, the entry names that printing (`card`).
 */
export const SWU_LEGALITY: GameLegality = {
  game: 'swu',
  rotations: [
    {
      sets: ['SOR', 'SHD', 'TWI'],
      formats: PREMIER,
      from: '2026-03-13',
      source: 'First Premier rotation, with the release of A Lawless Time (LAW), "Eternally Unlimited", 2026-02-18',
    },
  ],
  products: [
    {
      set: 'TS26',
      formats: ['swu-twin-suns', 'swu-eternal'],
      source: 'Twin Suns 2026 product: legal in Twin Suns and Eternal only',
    },
  ],
  suspensions: [
    {
      formats: PREMIER,
      name: 'Boba Fett',
      subtitle: 'Collecting the Bounty',
      from: '2024-11-08',
      source: '"A Leader Suspended", 2024',
    },
    {
      formats: PREMIER,
      name: 'Jango Fett',
      subtitle: 'Concealing the Conspiracy',
      from: '2025-04-11',
      source: 'Premier suspensions of April 2025',
    },
    { formats: PREMIER, name: 'Triple Dark Raid', from: '2025-04-11', source: 'Premier suspensions of April 2025' },
    {
      formats: PREMIER,
      name: 'DJ',
      subtitle: 'Blatant Thief',
      from: '2025-04-11',
      source: 'Premier suspensions of April 2025',
    },
    { formats: PREMIER, name: 'Force Throw', from: '2025-09-22', source: 'Premier suspension of September 2025' },
    {
      formats: PREMIER,
      name: 'Cad Bane',
      card: 'ASH_011',
      from: '2026-08-31',
      source: 'Premier suspension of the ASH Cad Bane leader, announced 2026-08-24',
    },
    {
      formats: ETERNAL,
      name: 'IG-2000',
      card: 'JTL_140',
      from: '2026-04-24',
      source: 'Eternal format update, 2026-04-15',
    },
    {
      formats: ETERNAL,
      name: 'War Juggernaut',
      card: 'JTL_170',
      from: '2026-04-24',
      source: 'Eternal format update, 2026-04-15',
    },
  ],
};
