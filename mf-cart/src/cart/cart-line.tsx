import { $locale, type CartItem, Link, localizedPath, useLocation, useUnit, useTranslation } from '@lemon/shared';
import { formatPrice, ProductPicture, QuantityStepper } from '@lemon/kit';
import { $cartBusy, $lineRefusal, lineRemoved, quantityDecreased, quantityIncreased } from './cart-page.model';
import styles from './cart-line.module.css';

/** Where a line's buttons post when the page's scripts have not taken it over (api/src/cart/cart-form.routes.ts). */
export const cartLineFormAction = '/api/forms/cart-line';

/** A line of the cart: picture, product (a link to its page), variation, quantity − / +, remove, line total. */
export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const [locale, busy, refusal, increase, decrease, remove] = useUnit([
    $locale,
    $cartBusy,
    $lineRefusal,
    quantityIncreased,
    quantityDecreased,
    lineRemoved,
  ]);
  const { product, product_variation: variation, quantity } = item;
  const name = product.label[locale];
  const showsVariation = variation.label[locale] !== name;
  const { pathname } = useLocation();
  // −, + and × are this form's buttons: before the scripts take the page over, the server answers them.
  const form = `cart-line-${variation.id}`;

  return (
    <li className={styles.line} data-testid="cart-line">
      {/* Before the scripts, the page's starter shows the line's new quantity as the server answers (tooling/page-starter.js). */}
      <form id={form} method="post" action={cartLineFormAction} hidden data-shows-change="">
        <input type="hidden" name="product_variation_id" value={variation.id} />
        <input type="hidden" name="then" value={pathname} />
      </form>
      <ProductPicture variation={variation} shownAs={{ sizes: '96px' }} className={styles.picture} width={96} height={96} loading="lazy" />
      <div className={styles.details}>
        <Link className={styles.name} to={localizedPath(locale, 'product', { slug: product.slug[locale] })}>
          {name}
        </Link>
        {showsVariation && <span className={styles.variation}>{variation.label[locale]}</span>}
        <span className={styles.unitPrice}>{t('cart.unitPrice', { price: formatPrice(variation.price) })}</span>
      </div>
      <div className={styles.quantity}>
        {/* Down to 0 here: − on a single unit takes the line away. */}
        <QuantityStepper
          value={quantity}
          min={0}
          max={variation.stock}
          disabled={busy}
          onDecrease={() => decrease(variation.id)}
          onIncrease={() => increase(variation.id)}
          form={form}
          labels={{ group: t('cart.quantityOf', { name }), decrease: t('cart.decrease', { name }), increase: t('cart.increase', { name }) }}
        />
      </div>
      <span className={styles.lineTotal}>{formatPrice(variation.price * quantity)}</span>
      <button
        type="submit"
        form={form}
        name="change"
        value="remove"
        className={styles.remove}
        onClick={(event) => {
          event.preventDefault();
          remove(variation.id);
        }}
        disabled={busy}
        aria-label={t('cart.remove', { name })}
      >
        ×
      </button>
      {refusal?.variationId === variation.id && (
        <p role="alert" className={styles.refusal}>
          {refusal.message}
        </p>
      )}
    </li>
  );
}
