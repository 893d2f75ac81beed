import { $locale, useUnit, useTranslation } from '@lemon/shared';
import { teamRoles, type TeamResponse } from '@lemon/staff-contract';
import { AdminPage } from '../ui/admin-page';
import { QueryState } from '../ui/query-state';
import { InviteForm } from './invite-form';
import { MemberCard } from './member-card';
import { useTeam } from './team-calls';
import styles from './team.module.css';

/** The owner's team page: who may open the back office, with what role; invite, change a role, remove. */
export function TeamPage() {
  const { t } = useTranslation('admin');
  const team = useTeam();
  return (
    <AdminPage title={t('team.title')} description={t('team.description')}>
      <QueryState query={team}>
        {({ data, meta }) => (
          <>
            <RolesSaid duties={meta.duties} />
            <ul className={styles.members} aria-label={t('team.members')}>
              {data.map((member) => (
                <MemberCard key={member.id} member={member} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <InviteForm />
    </AdminPage>
  );
}

/** What each role may do, as the API's own table says. */
function RolesSaid({ duties }: { duties: TeamResponse['meta']['duties'] }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <ul className={styles.roles}>
      {teamRoles.map((role) => (
        <li key={role}>
          {t('team.mayDo', {
            role: t(`team.roles.${role}`),
            duties: list.format(duties[role].map((duty) => t(`team.duties.${duty}`))),
          })}
        </li>
      ))}
    </ul>
  );
}
