import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { usePageMeta } from '@lemon/kit';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const locale = useUnit($locale);
  usePageMeta({ title: t('notFound.title') });
  return (
    <section className="page" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={localizedPath(locale, 'home')}>{t('notFound.backHome')}</Link>
    </section>
  );
}
