import { useEffect, useRef, type ReactNode } from 'react';
import styles from './outcome.module.css';

/**
 * What came of a link or a form (verified, changed, no longer valid), shown in place of the form: it takes
 * the focus as it appears, so that a screen reader reads it and the keyboard goes on from there.
 */
export function OutcomeMessage({ tone = 'info', children }: { tone?: 'info' | 'success' | 'problem'; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div ref={box} className={`${styles.outcome} ${styles[tone]}`} role="status" tabIndex={-1}>
      {children}
    </div>
  );
}
