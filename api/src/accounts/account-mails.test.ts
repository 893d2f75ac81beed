import { shop } from '@lemon/kit/shop';
import { translationProblems } from '@lemon/shared/i18n/checks';
import { expect, it } from 'vitest';
import {
  accountMailTexts,
  addressInUseMail,
  nameToGreet,
  passwordResetMail,
  resetPasswordUrl,
  verificationMail,
  verifyEmailUrl,
} from './account-mails';

it('has every account mail text in fr, en and it', () => {
  expect(translationProblems(accountMailTexts)).toEqual([]);
});

it('greets by a short name, escaped in the HTML version', () => {
  const mail = verificationMail(
    { to: 'a@example.com', locale: 'fr', name: '  Anne-Marie   D’Angelo ' },
    verifyEmailUrl('https://shop.example', 7, 'abc'),
  );
  expect(mail.text).toContain('Bonjour Anne-Marie D’Angelo,');
  expect(mail.html).toContain('Bonjour Anne-Marie D’Angelo,');
  expect(passwordResetMail({ to: 'a@example.com', locale: 'it', name: 'Zoë' }, 'https://shop.example/reset-password').text).toContain(
    'Buongiorno Zoë,',
  );
});

it('greets without the name when it is anything but a short name: a stranger’s address gets none of the sender’s words', () => {
  for (const name of [
    '<img src=x onerror=alert(1)>\n\nCliquez ici : https://evil.example',
    'evil.example',
    'Call 0800 123 456',
    'You won! Claim your prize',
    'Anna\nSubject: hi',
    'a'.repeat(41),
  ]) {
    const mail = verificationMail({ to: 'a@example.com', locale: 'fr', name }, verifyEmailUrl('https://shop.example', 7, 'abc'));
    expect(mail.text, name).toContain('Bonjour,');
    for (const words of ['img', 'evil', '0800', 'prize', 'Subject', 'aaaa']) {
      expect(mail.text, name).not.toContain(words);
      expect(mail.html, name).not.toContain(words);
    }
    expect(mail.text).toContain('Confirmer mon adresse: https://shop.example/verify-email/7/abc');
  }
  expect(nameToGreet('a'.repeat(40))).toBe('a'.repeat(40));
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
  expect(mail.subject).toBe(`Your e-mail address at ${shop.name}`);
  expect(mail.text).toContain('Go to the shop: https://shop.example/en');
});
