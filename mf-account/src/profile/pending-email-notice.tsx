import type { User } from '@lemon/shared';
import { useTranslation } from '@lemon/shared';
import styles from './profile.module.css';

/**
 * A new address waiting for its link: says where the link went and that the current address stays until
 * then. The live region is always there, so the notice is read out when a save brings it.
 */
export function PendingEmailNotice({ user }: { user: User }) {
  const { t } = useTranslation('account');
  return (
    <div role="status" className={user.pending_email ? styles.pending : undefined}>
      {user.pending_email && t('profile.pendingEmail', { pending: user.pending_email, current: user.email })}
    </div>
  );
}
