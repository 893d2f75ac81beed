// The API's folders and how they import each other at run time: what `pnpm report:structure` measures and what the
// lint rule against loops between feature folders (tooling/feature-loops-rule.ts) enforces.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const apiSource = path.resolve(import.meta.dirname, '../api/src');

/** The source files under `folder` (tests and test helpers left out: they are not the API's structure). */
export function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'test-support' || name === 'dist' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Whether an import or export brings in no value, types alone (`import type`, or every name marked `type`). */
function typesAlone(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement))
    return (
      statement.isTypeOnly ||
      (!!statement.exportClause &&
        ts.isNamedExports(statement.exportClause) &&
        statement.exportClause.elements.every((each) => each.isTypeOnly))
    );
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((each) => each.isTypeOnly)
  );
}

/** The relative imports of a source file that bring in values (types alone leave no loop at run time), resolved. */
export function importsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.') || typesAlone(statement)) return [];
    return [path.resolve(path.dirname(fileName), specifier.text)];
  });
}

/**
 * The API's folders every feature may use (its plumbing, not a feature): a loop through them is counted apart, as
 * one of these importing a feature. `housekeeping/` is not one (it runs the features' rounds and purges, above them),
 * nor `serving/` (it serves the pages that `pages/` draws).
 */
export const plumbingFolders = new Set(['audit', 'config', 'database', 'health', 'http', 'jobs', 'mail', 'media', 'metrics', 'remotes']);

/** The API's feature folder a file is in (`orders`, `catalog`…); undefined for `app.ts` and the like. */
export const featureOf = (file: string) => {
  const relative = path.relative(apiSource, file).split(path.sep);
  return relative.length > 1 ? relative[0] : undefined;
};

/** The groups of feature folders that import each other, around (strongly connected, more than one). */
export function loopsBetween(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  // Tarjan's algorithm, by folder.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (folder: string) => {
    index.set(folder, next);
    low.set(folder, next);
    next += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const other of edges.get(folder) ?? []) {
      if (!index.has(other)) {
        connect(other);
        low.set(folder, Math.min(low.get(folder)!, low.get(other)!));
      } else if (onStack.has(other)) low.set(folder, Math.min(low.get(folder)!, index.get(other)!));
    }
    if (low.get(folder) === index.get(folder)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== folder);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const folder of edges.keys()) if (!index.has(folder)) connect(folder);
  return groups.sort((a, b) => b.length - a.length);
}

/** The feature folders each API source file imports at run time (plumbing folders and its own folder left out). */
export function featureImportsByFile(files = sourcesUnder(apiSource)): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const file of files) {
    const from = featureOf(file);
    if (!from || plumbingFolders.has(from)) continue;
    const folders = new Set(
      importsOf(file, readFileSync(file, 'utf8'))
        .map(featureOf)
        .filter((to): to is string => !!to && to !== from && !plumbingFolders.has(to)),
    );
    if (folders.size > 0) byFile.set(file, folders);
  }
  return byFile;
}

/**
 * The way from feature folder `start` back to `goal` through what the files import (the folders passed, `start` first),
 * leaving out the imports of `except` (the file being changed); undefined when there is none.
 */
export function wayBetween(
  byFile: ReadonlyMap<string, ReadonlySet<string>>,
  start: string,
  goal: string,
  except?: string,
): string[] | undefined {
  const edges = new Map<string, Set<string>>();
  for (const [file, folders] of byFile) {
    if (file === except) continue;
    const from = featureOf(file)!;
    for (const to of folders) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
  }
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift()!;
    if (folder === goal) {
      const way = [folder];
      for (let previous = cameFrom.get(folder); previous; previous = cameFrom.get(previous)) way.unshift(previous);
      return way;
    }
    for (const next of edges.get(folder) ?? [])
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
  }
  return undefined;
}
