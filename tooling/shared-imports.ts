// What a feature app's build takes from `@lemon/shared`, the page's one copy: the names its sources (and the sources
// of the packages it bundles, kit's) import from it at run time. A kept record of them, for each build still
// deployed, says what shared must keep exporting: see docs/releasing-shared.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The file beside a build's manifest that lists what it takes from shared. */
export const sharedImportsFile = 'shared-imports.json';

/**
 * What the page holds one copy of: shared, and its contract's building blocks (`@lemon/shared/contract`, which the
 * features' contract packages take). A name taken from the latter is recorded as `contract:<name>`.
 */
const sharedSpecifiers = new Map([
  ['@lemon/shared', ''],
  ['@lemon/shared/contract', 'contract:'],
]);
/** Everything shared (or its contract) exports, as `import * as` or `export *` takes it. */
export const everything = '*';

/** The names one source file takes from shared at run time (a type-only import takes nothing). */
export function sharedImportsOfSource(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const taken: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    const prefix = specifier && ts.isStringLiteral(specifier) ? sharedSpecifiers.get(specifier.text) : undefined;
    if (prefix === undefined) continue;
    const names: string[] = [];
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(everything);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) names.push(everything);
      else for (const element of clause.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
    taken.push(...names.map((name) => `${prefix}${name}`));
  }
  return taken;
}

/** The names a build's source files take from shared, sorted: shared's own sources and the libraries' aside. */
export function sharedImportsOf(files: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const file of files) {
    if (!/\.(ts|tsx)$/.test(file) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    if (file.includes(`${path.sep}shared${path.sep}src${path.sep}`)) continue;
    for (const name of sharedImportsOfSource(file, readFileSync(file, 'utf8'))) names.add(name);
  }
  return [...names].sort();
}
