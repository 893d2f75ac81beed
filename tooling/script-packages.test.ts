import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { addBytesByPackage, packageOf } from './script-packages';

describe('what a built script is made of', () => {
  it('names the package of a source, scoped or not, or the workspace folder it is from', () => {
    expect(packageOf('webpack:///../node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOf('/w/node_modules/.pnpm/a/node_modules/@module-federation/sdk/dist/index.js')).toBe('@module-federation/sdk');
    expect(packageOf('/w/shell/src/auth-popup/login-step.tsx')).toBe('shell/auth-popup');
    expect(packageOf('/w/shared/src/contract/index.ts')).toBe('shared/contract');
    expect(packageOf('webpack://shell/./src/header/header.tsx')).toBe('shell/header');
    expect(packageOf('webpack://catalog/src/home-blocks/best-sellers.tsx')).toBe('catalog/home-blocks');
    expect(packageOf('webpack://shell/../kit/src/ui/loading-state.tsx')).toBe('kit/ui');
    expect(packageOf('webpack/runtime/load_script')).toBe('runtime and glue');
  });

  it('counts each mapped stretch of the minified code for its package, to the next mapping or the line’s end', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'script-packages-'));
    try {
      const script = path.join(dir, 'main.js');
      writeFileSync(script, 'aaaaabbb\ncccc');
      const map = new SourceMapGenerator({ file: 'main.js' });
      const add = (line: number, column: number, source: string) =>
        map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
      add(1, 0, '/w/node_modules/react/index.js');
      add(1, 5, '/w/kit/src/format/price.ts');
      add(2, 0, '/w/node_modules/react/index.js');
      writeFileSync(`${script}.map`, map.toString());

      const totals = new Map<string, number>();
      addBytesByPackage(script, totals);
      expect(Object.fromEntries(totals)).toEqual({ react: 9, 'kit/format': 3 });

      writeFileSync(path.join(dir, 'bare.js'), 'x'.repeat(40));
      addBytesByPackage(path.join(dir, 'bare.js'), totals);
      expect(totals.get('(no source map)')).toBe(40);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
