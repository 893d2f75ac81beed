import { $locale, $user, Link, localizedPath, matchRoute, useLocation, useUnit, useTranslation } from '@lemon/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import styles from './admin-layout.module.css';
import { useStaffDuties } from '../session/duties-calls';
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
        <AdminMenu />
        <div className={styles.content}>
          <SectionGate>{children}</SectionGate>
        </div>
      </div>
      <SignInAgain />
    </QueryClientProvider>
  );
}

/**
 * The sections: a column beside the page on a wide screen; on a phone one button that says where she is and opens
 * the list, so the page's own first row is in the first screen.
 */
function AdminMenu() {
  const { t } = useTranslation('admin');
  const { may } = useStaffDuties();
  const locale = useUnit($locale);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const current = sectionOf(matchRoute(useLocation().pathname)?.name);
  return (
    <nav className={styles.menu} aria-label={t('menu')}>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {t('menuToggle', { section: current ? t(`${current.texts}.title`) : t('menu') })}
      </button>
      <ul id={listId} className={styles.menuList} data-open={open}>
        {sections
          .filter((section) => may(section.duty))
          .map((section) => (
            <li key={section.route}>
              <Link
                to={localizedPath(locale, section.route)}
                className={styles.menuLink}
                aria-current={section === current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {t(`${section.texts}.title`)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** A page of a section her role may not do: said in words, without the section's frame (its tabs, its forms). */
function SectionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { may } = useStaffDuties();
  const section = sectionOf(matchRoute(useLocation().pathname)?.name);
  if (section && may(section.duty) === false)
    return (
      <p className={styles.notForYou} role="status">
        {t('ownerOnly')}
      </p>
    );
  return children;
}
