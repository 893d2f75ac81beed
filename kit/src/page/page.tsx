import type { ReactNode } from 'react';
import { usePageMeta } from './use-page-meta';

/** A page of the shop: its heading, which is also the browser tab's title, its description, and its content. */
export function Page({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  usePageMeta({ title, description });
  return (
    <section className="page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
