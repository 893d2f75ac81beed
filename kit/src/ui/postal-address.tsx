/** The lines of an address a letter would carry: name, street, complement, postcode and town, country. */
export interface PostalAddressLines {
  first_name: string;
  last_name: string;
  line1: string;
  line2: string | null;
  zip: string;
  city: string;
}

/** An address as the shop shows it everywhere, one line per `<span>` (the caller's CSS lays them out). */
export function PostalAddress({
  address,
  countryName,
  id,
  className,
}: {
  address: PostalAddressLines;
  countryName: string;
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
      <span>{countryName}</span>
    </address>
  );
}
