import type { ProductFacets } from '@lemon/catalog-contract';
import { $locale, useLocation, useNavigate, useUnit, useTranslation } from '@lemon/shared';
import { useHydrated } from '@lemon/kit';
import { useEffect, useRef } from 'react';
import { chosenFilterCount, listingChoicesOf, priceRangeWord, queryOfChoices, sortChoices } from './listing-choices';
import styles from './listing-filters.module.css';

/** Sets the form's fields to the choices of an address's query. */
function showChoices(form: HTMLFormElement, search: string): void {
  const wanted = new URLSearchParams(queryOfChoices(listingChoicesOf(search)));
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) field.value = wanted.get(field.name) ?? '';
    else if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
      field.checked = (wanted.get(field.name) ?? '') === field.value;
  }
}

/**
 * The filters and the order of a list of products, with how many products each choice would show: a form whose
 * fields are the page's address (`listing-choices.ts`). Without scripts it is sent as it is (the button); once
 * they run, each choice takes the shopper to its address at once, so back and forward walk through them. Its
 * fields are the browser's own (not React's): a choice made before the scripts ran stays, and is applied as they
 * take the page over. `kept`: what else the address holds (a search's words); `withCategories`: a search's.
 */
export function ListingFilters({
  facets,
  kept = {},
  withCategories = false,
  defaultSort,
}: {
  facets: ProductFacets;
  kept?: Record<string, string>;
  withCategories?: boolean;
  /** The order shown when none is chosen: `relevance` (a search) or `order` (the shop's, a category). */
  defaultSort: 'relevance' | 'order';
}) {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const choices = listingChoicesOf(search);
  const form = useRef<HTMLFormElement>(null);
  // The address the form's fields say, from the first page (another choice shows the first page of its list).
  const chosenAddress = () => {
    const fields = new URLSearchParams(new FormData(form.current!) as unknown as Record<string, string>);
    return `${pathname}${queryOfChoices({ ...listingChoicesOf(fields.toString()), page: 1 }, kept)}`;
  };
  const apply = () => {
    const address = chosenAddress();
    if (address !== `${pathname}${queryOfChoices({ ...choices, page: 1 }, kept)}`) navigate(address);
  };
  // Drawn by the server, the form is sent by its button; once the scripts run, a choice is enough, and one made
  // before then is applied now.
  const live = useHydrated();
  useEffect(() => {
    if (live) apply();
    // Once, as the scripts take the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  // Back and forward (or a link) change the address: the fields say its choices, the focus staying where it is.
  useEffect(() => showChoices(form.current!, search), [search]);

  const radio = (name: string, value: string, checked: boolean, label: string, count: number | undefined) => (
    <label className={styles.choice} key={value}>
      <input type="radio" name={name} value={value} defaultChecked={checked} />
      <span>{label}</span>
      {count !== undefined && <span className={styles.count}>({count})</span>}
    </label>
  );
  const chosen = chosenFilterCount(choices);

  return (
    <details className={styles.filters}>
      <summary className={styles.summary}>
        {t('listing.filtersAndSort')}
        {chosen > 0 && <span className={styles.chosen}>{t('listing.chosen', { count: chosen })}</span>}
      </summary>
      <form
        ref={form}
        method="get"
        action={pathname}
        className={styles.form}
        onChange={apply}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {Object.entries(kept).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className={styles.sort}>
          <span>{t('listing.sort')}</span>
          <select name="sort" defaultValue={choices.sort ?? ''}>
            <option value="">{t(`listing.sorts.${defaultSort}`)}</option>
            {Object.keys(sortChoices).map((sort) => (
              <option key={sort} value={sort}>
                {t(`listing.sorts.${sort as keyof typeof sortChoices}`)}
              </option>
            ))}
          </select>
        </label>

        {withCategories && facets.categories.length > 0 && (
          <fieldset className={styles.group}>
            <legend>{t('listing.category')}</legend>
            {radio('category', '', choices.category === undefined, t('listing.allCategories'), undefined)}
            {facets.categories.map((category) =>
              radio('category', String(category.id), choices.category === category.id, category.label[locale], category.count),
            )}
          </fieldset>
        )}

        <fieldset className={styles.group}>
          <legend>{t('listing.price')}</legend>
          {radio('price', '', choices.price === undefined, t('listing.anyPrice'), undefined)}
          {facets.price_ranges.map((range) => {
            const word = priceRangeWord(range);
            const label =
              range.max === null
                ? t('listing.priceFrom', { min: range.min / 100 })
                : range.min === 0
                  ? t('listing.priceUnder', { max: (range.max + 1) / 100 })
                  : t('listing.priceBetween', { min: range.min / 100, max: (range.max + 1) / 100 });
            return radio('price', word, choices.price === word, label, range.count);
          })}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('listing.availability')}</legend>
          <label className={styles.choice}>
            <input type="checkbox" name="in-stock" value="1" defaultChecked={choices.inStock} />
            <span>{t('listing.inStock')}</span>
            <span className={styles.count}>({facets.in_stock})</span>
          </label>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('listing.alcohol')}</legend>
          {radio('alcohol', '', choices.alcohol === undefined, t('listing.alcoholAny'), undefined)}
          {radio('alcohol', 'without', choices.alcohol === 'without', t('listing.alcoholWithout'), facets.alcohol.without)}
          {radio('alcohol', 'with', choices.alcohol === 'with', t('listing.alcoholWith'), facets.alcohol.with)}
        </fieldset>

        {/* Hidden, not taken away, once a choice is enough: the page keeps what the server drew. */}
        <button type="submit" className={`button-primary ${styles.apply}`} hidden={live}>
          {t('listing.apply')}
        </button>
      </form>
    </details>
  );
}
