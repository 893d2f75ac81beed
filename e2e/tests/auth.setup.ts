import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loginResponseSchema } from '@lemon/shared/contract';
import { expect, test as setup } from '@playwright/test';
import { staffAccount, staffTokenFile } from '../support/test-server';

// Logs in once for the whole run (the login call is rate limited, as it should be).
setup('log in through the API', async ({ request }) => {
  const response = await request.post('/api/login', { data: staffAccount });
  expect(response.status()).toBe(200);
  const { token } = loginResponseSchema.parse(await response.json()).data;
  mkdirSync(path.dirname(staffTokenFile), { recursive: true });
  writeFileSync(staffTokenFile, token);
});
