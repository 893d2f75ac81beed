import { showToastFx, useUnit, useTranslation } from '@lemon/shared';
import type { ProductPick } from '@lemon/staff-contract';
import { useId, useState } from 'react';
import { isStale } from '../ui/list-order';
import { useSetMonthlyProduct } from './home-page-calls';
import { ProductLine } from './product-pick';
import { ProductSearch } from './product-search';
import styles from './home-page.module.css';

/** The product of the month: the one shown now, changed by searching another, or none. */
export function MonthlyProduct({ product }: { product: ProductPick | null }) {
  const { t } = useTranslation('admin');
  const showToast = useUnit(showToastFx);
  const setMonthly = useSetMonthlyProduct();
  const [searching, setSearching] = useState(false);
  const titleId = useId();

  const choose = (chosen: ProductPick | null) =>
    setMonthly.mutate(
      { productId: chosen?.id ?? null, replacing: product?.id ?? null },
      {
        onSuccess: () => {
          setSearching(false);
          void showToast({
            kind: 'success',
            message: chosen ? t('homePage.monthly.chosen', { name: chosen.label.fr }) : t('homePage.monthly.removed'),
          });
        },
        onError: (error) => {
          // The product saved meanwhile is read again: she sees it before choosing again.
          if (isStale(error)) setSearching(false);
          void showToast({ kind: 'error', message: isStale(error) ? t('homePage.monthly.stale') : t('listOrder.failed') });
        },
      },
    );

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('homePage.monthly.title')}</h2>
      <p className={styles.intro}>{t('homePage.monthly.intro')}</p>
      {product ? (
        <div className={styles.current}>
          <ProductLine product={product} />
          {product.is_hidden && (
            <p className={styles.warning} role="note">
              {t('homePage.monthly.draft')}
            </p>
          )}
        </div>
      ) : (
        <p className={styles.current}>{t('homePage.monthly.none')}</p>
      )}
      {searching ? (
        <ProductSearch
          title={t('homePage.monthly.searchTitle')}
          onPick={choose}
          onClose={() => setSearching(false)}
          unavailable={(found) => (found.id === product?.id ? t('homePage.monthly.alreadyChosen') : undefined)}
          busy={setMonthly.isPending}
        />
      ) : (
        <div className={styles.actions}>
          <button type="button" className="button-primary" onClick={() => setSearching(true)}>
            {product ? t('homePage.monthly.change') : t('homePage.monthly.choose')}
          </button>
          {product && (
            <button type="button" className="button-secondary" disabled={setMonthly.isPending} onClick={() => choose(null)}>
              {t('homePage.monthly.remove')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
