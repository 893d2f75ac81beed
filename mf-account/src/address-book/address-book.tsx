import { $locale, $user, useUnit, useTranslation } from '@lemon/shared';
import type { Address } from '@lemon/account-contract';
import { LoadingState } from '@lemon/kit';
import { useEffect, useId, useRef } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { RetryMessage } from '../outcome/retry-message';
import {
  $addressBook,
  $addressBookBusy,
  $addressEditor,
  $addressToDelete,
  addressBookOpened,
  addressFormClosed,
  addressFormOpened,
  countries,
  type AddressEditor as AddressEditorState,
  defaultChosen,
  deleteAddressFx,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
} from './address-book.model';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import styles from './address-book.module.css';

/** The address form, once the countries of its country field are there. */
function AddressEditor({ address, isFirst }: { address?: Address; isFirst: boolean }) {
  const { t } = useTranslation('account');
  const [state, user, locale, close, retry] = useUnit([countries.$state, $user, $locale, addressFormClosed, countries.opened]);
  if (state.status === 'loading') return <LoadingState />;
  if (state.status !== 'ready') return <RetryMessage text={t('addresses.countriesFailed')} onRetry={() => retry(locale)} />;
  const name = { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' };
  return <AddressForm address={address} countries={state.data.groups} name={name} isFirst={isFirst} onCancel={close} />;
}

const isEditing = (editor: AddressEditorState, address: Address) => editor.kind === 'edit' && editor.id === address.id;

/** Focus back on the button that opened the address form once it closes (saved or cancelled). */
function useFocusAfterForm() {
  const editor = useUnit($addressEditor);
  const opener = useRef<string | null>(null);
  useEffect(() => {
    if (editor.kind !== 'closed' || !opener.current) return;
    document.getElementById(opener.current)?.focus();
    opener.current = null;
  }, [editor]);
  return (buttonId: string) => {
    opener.current = buttonId;
  };
}

/** The shopper's addresses: each one's card, adding, editing, choosing the default one, deleting. */
export function AddressBook() {
  const { t } = useTranslation('account');
  const [book, editor, toDelete, busy, deleting] = useUnit([
    $addressBook,
    $addressEditor,
    $addressToDelete,
    $addressBookBusy,
    deleteAddressFx.pending,
  ]);
  const [reload, openForm, chooseDefault, askDelete, cancelDelete, confirmDelete] = useUnit([
    addressBookOpened,
    addressFormOpened,
    defaultChosen,
    deleteAsked,
    deleteCancelled,
    deleteConfirmed,
  ]);
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const rememberOpener = useFocusAfterForm();
  const addButtonId = `${ids}-add`;
  const editButtonId = (address: Address) => `${ids}-edit-${address.id}`;

  const openFrom = (buttonId: string, id?: number) => {
    rememberOpener(buttonId);
    openForm({ id });
  };

  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={heading} tabIndex={-1}>
        {t('addresses.heading')}
      </h2>
      {book.status === 'loading' && <LoadingState />}
      {book.status === 'error' && <RetryMessage text={t('addresses.loadFailed')} onRetry={reload} />}
      {book.status === 'ready' && (
        <>
          {book.addresses.length === 0 && editor.kind !== 'new' && <p>{t('addresses.empty')}</p>}
          <ul className={styles.list}>
            {book.addresses.map((address) => (
              <li key={address.id} className={isEditing(editor, address) ? styles.editing : undefined}>
                {isEditing(editor, address) ? (
                  <AddressEditor address={address} isFirst={false} />
                ) : (
                  <AddressCard
                    address={address}
                    busy={busy}
                    editButtonId={editButtonId(address)}
                    onEdit={() => openFrom(editButtonId(address), address.id)}
                    onMakeDefault={() => chooseDefault(address)}
                    onDelete={() => askDelete(address)}
                  />
                )}
              </li>
            ))}
          </ul>
          {editor.kind === 'new' ? (
            <AddressEditor isFirst={book.addresses.length === 0} />
          ) : (
            <button id={addButtonId} type="button" className="button-primary" onClick={() => openFrom(addButtonId)}>
              {t('addresses.add')}
            </button>
          )}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('addresses.confirmDelete.title')}
        message={t('addresses.confirmDelete.message', { label: toDelete?.label ?? '' })}
        confirmLabel={t('addresses.confirmDelete.confirm')}
        cancelLabel={t('addresses.confirmDelete.cancel')}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
        fallbackFocus={heading}
      />
    </section>
  );
}
