import { shop } from '@lemon/kit/shop';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the configuration', () => {
  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses to trust any proxy, a hop count or a typo, saying what to give', () => {
    for (const value of ['true', '1', '10.0.0.0/8,proxy.local', '']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/addresses or CIDRs of the proxies[\s\S]*at TRUST_PROXY/);
    }
  });

  it('checks the owner’s STAFF_PASSWORD as any new password: the rule, the common list, the shop’s words, the account’s', () => {
    expect(loadConfig({ STAFF_PASSWORD: 'Zeste-Vif-2026' }).staffAccount.password).toBe('Zeste-Vif-2026');
    expect(() => loadConfig({ STAFF_PASSWORD: 'toutenminuscules' })).toThrow(/STAFF_PASSWORD needs at least 8 characters, with a capital/);
    for (const guessable of ['Password123', 'Citron2026', 'Menton2026'])
      expect(() => loadConfig({ STAFF_PASSWORD: guessable }), guessable).toThrow(/STAFF_PASSWORD is too easy to guess/);
    expect(() => loadConfig({ STAFF_EMAIL: 'giulia.bianchi@example.com', STAFF_PASSWORD: 'Bianchi2026!' })).toThrow(/too easy to guess/);
  });

  it('takes a Redis URL for the rate limits', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/redis:\/\/[\s\S]*at REDIS_URL/);
  });

  it('takes payments with Stripe given both its keys, with the test provider given neither', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig(keys).stripe).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123', apiUrl: undefined });
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.apiUrl).toBe('http://127.0.0.1:12111');
  });

  it('refuses one Stripe key without the other, and keys that are not Stripe’s', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(/go together/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(
      /at STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'abc123' })).toThrow(/at STRIPE_WEBHOOK_SECRET/);
  });

  it('reads the seller’s identity for invoices, with placeholders for a test shop', () => {
    expect(loadConfig({}).seller).toEqual({
      name: shop.name,
      legalForm: 'SARL',
      shareCapital: '1 000 €',
      address: '12 rue Saint-Michel, 06500 Menton, France',
      siret: '00000000000000',
      rcsCity: 'Nice',
      vatNumber: 'FR00000000000',
    });
    expect(loadConfig({ SELLER_SIRET: '123 456 789 00012', SELLER_VAT_NUMBER: 'fr 32 123456789' }).seller).toMatchObject({
      siret: '12345678900012',
      vatNumber: 'FR32123456789',
    });
    expect(() => loadConfig({ SELLER_SIRET: '123456789' })).toThrow(/14 digits of a SIRET[\s\S]*at SELLER_SIRET/);
    expect(() => loadConfig({ SELLER_VAT_NUMBER: 'IT12345678901' })).toThrow(/intra-EU VAT number[\s\S]*at SELLER_VAT_NUMBER/);
  });
});
