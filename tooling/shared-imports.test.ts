import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shared from '@lemon/shared';
import { sharedConsumersDir } from './record-calls';
import { sharedImportsOfSource } from './shared-imports';

describe('what a source takes from shared', () => {
  it('is the names it imports or re-exports from the page’s copy at run time, types and subpaths aside', () => {
    const source = `
      import { api, type User, useLocation as location } from '@lemon/shared';
      import type { Cart } from '@lemon/shared';
      import { productSchema } from '@lemon/shared/contract';
      import * as everything from '@lemon/shared';
      export { showToastFx, type Locale } from '@lemon/shared';
      import { z } from 'zod/mini';`;
    expect(sharedImportsOfSource('page.tsx', source)).toEqual(['api', 'useLocation', '*', 'showToastFx']);
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
    const exported = new Set(Object.keys(shared));
    expect(names.filter((name) => name !== '*' && !exported.has(name))).toEqual([]);
  });
});
