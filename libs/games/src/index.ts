export * from './lib/catalog';
export * from './lib/join-code';
