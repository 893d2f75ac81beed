import { $locale, Link, localizedPath, useUnit } from '@lemon/shared';
import type { ReactNode } from 'react';
import styles from './outcome.module.css';

/**
 * Home in the page's language with the shell's auth popup open (`/{locale}?showAuth=1`), and the page to land on
 * once logged in when there is one (`&next=/fr/livraison`), as the login guard asks for it.
 */
export function LogInLink({ children, next }: { children: ReactNode; next?: string }) {
  const locale = useUnit($locale);
  const query = new URLSearchParams({ showAuth: '1', ...(next ? { next } : {}) });
  return (
    <Link to={`${localizedPath(locale, 'home')}?${query}`} className={styles.action}>
      {children}
    </Link>
  );
}
