import { searchQueryMaxLength, type SearchSuggestions } from '@lemon/catalog-contract';
import { formatPrice, ProductPicture } from '@lemon/kit';
import { $locale, localizedPath, useNavigate, useUnit, useTranslation } from '@lemon/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { recipePath } from '../recipe-link/recipe-link';
import { fetchSuggestions } from './search-suggestions.api';
import styles from './search-box.module.css';

/** Suggestions start at the second letter; a pause this long in typing asks for them. */
const firstSuggestedLength = 2;
const typingPauseMs = 150;

/** A suggestion the shopper may pick: where it leads, and what it says. */
interface Suggestion {
  id: string;
  to: string;
  group: 'products' | 'categories' | 'recipes' | 'all';
}

/**
 * The shop's search box: a form sent to the results page (`/{locale}/recherche?q=`), which works as the server drew
 * it; with the scripts, a combobox (the WAI-ARIA pattern) that suggests from the second letter the products (picture
 * and price), categories and recipes whose names hold what was typed. Arrow keys move through the suggestions, Enter
 * opens the one chosen, or the results; Escape closes them. Its field is the browser's own: what was typed before
 * the scripts took it over stays, and is suggested for at once.
 */
export function SearchBox({
  words = '',
  autoFocus = false,
  className,
  name,
}: {
  words?: string;
  autoFocus?: boolean;
  className?: string;
  /** What the search landmark is called, apart from the page's other one (the header's, the results page's). */
  name: string;
}) {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  const navigate = useNavigate();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const asked = useRef(0);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [shown, setShown] = useState<{ typed: string; suggestions: SearchSuggestions } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const action = localizedPath(locale, 'search');
  const resultsOf = (typed: string) => `${action}?${new URLSearchParams({ q: typed.trim() }).toString()}`;

  const suggestFor = (typed: string) => {
    clearTimeout(pause.current);
    const ask = ++asked.current;
    if (typed.trim().length < firstSuggestedLength) {
      setShown(null);
      return;
    }
    pause.current = setTimeout(() => {
      fetchSuggestions(typed.trim(), locale).then(
        (suggestions) => {
          // Only the answer to what is typed now counts.
          if (ask !== asked.current) return;
          setShown({ typed: typed.trim(), suggestions });
          setActive(-1);
          setOpen(true);
        },
        () => ask === asked.current && setShown(null),
      );
    }, typingPauseMs);
  };
  // Typed before the scripts ran (the shopper reached for the box and went on typing): suggested for at once.
  useEffect(() => {
    const typed = field.current!;
    if (document.activeElement === typed && typed.value.trim().length >= firstSuggestedLength) suggestFor(typed.value);
    return () => clearTimeout(pause.current);
    // Once, as the box goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const suggestions: Suggestion[] = shown
    ? [
        ...shown.suggestions.products.map((product) => ({
          id: `product-${product.id}`,
          to: localizedPath(locale, 'product', { slug: product.slug[locale] }),
          group: 'products' as const,
        })),
        ...shown.suggestions.categories.map((category) => ({
          id: `category-${category.id}`,
          to: localizedPath(locale, 'category', { slug: category.slug[locale] }),
          group: 'categories' as const,
        })),
        ...shown.suggestions.recipes.map((recipe) => ({
          id: `recipe-${recipe.id}`,
          to: recipePath(locale, recipe.id),
          group: 'recipes' as const,
        })),
        ...(shown.suggestions.total_products > 0 ? [{ id: 'all', to: resultsOf(shown.typed), group: 'all' as const }] : []),
      ]
    : [];
  const expanded = open && shown !== null;
  const optionId = (suggestion: Suggestion) => `${id}-${suggestion.id}`;
  const go = (to: string) => {
    setOpen(false);
    field.current?.blur();
    navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const count = suggestions.length;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      go(suggestions[active]!.to);
    }
  };

  const option = (suggestion: Suggestion, content: ReactNode) => {
    const index = suggestions.indexOf(suggestion);
    return (
      <li
        key={suggestion.id}
        id={optionId(suggestion)}
        role="option"
        aria-selected={index === active}
        className={`${styles.option} ${index === active ? styles.active : ''}`}
        // Chosen before the field loses the focus (the list closes with it).
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(suggestion.to)}
      >
        {content}
      </li>
    );
  };
  const group = (name: Suggestion['group'], heading: string) => {
    const inGroup = suggestions.filter((suggestion) => suggestion.group === name);
    if (inGroup.length === 0) return null;
    return (
      <li role="presentation" className={styles.group}>
        <span id={`${id}-${name}`} className={styles.groupName}>
          {heading}
        </span>
        <ul role="group" aria-labelledby={`${id}-${name}`}>
          {inGroup.map((suggestion) => {
            const [kind, key] = suggestion.id.split('-') as [string, string];
            if (kind === 'product') {
              const product = shown!.suggestions.products.find((each) => String(each.id) === key)!;
              return option(
                suggestion,
                <>
                  <ProductPicture variation={product.shown_variation} shownAs={{ sizes: '48px' }} className={styles.picture} />
                  <span className={styles.name}>{product.label[locale]}</span>
                  <span className={styles.price}>{formatPrice(product.shown_variation.price)}</span>
                </>,
              );
            }
            const named =
              kind === 'category'
                ? shown!.suggestions.categories.find((each) => String(each.id) === key)!
                : shown!.suggestions.recipes.find((each) => String(each.id) === key)!;
            return option(suggestion, <span className={styles.name}>{named.label[locale]}</span>);
          })}
        </ul>
      </li>
    );
  };

  const listId = `${id}-suggestions`;
  const all = suggestions.find((suggestion) => suggestion.group === 'all');
  return (
    <form
      role="search"
      aria-label={name}
      method="get"
      action={action}
      className={`${styles.box} ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        const typed = field.current!.value.trim();
        if (typed !== '') go(resultsOf(typed));
      }}
    >
      <label htmlFor={`${id}-field`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={field}
        id={`${id}-field`}
        type="search"
        name="q"
        required
        maxLength={searchQueryMaxLength}
        defaultValue={words}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && suggestions[active] ? optionId(suggestions[active]) : undefined}
        onInput={(event) => suggestFor(event.currentTarget.value)}
        onFocus={() => shown && setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={styles.field}
      />
      <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={styles.list} hidden={!expanded}>
        {shown && suggestions.length === 0 && (
          <li role="presentation" className={styles.none}>
            {t('search.noSuggestion', { words: shown.typed })}
          </li>
        )}
        {group('products', t('search.products'))}
        {group('categories', t('listing.category'))}
        {group('recipes', t('recipes.title'))}
        {all && (
          <li role="presentation" className={styles.group}>
            <ul role="group" aria-label={t('search.allResults', { count: shown!.suggestions.total_products })}>
              {option(all, <span className={styles.all}>{t('search.allResults', { count: shown!.suggestions.total_products })}</span>)}
            </ul>
          </li>
        )}
      </ul>
    </form>
  );
}
