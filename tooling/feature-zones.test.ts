import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The feature zones of eslint.config.ts, checked on code as a developer would write it: lint is what
// keeps a feature folder from reaching into another.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, '..', file) });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('feature zones', () => {
  it('refuses a feature importing a feature of its own layer or above', async () => {
    const errors = await zoneErrors(
      'mf-catalog/src/purchase/purchase-rules.ts',
      "import { ProductCard } from '../product-card/product-card';\nexport const card = ProductCard;\n",
    );
    expect(errors).toEqual([expect.stringContaining('In mf-catalog/src, purchase/ may import only notify-popup/')]);
  });

  it('lets a feature import the layers below it', async () => {
    const errors = await zoneErrors(
      'mf-catalog/src/product-card/product-grid.tsx',
      "import { PurchaseControls } from '../purchase/purchase-controls';\nexport const controls = PurchaseControls;\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps a feature app out of another one', async () => {
    const errors = await zoneErrors(
      'mf-cart/src/cart/cart-page.tsx',
      "export { ProductCard } from '../../../mf-catalog/src/product-card/product-card';\n",
    );
    expect(errors).toHaveLength(1);
  });
}, 60_000);
