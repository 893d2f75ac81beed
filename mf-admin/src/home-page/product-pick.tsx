import type { ProductPick } from '@lemon/staff-contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@lemon/shared';
import styles from './home-page.module.css';

/** A product as the home page's blocks name it: its picture, its French name, and whether it is a draft. */
export function ProductLine({ product, children }: { product: ProductPick; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <span className={styles.product}>
      <img className={styles.picture} src={product.picture_url} alt="" width={48} height={48} loading="lazy" />
      <span className={styles.productText}>
        <span className={styles.productName}>{product.label.fr}</span>
        {product.is_hidden && <span className={styles.draft}>{t('homePage.draft')}</span>}
        {children}
      </span>
    </span>
  );
}
