import { $locale, $user, useUnit, useTranslation } from '@lemon/shared';
import { addressPayloadSchema, type Address } from '@lemon/account-contract';
import type { CountryGroups } from '@lemon/orders-contract';
import { AddressFields, FormFooter, LoadingState, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { useEffect, useId, useRef } from 'react';
import { shopCountry } from './checkout-rules';
import { countries, saveAddressFx } from './checkout.model';
import { RetryNotice } from './retry-notice';
import styles from './checkout.module.css';

interface NewAddressFormProps {
  /** The book is empty: the new address becomes the default one. */
  isFirst: boolean;
  /** The shopper opened the form: its heading takes the focus. */
  takeFocus: boolean;
  /** None when there is no address to go back to. */
  onCancel?: () => void;
  onSaved: (address: Address) => void;
}

/** The form itself, once the countries of its country field are there. */
function AddressEditor({ groups, isFirst, takeFocus, onCancel, onSaved }: NewAddressFormProps & { groups: CountryGroups }) {
  const { t } = useTranslation('cart');
  const [user, save] = useUnit([$user, saveAddressFx]);
  const form = useContractForm(addressPayloadSchema, {
    label: '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    line1: '',
    line2: '',
    zip: '',
    city: '',
    country: shopCountry,
    is_default: isFirst,
  });
  const { submit, status } = useFormCall(form, save, onSaved);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) title.current?.focus();
  }, [takeFocus]);

  return (
    <div className={styles.editor}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <h3 id={titleId} ref={title} tabIndex={-1} className={styles.editorTitle}>
          {t('checkout.address.newTitle')}
        </h3>
        <TextField form={form} name="label" label={t('checkout.address.label')} hint={t('checkout.address.labelHint')} />
        <AddressFields form={form} countries={groups} />
        <FormFooter form={form} status={status} submitLabel={t('checkout.address.save')}>
          {onCancel && (
            <button type="button" className="button-secondary" onClick={onCancel}>
              {t('checkout.address.cancel')}
            </button>
          )}
        </FormFooter>
      </form>
    </div>
  );
}

/** A new address for the book, chosen for the order once saved. */
export function NewAddressForm(props: NewAddressFormProps) {
  const { t } = useTranslation('cart');
  const [state, locale, retry] = useUnit([countries.$state, $locale, countries.opened]);
  if (state.status === 'loading') return <LoadingState />;
  if (state.status !== 'ready') return <RetryNotice text={t('checkout.address.countriesFailed')} onRetry={() => retry(locale)} />;
  return <AddressEditor {...props} groups={state.data.groups} />;
}
