import { $locale, $user, Link, localizedPath, matchRoute, useLocation, type LocalizedRouteName } from '@lemon/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admin-layout.module.css';
import { createAdminQueryClient } from './query-client';
import { SignInAgain } from '../session/sign-in-again';
import { LogInWithCode, SetUpSecondFactor } from './second-factor-notices';
import { sectionOf, sections } from './sections';

/**
 * The back office's frame: its menu and the staff's gate. The shell lets only staff reach it; a staff
 * account without the second factor is asked to set it up, and a session opened without it to log in again.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useUnit($user);
  const [secondFactorMissing, setSecondFactorMissing] = useState(false);
  const [queryClient] = useState(() => createAdminQueryClient({ onSecondFactorRefused: () => setSecondFactorMissing(true) }));
  if (!user?.staff_role) return null;
  if (!user.second_factor_enrolled) return <SetUpSecondFactor />;
  if (secondFactorMissing) return <LogInWithCode />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.layout}>
        <AdminMenu isOwner={user.staff_role === 'owner'} />
        <div className={styles.content}>{children}</div>
      </div>
      <SignInAgain />
    </QueryClientProvider>
  );
}

function AdminMenu({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const current = sectionOf(matchRoute(useLocation().pathname)?.name as LocalizedRouteName | undefined);
  return (
    <nav className={styles.menu} aria-label={t('menu')}>
      <ul>
        {sections
          .filter((section) => isOwner || !section.ownerOnly)
          .map((section) => (
            <li key={section.route}>
              <Link
                to={localizedPath(locale, section.route)}
                className={styles.menuLink}
                aria-current={section === current ? 'page' : undefined}
              >
                {t(`${section.texts}.title`)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
