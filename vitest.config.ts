import { defineConfig } from 'vitest/config';

// Unit and component tests of every package, next to the code they test. The composed site is
// tested by Playwright in e2e/. Component tests pick jsdom with a `@vitest-environment` comment.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['{tooling,app-protocol,shared,*-contract,shop-format,shop-html,kit,shell,mf-*,api}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Two files at a time on the two cores CI has (Vitest's default leaves one idle). Every suite has a database
    // schema or data folder of its own, so files do not meet. Speed is measured by benchmarks, not by tests:
    // the time limits only catch a test that hangs, with room for a busy machine.
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    setupFiles: ['tooling/vitest-setup.ts'],
  },
});
