import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/admin-page';
import { ChoiceChips } from '../ui/choice-chips';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SearchForm } from '../ui/search-form';
import { useUrlFilters } from '../ui/use-url-filters';
import { useStockList, type StockListQuery } from './stock-calls';
import { StockRow } from './stock-row';
import styles from './stock.module.css';

const levels = ['all', 'out', 'low'] as const;

/** The stock screen: every variation, out of stock and running low first; searched and filtered from the address. */
export function StockPage() {
  const { t } = useTranslation('admin');
  const { filters, page, setFilters, setPage } = useUrlFilters(['q', 'level'] as const);
  const level = filters.level === 'out' || filters.level === 'low' ? filters.level : undefined;
  const query: StockListQuery = { q: filters.q, level, page: page > 1 ? page : undefined };
  const stock = useStockList(query);
  return (
    <AdminPage title={t('stock.title')} description={t('stock.description')}>
      <SearchForm
        key={filters.q ?? ''}
        label={t('stock.search')}
        action={t('stock.searchAction')}
        initial={filters.q ?? ''}
        onSearch={(q) => setFilters({ q })}
      />
      <ChoiceChips
        legend={t('stock.show')}
        name="level"
        choices={levels.map((choice) => ({ value: choice, label: t(`stock.levels.${choice}`) }))}
        value={level ?? 'all'}
        onChange={(choice) => setFilters({ level: choice === 'all' ? undefined : choice })}
      />
      <QueryState query={stock}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <p>{t('stock.empty')}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {data.map((item) => (
                  <StockRow key={item.variation_id} item={item} />
                ))}
              </ul>
              <Pager meta={meta} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
