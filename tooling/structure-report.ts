// pnpm report:structure: how the API and the kit are laid out, measured the same way before and after a change
// (issue 55): SQL outside repositories, places that tell the engines apart, loops between the API's feature folders,
// route modules importing route modules, and the kit's entry points only the API uses. It reads the sources; it
// changes nothing. `duplicates` (the tool library's) gives the code written twice.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { apiSource, featureOf, importsOf, loopsBetween, plumbingFolders, sourcesUnder } from './api-folders';

const root = path.resolve(import.meta.dirname, '..');

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
      if (from && to && from !== to && !plumbingFolders.has(from) && !plumbingFolders.has(to))
        (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
      if (from && to && plumbingFolders.has(from) && !plumbingFolders.has(to))
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
  console.log(`- plumbing folders (${[...plumbingFolders].join(', ')}) importing a feature: ${layerImports.length}`);
  for (const line of layerImports) console.log(`  - ${line}`);
  console.log(`- route modules importing route modules: ${routesImportingRoutes}`);
  for (const line of routeImports) console.log(`  - ${line}`);

  const registrationsIn = (file: string) => (readFileSync(path.join(apiSource, file), 'utf8').match(/app\.register\(/g) ?? []).length;
  const areaLists = ['platform-plugins.ts', 'shopper-calls.ts', 'staff-calls.ts'].filter((file) =>
    files.includes(path.join(apiSource, file)),
  );
  console.log(`\n## Plugins registered one by one in app.ts: ${registrationsIn('app.ts')}`);
  for (const file of areaLists) console.log(`- in the area list ${file}: ${registrationsIn(file)}`);

  const kit = kitEntryUsers();
  const apiOnly = [...kit].filter(([, users]) => users.size > 0 && [...users].every((user) => user === 'api'));
  const apiImports = files.reduce((total, file) => total + (texts.get(file)!.match(/from '@lemon\/kit[^']*'/g)?.length ?? 0), 0);
  console.log('\n## The kit (@lemon/kit)');
  console.log(`- entry points: ${kit.size}; used only by the API: ${apiOnly.length}; the API imports the kit ${apiImports} times`);
  for (const [entry, users] of kit) console.log(`  - ${entry}: ${[...users].sort().join(', ') || '(none)'}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) report();
