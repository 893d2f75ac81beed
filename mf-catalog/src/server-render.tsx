import { ownPage } from '@lemon/kit';
import { createFeatureAppServerRender } from '@lemon/kit/server-render';
import { categoryHead, categoryNotFoundHead, categoryPreloads } from './category/category-head';
import { BestSellers, ProductOfTheMonth } from './home-blocks/home-blocks';
import { bestSellers, productOfTheMonth } from './home-blocks/home-blocks.model';
import { catalogTranslations } from './i18n';
import { HeaderSearch } from './search/header-search';
import { movedTo } from './moved-pages';
import { catalogPageLoading } from './own-pages';
import { productHead, productNotFoundHead, productPreloads } from './product/product-head';
import { recipesHead } from './recipes/recipes-head';
import { searchHead } from './search/search-head';
import { CatalogRoutes } from './routes';

// What the shop's server draws of this app before any script runs: its product, category, recipes and search pages,
// loaded, headed and drawn whole (an address with another language's slug or a renamed product's or category's
// old one leads to its own, a deleted one's is gone), the home page's blocks with what they show, and the search
// box every page's header holds.
export const { serverRenderVersion, buildId, render } = createFeatureAppServerRender({
  name: 'catalog',
  buildId: String(process.env.BUILD_ID), // set by the build
  pageHeads: {},
  drawing: { translations: catalogTranslations, Routes: CatalogRoutes },
  ownPages: [
    ownPage({
      ...catalogPageLoading.product,
      head: ({ product }, locale, origin, text) => productHead(product, locale, origin, text),
      notFoundHead: productNotFoundHead,
      preloads: ({ product }) => productPreloads(product),
      paramsIn: ({ product }, locale) => ({ slug: product.slug[locale] }),
      movedTo: (slug, locale, api) => movedTo('product', slug, locale, api),
    }),
    ownPage({
      ...catalogPageLoading.category,
      head: categoryHead,
      notFoundHead: categoryNotFoundHead,
      preloads: categoryPreloads,
      paramsIn: ({ category }, locale) => ({ slug: category.slug[locale] }),
      movedTo: ({ slug }, locale, api) => movedTo('category', slug, locale, api),
    }),
    ownPage({ ...catalogPageLoading.recipes, head: (_, locale, origin) => recipesHead(locale, origin) }),
    ownPage({
      ...catalogPageLoading.search,
      head: (data, locale) => searchHead(data, locale),
      preloads: ({ results }) => categoryPreloads({ products: { data: results?.data ?? [] } }),
    }),
  ],
  fragments: {
    'home-blocks': { loaders: [productOfTheMonth, bestSellers], fragments: { ProductOfTheMonth, BestSellers } },
    'header-search': { loaders: [], fragments: { HeaderSearch } },
  },
});
