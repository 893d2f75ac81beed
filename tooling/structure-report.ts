// pnpm report:structure: how the API and the kit are laid out, measured the same way before and after a change
// (issue 55): SQL outside repositories, places that tell the engines apart, loops between the API's feature folders,
// route modules importing route modules, and the kit's entry points only the API uses. It reads the sources; it
// changes nothing. `duplicates` (the tool library's) gives the code written twice.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const apiSource = path.join(root, 'api/src');

/** The source files under `folder` (tests and test helpers left out: they are not the API's structure). */
export function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'test-support' || name === 'dist' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Kysely's calls that start a query, and the words raw SQL starts a statement with. */
const queryStarts = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const statementWords = /^\s*\(?\s*(select|insert|update|delete|with|vacuum|analyze|lock|notify|listen|create|drop|alter|pragma)\b/i;

/** The queries a source file writes: Kysely query builders started, and raw SQL statements. */
export function queriesIn(fileName: string, text: string): number {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && queryStarts.has(node.expression.name.text))
      count += 1;
    if (ts.isTaggedTemplateExpression(node) && /^sql(\.\w+)?$/.test(node.tag.getText(source).replace(/<.*>$/, ''))) {
      const head = ts.isNoSubstitutionTemplateLiteral(node.template) ? node.template.text : node.template.head.text;
      if (statementWords.test(head)) count += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

/** The places a source file tells SQLite from PostgreSQL. */
export function engineTestsIn(text: string): number {
  const patterns = [
    /\blocksRows\(/g,
    /\bengine\s*[!=]==\s*'(postgres|sqlite)'/g,
    /'(postgres|sqlite)'\s*[!=]==\s*[\w.]*engine\b/g,
    /instanceof\s+PostgresAdapter/g,
    /\bengineOf\([^)]*\)\s*[!=]==/g,
  ];
  return patterns.reduce((sum, pattern) => sum + (text.match(pattern)?.length ?? 0), 0);
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
function importsOf(fileName: string, text: string): string[] {
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
 * one of these importing a feature.
 */
const layers = new Set(['audit', 'config', 'database', 'health', 'housekeeping', 'http', 'mail', 'media', 'metrics', 'remotes', 'serving']);

/** The API's feature folder a file is in (`orders`, `catalog`…); undefined for `app.ts` and the like. */
const featureOf = (file: string) => {
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

/** The workspace packages (by folder) whose sources import each entry point of `@lemon/kit`. */
function kitEntryUsers(): Map<string, Set<string>> {
  const kit = JSON.parse(readFileSync(path.join(root, 'kit/package.json'), 'utf8')) as { exports: Record<string, string> };
  const entries = Object.keys(kit.exports).filter((entry) => !entry.endsWith('.css'));
  const users = new Map(entries.map((entry) => [entry === '.' ? '@lemon/kit' : `@lemon/kit/${entry.slice(2)}`, new Set<string>()]));
  const packages = readdirSync(root).filter((name) => {
    const full = path.join(root, name);
    return name !== 'kit' && name !== 'node_modules' && statSync(full).isDirectory() && existsPackage(full);
  });
  for (const name of packages)
    for (const file of sourcesUnder(path.join(root, name))) {
      const text = readFileSync(file, 'utf8');
      for (const [specifier, using] of users) if (text.includes(`'${specifier}'`)) using.add(name);
    }
  return users;
}

const existsPackage = (folder: string) => {
  try {
    return statSync(path.join(folder, 'package.json')).isFile();
  } catch {
    return false;
  }
};

function report(): void {
  const files = sourcesUnder(apiSource);
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const relative = (file: string) => path.relative(apiSource, file);
  const isRepository = (file: string) => file.endsWith('.repository.ts');
  // Migrations and seeds write the schema and the shop's first data: counted apart.
  const isSchemaOrSeed = (file: string) => /database[\\/](migrations|seed)[\\/]/.test(file);

  const queries = files.map((file) => ({ file, count: queriesIn(file, texts.get(file)!) })).filter(({ count }) => count > 0);
  const sum = (list: { count: number }[]) => list.reduce((total, { count }) => total + count, 0);
  const inRepositories = queries.filter(({ file }) => isRepository(file));
  const schemaOrSeed = queries.filter(({ file }) => isSchemaOrSeed(file));
  const outside = queries.filter(({ file }) => !isRepository(file) && !isSchemaOrSeed(file)).sort((a, b) => b.count - a.count);
  console.log('## SQL');
  console.log(`- in repositories (*.repository.ts): ${sum(inRepositories)} queries in ${inRepositories.length} files`);
  console.log(`- outside repositories: ${sum(outside)} queries in ${outside.length} files`);
  console.log(`- migrations and seeds (apart): ${sum(schemaOrSeed)} queries in ${schemaOrSeed.length} files`);
  for (const { file, count } of outside) console.log(`  - ${relative(file)}: ${count}`);

  const engineTests = files
    .filter((file) => !file.endsWith(path.join('database', 'engine.ts')))
    .map((file) => ({ file, count: engineTestsIn(texts.get(file)!) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
  console.log('\n## Places that tell the engines apart (outside database/engine.ts)');
  console.log(`- ${sum(engineTests)} in ${engineTests.length} files`);
  for (const { file, count } of engineTests) console.log(`  - ${relative(file)}: ${count}`);

  const edges = new Map<string, Set<string>>();
  const layerImports: string[] = [];
  let routesImportingRoutes = 0;
  const routeImports: string[] = [];
  for (const file of files) {
    const from = featureOf(file);
    for (const imported of importsOf(file, texts.get(file)!)) {
      const to = featureOf(imported);
      if (from && to && from !== to && !layers.has(from) && !layers.has(to))
        (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
      if (from && to && layers.has(from) && !layers.has(to))
        layerImports.push(`${relative(file)} -> ${path.relative(apiSource, imported)}`);
      if (/\.routes\.ts$/.test(file) && /\.routes(\.ts)?$/.test(imported)) {
        routesImportingRoutes += 1;
        routeImports.push(`${relative(file)} -> ${path.relative(apiSource, imported)}`);
      }
    }
  }
  const loops = loopsBetween(edges);
  console.log('\n## Loops between feature folders (features that reach each other through what they import at run time)');
  console.log(`- ${loops.length} loops`);
  for (const loop of loops) console.log(`  - ${loop.join(', ')}`);
  console.log(`- plumbing folders (${[...layers].join(', ')}) importing a feature: ${layerImports.length}`);
  for (const line of layerImports) console.log(`  - ${line}`);
  console.log(`- route modules importing route modules: ${routesImportingRoutes}`);
  for (const line of routeImports) console.log(`  - ${line}`);

  const registered = (readFileSync(path.join(apiSource, 'app.ts'), 'utf8').match(/app\.register\(/g) ?? []).length;
  console.log(`\n## Plugins registered one by one in app.ts: ${registered}`);

  const kit = kitEntryUsers();
  const apiOnly = [...kit].filter(([, users]) => users.size > 0 && [...users].every((user) => user === 'api'));
  const apiImports = files.reduce((total, file) => total + (texts.get(file)!.match(/from '@lemon\/kit[^']*'/g)?.length ?? 0), 0);
  console.log('\n## The kit (@lemon/kit)');
  console.log(`- entry points: ${kit.size}; used only by the API: ${apiOnly.length}; the API imports the kit ${apiImports} times`);
  for (const [entry, users] of kit) console.log(`  - ${entry}: ${[...users].sort().join(', ') || '(none)'}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) report();
