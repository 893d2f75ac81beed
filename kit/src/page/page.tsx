import type { OwnedPageHead } from '@lemon/app-protocol/render';
import type { ReactNode } from 'react';
import { PageHead } from './page-head';
import { usePageMeta } from './use-page-meta';

/** The browser tab's title and the description of a page whose head is its texts alone. */
function PageMeta({ title, description }: { title: string; description?: string }): null {
  usePageMeta({ title, description });
  return null;
}

/**
 * A page of the shop: its heading, which is also the browser tab's title, its description, and its content;
 * `above` shows over the heading (where the page sits: a breadcrumb). A page the server heads with its app's
 * function (`ownPage`) gives it as `head`, which writes its whole head instead (title, description, addresses).
 */
export function Page({
  title,
  description,
  head,
  above,
  children,
}: {
  title: string;
  description?: string;
  head?: (origin: string) => OwnedPageHead;
  above?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page">
      {head ? <PageHead headAt={head} /> : <PageMeta title={title} description={description} />}
      {above}
      <h1>{title}</h1>
      {children}
    </section>
  );
}
