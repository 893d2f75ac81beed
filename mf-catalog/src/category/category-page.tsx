import { $locale, pageFromSearch, useLocation, useParams, useUnit, useTranslation } from '@lemon/shared';
import { LoadingState, Page, useLoaderState } from '@lemon/kit';
import { useEffect } from 'react';
import { useLocalizedSlug } from '../localized-slug/use-localized-slug';
import { CatalogNotFound, CatalogUnavailable } from '../not-found/catalog-not-found';
import { Pagination } from '../pagination/pagination';
import { ProductGrid } from '../product-card/product-grid';
import { categoryHead } from './category-head';
import { categoryPage } from './category-page.model';
import { CategoryBreadcrumb, SubCategories } from './category-place';

export function CategoryPage() {
  const { t } = useTranslation('catalog');
  const { slug = '' } = useParams();
  const page = pageFromSearch(useLocation().search);
  const [locale, open] = useUnit([$locale, categoryPage.opened]);
  const state = useLoaderState(categoryPage, { slug, page });
  useEffect(() => {
    open({ slug, page });
  }, [open, slug, page]);
  useLocalizedSlug('category', state.status === 'ready' ? state.data.category.slug : undefined);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'not-found') return <CatalogNotFound what="category" />;
  if (state.status === 'error') return <CatalogUnavailable onRetry={() => open({ slug, page })} />;

  const { category, products } = state.data;
  const name = category.label[locale];
  return (
    <Page title={name} head={(origin) => categoryHead(state.data, locale, origin)} above={<CategoryBreadcrumb category={category} />}>
      <SubCategories category={category} />
      {/* The cards' h3 names sit under this h2: headings go down one level at a time. */}
      <h2 className="visually-hidden">{t('category.products')}</h2>
      {products.data.length === 0 ? <p>{t('category.empty')}</p> : <ProductGrid products={products.data} opensPage />}
      <Pagination meta={products.meta} />
    </Page>
  );
}
