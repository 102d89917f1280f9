import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

// The API's architecture rules (eslint.config.mjs, issue 10) break on purpose here: each synthetic
// file sits at a realistic path and must be reported; the allowed shapes must not be. The rules may
// still be warnings while the API is rewritten, so this asserts on rule and message, not severity.
// ESLint runs in a child process (tools/architecture/lint-snippets.mjs): inside Jest it cannot load
// its .mjs config.

const repoRoot = resolve(__dirname, '../../..');

const FOREIGN_ENTITY = "Another feature's entity";
const SOCKET_IO = 'Only the realtime layer (apps/api/src/realtime) knows socket.io';
const REALTIME = 'The realtime layer sits on top';
const DATABASE_ENTITIES = 'A feature registers its own entities';
const STATUS_WRITE = "An event's status is written only by libs/events";
const SQL_STATUS_WRITE = "SQL must not set an event's status";

interface Violation {
  name: string;
  file: string;
  code: string;
  rule: 'no-restricted-imports' | 'no-restricted-syntax';
  message: string;
}

const violations: Violation[] = [
  {
    name: "a tournament file imports draft's entity",
    file: 'apps/api/src/tournament/standings.service.ts',
    code: "import { PodEntity } from '../draft/pod.entity';\nexport const pods = PodEntity;\n",
    rule: 'no-restricted-imports',
    message: FOREIGN_ENTITY,
  },
  {
    name: 'a nested decks file imports an events entity',
    file: 'apps/api/src/decks/write/deck-writer.ts',
    code: "import type { EventEntity } from '../../events/entities/event.entity';\nexport type Row = EventEntity;\n",
    rule: 'no-restricted-imports',
    message: FOREIGN_ENTITY,
  },
  {
    name: 'a limited file imports the cards entities folder',
    file: 'apps/api/src/limited/pools.ts',
    code: "import * as cards from '../cards/entities';\nexport const all = cards;\n",
    rule: 'no-restricted-imports',
    message: FOREIGN_ENTITY,
  },
  {
    name: 'a draft service imports socket.io',
    file: 'apps/api/src/draft/draft.service.ts',
    code: "import type { Server } from 'socket.io';\nexport type S = Server;\n",
    rule: 'no-restricted-imports',
    message: SOCKET_IO,
  },
  {
    name: 'a draft service imports the gateway',
    file: 'apps/api/src/draft/draft.service.ts',
    code: "import { EventsGateway } from '../realtime/events.gateway';\nexport const g = EventsGateway;\n",
    rule: 'no-restricted-imports',
    message: REALTIME,
  },
  {
    name: 'a tournament controller imports @nestjs/websockets',
    file: 'apps/api/src/tournament/tournament.controller.ts',
    code: "import { WebSocketServer } from '@nestjs/websockets';\nexport const w = WebSocketServer;\n",
    rule: 'no-restricted-imports',
    message: SOCKET_IO,
  },
  {
    name: 'shared infrastructure imports the socket.io postgres adapter',
    file: 'apps/api/src/database/database.module.ts',
    code: "import { createAdapter } from '@socket.io/postgres-adapter';\nexport const a = createAdapter;\n",
    rule: 'no-restricted-imports',
    message: SOCKET_IO,
  },
  {
    name: 'the change bus imports the realtime layer',
    file: 'apps/api/src/changes/change-feed.ts',
    code: "import { RealtimeModule } from '../realtime/realtime.module';\nexport const r = RealtimeModule;\n",
    rule: 'no-restricted-imports',
    message: REALTIME,
  },
  {
    name: 'the composition root imports socket.io itself',
    file: 'apps/api/src/app/create-app.ts',
    code: "import { Server } from 'socket.io';\nexport const s = Server;\n",
    rule: 'no-restricted-imports',
    message: SOCKET_IO,
  },
  {
    name: 'a feature imports database/entities',
    file: 'apps/api/src/events/events.module.ts',
    code: "import { ENTITIES } from '../database/entities';\nexport const e = ENTITIES;\n",
    rule: 'no-restricted-imports',
    message: DATABASE_ENTITIES,
  },
  {
    name: 'an api service assigns event.status',
    file: 'apps/api/src/tournament/top-cut.service.ts',
    code: "export function finish(event: { status: string }): void {\n  event.status = 'playing';\n}\n",
    rule: 'no-restricted-syntax',
    message: STATUS_WRITE,
  },
  {
    name: 'an api service writes { status: "finished" }',
    file: 'apps/api/src/events/events.service.ts',
    code: "export const patch = { id: 'e1', status: 'finished' };\n",
    rule: 'no-restricted-syntax',
    message: STATUS_WRITE,
  },
  {
    name: 'an api service writes { status: "top-cut" as const }',
    file: 'apps/api/src/tournament/top-cut.service.ts',
    code: "export const patch = { status: 'top-cut' as const };\n",
    rule: 'no-restricted-syntax',
    message: STATUS_WRITE,
  },
  {
    name: 'raw SQL sets the status',
    file: 'apps/api/src/draft/draft.service.ts',
    code: "export const sql = 'UPDATE events SET status = $1 WHERE id = $2';\n",
    rule: 'no-restricted-syntax',
    message: SQL_STATUS_WRITE,
  },
  {
    name: 'raw SQL in a template literal sets the status',
    file: 'apps/api/src/events/registration-control.service.ts',
    code: 'export const sql = (table: string) => `UPDATE ${table}\n  set "status" = $1`;\n',
    rule: 'no-restricted-syntax',
    message: SQL_STATUS_WRITE,
  },
  {
    name: 'a libs/events function other than moveTo writes a status',
    file: 'libs/events/src/lib/apply-event-command.ts',
    code: "export const start = (event: object) => ({ ...event, status: 'drafting' });\n",
    rule: 'no-restricted-syntax',
    message: STATUS_WRITE,
  },
];

interface Allowed {
  name: string;
  file: string;
  code: string;
}

const allowed: Allowed[] = [
  {
    name: 'the realtime layer imports socket.io, the gateway and feature services',
    file: 'apps/api/src/realtime/events.gateway.ts',
    code: [
      "import type { Namespace } from 'socket.io';",
      "import { WebSocketGateway } from '@nestjs/websockets';",
      "import { PushCoalescer } from './push-coalescer';",
      "import { DraftService } from '../draft/draft.service';",
      'export const all = [WebSocketGateway, PushCoalescer, DraftService];',
      'export type N = Namespace;',
      '',
    ].join('\n'),
  },
  {
    name: 'the realtime socket adapter imports its packages',
    file: 'apps/api/src/realtime/socket-adapter.ts',
    code: [
      "import { IoAdapter } from '@nestjs/platform-socket.io';",
      "import { createAdapter } from '@socket.io/postgres-adapter';",
      'export const all = [IoAdapter, createAdapter];',
      '',
    ].join('\n'),
  },
  {
    name: 'the app module wires the realtime layer in',
    file: 'apps/api/src/app/app.module.ts',
    code: "import { RealtimeModule } from '../realtime/realtime.module';\nexport const r = RealtimeModule;\n",
  },
  {
    name: 'a feature imports its own entity, at any depth',
    file: 'apps/api/src/events/write/event-writer.ts',
    code: [
      "import { EventEntity } from '../entities/event.entity';",
      "import { PlayerEntity } from '../../events/entities/player.entity';",
      'export const all = [EventEntity, PlayerEntity];',
      '',
    ].join('\n'),
  },
  {
    name: 'a feature imports another feature through its module and services',
    file: 'apps/api/src/tournament/tournament.module.ts',
    code: [
      "import { DraftModule } from '../draft/draft.module';",
      "import { RegisteredDecksService } from '../decks/registered-decks.service';",
      'export const all = [DraftModule, RegisteredDecksService];',
      '',
    ].join('\n'),
  },
  {
    name: 'a view reads the status',
    file: 'apps/api/src/events/event-views.ts',
    code: [
      'export function view(event: { id: string; status: string }) {',
      "  return { id: event.id, status: event.status, live: event.status === 'playing' };",
      '}',
      '',
    ].join('\n'),
  },
  {
    name: 'a query filters on a status, a Swagger example shows one',
    file: 'apps/api/src/draft/draft-ticker.service.ts',
    code: [
      "export const query = { where: { status: 'drafting' } };",
      'declare function ApiOkResponse(options: object): MethodDecorator;',
      'export class Ticker {',
      "  @ApiOkResponse({ schema: { example: { status: 'deckbuilding' } } })",
      '  tick() {',
      "    return 'SELECT id FROM events WHERE status = $1';",
      '  }',
      '}',
      '',
    ].join('\n'),
  },
  {
    name: 'a migration sets the status in SQL',
    file: 'apps/api/src/database/migrations/1763900000000-backfill-status.ts',
    code: 'export const up = "UPDATE events SET status = \'finished\' WHERE finished_at IS NOT NULL";\n',
  },
  {
    name: 'moveTo in libs/events writes the status',
    file: 'libs/events/src/lib/move-to.ts',
    code: "export const moveTo = (event: object) => ({ ...event, status: 'playing' });\n",
  },
  {
    name: 'an HTTP status is not an event status',
    file: 'libs/events/src/lib/refusals.ts',
    code: "export const refusal = { status: 409, code: 'already-started' };\n",
  },
];

/** The repository's config (`npx eslint` at the root) and the project's (what `nx lint` runs). */
const configs = [
  ['the root config', () => repoRoot],
  ['the project config', (file: string) => resolve(repoRoot, file.split('/').slice(0, 2).join('/'))],
] as const;

interface Problem {
  ruleId: string | null;
  message: string;
}

function lintSnippets(snippets: { cwd: string; filePath: string; code: string }[]): Promise<Problem[][]> {
  return new Promise((done, fail) => {
    const child = execFile(
      process.execPath,
      [resolve(repoRoot, 'tools/architecture/lint-snippets.mjs')],
      { cwd: repoRoot, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => (error ? fail(new Error(`${error.message}\n${stderr}`)) : done(JSON.parse(stdout))),
    );
    child.stdin?.end(JSON.stringify(snippets));
  });
}

const architectureRules = new Set(['no-restricted-imports', 'no-restricted-syntax']);

describe.each(configs)('architecture rules, through %s', (_, cwdFor) => {
  const cases = [...violations, ...allowed];
  let problems: Problem[][] = [];

  beforeAll(async () => {
    const snippets = cases.map(({ file, code }) => ({ cwd: cwdFor(file), filePath: resolve(repoRoot, file), code }));
    problems = (await lintSnippets(snippets)).map((found) =>
      found
        .filter(({ ruleId }) => ruleId !== null && architectureRules.has(ruleId))
        .map(({ ruleId, message }) => ({ ruleId, message })),
    );
  }, 120_000);

  const problemsOf = (name: string) => problems[cases.findIndex((c) => c.name === name)];

  it.each(violations)('reports: $name', ({ name, rule, message }) => {
    expect(problemsOf(name)).toEqual([{ ruleId: rule, message: expect.stringContaining(message) }]);
  });

  it.each(allowed)('allows: $name', ({ name }) => {
    expect(problemsOf(name)).toEqual([]);
  });
});
