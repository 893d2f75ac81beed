// Lint for the whole workspace: TypeScript (type-aware, which the effector rules need), React hooks,
// effector's presets, and import rules that keep the apps apart: a feature app imports neither the
// shell nor another feature app, and `shared` imports no app at all.
import js from '@eslint/js';
import effector from 'eslint-plugin-effector';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mf-catalog', 'mf-cart', 'mf-account', 'mf-content'];
const keepApart = apps.map((app) => ({
  target: `./${app}`,
  from: [...apps.filter((other) => other !== app).map((other) => `./${other}`), './api'],
  message: 'Apps meet only through the shell and the shared package.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.test-data/**',
      '**/.auth/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'] })] },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...keepApart,
            {
              target: './shared',
              from: [...apps.map((app) => `./${app}`), './api'],
              message: 'shared is imported by the apps, never the reverse.',
            },
            { target: './api', from: apps.map((app) => `./${app}`), message: 'The API shares only the shared package with the apps.' },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { files: ['**/*.{ts,tsx}'], ...effector.flatConfigs.recommended },
  { files: ['{shared,shell,mf-*}/src/**/*.tsx'], ...effector.flatConfigs.react },
  { files: ['{shared,shell,mf-*}/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
);
