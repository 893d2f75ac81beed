import { z } from '@lemon/shared/contract';

/** A postal address as the API sends it back, in the address book or on an order (the order's copy of one too). */
export const storedAddressFields = () => ({
  first_name: z.string(),
  last_name: z.string(),
  line1: z.string(),
  line2: z.nullable(z.string()),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});
