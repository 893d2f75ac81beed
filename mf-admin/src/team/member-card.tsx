import { callFailureText } from '@lemon/kit';
import { $locale, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import { teamRoles, type TeamMember, type TeamRole } from '@lemon/staff-contract';
import { useId, useState } from 'react';
import { formatDatedMoment } from '@lemon/shop-format';
import { QuestionDialog } from '../ui/question-dialog';
import { useChangeRole, useRemoveMember, useResendInvitation, useResetSecondFactor } from './team-calls';
import styles from './team.module.css';

/** One member: name and address, role (changed on the spot), second factor, last sign-in, and what to do. */
export function MemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const showToast = useUnit(showToastFx);
  const id = useId();
  const [asking, setAsking] = useState<'remove' | 'reset'>();
  const changeRole = useChangeRole();
  const resend = useResendInvitation();
  const remove = useRemoveMember();
  const reset = useResetSecondFactor();
  const name = `${member.first_name} ${member.last_name}`;
  const failed = (error: unknown) => void showToast({ kind: 'error', message: callFailureText(error) });

  const onRole = (role: TeamRole) =>
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () => void showToast({ kind: 'success', message: t('team.roleChanged', { name, role: t(`team.roles.${role}`) }) }),
        onError: failed,
      },
    );

  return (
    <li className={styles.member} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className={styles.name}>
        {name}
        {member.is_you && <span className={styles.you}> ({t('team.you')})</span>}
      </h2>
      <p className={styles.email}>{member.email}</p>
      <p>
        <label htmlFor={`${id}-role`}>{t('team.roleLabel')}</label>{' '}
        <select
          id={`${id}-role`}
          className={styles.role}
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(event) => onRole(event.target.value as TeamRole)}
        >
          {teamRoles.map((role) => (
            <option key={role} value={role}>
              {t(`team.roles.${role}`)}
            </option>
          ))}
        </select>
      </p>
      <p className={member.second_factor_enrolled ? styles.ok : styles.warning}>
        {t(member.second_factor_enrolled ? 'team.secondFactorOn' : 'team.secondFactorOff')}
      </p>
      <p>
        {member.last_signed_in_at
          ? t('team.lastSignIn', { moment: formatDatedMoment(member.last_signed_in_at, locale) })
          : t('team.neverSignedIn', { moment: formatDatedMoment(member.invited_at, locale) })}
      </p>
      <div className={styles.actions}>
        {member.last_signed_in_at === null && (
          <button
            type="button"
            className="button-secondary"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(member.id, {
                onSuccess: () => void showToast({ kind: 'success', message: t('team.resent', { email: member.email }) }),
                onError: failed,
              })
            }
          >
            {t('team.resend')}
          </button>
        )}
        {!member.is_you && member.second_factor_enrolled && (
          <button type="button" className="button-secondary" onClick={() => setAsking('reset')}>
            {t('team.resetApp', { name })}
          </button>
        )}
        {!member.is_you && (
          <button type="button" className="button-secondary" onClick={() => setAsking('remove')}>
            {t('team.remove', { name })}
          </button>
        )}
      </div>
      <QuestionDialog
        open={asking === 'reset'}
        onClose={() => setAsking(undefined)}
        title={t('team.resetTitle', { name })}
        failure={reset.error ? callFailureText(reset.error) : undefined}
        actions={
          <>
            <button
              type="button"
              className="button-primary"
              disabled={reset.isPending}
              onClick={() =>
                reset.mutate(member.id, {
                  onSuccess: () => {
                    setAsking(undefined);
                    void showToast({ kind: 'success', message: t('team.resetDone', { name }) });
                  },
                })
              }
            >
              {t('team.resetConfirm')}
            </button>
            <button type="button" className="button-secondary" onClick={() => setAsking(undefined)}>
              {t('team.removeKeep')}
            </button>
          </>
        }
      >
        <p>{t('team.resetText')}</p>
      </QuestionDialog>
      <QuestionDialog
        open={asking === 'remove'}
        onClose={() => setAsking(undefined)}
        title={t('team.removeTitle', { name })}
        failure={remove.error ? callFailureText(remove.error) : undefined}
        actions={
          <>
            <button
              type="button"
              className="button-primary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(member.id, {
                  onSuccess: () => {
                    setAsking(undefined);
                    void showToast({ kind: 'success', message: t('team.removed', { name }) });
                  },
                })
              }
            >
              {t('team.removeConfirm')}
            </button>
            <button type="button" className="button-secondary" onClick={() => setAsking(undefined)}>
              {t('team.removeKeep')}
            </button>
          </>
        }
      >
        <p>{t('team.removeText', { name })}</p>
      </QuestionDialog>
    </li>
  );
}
