import { usePageMeta } from '@lemon/kit';
import type { ReactNode } from 'react';
import styles from './admin-page.module.css';

interface AdminPageProps {
  title: string;
  description?: string;
  /** What the page lets the owner do first (a button, a link), beside its title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A back-office page: its heading (the browser tab's title too), its main actions, its content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  usePageMeta({ title, description });
  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
