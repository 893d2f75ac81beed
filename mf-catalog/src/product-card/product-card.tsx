import { $locale, Link, localizedPath, useUnit } from '@lemon/shared';
import type { Product } from '@lemon/catalog-contract';
import { ProductPicture, useShopText } from '@lemon/kit';
import { useState } from 'react';
import { OutOfStockOverlay } from '../purchase/out-of-stock-overlay';
import { PurchaseControls } from '../purchase/purchase-controls';
import { initialVariationIndex } from '../purchase/purchase-rules';
import styles from './product-card.module.css';

/** Card descriptions: tags stripped, cut at 80 characters, "[...]" after a cut. */
const cardSummaryLength = 80;
const cardSummaryMarker = '[...]';

/**
 * The spec's product card: choose a variation and a quantity, add to cart, or ask to hear when it is back.
 * `leading`: the card opens the page, its picture is the first thing a phone shows, so it loads at once.
 */
export function ProductCard({ product, leading = false }: { product: Product; leading?: boolean }) {
  const locale = useUnit($locale);
  const { summarize } = useShopText();
  const [variationIndex, setVariationIndex] = useState(() => initialVariationIndex(product.product_variations));
  const variation = product.product_variations[variationIndex];
  if (!variation) return null;
  const productPath = localizedPath(locale, 'product', { slug: product.slug[locale] });

  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={productPath} className={styles.pictureLink} tabIndex={-1} aria-hidden="true">
        <ProductPicture
          variation={variation}
          shownAs="card"
          className={styles.picture}
          width={480}
          height={480}
          loading={leading ? 'eager' : 'lazy'}
          fetchPriority={leading ? 'high' : undefined}
        />
        <OutOfStockOverlay variation={variation} />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={productPath}>{product.label[locale]}</Link>
        </h3>
        <p className={styles.summary}>{summarize(product.description[locale], cardSummaryLength, cardSummaryMarker)}</p>
        <div className={styles.controls}>
          <PurchaseControls product={product} variationIndex={variationIndex} onVariationChange={setVariationIndex} />
        </div>
      </div>
    </article>
  );
}
