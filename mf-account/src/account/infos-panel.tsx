import type { User } from '@lemon/shared';
import { useUnit, useTranslation } from '@lemon/shared';
import { PasswordForm } from '../password/password-form';
import { ProfileForm } from '../profile/profile-form';
import { SecondFactorSection } from '../second-factor/second-factor-section';
import { logOutClicked } from './account.model';
import styles from './account-page.module.css';

/** The "infos" tab: the profile, the password, the staff's two-step verification, and logging out. */
export function InfosPanel({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const logOut = useUnit(logOutClicked);
  return (
    <div className={styles.infos}>
      <ProfileForm user={user} />
      <PasswordForm />
      {user.staff_role && <SecondFactorSection user={user} />}
      <div>
        <button type="button" className={styles.logOut} onClick={() => logOut()}>
          {t('actions.logOut')}
        </button>
      </div>
    </div>
  );
}
