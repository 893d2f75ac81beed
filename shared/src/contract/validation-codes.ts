// The codes a refused value carries (`errors: { field: [code] }`), in one place: the API answers only
// these, the apps translate each under `validation.errors.{code}`, and the browser's own checks (the same
// zod schemas) give the same codes as the server.

export const validationCodes = [
  // any field
  'required',
  'invalid',
  'min',
  'max',
  'email',
  'integer',
  'boolean',
  // catalogue and cart
  'exists',
  'stock',
  'out_of_stock',
  'not_in_cart',
  'promo_invalid',
  'promo_not_started',
  'promo_ended',
  'promo_under_minimum',
  'promo_used_up',
  // checkout and orders
  'cart_empty',
  'terms_required',
  'age_required',
  'status_transition',
  'address_unknown',
  'units_held',
  // refunds
  'not_refundable',
  'refund_too_much',
  // accounts
  'email_taken',
  'email_unverified',
  'invalid_credentials',
  'invalid_token',
  'expired_token',
  'passwords_differ',
  'password_length',
  'password_characters',
  'password_common',
  'wrong_password',
  'orders_in_progress',
  'country',
  // the staff's second factor
  'second_factor_required',
  'second_factor_code',
  'second_factor_enrolled',
  // the shop's team
  'already_staff',
  'last_owner',
  'self',
  // contact
  'phone',
  // staff reports over a period
  'date_order',
  'date_range',
  // the owner's catalogue
  'slug',
  'slug_taken',
  'stale',
  'in_use',
  'category_depth',
  'default_variation',
  'picture_format',
  'picture_too_large',
  'picture_too_many_pixels',
] as const;
export type ValidationCode = (typeof validationCodes)[number];

export const isValidationCode = (code: unknown): code is ValidationCode => (validationCodes as readonly unknown[]).includes(code);

/** What a zod issue says, as both zod (in the browser) and fastify-type-provider-zod (on the server) give it. */
export interface ValidationIssue {
  code: string;
  input?: unknown;
  minimum?: unknown;
  origin?: string;
  format?: string;
  expected?: string;
  params?: { code?: string };
}

/** The code of one refused value. A schema names its own with `params: { code }`; else it comes from the issue's kind. */
export function validationCodeOf(issue: ValidationIssue): ValidationCode {
  if (isValidationCode(issue.params?.code)) return issue.params.code;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_small':
      // An empty text where one is needed: the spec's "this field is required".
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'min';
    case 'too_big':
      return 'max';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'invalid';
    case 'invalid_value':
      // Nothing chosen among the values a field takes (a select left empty) is a missing value.
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'required';
      return issue.expected === 'stringbool' ? 'boolean' : 'invalid';
    default:
      return 'invalid';
  }
}
