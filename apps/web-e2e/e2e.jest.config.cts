// Browser tests: the built app (dist/) started as `npm start` would start it, driven in Debian's
// Chromium by playwright-core. Named so that the unit/integration Jest run does not pick it up.
module.exports = {
  displayName: 'web-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  moduleFileExtensions: ['ts', 'js'],
  globalSetup: '<rootDir>/src/support/global-setup.mjs',
  globalTeardown: '<rootDir>/src/support/global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 1,
};
