// What a built script is made of: its minified code by package, read from the source map each build keeps
// beside its scripts (`hidden-source-map`). Tells which libraries the JavaScript budget goes to.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** `react-dom`, `@module-federation/sdk`, or the workspace package (and its first folder) a source is from. */
export function packageOf(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope, name] = source.slice(inModules + 'node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  // A build names its own sources after its unique name (`webpack://catalog/src/…`, not the folder `mf-catalog`).
  const workspace =
    /(?:^|\/)(shared|kit|shop-format|shop-html|shell|mf-[a-z]+)\/src\/([^/]+)/.exec(source) ??
    /^webpack:\/\/([a-z-]+)\/(?:\.\/)?src\/([^/]+)/.exec(source);
  return workspace ? `${workspace[1]}/${workspace[2]!.replace(/\.[jt]sx?$/, '')}` : 'runtime and glue';
}

/**
 * The libraries DESIGN.md's design card names for the browser (React, its router, effector, i18next, Module
 * Federation, single-spa, zod) with the packages they bring, and the bundler's runtime: the part of a page's
 * JavaScript the shop's own code cannot shrink.
 */
const designCardPackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'effector',
  'effector-react',
  'use-sync-external-store',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'single-spa',
  'single-spa-react',
  'zod',
  'runtime and glue',
];

export function isDesignCardPackage(name: string): boolean {
  return designCardPackages.includes(name) || name.startsWith('@module-federation/');
}

/**
 * Adds the script's minified code, by package, to `code` (its stretches, in order); a script without its map
 * counts as one unknown lump.
 */
export function addCodeByPackage(scriptFile: string, code: Map<string, string[]>): void {
  const add = (name: string, text: string) => {
    const parts = code.get(name) ?? [];
    parts.push(text);
    code.set(name, parts);
  };
  const script = readFileSync(scriptFile, 'utf8');
  const mapFile = `${scriptFile}.map`;
  if (!existsSync(mapFile)) {
    add('(no source map)', script);
    return;
  }
  const lines = script.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap).eachMapping((mapping) =>
    mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }),
  );
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  // Each mapped stretch runs to the next mapping on its line, or to the line's end.
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.line - 1] ?? '';
    const end = next?.line === mapping.line ? next.column : line.length;
    add(mapping.source ? packageOf(mapping.source) : 'runtime and glue', line.slice(mapping.column, end));
  });
}
