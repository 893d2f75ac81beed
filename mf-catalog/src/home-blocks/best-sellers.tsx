import { LoadingState, useLoaderState } from '@lemon/kit';
import { useUnit, useTranslation } from '@lemon/shared';
import { useEffect } from 'react';
import { ProductGrid } from '../product-card/product-grid';
import { bestSellers } from './home-blocks.model';
import styles from './home-blocks.module.css';

export function BestSellers() {
  const { t } = useTranslation('catalog');
  const open = useUnit(bestSellers.opened);
  const state = useLoaderState(bestSellers, undefined);
  useEffect(() => {
    open();
  }, [open]);

  return (
    <section id="meilleures-ventes" className={styles.bestSellers} aria-labelledby="best-sellers">
      <h2 id="best-sellers">{t('home.bestSellers')}</h2>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'ready' && <ProductGrid products={state.data} testId="best-sellers" fullRows />}
    </section>
  );
}
