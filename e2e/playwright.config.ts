import { chromiumArgs, chromiumExecutable } from '@lemon/tooling/chromium';
import { defineConfig, devices } from '@playwright/test';
import { baseURL, capturedMailUrl, smtpCapturePorts, staffAccount, testDataDir, testServerPort } from './support/test-server';

// The composed production build, as a shopper meets it: `pnpm build` must have run first.
const chrome = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'on-first-retry',
    locale: 'fr-FR',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: [/deploy\.spec\.ts/, /after-suite\.spec\.ts/], use: chrome },
    // Deploying changes what every page gets: these run last, one after the other, file after file.
    { name: 'deploys', testMatch: /deploy\.spec\.ts/, use: chrome, dependencies: ['chromium'], workers: 1 },
    // What the whole suite left behind in the shop (its figures), read once it is done.
    { name: 'after the suite', testMatch: /after-suite\.spec\.ts/, use: chrome, dependencies: ['deploys'] },
  ],
  webServer: [
    {
      command: 'tsx support/smtp-capture-server.ts',
      url: capturedMailUrl,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpCapturePorts.smtp), HTTP_PORT: String(smtpCapturePorts.http) },
    },
    {
      command: `rm -rf "${testDataDir}" && node ../api/dist/server.js`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(testServerPort),
        HOST: '127.0.0.1',
        // The shop is served at its public address, as in production: the canonical addresses the server and the browser write agree.
        PUBLIC_URL: baseURL,
        DATA_DIR: testDataDir,
        LOG_LEVEL: 'warn',
        // A test shop: the browser tests pay with the test provider's page.
        PAYMENTS: 'test',
        STAFF_EMAIL: staffAccount.email,
        STAFF_PASSWORD: staffAccount.password,
        SMTP_URL: `smtp://127.0.0.1:${smtpCapturePorts.smtp}`,
        // As behind the shop's proxy: a test can be a client of its own (X-Forwarded-For) and use up its own limits.
        TRUST_PROXY: '127.0.0.1',
      },
    },
  ],
});
