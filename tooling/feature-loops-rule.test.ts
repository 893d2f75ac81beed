import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rule of eslint.config.ts that keeps the API's feature folders importing one way, checked on code as a developer
// would write it, against the API as it is on disk: orders/ imports catalog/ (an order's lines are named from it).
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function loopErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, '..', file) });
  return result!.messages.filter((message) => message.ruleId === 'lemon/no-feature-loops').map((message) => message.message);
}

describe('no loops between the API’s feature folders', () => {
  it('refuses an import that closes a loop, and names the way back', async () => {
    const errors = await loopErrors(
      'api/src/catalog/deliberate-loop.ts',
      "import { findOrder } from '../orders/orders.repository';\nexport const orderOf = findOrder;\n",
    );
    expect(errors).toEqual([expect.stringContaining('catalog/ imports orders/, which reaches catalog/ back (orders → catalog)')]);
  });

  it('refuses a re-export that closes a loop as well', async () => {
    const errors = await loopErrors('api/src/catalog/deliberate-loop.ts', "export { findOrder } from '../orders/orders.repository';\n");
    expect(errors).toHaveLength(1);
  });

  it('lets an import go the one way, and types alone either way', async () => {
    expect(
      await loopErrors(
        'api/src/orders/one-way.ts',
        "import { localized } from '../catalog/localized-columns';\nexport const named = localized;\n",
      ),
    ).toEqual([]);
    expect(
      await loopErrors(
        'api/src/catalog/types-alone.ts',
        "import type { OrderRow } from '../orders/orders.repository';\nimport { type OrderRow as Row } from '../orders/orders.repository';\nexport type Rows = [OrderRow, Row];\n",
      ),
    ).toEqual([]);
  });

  it('leaves imports within a folder, and plumbing folders (counted apart by pnpm report:structure), alone', async () => {
    expect(
      await loopErrors('api/src/orders/within.ts', "import { findOrder } from './orders.repository';\nexport const same = findOrder;\n"),
    ).toEqual([]);
    // mail/ reads the staff's addresses from users/ to write to them: plumbing, which any feature may use.
    expect(
      await loopErrors('api/src/users/plumbing.ts', "import { mailPlugin } from '../mail/mail.plugin';\nexport const mail = mailPlugin;\n"),
    ).toEqual([]);
  });

  it('counts housekeeping/ as the feature above the ones it runs the rounds of, not as plumbing', async () => {
    const errors = await loopErrors(
      'api/src/orders/above.ts',
      "import { purgeStaleRows } from '../housekeeping/purge';\nexport const purge = purgeStaleRows;\n",
    );
    expect(errors).toEqual([expect.stringContaining('orders/ imports housekeeping/')]);
  });
}, 60_000);
