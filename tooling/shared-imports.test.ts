import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shared from '@lemon/shared';
import * as sharedContract from '@lemon/shared/contract';
import { sharedConsumersDir } from './record-calls';
import { everything, sharedImportsOf, sharedImportsOfSource } from './shared-imports';

describe('what a source takes from shared', () => {
  it('is the names it imports or re-exports from the page’s copy at run time, types and subpaths aside', () => {
    const source = `
      import { api, type User, useLocation as location } from '@lemon/shared';
      import type { Cart } from '@lemon/shared';
      import { productSchema } from '@lemon/catalog-contract';
      import * as everything from '@lemon/shared';
      export { showToastFx, type Locale } from '@lemon/shared';
      import { z } from 'zod/mini';`;
    expect(sharedImportsOfSource('page.tsx', source)).toEqual(['api', 'useLocation', '*', 'showToastFx']);
  });
});

describe('what a build takes from shared', () => {
  it('counts the contract packages the app reaches, not those only its fallback copy of shared re-exports from', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shared-imports-'));
    const source = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
      return path.join(root, file);
    };
    try {
      const files = [
        source('mf-shop/src/page.tsx', "import { api } from '@lemon/shared';\nimport { productSchema } from '@lemon/catalog-contract';"),
        source(
          'catalog-contract/src/product.ts',
          "import { lazySchema } from '@lemon/shared/contract';\nimport type { Order } from '@lemon/orders-contract';",
        ),
        source('orders-contract/src/order.ts', "import { storedText } from '@lemon/shared/contract';"),
        source('shell-contract/src/page-views.ts', "import { parisDay } from '@lemon/shared/contract';"),
        source('shared/src/moved.ts', "export { pageViewsResponseSchema } from '@lemon/shell-contract';"),
      ];
      expect(sharedImportsOf(files)).toEqual(['api', 'contract:lazySchema', 'contract:storedText']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** Each record kept of what a build still deployed takes from shared, by app and release. */
function keptSharedRecords(): { build: string; names: string[] }[] {
  if (!existsSync(sharedConsumersDir)) return [];
  return readdirSync(sharedConsumersDir).flatMap((app) =>
    ['current', 'previous']
      .map((release) => path.join(sharedConsumersDir, app, `${release}.json`))
      .filter((file) => existsSync(file))
      .map((file) => ({ build: `${app} ${path.basename(file, '.json')}`, names: JSON.parse(readFileSync(file, 'utf8')) as string[] })),
  );
}

describe('shared', () => {
  const records = keptSharedRecords();

  it('keeps a record of what each feature app’s build takes from it', () => {
    expect(records.map(({ build }) => build)).toEqual(expect.arrayContaining(['admin current', 'catalog current']));
  });

  // A build deployed runs against the page's copy: shared may add, never take away what one of them takes.
  it.each(records)('still exports all that $build takes from it', ({ names }) => {
    const exported = new Set([...Object.keys(shared), ...Object.keys(sharedContract).map((name) => `contract:${name}`)]);
    expect(names.filter((name) => !name.endsWith(everything) && !exported.has(name))).toEqual([]);
  });
});
