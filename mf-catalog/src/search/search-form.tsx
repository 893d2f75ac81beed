import { $locale, localizedPath, useNavigate, useUnit, useTranslation } from '@lemon/shared';
import { useId, useState, type FormEvent } from 'react';
import styles from './search-page.module.css';

/**
 * The search page's own box: the words searched, to change or to type (the page asks for them when it has none).
 * A form sent to the page itself, scripts or not; with them, the page is opened without loading the shop again.
 */
export function SearchForm({ words }: { words: string }) {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  const navigate = useNavigate();
  const [typed, setTyped] = useState(words);
  const id = useId();
  const action = localizedPath(locale, 'search');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = typed.trim();
    if (query !== '') navigate(`${action}?${new URLSearchParams({ q: query }).toString()}`);
  };
  return (
    <form role="search" method="get" action={action} className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoFocus={words === ''}
      />
      <button type="submit" className="button-primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
