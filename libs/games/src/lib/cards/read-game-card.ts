import type { GameId } from '../catalog';
import type { Card } from './card';
import type { CommonCardFields } from './common-card-fields';
import type { FieldReader } from './field-reader';
import { readDbgCard } from './read-dbg-card';
import { readDestinyCard } from './read-destiny-card';
import { readSwtcgCard } from './read-swtcg-card';
import { readSwuCard } from './read-swu-card';

/** Reads the game's own fields of one card in the Cantina set format. */
export function readGameCard(game: GameId, reader: FieldReader, common: CommonCardFields): Card {
  switch (game) {
    case 'swu':
      return readSwuCard(reader, common);
    case 'swtcg':
      return readSwtcgCard(reader, common);
    case 'destiny':
      return readDestinyCard(reader, common);
    case 'dbg':
      return readDbgCard(reader, common);
  }
}
