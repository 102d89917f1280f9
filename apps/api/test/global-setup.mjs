import { startTestPostgres } from '../../../tools/testing/embedded-postgres-server.mjs';

export default async function globalSetup() {
  const server = await startTestPostgres();
  process.env.TEST_POSTGRES_URL = server.url;
  globalThis.__cantinaTestPostgres = server;
}
