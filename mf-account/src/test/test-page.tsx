import { $locale, $user, Link, localeNames, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { formatWrittenMoment, LoadingState, Page } from '@lemon/kit';
import { useEffect } from 'react';
import { deviceName } from '../sessions/session-words';
import { sessionList } from '../sessions/sessions.model';
import styles from './test-page.module.css';

/**
 * `test`: the spec's page for a logged-in shopper, made a harmless check of the login: who is logged in, in which
 * language the page and the e-mails are, and this device's session. It shows and changes nothing else.
 */
export function TestPage() {
  const { t } = useTranslation('account');
  const [user, locale, sessions, openSessions] = useUnit([$user, $locale, sessionList.$state, sessionList.opened]);
  useEffect(() => openSessions(), [openSessions]);
  const thisSession = sessions.status === 'ready' ? sessions.data.find((session) => session.current) : undefined;

  return (
    <Page title={t('test.title')} description={t('test.description')}>
      <p className={styles.intro}>{t('test.intro')}</p>
      {!user ? (
        <LoadingState />
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{t('test.loggedInAs')}</dt>
            <dd>
              {user.first_name} {user.last_name} ({user.email})
            </dd>
          </div>
          <div>
            <dt>{t('test.pageLanguage')}</dt>
            <dd lang={locale}>{localeNames[locale]}</dd>
          </div>
          <div>
            <dt>{t('test.mailLanguage')}</dt>
            <dd lang={user.locale}>{localeNames[user.locale]}</dd>
          </div>
          <div>
            <dt>{t('test.thisSession')}</dt>
            <dd>
              {thisSession
                ? t('test.session', { device: deviceName(thisSession, t), moment: formatWrittenMoment(thisSession.signed_in_at, locale) })
                : sessions.status === 'loading'
                  ? t('test.sessionLoading')
                  : t('sessions.loadFailed')}
            </dd>
          </div>
        </dl>
      )}
      <p>
        {/* The account page's devices tab, by its address (a page does not import another page). */}
        <Link to={`${localizedPath(locale, 'account')}?tab=sessions`}>{t('test.seeDevices')}</Link>
      </p>
    </Page>
  );
}
