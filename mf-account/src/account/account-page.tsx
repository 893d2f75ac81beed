import { $user, useLocation, useNavigate, useUnit, useTranslation } from '@lemon/shared';
import { LoadingState, Page } from '@lemon/kit';
import { useEffect } from 'react';
import { AddressBook } from '../address-book/address-book';
import { OrderList } from '../orders/order-list';
import { Farewell } from '../my-data/farewell';
import { MyDataPanel } from '../my-data/my-data-panel';
import { $erasure } from '../my-data/my-data.model';
import { SessionList } from '../sessions/session-list';
import { AccountTabList, panelId, tabId } from './account-tab-list';
import { searchWithTab, tabFromSearch, type AccountTab } from './account-tabs';
import { accountPageLeft, accountTabShown } from './account.model';
import { InfosPanel } from './infos-panel';
import styles from './account-page.module.css';

/** `mon-compte`: the shopper's details, addresses, orders, logged-in devices and data, a tab each; the tab is in the URL. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const [user, erasure, shown, left] = useUnit([$user, $erasure, accountTabShown, accountPageLeft]);
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
      {/* The shell lets no one in without a user; this only shows while it is being loaded, or once the account is erased. */}
      {erasure ? (
        <Farewell cancelled={erasure.cancelled} />
      ) : !user ? (
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
            {tab === 'data' && <MyDataPanel user={user} linkExpired={new URLSearchParams(search).get('export') === 'expired'} />}
          </div>
        </>
      )}
    </Page>
  );
}
