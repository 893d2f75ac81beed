import { $locale, Link, localizedPath, useSearchParams, useUnit, useTranslation } from '@lemon/shared';
import type { Locale } from '@lemon/shared/locales';
import { auditSubjectTypes, type AuditEntry } from '@lemon/staff-contract';
import { useId } from 'react';
import { AdminPage } from '../ui/admin-page';
import { formatMoment } from '@lemon/shop-format';
import { QueryState } from '../ui/query-state';
import { changesOf, sentenceOf } from '../audit-trail/describe-entry';
import { useJournal } from './journal-calls';
import { journalQueryOf } from './journal-filters';
import styles from './journal.module.css';

/** Where an entry's record is shown: an order's own page, or its section's. */
function recordPath(locale: Locale, entry: AuditEntry): string | undefined {
  switch (entry.subject_type) {
    case 'order':
      return localizedPath(locale, 'adminOrder', { reference: entry.subject_id });
    case 'product_variation':
      return localizedPath(locale, 'adminStock');
    case 'promo_code':
      return localizedPath(locale, 'adminPromoCodes');
    case 'contact_message':
      return localizedPath(locale, 'adminMessages');
    case 'product':
      return entry.action === 'product.deleted' ? undefined : localizedPath(locale, 'adminProduct', { id: entry.subject_id });
    case 'product_category':
      return localizedPath(locale, 'adminCategories');
    case 'recipe':
      return localizedPath(locale, 'adminRecipes');
    case 'home_page':
      return localizedPath(locale, 'adminHomePage');
    default:
      return undefined;
  }
}

function JournalEntry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const path = recordPath(locale, entry);
  const sentence = sentenceOf(t, entry);
  const changes = changesOf(t, locale, entry);
  return (
    <li className={styles.entry}>
      <time dateTime={entry.at} className={styles.when}>
        {formatMoment(entry.at, locale)}
      </time>
      <p className={styles.sentence}>{path ? <Link to={path}>{sentence}</Link> : sentence}</p>
      {changes.length > 0 && (
        <ul className={styles.changes}>
          {changes.map((change) => (
            <li key={change.field}>
              <span className={styles.field}>{change.label} :</span>{' '}
              {change.before !== undefined && change.after !== undefined ? (
                <>
                  {change.before} <span aria-hidden="true">→</span>
                  <span className="visually-hidden">{t('journal.becomes')}</span> {change.after}
                </>
              ) : (
                (change.after ?? change.before)
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The owner's journal: every change made in the back office, newest first, a page at a time. */
export function JournalPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const query = journalQueryOf(search);
  const journal = useJournal(query);
  const filterId = useId();
  const pageLink = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <AdminPage title={t('journal.title')} description={t('journal.description')}>
      <div className={styles.filters}>
        <label htmlFor={filterId}>{t('journal.filter')}</label>
        <select
          id={filterId}
          className={styles.select}
          value={query.subject_type ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(search);
            if (event.target.value) next.set('subject_type', event.target.value);
            else next.delete('subject_type');
            next.delete('page');
            setSearch(next);
          }}
        >
          <option value="">{t('journal.kinds.all')}</option>
          {auditSubjectTypes.map((kind) => (
            <option key={kind} value={kind}>
              {t(`journal.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryState query={journal}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <p className={styles.empty}>{t(query.subject_type ? 'journal.emptyKind' : 'journal.empty')}</p>
          ) : (
            <>
              <ol className={styles.entries}>
                {data.map((entry) => (
                  <JournalEntry key={entry.id} entry={entry} />
                ))}
              </ol>
              {meta.last_page > 1 && (
                <nav className={styles.pages} aria-label={t('journal.pages')}>
                  {meta.current_page > 1 && (
                    <Link to={pageLink(meta.current_page - 1)} className="button-secondary">
                      {t('journal.newer')}
                    </Link>
                  )}
                  <span>{t('journal.page', { page: meta.current_page, last: meta.last_page })}</span>
                  {meta.current_page < meta.last_page && (
                    <Link to={pageLink(meta.current_page + 1)} className="button-secondary">
                      {t('journal.older')}
                    </Link>
                  )}
                </nav>
              )}
            </>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
