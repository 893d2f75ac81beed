import { LoadingState, Page } from '@lemon/kit';
import { useEffect } from 'react';
import { $locale, localizedPath, useParams, useUnit, useTranslation } from '@lemon/shared';
import { LogInLink } from '../outcome/log-in-link';
import { OutcomeMessage } from '../outcome/outcome-message';
import { RetryMessage } from '../outcome/retry-message';
import { ResendLinkForm } from './resend-link-form';
import { $verification, verificationRetried, verifyEmailPageOpened } from './verify-email.model';

/**
 * What came of the link, and the next step: back to delivery (logged in by a checkout's link), log in (and then
 * back to delivery, for a checkout's link followed again or late), or ask for a new link.
 */
function VerificationOutcome() {
  const { t } = useTranslation('account');
  const [verification, retry, locale] = useUnit([$verification, verificationRetried, $locale]);
  switch (verification.status) {
    case 'checking':
      return <LoadingState />;
    case 'signed_in':
      return (
        <OutcomeMessage tone="success">
          <p>{t('verifyEmail.signedIn')}</p>
        </OutcomeMessage>
      );
    case 'verified':
    case 'already_verified':
      return (
        <OutcomeMessage tone="success">
          <p>{t(verification.status === 'verified' ? 'verifyEmail.verified' : 'verifyEmail.alreadyVerified')}</p>
          {verification.toDelivery ? (
            <LogInLink next={localizedPath(locale, 'delivery')}>{t('verifyEmail.logInToContinue')}</LogInLink>
          ) : (
            <LogInLink>{t('actions.logIn')}</LogInLink>
          )}
        </OutcomeMessage>
      );
    case 'invalid_token':
    case 'expired_token':
      return (
        <>
          <OutcomeMessage tone="problem">
            <p>{t(verification.status === 'expired_token' ? 'verifyEmail.expired' : 'verifyEmail.invalid')}</p>
          </OutcomeMessage>
          <ResendLinkForm />
        </>
      );
    case 'too_many_attempts':
      return <RetryMessage text={t('common:errors.tooManyAttempts')} onRetry={retry} />;
    case 'failed':
      return <RetryMessage text={t('verifyEmail.failed')} onRetry={retry} />;
  }
}

/** `/verify-email/{userId}/{token}`, the link of the verification e-mail, in the visitor's guessed language. */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const { userId = '', token = '' } = useParams();
  const opened = useUnit(verifyEmailPageOpened);
  useEffect(() => {
    opened({ userId, token });
  }, [opened, userId, token]);

  return (
    <Page title={t('verifyEmail.title')} description={t('verifyEmail.description')}>
      <VerificationOutcome />
    </Page>
  );
}
