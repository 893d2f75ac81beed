import { secondFactorConfirmPayloadSchema, type User } from '@lemon/shared';
import { FormFooter, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../forms/form-parts';
import {
  $enrolment,
  $enrolmentFailed,
  $recoveryCodes,
  confirmEnrolmentFx,
  enrolmentStarted,
  resetSecondFactorFx,
  secondFactorLeft,
} from './second-factor.model';
import { secondFactorResetSchema } from './second-factor.api';
import styles from './second-factor.module.css';

/** Staff only: two-step verification, set up here once; the staff's work needs it. */
export function SecondFactorSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [enrolment, recoveryCodes, failed, start, left] = useUnit([
    $enrolment,
    $recoveryCodes,
    $enrolmentFailed,
    enrolmentStarted,
    secondFactorLeft,
  ]);
  useEffect(() => () => left(), [left]);

  return (
    <section aria-labelledby="second-factor-title" className={styles.section}>
      <h2 id="second-factor-title">{t('secondFactor.title')}</h2>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : user.second_factor_enrolled ? (
        <>
          <p>{t('secondFactor.on')}</p>
          <ResetForm />
        </>
      ) : enrolment ? (
        <EnrolmentForm qrCode={enrolment.qr_code} secret={enrolment.secret} />
      ) : (
        <>
          <p>{t('secondFactor.intro')}</p>
          {failed && <p role="alert">{t('secondFactor.startFailed')}</p>}
          <button type="button" className="button-primary" onClick={() => start()}>
            {t('secondFactor.start')}
          </button>
        </>
      )}
    </section>
  );
}

/** The secret to add to the app (scanned, or typed), and the code the app then shows. */
function EnrolmentForm({ qrCode, secret }: { qrCode: string; secret: string }) {
  const { t } = useTranslation('account');
  const confirm = useUnit(confirmEnrolmentFx);
  const form = useContractForm(secondFactorConfirmPayloadSchema, { code: '' });
  const { submit, status } = useFormCall(form, confirm);
  return (
    <FormFrame onSubmit={submit} aria-labelledby="second-factor-title">
      <p>{t('secondFactor.scan')}</p>
      <img src={qrCode} alt={t('secondFactor.qrCode')} width={200} height={200} className={styles.qrCode} />
      <p id="second-factor-key">{t('secondFactor.typeInstead')}</p>
      <p className={styles.secret} aria-labelledby="second-factor-key">
        {secret.match(/.{1,4}/g)!.join(' ')}
      </p>
      <TextField
        form={form}
        name="code"
        label={t('secondFactor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
      />
      <FormFooter form={form} status={status} submitLabel={t('secondFactor.confirm')} />
    </FormFrame>
  );
}

/** A phone lost or changed: the password, and the app is forgotten, to be set up again on the new phone. */
function ResetForm() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const reset = useUnit(resetSecondFactorFx);
  const form = useContractForm(secondFactorResetSchema, { password: '' });
  const { submit, status } = useFormCall(form, reset);
  if (!open)
    return (
      <button type="button" className="button-secondary" onClick={() => setOpen(true)}>
        {t('secondFactor.replace')}
      </button>
    );
  return (
    <FormFrame onSubmit={submit} aria-labelledby="second-factor-title">
      <p>{t('secondFactor.replaceIntro')}</p>
      <TextField form={form} name="password" type="password" label={t('secondFactor.password')} autoComplete="current-password" />
      <FormFooter form={form} status={status} submitLabel={t('secondFactor.replaceConfirm')}>
        <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
          {t('secondFactor.keep')}
        </button>
      </FormFooter>
    </FormFrame>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account');
  return (
    <div role="status">
      <p>{t('secondFactor.done')}</p>
      <p>{t('secondFactor.recoveryIntro')}</p>
      <ul className={styles.recoveryCodes} aria-label={t('secondFactor.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
