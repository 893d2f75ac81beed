import { $locale, Link, localizedPath, type CategoryLink, useUnit, useTranslation } from '@lemon/shared';
import type { CategoryPlace } from '@lemon/catalog-contract';
import styles from './category-place.module.css';

const categoryPath = (locale: Parameters<typeof localizedPath>[0], category: CategoryLink) =>
  localizedPath(locale, 'category', { slug: category.slug[locale] });

/** Where the category sits: the home page, the category it is inside if any, then itself. */
export function CategoryBreadcrumb({ category }: { category: CategoryPlace }) {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  return (
    <nav className={styles.breadcrumb} aria-label={t('category.breadcrumb')}>
      <ol>
        <li>
          <Link to={localizedPath(locale, 'home')}>{t('category.home')}</Link>
        </li>
        {category.parent && (
          <li>
            <Link to={categoryPath(locale, category.parent)}>{category.parent.label[locale]}</Link>
          </li>
        )}
        <li aria-current="page">{category.label[locale]}</li>
      </ol>
    </nav>
  );
}

/** The categories this one holds, as links above its products. */
export function SubCategories({ category }: { category: CategoryPlace }) {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  if (category.sub_categories.length === 0) return null;
  return (
    <nav className={styles.subCategories} aria-label={t('category.subCategories')}>
      <ul>
        {category.sub_categories.map((sub) => (
          <li key={sub.id}>
            <Link to={categoryPath(locale, sub)}>{sub.label[locale]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
