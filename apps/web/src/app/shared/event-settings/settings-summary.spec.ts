import { defaultEventSettings, type SettingsFormat } from '@cantina/contract';
import { TRANSLATIONS } from '../../../testing/translations';
import type { FullSettings } from './settings-form';
import { plannedRounds, settingsSummary, type Translate } from './settings-summary';

/** The shipped translation files with Transloco's `{{ name }}` interpolation. */
function translator(lang: 'en' | 'es' | 'cs'): Translate {
  return (key, params = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], TRANSLATIONS[lang]);
    if (typeof found !== 'string') throw new Error(`no ${lang} text for ${key}`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name]));
  };
}

const DRAFT: SettingsFormat = { game: 'swu', id: 'swu-draft', kind: 'draft', deckless: false, multiplayer: false };
const SEALED: SettingsFormat = { game: 'swu', id: 'swu-sealed', kind: 'sealed', deckless: false, multiplayer: false };
const DBG: SettingsFormat = {
  game: 'dbg',
  id: 'dbg-standard',
  kind: 'constructed',
  deckless: true,
  multiplayer: false,
};
const TWIN: SettingsFormat = {
  game: 'swu',
  id: 'swu-twin-suns',
  kind: 'constructed',
  deckless: false,
  multiplayer: true,
};

const settings = (format: SettingsFormat, overrides: Partial<FullSettings> = {}): FullSettings => ({
  ...defaultEventSettings(format),
  ...overrides,
});

describe('settingsSummary', () => {
  it('says what a draft will do, as in the issue: pods, packs, the casual clock, rounds, best of, top cut', () => {
    const chosen = settings(DRAFT, { pickSeconds: 75, topCut: 4 });
    expect(settingsSummary(translator('en'), 'en', DRAFT, chosen, 8)).toBe(
      '8 players → 1 pod of 8, 3 packs, casual timer 75 s, 3 rounds, best of 3, decklists required, top 4',
    );
  });

  it('counts bots, splits pods as the API seats them and uses the recommended rounds for the attendance', () => {
    const text = settingsSummary(translator('en'), 'en', DRAFT, settings(DRAFT, { podSize: 6 }), 3);
    expect(text).toBe(
      '3 players → 1 pod of 6, 3 bots, 3 packs, casual timer 90 s, 2 rounds, best of 3, decklists required, no top cut',
    );
    const noBots = settings(DRAFT, { bots: false, pickTimer: 'competitive', rounds: 5, matchFormat: 'bo1' });
    expect(settingsSummary(translator('en'), 'en', DRAFT, noBots, 14)).toBe(
      '14 players → 2 pods of 7, 3 packs, competitive timer, 5 rounds, best of 1, decklists required, no top cut',
    );
  });

  it('caps the attendance at maxPlayers and says so; sealed counts packs per player; deckless and pods leave out what does not apply', () => {
    const capped = settings(SEALED, { maxPlayers: 6, decklists: 'optional' });
    expect(settingsSummary(translator('en'), 'en', SEALED, capped, 20)).toBe(
      '6 players → 6 packs each, 3 rounds, best of 3, decklists optional, no top cut, at most 6 players',
    );
    expect(settingsSummary(translator('en'), 'en', DBG, settings(DBG), 16)).toBe(
      '16 players → 4 rounds, best of 1, no top cut',
    );
    expect(settingsSummary(translator('en'), 'en', TWIN, settings(TWIN, { topCut: 4 }), 12)).toBe(
      '12 players → 4 rounds, decklists optional, top 4',
    );
  });

  it('speaks Spanish and Czech with their plural forms', () => {
    const chosen = settings(DRAFT, { pickSeconds: 75, topCut: 4 });
    expect(settingsSummary(translator('es'), 'es', DRAFT, chosen, 8)).toBe(
      '8 jugadores → 1 mesa de 8, 3 sobres, reloj informal de 75 s, 3 rondas, al mejor de tres, listas obligatorias, top 4',
    );
    expect(settingsSummary(translator('cs'), 'cs', DRAFT, chosen, 3)).toContain('3 hráči → 1 stolu po 8, 5 botů');
    expect(settingsSummary(translator('cs'), 'cs', DRAFT, chosen, 8)).toContain('3 kola');
    expect(settingsSummary(translator('cs'), 'cs', DRAFT, settings(DRAFT, { rounds: 5 }), 8)).toContain('5 kol');
  });
});

describe('plannedRounds', () => {
  it("is the organizer's number, else the recommendation (one more round per doubling of the field)", () => {
    expect(plannedRounds({ rounds: 4 }, 100)).toBe(4);
    expect([2, 3, 4, 8, 9, 16, 17, 32, 33].map((players) => plannedRounds({ rounds: 0 }, players))).toEqual([
      1, 2, 2, 3, 4, 4, 5, 5, 6,
    ]);
    expect(plannedRounds({ rounds: 0 }, 0)).toBe(0);
  });
});
