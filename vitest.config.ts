import { defineConfig } from 'vitest/config';

// Unit and component tests of every package, next to the code they test. The composed site is
// tested by Playwright in e2e/. Component tests pick jsdom with a `@vitest-environment` comment.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['{tooling,shared,kit,shell,mf-*,api}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    setupFiles: ['tooling/vitest-setup.ts'],
  },
});
