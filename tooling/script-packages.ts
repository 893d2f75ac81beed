// What a built script is made of: its minified bytes by package, read from the source map each build keeps
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
    /(?:^|\/)(shared|kit|shell|mf-[a-z]+)\/src\/([^/]+)/.exec(source) ?? /^webpack:\/\/([a-z-]+)\/(?:\.\/)?src\/([^/]+)/.exec(source);
  return workspace ? `${workspace[1]}/${workspace[2]!.replace(/\.[jt]sx?$/, '')}` : 'runtime and glue';
}

/** Adds the script's bytes by package to `totals`; a script without its map counts as one unknown lump. */
export function addBytesByPackage(scriptFile: string, totals: Map<string, number>): void {
  const code = readFileSync(scriptFile, 'utf8');
  const mapFile = `${scriptFile}.map`;
  if (!existsSync(mapFile)) {
    totals.set('(no source map)', (totals.get('(no source map)') ?? 0) + code.length);
    return;
  }
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap).eachMapping((mapping) =>
    mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }),
  );
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  // Each mapped stretch runs to the next mapping on its line, or to the line's end.
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end = next?.line === mapping.line ? next.column : (lines[mapping.line - 1]?.length ?? mapping.column);
    const name = mapping.source ? packageOf(mapping.source) : 'runtime and glue';
    totals.set(name, (totals.get(name) ?? 0) + end - mapping.column);
  });
}
