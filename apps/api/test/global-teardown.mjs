export default async function globalTeardown() {
  await globalThis.__cantinaTestPostgres?.stop();
}
