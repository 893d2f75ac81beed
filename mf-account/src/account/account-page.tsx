import { $user, useLocation, useNavigate } from '@lemon/shared';
import { LoadingState, Page } from '@lemon/kit';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBook } from '../address-book/address-book';
import { OrderList } from '../orders/order-list';
import { SessionList } from '../sessions/session-list';
import { AccountTabList, panelId, tabId } from './account-tab-list';
import { searchWithTab, tabFromSearch, type AccountTab } from './account-tabs';
import { accountPageLeft, accountTabShown } from './account.model';
import { InfosPanel } from './infos-panel';
import styles from './account-page.module.css';

/** `mon-compte`: the shopper's details, addresses, orders and logged-in devices, a tab each; the tab is in the URL. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const [user, shown, left] = useUnit([$user, accountTabShown, accountPageLeft]);
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = tabFromSearch(search);

  useEffect(() => {
    shown(tab);
  }, [shown, tab]);
  useEffect(() => () => left(), [left]);

  const choose = (chosen: AccountTab) => navigate({ search: searchWithTab(search, chosen) });

  return (
    <Page title={t('account.title')} description={t('account.description')}>
      {/* The shell lets no one in without a user; this only shows while it is being loaded. */}
      {!user ? (
        <LoadingState />
      ) : (
        <>
          <p className={styles.greeting}>{t('account.greeting', { name: user.first_name })}</p>
          <AccountTabList current={tab} onChoose={choose} />
          <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className={styles.panel}>
            {tab === 'infos' && <InfosPanel user={user} />}
            {tab === 'addresses' && <AddressBook />}
            {tab === 'orders' && <OrderList />}
            {tab === 'sessions' && <SessionList />}
          </div>
        </>
      )}
    </Page>
  );
}
