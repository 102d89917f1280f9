export * from './lib/problem';
export * from './lib/events';
export * from './lib/socket';
export * from './lib/health';
export * from './lib/tournament';
export * from './lib/draft';
export * from './lib/cards';
export * from './lib/decks';
