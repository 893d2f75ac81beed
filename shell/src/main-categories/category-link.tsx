import { Link, localizedPath, type Category, type Locale } from '@lemon/shared';

/** A link to a category's page, named and addressed in the page's language. */
export function CategoryLink({ category, locale }: { category: Pick<Category, 'label' | 'slug'>; locale: Locale }) {
  return <Link to={localizedPath(locale, 'category', { slug: category.slug[locale] })}>{category.label[locale]}</Link>;
}
