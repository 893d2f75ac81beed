import type { ComponentProps } from 'react';
import { AdminPage } from '../ui/admin-page';
import { CatalogueTabs } from './catalogue-tabs';

/** A page of the catalogue: its tabs, then the page as every back-office page is (heading, actions, content). */
export function CataloguePage(props: ComponentProps<typeof AdminPage>) {
  return (
    <div>
      <CatalogueTabs />
      <AdminPage {...props} />
    </div>
  );
}
