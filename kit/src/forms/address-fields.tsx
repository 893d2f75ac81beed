import type { CountryGroups } from '@lemon/orders-contract';
import { useTranslation } from '@lemon/shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import styles from './form-field.module.css';
import { SelectField, TextField } from './form-field';

/** The fields every address has (registration, the address book, delivery): the contract's `addressFields`. */
interface AddressValues extends FieldValues {
  first_name: unknown;
  last_name: unknown;
  line1: unknown;
  line2?: unknown;
  zip: unknown;
  city: unknown;
  country: unknown;
}

/** The countries grouped by delivery zone, each zone named in the page's language; names shown, codes kept. */
export function useCountryOptions(groups: CountryGroups | null) {
  const { t } = useTranslation('common');
  if (!groups) return [];
  return (Object.keys(groups) as (keyof CountryGroups)[]).flatMap((zone) =>
    groups[zone].map(({ code, name }) => ({ value: code, label: name, group: t(`address.zones.${zone}`) })),
  );
}

/** Name, street, postcode, town and country of an address, with the browser's autofill hints. */
export function AddressFields<Values extends AddressValues>({
  form,
  countries,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  countries: CountryGroups | null;
}) {
  const { t } = useTranslation('common');
  const field = (name: keyof AddressValues & string) => name as Path<Values>;
  return (
    <>
      <div className={styles.pair}>
        <TextField form={form} name={field('first_name')} label={t('address.firstName')} autoComplete="given-name" />
        <TextField form={form} name={field('last_name')} label={t('address.lastName')} autoComplete="family-name" />
      </div>
      <TextField form={form} name={field('line1')} label={t('address.line1')} autoComplete="address-line1" />
      <TextField form={form} name={field('line2')} label={t('address.line2')} autoComplete="address-line2" />
      <div className={styles.pair}>
        <TextField form={form} name={field('zip')} label={t('address.zip')} autoComplete="postal-code" />
        <TextField form={form} name={field('city')} label={t('address.city')} autoComplete="address-level2" />
      </div>
      <SelectField
        form={form}
        name={field('country')}
        label={t('address.country')}
        placeholder={t('address.chooseCountry')}
        options={useCountryOptions(countries)}
      />
    </>
  );
}
