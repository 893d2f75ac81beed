import styles from './content-page.module.css';

/** The page's sections as in-page links, in reading order. */
export function TableOfContents({ label, entries }: { label: string; entries: readonly { id: string; heading: string }[] }) {
  return (
    <nav className={styles.contents} aria-labelledby="contents-label">
      <p id="contents-label" className={styles.contentsLabel}>
        {label}
      </p>
      <ol>
        {entries.map(({ id, heading }) => (
          <li key={id}>
            <a href={`#${id}`}>{heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
