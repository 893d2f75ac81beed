import { $locale, useLocation, useParams, useUnit, useTranslation } from '@lemon/shared';
import { LoadingState, Page, useLoaderState } from '@lemon/kit';
import { useEffect, useMemo } from 'react';
import { chosenFilterCount, listingChoicesOf } from '../listing/listing-choices';
import { ListingFilters } from '../listing/listing-filters';
import { useKeptWhileLoading } from '../listing/use-kept-while-loading';
import { useLocalizedSlug } from '../localized-slug/use-localized-slug';
import { CatalogNotFound, CatalogUnavailable } from '../not-found/catalog-not-found';
import { Pagination } from '../pagination/pagination';
import { ProductGrid } from '../product-card/product-grid';
import { categoryHead } from './category-head';
import { categoryPage } from './category-page.model';
import { CategoryBreadcrumb, SubCategories } from './category-place';
import keptStyles from '../listing/kept-while-loading.module.css';

export function CategoryPage() {
  const { t } = useTranslation('catalog');
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const params = useMemo(() => ({ slug, choices: listingChoicesOf(search) }), [slug, search]);
  const [locale, open] = useUnit([$locale, categoryPage.opened]);
  // Another filter or order of the same category keeps its products in sight while they load.
  const state = useKeptWhileLoading(useLoaderState(categoryPage, params), (shown) => Object.values(shown.category.slug).includes(slug));
  useEffect(() => {
    open(params);
  }, [open, params]);
  useLocalizedSlug('category', state.status === 'ready' ? state.data.category.slug : undefined);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'not-found') return <CatalogNotFound what="category" />;
  if (state.status === 'error') return <CatalogUnavailable onRetry={() => open(params)} />;

  const { category, products, choices } = state.data;
  const name = category.label[locale];
  return (
    <Page title={name} head={(origin) => categoryHead(state.data, locale, origin)} above={<CategoryBreadcrumb category={category} />}>
      <SubCategories category={category} />
      {products.meta.facets && products.meta.facets.matched > 0 && <ListingFilters facets={products.meta.facets} defaultSort="order" />}
      <div className={state.busy ? keptStyles.busy : undefined} aria-busy={state.busy}>
        {/* The cards' h3 names sit under this h2: headings go down one level at a time. */}
        <h2 className="visually-hidden">{t('category.products')}</h2>
        {products.data.length > 0 ? (
          <ProductGrid products={products.data} opensPage />
        ) : (
          <p data-testid="category-nothing">{chosenFilterCount(choices) > 0 ? t('category.nothingFiltered') : t('category.empty')}</p>
        )}
        <Pagination meta={products.meta} />
      </div>
    </Page>
  );
}
