import type { TranslationShape } from '../translation-bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  loading: 'Loading…',
  featureApp: {
    unavailable: 'This part of the shop could not be loaded.',
    retry: 'Try again',
  },
  errors: {
    generic: 'An error occurred.',
    tooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
  },
  /** The rule of a new password, shown as its hint wherever one is chosen. */
  passwordRule: 'At least 8 characters, including a capital letter, a lowercase letter and a number.',
  address: {
    firstName: 'First name',
    lastName: 'Last name',
    line1: 'Address',
    line2: 'Address line 2 (optional)',
    zip: 'Postcode',
    city: 'Town or city',
    country: 'Country',
    chooseCountry: 'Choose a country',
    zones: {
      france_monaco: 'France and Monaco',
      european_union: 'European Union',
      rest_of_world: 'Rest of the world',
    },
  },
  validation: {
    errors: {
      required: 'This field is required.',
      invalid: 'This value is not valid.',
      min: 'This value is too small or too short.',
      max: 'This value is too large or too long.',
      email: 'Please enter a valid email address.',
      integer: 'Please enter a whole number.',
      boolean: 'This value must be yes or no.',
      exists: 'This item does not exist.',
      stock: 'There is not enough stock for this quantity.',
      out_of_stock: 'This item is out of stock.',
      not_in_cart: 'This item is not in your cart.',
      promo_invalid: 'Unable to add the discount code to your cart.',
      cart_empty: 'Your cart is empty.',
      terms_required: 'Please accept the terms of sale.',
      age_required: 'Please confirm that you are 18 or over: your cart contains alcohol.',
      status_transition: 'The order cannot move to this status from its current one.',
      address_unknown: 'This address is not in your address book.',
      email_taken: 'This address is already registered.',
      email_unverified: 'This address is not validated yet: click the link in the confirmation email.',
      invalid_credentials: 'These credentials are not recognized.',
      invalid_token: 'Invalid link: please start again.',
      expired_token: 'This link has expired: please ask for a new one.',
      passwords_differ: "Passwords don't match.",
      password_length: 'Minimum 8 characters.',
      password_characters: 'Must contain at least one capital letter, one lowercase letter and one number.',
      wrong_password: 'This password is not the right one.',
      country: 'We do not deliver to this country.',
      phone: 'Please enter a valid phone number.',
    },
  },
};
