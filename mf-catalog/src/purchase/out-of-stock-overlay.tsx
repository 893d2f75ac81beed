import type { ProductVariation } from '@lemon/shared';
import { useTranslation } from '@lemon/shared';
import { isOutOfStock } from './purchase-rules';
import styles from './out-of-stock-overlay.module.css';

/** Laid over a variation's picture (in a `position: relative` frame) when the variation is out of stock. */
export function OutOfStockOverlay({ variation }: { variation: ProductVariation }) {
  const { t } = useTranslation('catalog');
  if (!isOutOfStock(variation)) return null;
  return (
    <span className={styles.overlay} data-testid="out-of-stock-overlay">
      {t('card.outOfStock')}
    </span>
  );
}
