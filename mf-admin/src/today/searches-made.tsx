import { $locale, Link, useUnit, useTranslation } from '@lemon/shared';
import type { SearchMade } from '@lemon/staff-contract';
import { addSynonymPath } from '../catalogue/search-addresses';
import { ShopResultsLink } from '../catalogue/shop-results-link';
import { useStaffDuties } from '../session/duties-calls';
import { formatDay } from '@lemon/shop-format';
import { QueryState } from '../ui/query-state';
import { RankedTable } from './ranked-table';
import { useSearchesMade } from './today-calls';
import styles from './today.module.css';

/**
 * The week's searches in the shop: the most made, and those that found nothing, which the catalogue's staff can
 * turn into a synonym from here (the synonyms page opens with the word in a new group). Each query opens what the
 * shop's search shows for it, in a new tab.
 */
export function SearchesMade() {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const { may } = useStaffDuties();
  const searches = useSearchesMade();
  const writesSynonyms = may('catalogue') === true;
  const results = (row: SearchMade) => <ShopResultsLink query={row.query}>{row.query}</ShopResultsLink>;
  const common = { headings: [t('today.searches.query'), t('today.searches.searches')], keyOf: (row: SearchMade) => row.query };
  return (
    <section aria-labelledby="today-searches" className={styles.visits}>
      <h2 id="today-searches">{t('today.searches.title')}</h2>
      <QueryState query={searches}>
        {({ data, meta }) => (
          <>
            <p className={styles.note}>
              {t('today.searches.period', { from: formatDay(meta.from, locale), to: formatDay(meta.to, locale) })}
            </p>
            <div className={styles.cards}>
              <RankedTable<SearchMade>
                {...common}
                id="today-searches-top"
                title={t('today.searches.top')}
                empty={t('today.searches.noSearch')}
                rows={data.top}
                name={(row) => (
                  <>
                    {results(row)}
                    {row.found_nothing === row.searches && <span className={styles.nothing}> · {t('today.searches.nothing')}</span>}
                  </>
                )}
                figures={(row) => [row.searches]}
              />
              <RankedTable<SearchMade>
                {...common}
                id="today-searches-nothing"
                title={t('today.searches.foundNothing')}
                empty={t('today.searches.allFound')}
                rows={data.found_nothing}
                name={(row) => (
                  <>
                    {results(row)}
                    {writesSynonyms && (
                      <Link
                        className={styles.addSynonym}
                        to={addSynonymPath(locale, row.query)}
                        aria-label={t('today.searches.addSynonymFor', { query: row.query })}
                      >
                        {t('today.searches.addSynonym')}
                      </Link>
                    )}
                  </>
                )}
                figures={(row) => [row.found_nothing]}
              />
            </div>
            {data.found_nothing.length > 0 && writesSynonyms && <p className={styles.note}>{t('today.searches.foundNothingHint')}</p>}
          </>
        )}
      </QueryState>
    </section>
  );
}
