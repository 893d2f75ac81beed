import { Link, localizedPath, type Locale } from '@lemon/shared';
import type { Category } from '@lemon/catalog-contract';

/** A link to a category's page, named and addressed in the page's language. */
export function CategoryLink({ category, locale }: { category: Pick<Category, 'label' | 'slug'>; locale: Locale }) {
  return <Link to={localizedPath(locale, 'category', { slug: category.slug[locale] })}>{category.label[locale]}</Link>;
}
