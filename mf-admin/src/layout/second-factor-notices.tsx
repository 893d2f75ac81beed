import { $locale, Link, localizedPath, logOutFx, useUnit, useTranslation } from '@lemon/shared';
import { AdminPage } from '../ui/admin-page';

/** A staff account with no authenticator app yet: the back office opens once it has one. */
export function SetUpSecondFactor() {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  return (
    <AdminPage title={t('setUpSecondFactor.title')}>
      <p>{t('setUpSecondFactor.text')}</p>
      <Link className="button-primary" to={localizedPath(locale, 'account')}>
        {t('setUpSecondFactor.link')}
      </Link>
    </AdminPage>
  );
}

/** A session opened before the app was set up: the next login asks for the code. */
export function LogInWithCode() {
  const { t } = useTranslation('admin');
  const logOut = useUnit(logOutFx);
  return (
    <AdminPage title={t('logInWithCode.title')}>
      <p>{t('logInWithCode.text')}</p>
      <button type="button" className="button-primary" onClick={() => void logOut().finally(() => location.reload())}>
        {t('logInWithCode.action')}
      </button>
    </AdminPage>
  );
}
