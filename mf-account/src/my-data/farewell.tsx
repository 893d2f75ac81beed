import { $locale, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { OutcomeMessage } from '../outcome/outcome-message';

/** What the account page shows once the account is erased: the session is gone, the shop says goodbye. */
export function Farewell({ cancelled }: { cancelled: string[] }) {
  const { t } = useTranslation('account');
  const locale = useUnit($locale);
  return (
    <OutcomeMessage tone="success">
      <h2>{t('myData.farewell.title')}</h2>
      <p>{t('myData.farewell.body')}</p>
      {cancelled.length > 0 && <p>{t('myData.farewell.cancelled', { references: cancelled.join(', ') })}</p>}
      {/* A whole new page: nothing of the account stays in this one. */}
      <a href={localizedPath(locale, 'home')}>{t('myData.farewell.home')}</a>
    </OutcomeMessage>
  );
}
