import type { Locale } from '@lemon/shared/locales';
import { countryName } from '@lemon/shop-format';

/** The lines of an address a letter would carry: name, street, complement, postcode and town, country (its code). */
export interface PostalAddressLines {
  first_name: string;
  last_name: string;
  line1: string;
  line2: string | null;
  zip: string;
  city: string;
  country: string;
}

/**
 * An address as the shop shows it everywhere, one line per `<span>` (the caller's CSS lays them out), its country
 * named in the page's language.
 */
export function PostalAddress({
  address,
  locale,
  id,
  className,
}: {
  address: PostalAddressLines;
  locale: Locale;
  id?: string;
  className?: string;
}) {
  return (
    <address id={id} className={className}>
      <span>
        {address.first_name} {address.last_name}
      </span>
      <span>{address.line1}</span>
      {address.line2 && <span>{address.line2}</span>}
      <span>
        {address.zip} {address.city}
      </span>
      <span>{countryName(address.country, locale)}</span>
    </address>
  );
}
