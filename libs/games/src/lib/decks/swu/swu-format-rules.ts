/** Deck-building numbers of one SWU format. */
export interface SwuFormatRules {
  name: string;
  leaders: number;
  minDeckSize: number;
  /** Copies per name+subtitle; `null` = no limit (limited formats, SWU rules 10.2.2.D, 10.3.4.D). */
  maxCopies: number | null;
  /** Premier counts copies over deck and sideboard together (contract: "Games and formats"). */
  copiesIncludeSideboard: boolean;
  sideboardAllowed: boolean;
  /** `null` = as large as the pool allows. */
  maxSideboard: number | null;
  limited: boolean;
}

export const SWU_FORMAT_RULES = {
  // SWU rules 9.2.2.A-C.
  'swu-premier': {
    name: 'Premier',
    leaders: 1,
    minDeckSize: 50,
    maxCopies: 3,
    copiesIncludeSideboard: true,
    sideboardAllowed: true,
    maxSideboard: 10,
    limited: false,
  },
  // SWU rules 9.3.2.A-C: each deck is a premier deck without sideboard; copies are also limited
  // over the three decks together (checked by the trilogy validator).
  'swu-trilogy': {
    name: 'Trilogy',
    leaders: 1,
    minDeckSize: 50,
    maxCopies: 3,
    copiesIncludeSideboard: false,
    sideboardAllowed: false,
    maxSideboard: 0,
    limited: false,
  },
  // Contract rev 2: Eternal builds decks as Premier does (SWU rules 9.2.2.A-C); only its card
  // pool differs (legality data).
  'swu-eternal': {
    name: 'Eternal',
    leaders: 1,
    minDeckSize: 50,
    maxCopies: 3,
    copiesIncludeSideboard: true,
    sideboardAllowed: true,
    maxSideboard: 10,
    limited: false,
  },
  // SWU rules 12.2.1.A, 12.2.2.
  'swu-twin-suns': {
    name: 'Twin Suns',
    leaders: 2,
    minDeckSize: 50,
    maxCopies: 1,
    copiesIncludeSideboard: false,
    sideboardAllowed: false,
    maxSideboard: 0,
    limited: false,
  },
  // SWU rules 10.2.2.A-D.
  'swu-sealed': {
    name: 'Sealed',
    leaders: 1,
    minDeckSize: 30,
    maxCopies: null,
    copiesIncludeSideboard: false,
    sideboardAllowed: true,
    maxSideboard: null,
    limited: true,
  },
  // SWU rules 10.3.4.A-D.
  'swu-draft': {
    name: 'Draft',
    leaders: 1,
    minDeckSize: 30,
    maxCopies: null,
    copiesIncludeSideboard: false,
    sideboardAllowed: true,
    maxSideboard: null,
    limited: true,
  },
} as const satisfies Record<string, SwuFormatRules>;

export type SwuFormatId = keyof typeof SWU_FORMAT_RULES;

export function isSwuFormatId(format: string): format is SwuFormatId {
  return Object.hasOwn(SWU_FORMAT_RULES, format);
}
