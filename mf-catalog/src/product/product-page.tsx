import { $locale, Link, useParams, useUnit, useTranslation } from '@lemon/shared';
import type { Product } from '@lemon/catalog-contract';
import { LoadingState, ProductPicture, RichText, richTextReady, useLoaderState, usePageHead, useShopText } from '@lemon/kit';
import { useEffect, useState } from 'react';
import { useLocalizedSlug } from '../localized-slug/use-localized-slug';
import { CatalogNotFound, CatalogUnavailable } from '../not-found/catalog-not-found';
import { ProductGrid } from '../product-card/product-grid';
import { OutOfStockOverlay } from '../purchase/out-of-stock-overlay';
import { PurchaseControls } from '../purchase/purchase-controls';
import { initialVariationIndex } from '../purchase/purchase-rules';
import { recipePath } from '../recipe-link/recipe-link';
import { productHead } from './product-head';
import { productPage } from './product-page.model';
import styles from './product-page.module.css';

/**
 * What the page waits for beside its own code: the sanitiser of its description, a file of its own the server preloads
 * with the page, so the browser evaluates the two in tasks of their own. Given by the page's module, not imported
 * by the routes: the build lists a part with the pages whose chunk loads it.
 */
export const pageReady = richTextReady;

export function ProductPage() {
  const { slug = '' } = useParams();
  const open = useUnit(productPage.opened);
  const state = useLoaderState(productPage, slug);
  useEffect(() => {
    open(slug);
  }, [open, slug]);
  useLocalizedSlug('product', state.status === 'ready' ? state.data.product.slug : undefined);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'not-found') return <CatalogNotFound what="product" />;
  if (state.status === 'error') return <CatalogUnavailable onRetry={() => open(slug)} />;
  // A new product gets its own variation choice.
  return <ProductDetails key={state.data.product.id} {...state.data} />;
}

function ProductDetails({ product, related }: { product: Product; related: Product[] }) {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  const [variationIndex, setVariationIndex] = useState(() => initialVariationIndex(product.product_variations));
  const variation = product.product_variations[variationIndex]!;
  const name = product.label[locale];
  const text = useShopText();
  usePageHead((origin) => productHead(product, locale, origin, text));

  return (
    <article className="page">
      <div className={styles.layout}>
        <div className={styles.gallery}>
          {/* What the page opens with (its LCP): fetched before anything else, as the first HTML's preload says. */}
          <ProductPicture
            variation={variation}
            shownAs="page"
            className={styles.picture}
            alt={`${name}, ${variation.label[locale]}`}
            width={800}
            height={800}
            fetchPriority="high"
          />
          <OutOfStockOverlay variation={variation} />
        </div>
        <div className={styles.details} data-testid="product-details">
          <h1 className={styles.name}>{name}</h1>
          <PurchaseControls product={product} variationIndex={variationIndex} onVariationChange={setVariationIndex} />
          <RichText className={styles.description} html={product.description[locale]} />
          {product.recipes && product.recipes.length > 0 && (
            <section aria-labelledby="product-recipes">
              <h2 id="product-recipes">{t('product.recipes')}</h2>
              <ul className={styles.recipes}>
                {product.recipes.map((recipe) => (
                  <li key={recipe.id}>
                    <Link to={recipePath(locale, recipe.id)}>{recipe.label[locale]}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-products">
          <h2 id="related-products">{t('product.related')}</h2>
          <ProductGrid products={related} fullRows />
        </section>
      )}
    </article>
  );
}
