import { $locale, Link, localizedPath, useLocation, useUnit, useTranslation } from '@lemon/shared';
import { LoadingState, Page, useLoaderState } from '@lemon/kit';
import { useEffect, useMemo } from 'react';
import { listingChoicesOf, chosenFilterCount, queryOfChoices } from '../listing/listing-choices';
import { ListingFilters } from '../listing/listing-filters';
import { useKeptWhileLoading } from '../listing/use-kept-while-loading';
import { CatalogUnavailable } from '../not-found/catalog-not-found';
import { Pagination } from '../pagination/pagination';
import { ProductGrid } from '../product-card/product-grid';
import { SearchBox } from './search-box';
import { searchHead } from './search-head';
import { searchPage, searchWordsOf } from './search-page.model';
import keptStyles from '../listing/kept-while-loading.module.css';
import styles from './search-page.module.css';

/**
 * `/{locale}/recherche?q=…`: what a search finds, as a category shows its products (add to cart works here too),
 * with the same filters and orders; the address holds them all. Nothing found: said in words, the correction the
 * shop made when it made one, and the best sellers.
 */
export function SearchPage() {
  const { t } = useTranslation('catalog');
  const { search } = useLocation();
  const [locale, open] = useUnit([$locale, searchPage.opened]);
  const params = useMemo(() => ({ words: searchWordsOf(search), locale, choices: listingChoicesOf(search) }), [search, locale]);
  const state = useKeptWhileLoading(useLoaderState(searchPage, params), (shown) => shown.words === params.words);
  useEffect(() => {
    open(params);
  }, [open, params]);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status !== 'ready') return <CatalogUnavailable onRetry={() => open(params)} />;

  const { words, results, bestSellers } = state.data;
  const title = words === '' ? t('search.title') : t('search.titleFor', { words });
  return (
    <Page title={title} head={() => searchHead({ words }, locale)}>
      <SearchBox key={words} words={words} autoFocus={words === ''} className={styles.box} name={t('search.pageBox')} />
      {results && (
        <div className={state.busy ? keptStyles.busy : undefined} aria-busy={state.busy}>
          {results.meta.corrected_query !== undefined && (
            <p className={styles.summary} data-testid="search-correction">
              {t('search.corrected', { words, corrected: results.meta.corrected_query })}
            </p>
          )}
          {results.meta.facets && results.meta.facets.matched > 0 && (
            <ListingFilters facets={results.meta.facets} kept={{ q: words }} withCategories defaultSort="relevance" />
          )}
          <p className={styles.summary} role="status" data-testid="search-count">
            {t('search.found', { count: results.meta.total })}
          </p>
          {results.data.length > 0 ? (
            <>
              <h2 className="visually-hidden">{t('search.results')}</h2>
              <ProductGrid products={results.data} opensPage />
              <Pagination meta={results.meta} label={t('search.pages')} />
            </>
          ) : (
            <NothingFound words={words} filtered={chosenFilterCount(state.data.choices) > 0} />
          )}
          {bestSellers.length > 0 && (
            <section aria-labelledby="search-best-sellers">
              <h2 id="search-best-sellers">{t('search.bestSellers')}</h2>
              <ProductGrid products={bestSellers} />
            </section>
          )}
        </div>
      )}
    </Page>
  );
}

/** No product for these words (or none left by the filters, which the shopper may take off). */
function NothingFound({ words, filtered }: { words: string; filtered: boolean }) {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  return (
    <div data-testid="search-nothing">
      <p>{filtered ? t('search.nothingFiltered', { words }) : t('search.nothing', { words })}</p>
      {filtered && (
        <Link to={`${localizedPath(locale, 'search')}${queryOfChoices({ inStock: false, page: 1 }, { q: words })}`}>
          {t('search.withoutFilters')}
        </Link>
      )}
    </div>
  );
}
