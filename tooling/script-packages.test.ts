import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { addCodeByPackage, isDesignCardPackage, packageOf } from './script-packages';

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

  it('tells the design card’s libraries and the bundler’s runtime from the rest', () => {
    expect(['react-dom', 'effector', '@module-federation/sdk', 'zod', 'runtime and glue'].every(isDesignCardPackage)).toBe(true);
    expect(['vanilla-cookieconsent', 'date-fns', 'shell/header', 'kit/format'].some(isDesignCardPackage)).toBe(false);
  });

  it('gives each mapped stretch of the minified code to its package, to the next mapping or the line’s end', () => {
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

      const code = new Map<string, string[]>();
      addCodeByPackage(script, code);
      expect(Object.fromEntries(code)).toEqual({ react: ['aaaaa', 'cccc'], 'kit/format': ['bbb'] });

      writeFileSync(path.join(dir, 'bare.js'), 'x'.repeat(40));
      addCodeByPackage(path.join(dir, 'bare.js'), code);
      expect(code.get('(no source map)')).toEqual(['x'.repeat(40)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
