import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { validationCodeOf } from '@lemon/shared/contract';
import { editPasswordPayloadSchema, emailRequestPayloadSchema, registerPayloadSchema } from './account';

/** What the browser's form (and the server) says of a payload: codes by field. */
function codes(schema: z.ZodMiniType, payload: unknown): Record<string, string[]> {
  const result = schema.safeParse(payload);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[issue.path.join('.')] ??= []).push(validationCodeOf(issue as never));
  return byField;
}

const registration = {
  first_name: 'Camille',
  last_name: 'Martin',
  email: 'camille@example.com',
  line1: '3 rue des Citrons',
  zip: '06500',
  city: 'Menton',
  country: 'fr',
  password: 'Citron-2026',
  password_confirmation: 'Citron-2026',
};

describe('the account schemas', () => {
  it('take a complete registration, the country in capitals and an empty second line as none', () => {
    const parsed = registerPayloadSchema.parse({ ...registration, line2: '  ' });
    expect(parsed).toMatchObject({ country: 'FR', line2: null, locale: 'fr' });
  });

  it('say "required" for every empty required field, spaces alone included', () => {
    const empty = Object.fromEntries(Object.keys(registration).map((field) => [field, ' ']));
    expect(codes(registerPayloadSchema, { ...empty, password: '', password_confirmation: '' })).toEqual({
      first_name: ['required'],
      last_name: ['required'],
      email: ['required'],
      line1: ['required'],
      zip: ['required'],
      city: ['required'],
      country: ['required'],
      password: ['required'],
      password_confirmation: ['required'],
    });
    expect(codes(registerPayloadSchema, {})).toMatchObject({ first_name: ['required'], email: ['required'], password: ['required'] });
  });

  it('hold passwords to the spec’s rule, and the confirmation to the password, beside other refusals', () => {
    expect(codes(registerPayloadSchema, { ...registration, password: 'Short1', password_confirmation: 'Short1' })).toEqual({
      password: ['password_length'],
    });
    expect(codes(registerPayloadSchema, { ...registration, password: 'alllowercase1', password_confirmation: 'alllowercase1' })).toEqual({
      password: ['password_characters'],
    });
    expect(codes(registerPayloadSchema, { ...registration, city: '', password_confirmation: 'Citron-2027' })).toEqual({
      city: ['required'],
      password_confirmation: ['passwords_differ'],
    });
    expect(
      codes(editPasswordPayloadSchema, { current_password: 'x', password: 'Citron-2026', password_confirmation: 'Other-2026' }),
    ).toEqual({
      password_confirmation: ['passwords_differ'],
    });
  });

  it('refuse a malformed address and a country code that is not one', () => {
    expect(codes(emailRequestPayloadSchema, { email: 'camille@' })).toEqual({ email: ['email'] });
    expect(codes(registerPayloadSchema, { ...registration, country: 'France' })).toEqual({ country: ['country'] });
  });
});
