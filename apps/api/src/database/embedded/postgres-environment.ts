/**
 * The environment of the PostgreSQL programs we start: only what they need, never ours (which may
 * hold CANTINA_ADMIN_TOKEN, DATABASE_URL or other secrets). Messages are forced to English because
 * we watch the server's log for "ready to accept connections".
 */
export function postgresEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = { LC_ALL: 'C', LC_MESSAGES: 'C' };
  for (const name of ['PATH', 'TZ', 'SYSTEMROOT', 'TMPDIR', 'TEMP', 'TMP']) {
    if (env[name]) kept[name] = env[name];
  }
  return kept;
}
