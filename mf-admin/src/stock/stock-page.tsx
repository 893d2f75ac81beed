import { useTranslation } from '@lemon/shared';
import { AdminPage } from '../ui/admin-page';
import { ChoiceChips } from '../ui/choice-chips';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SearchForm } from '../ui/search-form';
import { useSteadyRows } from '../ui/steady-rows';
import { useUrlFilters } from '../ui/use-url-filters';
import { useStockList, type StockListQuery } from './stock-calls';
import { StockRow } from './stock-row';
import styles from './stock.module.css';

const levels = ['all', 'out', 'low'] as const;

/**
 * The stock screen: every variation, out of stock and running low first; searched and filtered from the address.
 * Rows stay where they are while the owner counts (a changed row sorts elsewhere only when she asks).
 */
export function StockPage() {
  const { t } = useTranslation('admin');
  const { filters, page, setFilters, setPage } = useUrlFilters(['q', 'level'] as const);
  const level = filters.level === 'out' || filters.level === 'low' ? filters.level : undefined;
  const query: StockListQuery = { q: filters.q, level, page: page > 1 ? page : undefined };
  const stock = useStockList(query);
  const steady = useSteadyRows(stock.data?.data, (item) => item.variation_id, JSON.stringify(query));
  const resort = async () => {
    const { data } = await stock.refetch();
    if (data) steady.resort(data.data);
  };
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
        {({ meta }) =>
          steady.rows.length === 0 ? (
            <p>{t('stock.empty')}</p>
          ) : (
            <>
              {/* Always there, so that nothing above the rows moves when the button is needed. */}
              <p className={styles.resort}>
                {t('stock.orderKept')}{' '}
                <button
                  type="button"
                  className="button-secondary"
                  style={{ visibility: steady.outOfOrder ? 'visible' : 'hidden' }}
                  onClick={() => void resort()}
                >
                  {t('stock.resort')}
                </button>
              </p>
              <ul className={styles.list} aria-label={t('stock.title')}>
                {steady.rows.map((item) => (
                  <StockRow key={item.variation_id} item={item} onChanged={steady.update} />
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
