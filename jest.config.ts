import type { Config } from 'jest';

// Unit + integration tests. The web app uses Vitest (nx test web); browser tests have their
// own config (apps/web-e2e/e2e.jest.config.cts) since they need a build first.
const config: Config = {
  projects: ['<rootDir>/apps/api/jest.config.cts', '<rootDir>/libs/*/jest.config.cts'],
  // A global option: Jest ignores `testTimeout` inside a project's config when run through `projects`.
  testTimeout: 30000,
};

export default config;
