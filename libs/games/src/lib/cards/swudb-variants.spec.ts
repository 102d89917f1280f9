import fc from 'fast-check';
import { createCardCatalog, canonicalCardId } from './card-catalog';
import type { SwuCard } from './swu-card';
import type { NormalPrinting, VariantPrinting } from './swudb-variants';
import { aliasesByCard } from './swudb-variants';

/** TEST DATA: a few invented names, so that random printings often share one. */
const identity = fc.record({
  name: fc.constantFrom('Reed Skiff', 'Marsh Strider', 'Old Dock Droid'),
  subtitle: fc.constantFrom('', 'Fast Talker'),
  type: fc.constantFrom('Unit', 'Event'),
  aspects: fc.constantFrom('[]', '["Cunning"]'),
});
const printingId = fc.integer({ min: 1, max: 40 }).map((n) => `TST_${String(n).padStart(3, '0')}`);

const printings = fc
  .tuple(fc.uniqueArray(fc.record({ id: printingId, identity }), { selector: (p) => p.id, maxLength: 12 }))
  .chain(([normals]) =>
    fc.tuple(fc.constant(normals), fc.array(fc.record({ id: printingId, identity }), { maxLength: 30 })),
  )
  .map(([normals, variants]) => ({
    normals: normals.map((p): NormalPrinting => ({ ...p.identity, id: p.id })),
    variants: variants.map((p): VariantPrinting => ({ ...p.identity, id: p.id })),
  }));

describe('aliasesByCard (swu-db variant rows → aliases)', () => {
  it('gives every alias to exactly one card of the same name, subtitle and type, never a card id', () => {
    fc.assert(
      fc.property(printings, ({ normals, variants }) => {
        const aliases = aliasesByCard(normals, variants);
        const cardIds = new Set(normals.map((n) => n.id));
        const seen = new Set<string>();
        for (const [cardId, list] of aliases) {
          const card = normals.find((n) => n.id === cardId);
          expect(card).toBeDefined();
          for (const alias of list) {
            expect(cardIds.has(alias)).toBe(false);
            expect(seen.has(alias)).toBe(false);
            seen.add(alias);
            const sameCard = variants.some(
              (v) => v.id === alias && v.name === card?.name && v.subtitle === card?.subtitle && v.type === card?.type,
            );
            expect(sameCard).toBe(true);
          }
        }
        // Every variant with a matching card and an id of its own ends up an alias.
        for (const variant of variants) {
          const matches = normals.some(
            (n) => n.name === variant.name && n.subtitle === variant.subtitle && n.type === variant.type,
          );
          if (matches && !cardIds.has(variant.id)) expect(seen.has(variant.id)).toBe(true);
        }
      }),
    );
  });

  it('makes a catalog where every alias finds its card and canonical ids are fixed points', () => {
    fc.assert(
      fc.property(printings, ({ normals, variants }) => {
        const aliases = aliasesByCard(normals, variants);
        const cards = normals.map(
          (n, index): SwuCard => ({
            game: 'swu',
            id: n.id,
            set: 'TST',
            number: index + 1,
            name: n.name,
            type: 'unit',
            rarity: 'common',
            unique: false,
            aspects: [],
            cost: 1,
            arenas: ['ground'],
            traits: [],
            ...(aliases.has(n.id) ? { aliases: aliases.get(n.id) } : {}),
          }),
        );
        const catalog = createCardCatalog('swu', cards);
        for (const [cardId, list] of aliases) {
          for (const alias of list) expect(catalog.get(alias)?.id).toBe(cardId);
        }
        for (const id of [...normals, ...variants].map((p) => p.id)) {
          const canonical = canonicalCardId(catalog, id);
          expect(canonicalCardId(catalog, canonical)).toBe(canonical);
        }
        expect(catalog.cards()).toHaveLength(normals.length);
      }),
    );
  });
});
