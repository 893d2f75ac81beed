import { useId, useState, type FormEvent } from 'react';
import styles from './search-form.module.css';

interface SearchFormProps {
  /** What is searched ("Rechercher un article"), shown above the box. */
  label: string;
  /** The button's word ("Rechercher"). */
  action: string;
  /** The words searched now (the address's). */
  initial: string;
  onSearch: (words: string) => void;
}

/** A list's search box and its button, side by side even on a phone; the words are sent trimmed. */
export function SearchForm({ label, action, initial, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="button-primary">
        {action}
      </button>
    </form>
  );
}
