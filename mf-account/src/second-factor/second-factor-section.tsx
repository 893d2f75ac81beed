import { $locale, localizedPath, type User, useUnit, useTranslation } from '@lemon/shared';
import { secondFactorConfirmPayloadSchema } from '@lemon/account-contract';
import { FormFooter, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { useEffect, useId, useState } from 'react';
import { FormFrame } from '../forms/form-parts';
import {
  $codesRenewed,
  $enrolment,
  $enrolmentFailed,
  $recoveryCodes,
  confirmEnrolmentFx,
  enrolmentStarted,
  recoveryCodesKept,
  renewRecoveryCodesFx,
  resetSecondFactorFx,
  secondFactorLeft,
} from './second-factor.model';
import { useCopy } from './use-copy';
import { downloadText, printOnly } from './keep-codes';
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
        <RecoveryCodes codes={recoveryCodes} user={user} />
      ) : user.second_factor_enrolled ? (
        <>
          <p>{t('secondFactor.on')}</p>
          <div className={styles.choices}>
            <RenewForm />
            <ResetForm />
          </div>
          <p>{t('secondFactor.lostPhone')}</p>
        </>
      ) : enrolment ? (
        <EnrolmentForm qrCode={enrolment.qr_code} secret={enrolment.secret} otpauthUri={enrolment.otpauth_uri} />
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

/**
 * The secret to add to the app: on this phone, a link that opens the app with it (no 32 letters to type); from
 * another device, the QR code; or the key, copied or typed. Then the code the app shows.
 */
function EnrolmentForm({ qrCode, secret, otpauthUri }: { qrCode: string; secret: string; otpauthUri: string }) {
  const { t } = useTranslation('account');
  const confirm = useUnit(confirmEnrolmentFx);
  const form = useContractForm(secondFactorConfirmPayloadSchema, { code: '' });
  const { submit, status } = useFormCall(form, confirm);
  const copy = useCopy();
  return (
    <FormFrame onSubmit={submit} aria-labelledby="second-factor-title">
      <p>{t('secondFactor.onThisPhone')}</p>
      <a className={`button-primary ${styles.openApp}`} href={otpauthUri}>
        {t('secondFactor.openApp')}
      </a>
      <p>{t('secondFactor.onAnotherDevice')}</p>
      <img src={qrCode} alt={t('secondFactor.qrCode')} width={200} height={200} className={styles.qrCode} />
      <p id="second-factor-key">{t('secondFactor.typeInstead')}</p>
      <p className={styles.secret} aria-labelledby="second-factor-key">
        {secret.match(/.{1,4}/g)!.join(' ')}
      </p>
      <p className={styles.copyLine}>
        <button type="button" className="button-secondary" onClick={() => copy.write(secret)}>
          {t('secondFactor.copyKey')}
        </button>
        <span role="status">{copy.said}</span>
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

/** New recovery codes, for the password (the old ones lost or used up). */
function RenewForm() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const renew = useUnit(renewRecoveryCodesFx);
  const form = useContractForm(secondFactorResetSchema, { password: '' });
  const { submit, status } = useFormCall(form, renew);
  if (!open)
    return (
      <button type="button" className="button-secondary" onClick={() => setOpen(true)}>
        {t('secondFactor.renew')}
      </button>
    );
  return (
    <FormFrame onSubmit={submit} aria-labelledby="second-factor-title">
      <p>{t('secondFactor.renewIntro')}</p>
      <TextField form={form} name="password" type="password" label={t('secondFactor.password')} autoComplete="current-password" />
      <FormFooter form={form} status={status} submitLabel={t('secondFactor.renewConfirm')}>
        <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
          {t('secondFactor.keep')}
        </button>
      </FormFooter>
    </FormFrame>
  );
}

/**
 * The recovery codes, shown this once: to copy, download or print, then "I have kept them" before going on (to the
 * back office, for whom it is the next step).
 */
function RecoveryCodes({ codes, user }: { codes: string[]; user: User }) {
  const { t } = useTranslation('account');
  const [locale, renewed, kept] = useUnit([$locale, $codesRenewed, recoveryCodesKept]);
  const copy = useCopy();
  const [sure, setSure] = useState(false);
  const keptId = useId();
  const codesText = [t('secondFactor.codesFileTitle', { email: user.email }), '', ...codes].join('\n');
  return (
    <div role="status" className={styles.codesBlock} data-print-only>
      <p>{renewed ? t('secondFactor.renewDone') : t('secondFactor.done')}</p>
      <p>{t('secondFactor.recoveryIntro')}</p>
      <ul className={styles.recoveryCodes} aria-label={t('secondFactor.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className={styles.copyLine} data-print-hidden>
        <button type="button" className="button-secondary" onClick={() => copy.write(codesText)}>
          {t('secondFactor.copyCodes')}
        </button>
        <button type="button" className="button-secondary" onClick={() => downloadText(t('secondFactor.codesFileName'), codesText)}>
          {t('secondFactor.downloadCodes')}
        </button>
        <button type="button" className="button-secondary" onClick={printOnly}>
          {t('secondFactor.printCodes')}
        </button>
        <span>{copy.said}</span>
      </p>
      <p className={styles.kept} data-print-hidden>
        <input id={keptId} type="checkbox" checked={sure} onChange={(event) => setSure(event.target.checked)} />
        <label htmlFor={keptId}>{t('secondFactor.kept')}</label>
      </p>
      {sure && (
        <p data-print-hidden>
          {user.staff_role ? (
            <a className="button-primary" href={localizedPath(locale, 'adminToday')}>
              {t('secondFactor.toBackOffice')}
            </a>
          ) : (
            <button type="button" className="button-primary" onClick={() => kept()}>
              {t('secondFactor.finished')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
