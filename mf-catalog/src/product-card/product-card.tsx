import { $locale, localizedPath, summarize, type Product } from '@lemon/shared';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PurchaseControls } from '../purchase/purchase-controls';
import { cardSummaryLength, cardSummaryMarker, initialVariationIndex, isOutOfStock } from './product-card-rules';
import styles from './product-card.module.css';

/** The spec's product card: choose a variation and a quantity, add to cart, or ask to hear when it is back. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  const [variationIndex, setVariationIndex] = useState(() => initialVariationIndex(product.product_variations));
  const variation = product.product_variations[variationIndex];
  if (!variation) return null;
  const productPath = localizedPath(locale, 'product', { slug: product.slug[locale] });

  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={productPath} className={styles.pictureLink} tabIndex={-1} aria-hidden="true">
        <img className={styles.picture} src={variation.card_picture_url} alt="" width={480} height={480} loading="lazy" />
        {isOutOfStock(variation) && (
          <span className={styles.overlay} data-testid="out-of-stock-overlay">
            {t('card.outOfStock')}
          </span>
        )}
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
