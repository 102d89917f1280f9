export * from './lib/problem';
export * from './lib/events';
export * from './lib/socket';
export * from './lib/health';
