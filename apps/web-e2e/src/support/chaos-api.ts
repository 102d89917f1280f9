import { startApi, type ApiProcess } from './api-process';

/**
 * `startApi` with extra environment variables for the child only. `startApi` copies `process.env`
 * before its first await, so the variables are put back as soon as the call has started.
 */
export function startApiWithEnv(
  dataDir: string,
  port: number,
  extra: Record<string, string>,
  timeoutMs?: number,
): Promise<ApiProcess> {
  const saved = Object.fromEntries(Object.keys(extra).map((key) => [key, process.env[key]]));
  Object.assign(process.env, extra);
  try {
    return startApi(dataDir, port, timeoutMs);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
