import type { SearchSynonymGroup } from '@lemon/staff-contract';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import type { DbOrTransaction } from '../database/database';
import { notFound } from '../http/http-error';
import { checkVersion } from '../http/record-versions';
import { words } from './search-words';

const toGroup = (row: { id: number; version: number; terms: string }): SearchSynonymGroup => ({
  id: row.id,
  version: row.version,
  terms: JSON.parse(row.terms) as string[],
});

/** The owner's synonym groups, the latest first. */
export async function synonymGroups(db: DbOrTransaction): Promise<SearchSynonymGroup[]> {
  const rows = await db.selectFrom('search_synonyms').select(['id', 'version', 'terms']).orderBy('id', 'desc').execute();
  return rows.map(toGroup);
}

export async function synonymGroup(db: DbOrTransaction, id: number): Promise<SearchSynonymGroup | undefined> {
  const row = await db.selectFrom('search_synonyms').select(['id', 'version', 'terms']).where('id', '=', id).executeTakeFirst();
  return row && toGroup(row);
}

/** Each term once, as written (trimmed): "Limoncello" and "limoncello " are one. */
const distinctTerms = (terms: readonly string[]) =>
  terms.filter((term, index) => terms.findIndex((other) => words(other).join(' ') === words(term).join(' ')) === index);

export async function createSynonymGroup(db: DbOrTransaction, terms: readonly string[], actor: AuditActor): Promise<number> {
  const kept = distinctTerms(terms);
  const { id } = await db
    .insertInto('search_synonyms')
    .values({ terms: JSON.stringify(kept), updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(db, actor, {
    action: 'search_synonyms.created',
    subject: { type: 'search_synonyms', id },
    before: null,
    after: { terms: kept },
  });
  return id;
}

/** The group as the owner left it, from the version she read (else a 409, nothing written). */
export async function updateSynonymGroup(
  db: DbOrTransaction,
  id: number,
  { terms, version }: { terms: readonly string[]; version: number },
  actor: AuditActor,
): Promise<void> {
  const before = await synonymGroup(db, id);
  if (!before) throw notFound('Synonym group');
  checkVersion(before.version, version);
  const kept = distinctTerms(terms);
  await db
    .updateTable('search_synonyms')
    .set({ terms: JSON.stringify(kept), version: before.version + 1, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .execute();
  await recordAudit(db, actor, {
    action: 'search_synonyms.updated',
    subject: { type: 'search_synonyms', id },
    before: { terms: before.terms },
    after: { terms: kept },
  });
}

export async function deleteSynonymGroup(db: DbOrTransaction, id: number, actor: AuditActor): Promise<void> {
  const before = await synonymGroup(db, id);
  if (!before) throw notFound('Synonym group');
  await db.deleteFrom('search_synonyms').where('id', '=', id).execute();
  await recordAudit(db, actor, {
    action: 'search_synonyms.deleted',
    subject: { type: 'search_synonyms', id },
    before: { terms: before.terms },
    after: null,
  });
}

/** At most this many ways a query is searched (itself included): a query holding many terms of groups stays quick. */
const mostAlternatives = 8;

/** Each group's terms, each term as its folded words (`words`): what `queryAlternatives` looks for in a query. */
export type SynonymTerms = string[][][];

export async function synonymTerms(db: DbOrTransaction): Promise<SynonymTerms> {
  return (await synonymGroups(db)).map((group) => group.terms.map(words).filter((term) => term.length > 0));
}

/**
 * The ways a query is searched: as typed, and with each run of its words that is a term of a group replaced by each
 * other term of that group ("limoncello bio" is also "liqueur de citron bio"). Folded words, as `words` gives them.
 */
export function queryAlternatives(query: string, groups: SynonymTerms): string[][] {
  const typed = words(query);
  const alternatives = [typed];
  for (const terms of groups)
    for (const term of terms) {
      const at = indexOfRun(typed, term);
      if (at === -1) continue;
      for (const other of terms)
        if (other !== term && alternatives.length < mostAlternatives)
          alternatives.push([...typed.slice(0, at), ...other, ...typed.slice(at + term.length)]);
    }
  return alternatives;
}

/** Where `run` starts in `list`, word for word; -1 when it is not there. */
function indexOfRun(list: readonly string[], run: readonly string[]): number {
  for (let at = 0; at + run.length <= list.length; at += 1) if (run.every((word, index) => list[at + index] === word)) return at;
  return -1;
}
