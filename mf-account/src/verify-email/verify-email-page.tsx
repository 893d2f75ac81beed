import { LoadingState, Page } from '@lemon/kit';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@lemon/shared';
import { LogInLink } from '../outcome/log-in-link';
import { OutcomeMessage } from '../outcome/outcome-message';
import { RetryMessage } from '../outcome/retry-message';
import { ResendLinkForm } from './resend-link-form';
import { $verification, verificationRetried, verifyEmailPageOpened } from './verify-email.model';

/** What came of the link, and the next step: log in, or ask for a new link. */
function VerificationOutcome() {
  const { t } = useTranslation('account');
  const [verification, retry] = useUnit([$verification, verificationRetried]);
  switch (verification.status) {
    case 'checking':
      return <LoadingState />;
    case 'verified':
    case 'already_verified':
      return (
        <OutcomeMessage tone="success">
          <p>{t(verification.status === 'verified' ? 'verifyEmail.verified' : 'verifyEmail.alreadyVerified')}</p>
          <LogInLink>{t('actions.logIn')}</LogInLink>
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
