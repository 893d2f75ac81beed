import { bestSellersShown, maxBestSellers, type ProductPick } from '@lemon/staff-contract';
import { useId, useState } from 'react';
import { useTranslation } from '@lemon/shared';
import { SortableList } from '../ui/sortable-list';
import { SaveStatus } from '../ui/save-status';
import { useBestSellersOrder } from './home-page-calls';
import { ProductLine } from './product-pick';
import { ProductSearch } from './product-search';
import styles from './home-page.module.css';

/**
 * The best sellers in the home page's order (it shows the first five): moved, removed or added, each change
 * saved at once with the order the owner saw.
 */
export function BestSellers({ products }: { products: ProductPick[] }) {
  const { t } = useTranslation('admin');
  const order = useBestSellersOrder();
  const [searching, setSearching] = useState(false);
  const titleId = useId();
  const ids = products.map((product) => product.id);
  const full = products.length >= maxBestSellers;

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('homePage.bestSellers.title')}</h2>
      <p className={styles.intro}>{t('homePage.bestSellers.intro', { shown: bestSellersShown })}</p>
      {products.length === 0 ? (
        <p>{t('homePage.bestSellers.empty')}</p>
      ) : (
        <SortableList
          items={products}
          label={t('homePage.bestSellers.listLabel')}
          nameOf={(product) => product.label.fr}
          onReorder={order.save}
          disabled={order.saving}
          actions={(product) => (
            <button
              type="button"
              className="button-secondary"
              disabled={order.saving}
              onClick={() => order.save(ids.filter((id) => id !== product.id))}
              aria-label={t('homePage.bestSellers.removeItem', { name: product.label.fr })}
            >
              {t('homePage.bestSellers.remove')}
            </button>
          )}
        >
          {(product, index) => (
            <ProductLine product={product}>
              {index >= bestSellersShown && (
                <span className={styles.note}>{t('homePage.bestSellers.notShown', { shown: bestSellersShown })}</span>
              )}
            </ProductLine>
          )}
        </SortableList>
      )}
      <SaveStatus saving={order.saving} saved={order.saved} />
      {full ? (
        <p>{t('homePage.bestSellers.full', { most: maxBestSellers })}</p>
      ) : searching ? (
        <ProductSearch
          title={t('homePage.bestSellers.searchTitle')}
          onPick={(product) => {
            order.save([...ids, product.id]);
            setSearching(false);
          }}
          onClose={() => setSearching(false)}
          unavailable={(product) => (ids.includes(product.id) ? t('homePage.bestSellers.alreadyIn') : undefined)}
          busy={order.saving}
        />
      ) : (
        <div className={styles.actions}>
          <button type="button" className="button-primary" onClick={() => setSearching(true)}>
            {t('homePage.bestSellers.add')}
          </button>
        </div>
      )}
    </section>
  );
}
