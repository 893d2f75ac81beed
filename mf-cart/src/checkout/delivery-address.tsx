import type { Address } from '@lemon/account-contract';
import { LoadingState, PostalAddress } from '@lemon/kit';
import { $locale, useUnit, useTranslation } from '@lemon/shared';
import { useEffect, useId, useState } from 'react';
import { useRefusalText } from './checkout-texts';
import {
  $addressBook,
  $addressFormOpen,
  $chosenAddressId,
  $fees,
  $refusal,
  addressBookRetried,
  addressChosen,
  addressFormClosed,
  addressFormOpened,
} from './checkout.model';
import { NewAddressForm } from './new-address-form';
import { RetryNotice } from './retry-notice';
import styles from './checkout.module.css';

/** The refusal of the chosen address, translated: none chosen, not the shopper's, a country the shop does not deliver to. */
function useAddressRefusal(): string | undefined {
  const { t } = useTranslation('cart');
  const refusalText = useRefusalText();
  const refusal = useUnit($refusal);
  const code = refusal?.kind === 'fields' ? refusal.fields.address_id : undefined;
  if (!code) return undefined;
  return code === 'required' ? t('checkout.address.required') : refusalText(code);
}

/** One address of the book as a radio card: its label names it, its lines describe it. */
function AddressChoice({
  address,
  group,
  chosen,
  refusalId,
  takesRefusalFocus,
}: {
  address: Address;
  group: string;
  chosen: boolean;
  refusalId?: string;
  takesRefusalFocus: boolean;
}) {
  const { t } = useTranslation('cart');
  const [locale, choose] = useUnit([$locale, addressChosen]);
  const id = `${group}-${address.id}`;
  return (
    <label className={styles.choice}>
      <input
        id={id}
        type="radio"
        name={group}
        value={address.id}
        checked={chosen}
        onChange={() => choose(address.id)}
        aria-labelledby={`${id}-label`}
        aria-describedby={[`${id}-lines`, refusalId].filter(Boolean).join(' ')}
        data-refused={takesRefusalFocus ? '' : undefined}
      />
      <span>
        <span id={`${id}-label`} className={styles.choiceTitle}>
          {address.label}
        </span>
        {address.is_default && <span className={styles.badge}>{t('checkout.address.default')}</span>}
        <PostalAddress address={address} locale={locale} id={`${id}-lines`} className={styles.lines} />
      </span>
    </label>
  );
}

/** Where home delivery goes: an address of the book (the default one first chosen), or a new one. */
export function DeliveryAddress() {
  const { t } = useTranslation('cart');
  const refusalText = useRefusalText();
  const [book, chosenId, formOpen, fees] = useUnit([$addressBook, $chosenAddressId, $addressFormOpen, $fees]);
  const [openForm, closeForm, retry] = useUnit([addressFormOpened, addressFormClosed, addressBookRetried]);
  const refusal = useAddressRefusal();
  const ids = useId();
  const group = `${ids}-address`;
  const refusalId = refusal ? `${ids}-refusal` : undefined;
  const addButtonId = `${ids}-add`;
  // Where the focus goes once the form closes: the address saved, or the button that opened it.
  const [focusAfterForm, setFocusAfterForm] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusAfterForm) document.getElementById(focusAfterForm.id)?.focus();
  }, [focusAfterForm]);

  const addresses = book.status === 'ready' ? book.addresses : [];
  const chosenShown = addresses.some((address) => address.id === chosenId);
  const showsForm = book.status === 'ready' && (formOpen || addresses.length === 0);

  return (
    <fieldset className={styles.step} aria-describedby={refusalId}>
      <legend className={styles.legend}>{t('checkout.address.legend')}</legend>
      {book.status === 'loading' && <LoadingState />}
      {book.status === 'error' && <RetryNotice text={t('checkout.address.loadFailed')} onRetry={() => retry()} />}
      {addresses.length > 0 && (
        <ul className={`${styles.choices} ${styles.addressChoices}`}>
          {addresses.map((address, index) => (
            <li key={address.id}>
              <AddressChoice
                address={address}
                group={group}
                chosen={address.id === chosenId}
                refusalId={refusalId}
                takesRefusalFocus={Boolean(refusal) && (chosenShown ? address.id === chosenId : index === 0)}
              />
            </li>
          ))}
        </ul>
      )}
      {showsForm && (
        <NewAddressForm
          isFirst={addresses.length === 0}
          takeFocus={formOpen}
          onCancel={
            addresses.length > 0
              ? () => {
                  closeForm();
                  setFocusAfterForm({ id: addButtonId });
                }
              : undefined
          }
          onSaved={(saved) => setFocusAfterForm({ id: `${group}-${saved.id}` })}
        />
      )}
      {book.status === 'ready' && !showsForm && (
        <button id={addButtonId} type="button" className={`button-secondary ${styles.addAddress}`} onClick={() => openForm()}>
          {t('checkout.address.add')}
        </button>
      )}
      {refusal && (
        <p id={refusalId} className={styles.error} role="alert" tabIndex={-1} data-refused={addresses.length === 0 ? '' : undefined}>
          {refusal}
        </p>
      )}
      {fees.status === 'refused' && !refusal && <p className={styles.error}>{refusalText('country')}</p>}
    </fieldset>
  );
}
