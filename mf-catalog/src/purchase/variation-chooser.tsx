import type { Locale, ProductVariation } from '@lemon/shared';
import { untilHydrated, useHydrated } from '@lemon/kit';
import { useTranslation } from '@lemon/shared';
import { isOutOfStock, variationChooserKind } from './purchase-rules';
import styles from './variation-chooser.module.css';

interface VariationChooserProps {
  variations: readonly ProductVariation[];
  selected: number;
  onSelect: (index: number) => void;
  locale: Locale;
  productName: string;
}

/** Nothing for one variation, selectable markers (a colour swatch when the variation has one) for 2 to 4, a dropdown beyond. */
export function VariationChooser({ variations, selected, onSelect, locale, productName }: VariationChooserProps) {
  const { t } = useTranslation('catalog');
  const kind = variationChooserKind(variations.length);
  const scripts = untilHydrated(useHydrated());
  const labelOf = (variation: ProductVariation) =>
    isOutOfStock(variation) ? t('card.variationOutOfStock', { variation: variation.label[locale] }) : variation.label[locale];

  if (kind === 'none') return null;
  if (kind === 'dropdown') {
    return (
      <select
        className={styles.dropdown}
        value={selected}
        onChange={(event) => onSelect(Number(event.target.value))}
        aria-label={t('card.chooseVariation', { name: productName })}
        {...scripts}
      >
        {variations.map((variation, index) => (
          <option key={variation.id} value={index}>
            {labelOf(variation)}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div className={styles.markers} role="radiogroup" aria-label={t('card.chooseVariation', { name: productName })}>
      {variations.map((variation, index) => (
        <button
          key={variation.id}
          type="button"
          role="radio"
          aria-checked={index === selected}
          aria-label={labelOf(variation)}
          title={variation.label[locale]}
          className={variation.color ? styles.swatch : styles.marker}
          style={variation.color ? { backgroundColor: variation.color } : undefined}
          data-out-of-stock={isOutOfStock(variation) || undefined}
          onClick={() => onSelect(index)}
          {...scripts}
        >
          {variation.color ? null : variation.label[locale]}
        </button>
      ))}
    </div>
  );
}
