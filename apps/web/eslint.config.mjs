import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

export default [
  ...nx.configs['flat/angular'],
  ...nx.configs['flat/angular-template'],
  ...baseConfig,
  {
    files: ['**/*.ts'],
    rules: {
      '@angular-eslint/directive-selector': [
        'error',
        {
          type: 'attribute',
          prefix: 'app',
          style: 'camelCase',
        },
      ],
      '@angular-eslint/component-selector': [
        'error',
        {
          type: 'element',
          prefix: 'app',
          style: 'kebab-case',
        },
      ],
    },
  },
  {
    // Issue 10: the web takes wire types from @cantina/contract only; domain libs lend it logic.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportDeclaration[importKind='type'][source.value=/^@cantina\\u002F(draft|swiss)$/]",
          "ImportDeclaration[source.value=/^@cantina\\u002F(draft|swiss)$/] > ImportSpecifier[importKind='type']",
        ].map((selector) => ({
          selector,
          message: 'Wire types come from @cantina/contract; import only logic from the domain libs.',
        })),
      ],
    },
  },
  {
    files: ['**/*.html'],
    // Override or add rules here
    rules: {},
  },
];
