import { $locale, Link, localizedPath, matchRoute, useLocation, useUnit, useTranslation } from '@lemon/shared';
import { cataloguePages } from './catalogue-pages';
import styles from './catalogue-tabs.module.css';

/** The catalogue's own tabs, above each of its pages: products, categories, recipes, the home page, the search's synonyms. */
export function CatalogueTabs() {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const route = matchRoute(useLocation().pathname)?.name;
  const current = route === 'adminProduct' ? 'adminProducts' : route;
  return (
    <nav className={styles.tabs} aria-label={t('catalogue.tabs')}>
      <ul>
        {cataloguePages.map((page) => (
          <li key={page.route}>
            <Link to={localizedPath(locale, page.route)} className={styles.tab} aria-current={page.route === current ? 'page' : undefined}>
              {t(`${page.texts}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
