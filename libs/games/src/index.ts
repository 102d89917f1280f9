export * from './lib/catalog';
export * from './lib/join-code';
export * from './lib/cards';
export * from './lib/decks';
export * from './lib/legality';
