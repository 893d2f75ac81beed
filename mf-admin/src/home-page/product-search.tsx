import type { ProductPick } from '@lemon/staff-contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@lemon/shared';
import { QueryState } from '../ui/query-state';
import { useProductSearch } from './home-page-calls';
import { ProductLine } from './product-pick';
import styles from './home-page.module.css';

/**
 * Finds a product by its name in any language, to pick one. `unavailable` says why a product cannot be picked
 * (already in the list), or nothing.
 */
export function ProductSearch({
  title,
  onPick,
  onClose,
  unavailable = () => undefined,
  busy = false,
}: {
  title: string;
  onPick: (product: ProductPick) => void;
  onClose: () => void;
  unavailable?: (product: ProductPick) => string | undefined;
  busy?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  const found = useProductSearch(words);
  const inputId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setWords(typed.trim());
  };
  return (
    <div className={styles.search} role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <form role="search" className={styles.searchForm} onSubmit={search}>
        <label htmlFor={inputId}>{t('homePage.search.label')}</label>
        <input ref={input} id={inputId} type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button-primary">
          {t('homePage.search.action')}
        </button>
      </form>
      {words !== '' && (
        <QueryState query={found}>
          {(products) =>
            products.length === 0 ? (
              <p>{t('homePage.search.empty', { words })}</p>
            ) : (
              <ul className={styles.results} aria-label={t('homePage.search.results')}>
                {products.map((product) => {
                  const why = unavailable(product);
                  return (
                    <li key={product.id}>
                      <button type="button" className={styles.result} disabled={busy || why !== undefined} onClick={() => onPick(product)}>
                        <ProductLine product={product}>{why && <span className={styles.note}>{why}</span>}</ProductLine>
                        {why === undefined && <span className={styles.pickWord}>{t('homePage.search.pick')}</span>}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryState>
      )}
      <button type="button" className="button-secondary" onClick={onClose}>
        {t('homePage.search.close')}
      </button>
    </div>
  );
}
