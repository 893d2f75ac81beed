import { locales, type Locale, useTranslation } from '@lemon/shared';
import type { ReactNode } from 'react';
import styles from './language-columns.module.css';

/**
 * A record's texts in the shop's three languages: side by side on a computer, so a translation is written
 * beside its French; one under the other on a phone. `children` draws one language's fields.
 */
export function LanguageColumns({ children }: { children: (locale: Locale) => ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.columns}>
      {locales.map((locale) => (
        <fieldset key={locale} className={styles.column} lang={locale}>
          <legend>{t(`languages.${locale}`)}</legend>
          {children(locale)}
        </fieldset>
      ))}
    </div>
  );
}
