import { addressPayloadSchema, type Address } from '@lemon/account-contract';
import type { CountryGroups } from '@lemon/orders-contract';
import { AddressFields, FormFooter, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { useUnit, useTranslation } from '@lemon/shared';
import { useEffect, useId, useRef } from 'react';
import { CheckboxField } from '../forms/checkbox-field';
import { FormFrame, SecondaryButton } from '../forms/form-parts';
import { addressFormValues } from './address-book-rules';
import { saveAddressFx } from './address-book.model';
import styles from './address-book.module.css';

interface AddressFormProps {
  /** The address edited; none for a new one. */
  address?: Address;
  countries: CountryGroups;
  /** Whose name a new address starts with. */
  name: { first_name: string; last_name: string };
  /** No address yet: the new one will be the default one. */
  isFirst: boolean;
  onCancel: () => void;
}

/** Adds an address or changes one, in place; its heading takes the focus as it opens. */
export function AddressForm({ address, countries, name, isFirst, onCancel }: AddressFormProps) {
  const { t } = useTranslation('account');
  const save = useUnit(saveAddressFx);
  const form = useContractForm(addressPayloadSchema, addressFormValues(address, name, isFirst));
  const { submit, status } = useFormCall(form, (payload) => save({ id: address?.id, payload }));
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);

  return (
    <div className={styles.editor}>
      <FormFrame onSubmit={submit} aria-labelledby={titleId}>
        <h3 id={titleId} ref={title} tabIndex={-1} className={styles.editorTitle}>
          {address ? t('addresses.editTitle', { label: address.label }) : t('addresses.newTitle')}
        </h3>
        <TextField form={form} name="label" label={t('addresses.fields.label')} hint={t('addresses.fields.labelHint')} />
        <AddressFields form={form} countries={countries} />
        {/* The default address stays the default one until another is chosen. */}
        {!address?.is_default && !isFirst && <CheckboxField form={form} name="is_default" label={t('addresses.fields.isDefault')} />}
        <FormFooter form={form} status={status} submitLabel={t('addresses.save')}>
          <SecondaryButton onClick={onCancel}>{t('addresses.cancel')}</SecondaryButton>
        </FormFooter>
      </FormFrame>
    </div>
  );
}
