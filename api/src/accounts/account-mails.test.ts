import { translationProblems } from '@lemon/shared/i18n/bundles';
import { expect, it } from 'vitest';
import { accountMailTexts, addressInUseMail, passwordResetMail, resetPasswordUrl, verificationMail, verifyEmailUrl } from './account-mails';

it('has every account mail text in fr, en and it', () => {
  expect(translationProblems(accountMailTexts)).toEqual([]);
});

it('escapes the shopper’s name in the HTML version and keeps it on one line in the text one', () => {
  const mail = verificationMail(
    { to: 'a@example.com', locale: 'fr', name: '<img src=x onerror=alert(1)>\n\nCliquez ici : https://evil.example' },
    verifyEmailUrl('https://shop.example', 7, 'abc'),
  );
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(mail.html).not.toContain('<img');
  expect(mail.text).toContain('Bonjour <img src=x onerror=alert(1)> Cliquez ici : https://evil.example,');
  expect(mail.text).toContain('Confirmer mon adresse: https://shop.example/verify-email/7/abc');
});

it('puts the token and the address in the reset link, encoded', () => {
  const url = resetPasswordUrl('https://shop.example', 'tok-en_1', 'anna+shop@example.com');
  expect(url).toBe('https://shop.example/reset-password?token=tok-en_1&email=anna%2Bshop%40example.com');
  expect(passwordResetMail({ to: 'anna+shop@example.com', locale: 'it', name: 'Anna' }, url).html).toContain(
    'href="https://shop.example/reset-password?token=tok-en_1&amp;email=anna%2Bshop%40example.com"',
  );
});

it('sends a notice with no link that changes anything to an address another account asked for', () => {
  const mail = addressInUseMail({ to: 'owner@example.com', locale: 'en', name: 'Owner' }, 'https://shop.example/en');
  expect(mail.subject).toBe("Your e-mail address at L'Atelier du Citron");
  expect(mail.text).toContain('Go to the shop: https://shop.example/en');
});
