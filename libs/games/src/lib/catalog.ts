/**
 * The four games Cantina runs and the formats of each (contract: "Games and formats").
 * Display names here are English; the web app translates them by id.
 */
export const GAME_IDS = ['swu', 'swtcg', 'destiny', 'dbg'] as const;
export type GameId = (typeof GAME_IDS)[number];

export type FormatKind = 'constructed' | 'sealed' | 'draft';

export interface FormatDefinition {
  id: string;
  game: GameId;
  kind: FormatKind;
  name: string;
  /** Matches are pods of 3-4 players instead of pairs (SWU Twin Suns). */
  multiplayer: boolean;
  /** The format has no deck to register (DBG: decks are built during play). */
  deckless: boolean;
}

export interface GameDefinition {
  id: GameId;
  name: string;
  formats: FormatDefinition[];
}

function format(
  game: GameId,
  id: string,
  kind: FormatKind,
  name: string,
  extra: Partial<Pick<FormatDefinition, 'multiplayer' | 'deckless'>> = {},
): FormatDefinition {
  return { id, game, kind, name, multiplayer: false, deckless: false, ...extra };
}

export const GAMES: readonly GameDefinition[] = [
  {
    id: 'swu',
    name: 'Star Wars: Unlimited',
    formats: [
      format('swu', 'swu-premier', 'constructed', 'Premier'),
      format('swu', 'swu-trilogy', 'constructed', 'Trilogy'),
      format('swu', 'swu-twin-suns', 'constructed', 'Twin Suns', { multiplayer: true }),
      // Contract rev 2: Premier deck rules with every set legal, less the suspended cards.
      format('swu', 'swu-eternal', 'constructed', 'Eternal'),
      format('swu', 'swu-sealed', 'sealed', 'Sealed'),
      format('swu', 'swu-draft', 'draft', 'Draft'),
    ],
  },
  {
    id: 'swtcg',
    name: 'Star Wars Trading Card Game',
    formats: [
      format('swtcg', 'swtcg-constructed', 'constructed', 'Constructed'),
      format('swtcg', 'swtcg-sealed', 'sealed', 'Sealed'),
      format('swtcg', 'swtcg-draft', 'draft', 'Draft'),
    ],
  },
  {
    id: 'destiny',
    name: 'Star Wars: Destiny',
    formats: [
      format('destiny', 'destiny-standard', 'constructed', 'Standard'),
      format('destiny', 'destiny-sealed', 'sealed', 'Sealed'),
      format('destiny', 'destiny-draft', 'draft', 'Draft'),
    ],
  },
  {
    id: 'dbg',
    name: 'Star Wars: The Deckbuilding Game',
    formats: [format('dbg', 'dbg-standard', 'constructed', 'Standard', { deckless: true })],
  },
];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

export function findGame(id: string): GameDefinition | undefined {
  return GAMES.find((game) => game.id === id);
}

export function findFormat(gameId: string, formatId: string): FormatDefinition | undefined {
  return findGame(gameId)?.formats.find((f) => f.id === formatId);
}
