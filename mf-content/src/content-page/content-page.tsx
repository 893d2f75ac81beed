import { formatDayWithYear, Page } from '@lemon/kit';
import { $locale, useUnit } from '@lemon/shared';
import { ContentBlocks, ParagraphText } from './content-blocks';
import type { PageTextsByLocale } from './content-texts';
import styles from './content-page.module.css';
import { contentPageTexts } from './content-page-texts';
import { TableOfContents } from './table-of-contents';

/**
 * A page of words (about, legal notice, terms of sale) in the page's language: the h1, an intro, the date it
 * was last updated and a table of contents when asked, then one heading-led `<section id>` per section.
 */
export function ContentPage({
  texts,
  updatedOn,
  withContents = false,
}: {
  texts: PageTextsByLocale;
  /** The day the texts last changed, "2026-11-23". */
  updatedOn?: string;
  withContents?: boolean;
}) {
  const locale = useUnit($locale);
  const { title, description, intro, sections } = texts[locale];
  const common = contentPageTexts[locale];
  const entries = Object.entries(sections).map(([id, section]) => ({ id, ...section }));

  return (
    <Page title={title} description={description}>
      <div className={styles.prose}>
        {intro && (
          <p className={styles.intro}>
            <ParagraphText paragraph={intro} />
          </p>
        )}
        {updatedOn && (
          <p className={styles.updated}>
            {common.updated} <time dateTime={updatedOn}>{formatDayWithYear(updatedOn, locale)}</time>
          </p>
        )}
        {withContents && <TableOfContents label={common.contents} entries={entries} />}
        {entries.map(({ id, heading, blocks }) => (
          <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>{heading}</h2>
            <ContentBlocks blocks={blocks} />
          </section>
        ))}
      </div>
    </Page>
  );
}
