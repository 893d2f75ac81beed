import { $locale, Link, localizedPath } from '@lemon/shared';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import styles from './outcome.module.css';

/** Home in the page's language with the shell's auth popup open (`/{locale}?showAuth=1`). */
export function LogInLink({ children }: { children: ReactNode }) {
  const locale = useUnit($locale);
  return (
    <Link to={`${localizedPath(locale, 'home')}?showAuth=1`} className={styles.action}>
      {children}
    </Link>
  );
}
