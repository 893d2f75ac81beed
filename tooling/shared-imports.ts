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

/** A feature's contract package (`@lemon/catalog-contract`, …), by the folder its sources are in. */
const contractPackageOf = (file: string) => /[\\/]([a-z]+-contract)[\\/]src[\\/]/.exec(file)?.[1];
const contractPackageSpecifier = /^@lemon\/([a-z]+-contract)$/;

/** The features' contract packages a source file imports (types too: the reach is the build's, not the page's). */
function contractPackagesImportedBy(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    const folder = specifier && ts.isStringLiteral(specifier) ? contractPackageSpecifier.exec(specifier.text)?.[1] : undefined;
    return folder ? [folder] : [];
  });
}

/**
 * The names a build's source files take from shared, sorted: shared's own sources and the libraries' aside. A
 * contract package counts only when the app (or kit, or another package that counts) imports it: the app's fallback
 * copy of shared, which runs only in a page without one, re-exports from them too.
 */
export function sharedImportsOf(files: Iterable<string>): string[] {
  const sources = [...files].filter(
    (file) =>
      /\.(ts|tsx)$/.test(file) &&
      !file.includes(`${path.sep}node_modules${path.sep}`) &&
      !file.includes(`${path.sep}shared${path.sep}src${path.sep}`),
  );
  const text = new Map(sources.map((file) => [file, readFileSync(file, 'utf8')]));
  const counted = sources.filter((file) => contractPackageOf(file) === undefined);
  const reached = new Set<string>();
  for (let index = 0; index < counted.length; index += 1) {
    for (const folder of contractPackagesImportedBy(counted[index]!, text.get(counted[index]!)!)) {
      if (reached.has(folder)) continue;
      reached.add(folder);
      counted.push(...sources.filter((file) => contractPackageOf(file) === folder));
    }
  }
  const names = new Set(counted.flatMap((file) => sharedImportsOfSource(file, text.get(file)!)));
  return [...names].sort();
}
