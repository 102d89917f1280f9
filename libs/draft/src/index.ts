export * from './lib/types';
export { hashUnit, seededRandom, shuffled } from './lib/random';
export * from './lib/seating';
export * from './lib/timers';
export { cardInfoFromCard, chooseCard, factsOf, RARITY_RANK, type BotContext, type PoolCard } from './lib/bot';
export { createDraft, defaultDirection, defaultPackId, DRAFT_GAME_SETTINGS } from './lib/create-draft';
export { applyCommand, handToBot, pause, pickCommand, resume, takeBack, tick } from './lib/engine';
export * from './lib/views';
export { draftLogForSeat, mergeDraftLogs } from './lib/seat-log';
