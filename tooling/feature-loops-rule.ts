// ESLint rule `lemon/no-feature-loops`: an API feature folder may import another only if that one does not reach it
// back. Imports between feature folders go one way, so any feature can be read, tested and changed with what is below
// it (docs/api-and-data.md, "Where things go"). Types alone leave no loop at run time and are not counted.
import path from 'node:path';
import type { Rule } from 'eslint';
import { apiSource, featureImportsByFile, featureOf, plumbingFolders, wayBetween } from './api-folders';

/** The API's imports read once per lint run: the rule looks at every file against the same picture. */
let imports: Map<string, Set<string>> | undefined;

/** An import or export statement as ESLint's parser gives it (`importKind`, `exportKind`: TypeScript's `type` marks). */
type ModuleStatement = Rule.Node & {
  type: 'ImportDeclaration' | 'ExportNamedDeclaration' | 'ExportAllDeclaration';
  source?: { value: unknown } | null;
  specifiers?: object[];
};

/** Whether the statement brings in types alone (`import type`, `export type`, or every name marked `type`). */
function typesAlone(statement: ModuleStatement): boolean {
  const kind = (node: object, key: 'importKind' | 'exportKind') => (node as Record<string, unknown>)[key];
  const key = statement.type === 'ImportDeclaration' ? 'importKind' : 'exportKind';
  if (kind(statement, key) === 'type') return true;
  const specifiers = statement.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => kind(specifier, key) === 'type');
}

export const noFeatureLoops: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the imports between the API’s feature folders going one way (no loop)' },
    schema: [],
    messages: {
      loop: '{{from}}/ imports {{to}}/, which reaches {{from}}/ back ({{way}}): feature folders import one way only. Move what both need into the lower one (or a plumbing folder), or the caller into a folder above both.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!file.startsWith(apiSource + path.sep) || !from || plumbingFolders.has(from)) return {};
    const check = (node: Rule.Node) => {
      const statement = node as ModuleStatement;
      const source = statement.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.') || typesAlone(statement)) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (!to || to === from || plumbingFolders.has(to)) return;
      imports ??= featureImportsByFile();
      const way = wayBetween(imports, to, from, file);
      if (way) context.report({ node: statement, messageId: 'loop', data: { from, to, way: way.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
