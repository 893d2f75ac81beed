import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

/** A page of the shop: its heading, which is also the browser tab's title, and its content. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
