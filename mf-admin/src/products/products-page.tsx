import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { useId } from 'react';
import { useCategories } from '../catalogue/catalogue-calls';
import { CataloguePage } from '../catalogue/catalogue-page';
import { ChoiceChips } from '../ui/choice-chips';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SearchForm } from '../ui/search-form';
import { useUrlFilters } from '../ui/use-url-filters';
import { ProductCard } from './product-card';
import { useStaffProducts, type ProductListQuery } from '../catalogue/products-calls';
import styles from './products.module.css';

const stockChoices = ['all', 'in', 'out'] as const;
const visibilityChoices = ['all', 'shown', 'hidden'] as const;
const filterNames = ['q', 'category', 'stock', 'visibility'] as const;

/** The filters an address holds; what it holds wrongly (an old bookmark) is left out rather than refused. */
function listQueryOf(filters: Partial<Record<(typeof filterNames)[number], string>>, page: number): ProductListQuery {
  return {
    q: filters.q || undefined,
    category: filters.category && /^[1-9]\d{0,9}$/.test(filters.category) ? filters.category : undefined,
    stock: filters.stock === 'in' || filters.stock === 'out' ? filters.stock : undefined,
    visibility: filters.visibility === 'hidden' || filters.visibility === 'shown' ? filters.visibility : undefined,
    page: page > 1 ? page : undefined,
  };
}

/** The shop's products as cards, searched and filtered from the address, 25 a page; a new one from here. */
export function ProductsPage() {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const { filters, page, setFilters, setPage } = useUrlFilters(filterNames);
  const query = listQueryOf(filters, page);
  const products = useStaffProducts(query);
  const categories = useCategories();
  const categoryId = useId();
  const filtered = Boolean(query.q || query.category || query.stock || query.visibility);
  const newProduct = (
    <Link className={`button-primary ${styles.newLink}`} to={localizedPath(locale, 'adminProduct', { id: 'nouveau' })}>
      {t('products.new')}
    </Link>
  );
  return (
    <CataloguePage title={t('products.title')} description={t('products.description')} actions={newProduct}>
      <div className={styles.filters}>
        <SearchForm
          key={query.q ?? ''}
          label={t('products.search')}
          action={t('products.searchAction')}
          initial={query.q ?? ''}
          onSearch={(q) => setFilters({ q })}
        />
        <div className={styles.category}>
          <label htmlFor={categoryId}>{t('products.category')}</label>
          <select id={categoryId} value={query.category ?? ''} onChange={(event) => setFilters({ category: event.target.value })}>
            <option value="">{t('products.anyCategory')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.label.fr}
              </option>
            ))}
          </select>
        </div>
        <ChoiceChips
          legend={t('products.stock.legend')}
          name="stock"
          choices={stockChoices.map((choice) => ({ value: choice, label: t(`products.stock.${choice}`) }))}
          value={query.stock ?? 'all'}
          onChange={(choice) => setFilters({ stock: choice === 'all' ? undefined : choice })}
        />
        <ChoiceChips
          legend={t('products.visibility.legend')}
          name="visibility"
          choices={visibilityChoices.map((choice) => ({ value: choice, label: t(`products.visibility.${choice}`) }))}
          value={query.visibility ?? 'all'}
          onChange={(choice) => setFilters({ visibility: choice === 'all' ? undefined : choice })}
        />
      </div>
      <QueryState query={products}>
        {({ data, meta }) => (
          <section className={styles.results} aria-labelledby="products-count">
            <h2 id="products-count" className={styles.count} aria-live="polite">
              {t('products.count', { count: meta.total })}
            </h2>
            {data.length === 0 ? (
              <div className={styles.none}>
                <p>{filtered ? t('products.noMatch') : t('products.empty')}</p>
                {filtered && (
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => setFilters({ q: undefined, category: undefined, stock: undefined, visibility: undefined })}
                  >
                    {t('products.clear')}
                  </button>
                )}
              </div>
            ) : (
              <ul className={styles.list}>
                {data.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </ul>
            )}
            <Pager meta={meta} onPage={setPage} />
          </section>
        )}
      </QueryState>
    </CataloguePage>
  );
}
