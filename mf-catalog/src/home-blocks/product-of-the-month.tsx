import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { LoadingState, ProductPicture, useLoaderState, useShopText } from '@lemon/kit';
import { useEffect, useState } from 'react';
import { PurchaseControls } from '../purchase/purchase-controls';
import { initialVariationIndex } from '../purchase/purchase-rules';
import { recipePath } from '../recipe-link/recipe-link';
import { productOfTheMonth } from './home-blocks.model';
import styles from './home-blocks.module.css';

/** Home blocks cut descriptions and recipe excerpts at 140 characters. */
const homeSummaryLength = 140;
const ellipsis = '…';

export function ProductOfTheMonth() {
  const { t } = useTranslation('catalog');
  const [locale, open] = useUnit([$locale, productOfTheMonth.opened]);
  const state = useLoaderState(productOfTheMonth, undefined);
  const { summarize } = useShopText();
  const [variationIndex, setVariationIndex] = useState<number | null>(null);
  useEffect(() => {
    open();
  }, [open]);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status !== 'ready' || !state.data) return null;
  const product = state.data;
  const index = variationIndex ?? initialVariationIndex(product.product_variations);
  const variation = product.product_variations[index]!;
  const recipe = product.recipes?.[0];
  const productPath = localizedPath(locale, 'product', { slug: product.slug[locale] });

  return (
    <section id="produit-du-mois" className={styles.monthly} aria-labelledby="product-of-the-month">
      <Link to={productPath} className={styles.monthlyPicture} tabIndex={-1} aria-hidden="true">
        <ProductPicture variation={variation} shownAs="page" width={800} height={800} loading="lazy" />
      </Link>
      <div className={styles.monthlyBody}>
        <p className={styles.kicker} id="product-of-the-month">
          {t('home.productOfTheMonth')}
        </p>
        <h2 className={styles.monthlyName}>
          <Link to={productPath}>{product.label[locale]}</Link>
        </h2>
        <p data-testid="monthly-summary">{summarize(product.description[locale], homeSummaryLength, ellipsis)}</p>
        <PurchaseControls product={product} variationIndex={index} onVariationChange={setVariationIndex} />
        {recipe && (
          <aside className={styles.recipe}>
            <h3>{t('home.recipe', { recipe: recipe.label[locale] })}</h3>
            <p data-testid="monthly-recipe-excerpt">{summarize(recipe.instructions[locale], homeSummaryLength, ellipsis)}</p>
            <Link to={recipePath(locale, recipe.id)}>{t('home.readRecipe')}</Link>
          </aside>
        )}
      </div>
    </section>
  );
}
