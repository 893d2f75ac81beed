import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@lemon/shared';
import { accountTabs, tabAfterKey, type AccountTab } from './account-tabs';
import styles from './account-page.module.css';

export const tabId = (tab: AccountTab) => `account-tab-${tab}`;
export const panelId = (tab: AccountTab) => `account-panel-${tab}`;

/**
 * The account's tabs (WAI-ARIA tabs, activated by hand): the arrows, Home and End move the focus among
 * them, Enter or Space shows the focused one. Showing a tab changes the URL.
 */
export function AccountTabList({ current, onChoose }: { current: AccountTab; onChoose: (tab: AccountTab) => void }) {
  const { t } = useTranslation('account');
  const buttons = useRef(new Map<AccountTab, HTMLButtonElement>());

  const keyDown = (tab: AccountTab) => (event: KeyboardEvent) => {
    const next = tabAfterKey(tab, event.key);
    if (!next) return;
    event.preventDefault();
    buttons.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('account.tabsLabel')} className={styles.tabList}>
      {accountTabs.map((tab) => (
        <button
          key={tab}
          ref={(button) => {
            if (button) buttons.current.set(tab, button);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === current}
          aria-controls={tab === current ? panelId(tab) : undefined}
          tabIndex={tab === current ? 0 : -1}
          className={styles.tab}
          onClick={() => tab !== current && onChoose(tab)}
          onKeyDown={keyDown(tab)}
        >
          {t(`account.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
