import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styles from './search-form.module.css';

interface SearchFormProps {
  /** What is searched ("Rechercher un article"), shown above the box. */
  label: string;
  /** The button's word ("Rechercher"). */
  action: string;
  /** The words searched now (the address's). */
  initial: string;
  onSearch: (words: string) => void;
  /** Inside another form (a recipe's): a box and a button, where Enter searches rather than sends that form. */
  nested?: boolean;
}

/** A list's search box and its button, side by side even on a phone; the words are sent trimmed. */
export function SearchForm({ label, action, initial, onSearch, nested = false }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const id = useId();
  const search = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const fields = (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={nested ? (event) => event.key === 'Enter' && search(event) : undefined}
      />
      <button type={nested ? 'button' : 'submit'} className="button-primary" onClick={nested ? search : undefined}>
        {action}
      </button>
    </>
  );
  return nested ? (
    <div role="search" className={styles.search}>
      {fields}
    </div>
  ) : (
    <form role="search" className={styles.search} onSubmit={search}>
      {fields}
    </form>
  );
}
