import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { Page } from '@lemon/kit';

/** An unknown product or category: said plainly, with the way back. */
export function CatalogNotFound({ what }: { what: 'product' | 'category' }) {
  const { t } = useTranslation('catalog');
  const locale = useUnit($locale);
  return (
    <Page title={t(`notFound.${what}`)}>
      <p data-testid="catalog-not-found">{t('notFound.text')}</p>
      <Link to={localizedPath(locale, 'home')}>{t('notFound.backHome')}</Link>
    </Page>
  );
}

/** The catalogue could not be reached: say so, and offer to try again. */
export function CatalogUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="page" role="alert">
      <p>{t('unavailable.text')}</p>
      <button type="button" className="button-primary" onClick={onRetry}>
        {t('unavailable.retry')}
      </button>
    </div>
  );
}
