import type { User } from '@lemon/shared';
import { DataDownload } from './data-download';
import { EraseAccountForm } from './erase-account-form';
import styles from './my-data.module.css';

/** The "my data" tab: a copy of everything the shop keeps about the account, and the account's erasure. */
export function MyDataPanel({ user, linkExpired }: { user: User; linkExpired: boolean }) {
  return (
    <div className={styles.panel}>
      <DataDownload linkExpired={linkExpired} />
      <EraseAccountForm user={user} />
    </div>
  );
}
