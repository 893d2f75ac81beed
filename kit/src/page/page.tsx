import type { ReactNode } from 'react';
import { usePageMeta } from './use-page-meta';

/**
 * A page of the shop: its heading, which is also the browser tab's title, its description, and its content;
 * `above` shows over the heading (where the page sits: a breadcrumb).
 */
export function Page({
  title,
  description,
  above,
  children,
}: {
  title: string;
  description?: string;
  above?: ReactNode;
  children?: ReactNode;
}) {
  usePageMeta({ title, description });
  return (
    <section className="page">
      {above}
      <h1>{title}</h1>
      {children}
    </section>
  );
}
