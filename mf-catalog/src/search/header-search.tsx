// The catalogue's fragment of the shop's header, exposed to the shell (which keeps it a place on every page):
// changes to the search box ship with this app alone.
import { exposedFragment } from '@lemon/kit';
import { $locale, Link, localizedPath, registerTranslations, useUnit, useTranslation } from '@lemon/shared';
import { loadCatalogTexts } from '../i18n/load';
import { SearchBox } from './search-box';
import styles from './header-search.module.css';

registerTranslations('catalog', loadCatalogTexts);

/**
 * On a computer, the search box itself; on a phone, where the header has room for icons only, a magnifier that
 * opens the results page, whose box is ready for the thumb (focused, the keyboard up) and suggests the same.
 */
function HeaderSearchBox() {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  return (
    <div className={styles.place}>
      <Link to={localizedPath(locale, 'search')} className={styles.phoneLink} aria-label={t('search.title')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
      <SearchBox className={styles.box} name={t('search.label')} />
    </div>
  );
}

export const HeaderSearch = exposedFragment(HeaderSearchBox);
