import { $locale, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import type { Product } from '@lemon/catalog-contract';
import { formatPrice, QuantityStepper, untilHydrated, useHydrated } from '@lemon/kit';
import { useState } from 'react';
import { NotifyPopup } from '../notify-popup/notify-popup';
import { $addingToCart, $addRefusal, addToCartClicked } from './add-to-cart.model';
import styles from './purchase-controls.module.css';
import { decreasedQuantity, increasedQuantity, initialQuantity, isOutOfStock, shownPrice } from './purchase-rules';
import { VariationChooser } from './variation-chooser';

interface PurchaseControlsProps {
  product: Product;
  variationIndex: number;
  onVariationChange: (index: number) => void;
}

/** Where the purchase form posts when the page's scripts have not taken it over (api/src/cart/cart-form.routes.ts). */
export const addToCartFormAction = '/api/forms/add-to-cart';

/**
 * Choosing and buying, as the product card, the product page and the product of the month share it:
 * the variation chooser, then the quantity, the price for it and "add to cart" — or, for a variation out
 * of stock, "notify me" in their place.
 *
 * "Add to cart" is a form's button: before the scripts take the page over, the page's starter posts the form in the
 * page's place and the header counts what was added; with the scripts blocked, the form posts the variation and
 * quantity shown, the server adds them and shows the cart; once the scripts have taken over, they add in place.
 */
export function PurchaseControls({ product, variationIndex, onVariationChange }: PurchaseControlsProps) {
  const { t } = useTranslation('catalog');
  const [locale, adding, refusal, addToCart] = useUnit([$locale, $addingToCart, $addRefusal, addToCartClicked]);
  const [quantity, setQuantity] = useState(initialQuantity);
  const [notifying, setNotifying] = useState(false);
  const scripts = untilHydrated(useHydrated());
  const variation = product.product_variations[variationIndex];
  if (!variation) return null;
  const name = product.label[locale];

  return (
    <div className={styles.controls}>
      <VariationChooser
        variations={product.product_variations}
        selected={variationIndex}
        onSelect={onVariationChange}
        locale={locale}
        productName={name}
      />
      {isOutOfStock(variation) ? (
        <button
          type="button"
          className={`button-primary ${styles.action} ${styles.notify}`}
          onClick={() => setNotifying(true)}
          {...scripts}
        >
          {t('card.notifyMe')}
        </button>
      ) : (
        <form
          className={styles.purchase}
          method="post"
          action={addToCartFormAction}
          // Before the scripts, the page's starter posts it in the page's place and says this (tooling/page-starter.js).
          data-adds-in-place=""
          data-added-text={t('cart.added', { name, count: quantity })}
          onSubmit={(event) => {
            event.preventDefault();
            addToCart({ productName: name, variationId: variation.id, quantity });
          }}
        >
          <input type="hidden" name="product_variation_id" value={variation.id} />
          <input type="hidden" name="quantity" value={quantity} />
          <input type="hidden" name="then" value={localizedPath(locale, 'cart')} />
          <QuantityStepper
            value={quantity}
            onDecrease={() => setQuantity(decreasedQuantity)}
            onIncrease={() => setQuantity(increasedQuantity)}
            labels={{ group: t('card.quantity', { name }), decrease: t('card.decrease', { name }), increase: t('card.increase', { name }) }}
          />
          <strong className={styles.price} data-testid="price">
            {formatPrice(shownPrice(variation, quantity))}
          </strong>
          <button type="submit" className={`button-primary ${styles.action}`} disabled={adding}>
            {t('card.addToCart')}
          </button>
          {refusal?.variationId === variation.id && (
            <p role="alert" className={styles.refusal}>
              {refusal.message}
            </p>
          )}
        </form>
      )}
      <NotifyPopup
        open={notifying}
        productName={`${name} (${variation.label[locale]})`}
        variationId={variation.id}
        onClose={() => setNotifying(false)}
      />
    </div>
  );
}
