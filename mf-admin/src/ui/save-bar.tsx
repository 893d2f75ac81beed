import type { ReactNode } from 'react';
import styles from './save-bar.module.css';

/** A long form's buttons, kept at the bottom of the screen while it scrolls: saving is always one tap away on a phone. */
export function SaveBar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}
