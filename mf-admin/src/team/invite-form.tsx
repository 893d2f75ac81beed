import { FormFooter, SelectField, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { $locale, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import { teamInvitationPayloadSchema, teamRoles, type TeamMember } from '@lemon/staff-contract';
import { useId } from 'react';
import { useLeaveGuard } from '../ui/leave-guard';
import { useInvite } from './team-calls';
import styles from './team.module.css';

const empty = { email: '', first_name: '', last_name: '', role: 'staff' as const };

/** Invites someone: their name, their address, their role; the mail goes in the page's language. */
export function InviteForm() {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const showToast = useUnit(showToastFx);
  const titleId = useId();
  const form = useContractForm(teamInvitationPayloadSchema, { ...empty, locale });
  const invite = useInvite();
  const sent = (member: TeamMember) => {
    void showToast({ kind: 'success', message: t('team.invite.sent', { email: member.email }) });
    form.reset({ ...empty, locale });
  };
  const { submit, status } = useFormCall(form, (payload) => invite.mutateAsync(payload), sent);
  useLeaveGuard(form.formState.isDirty && !status.sending, t('unsaved.leave'));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId} className={styles.invite}>
      <h2 id={titleId}>{t('team.invite.title')}</h2>
      <p>{t('team.invite.intro')}</p>
      <TextField form={form} name="first_name" label={t('team.invite.firstName')} autoComplete="off" />
      <TextField form={form} name="last_name" label={t('team.invite.lastName')} autoComplete="off" />
      <TextField form={form} name="email" label={t('team.invite.email')} type="email" autoComplete="off" inputMode="email" />
      <SelectField
        form={form}
        name="role"
        label={t('team.invite.role')}
        options={teamRoles.map((role) => ({ value: role, label: t(`team.roles.${role}`) }))}
      />
      <FormFooter form={form} status={status} submitLabel={t('team.invite.submit')} />
    </form>
  );
}
