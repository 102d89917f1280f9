export * from './lib/event-state';
export * from './lib/commands';
export * from './lib/apply-event-command';
export * from './lib/capabilities';
export * from './lib/reentry-code';
