import { formatPrice } from '@lemon/kit';
import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import type { StaffProductSummary } from '@lemon/staff-contract';
import styles from './products.module.css';

/** One product: its picture, French name, price, stock and what to know about it; the whole card opens it. */
export function ProductCard({ product }: { product: StaffProductSummary }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const price = formatPrice(product.price_from);
  const badges = [
    product.is_hidden && { kind: 'hidden', text: t('products.badges.hidden') },
    product.is_monthly && { kind: 'monthly', text: t('products.badges.monthly') },
    product.is_highlighted && { kind: 'highlighted', text: t('products.badges.highlighted') },
    product.missing_translations.length > 0 && {
      kind: 'missing',
      text: t('products.badges.missing', { count: product.missing_translations.length }),
    },
  ].filter((badge) => badge !== false);
  return (
    <li className={styles.card} data-hidden={product.is_hidden}>
      <img className={styles.picture} src={product.picture_url} alt="" width={96} height={96} loading="lazy" />
      <div className={styles.about}>
        <h3 className={styles.name}>
          <Link to={localizedPath(locale, 'adminProduct', { id: product.id })} className={styles.open}>
            {product.label.fr}
          </Link>
        </h3>
        <p className={styles.facts}>
          <span>{product.variation_count > 1 ? t('products.card.priceFrom', { price }) : t('products.card.price', { price })}</span>
          <span data-out={product.stock === 0}>
            {product.stock === 0 ? t('products.card.outOfStock') : t('products.card.inStock', { count: product.stock })}
          </span>
          <span>{t('products.card.sizes', { count: product.variation_count })}</span>
        </p>
        {badges.length > 0 && (
          <ul className={styles.badges}>
            {badges.map((badge) => (
              <li key={badge.kind} className={styles.badge} data-kind={badge.kind}>
                {badge.text}
              </li>
            ))}
          </ul>
        )}
        <span className={styles.edit} aria-hidden="true">
          {t('products.card.edit')}
        </span>
      </div>
    </li>
  );
}
