import { randomUUID } from 'node:crypto';
import { localizedPath } from '@lemon/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { shop } from '../../kit/src/shop/shop-identity';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mail';
import { slot } from '../support/shop-page';
import { ownClientHeaders } from '../support/test-server';
import { fill, texts } from '../support/translations';

// A customer's message, from the contact form to the owner's answer.
const { admin: adminTexts, content } = texts('fr');
const t = adminTexts.messages;
const admin = (page: Page) => slot(page, 'admin');
const itemOf = (page: Page, name: string) =>
  admin(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(name) }) });

/**
 * The form fills in a logged-in sender once it knows them (after the page shows): waited for, so the test's typing
 * replaces it rather than meeting it halfway.
 */
const senderKnown = (contact: Locator, form: { email: string }, email: string) => expect(contact.getByLabel(form.email)).toHaveValue(email);

test('a message sent through the contact form is read, answered by e-mail and marked answered', async ({ page, owner }) => {
  const name = `Océane Durand ${randomUUID().slice(0, 6)}`;
  const email = `oceane-${randomUUID().slice(0, 8)}@example.com`;
  const words = 'Bonjour, nous tenons une épicerie fine à Nice : proposez-vous des tarifs pour les professionnels ?';

  const form = content.contact.form;
  await page.setExtraHTTPHeaders(ownClientHeaders()); // the contact form's limit per client is this test's alone
  await page.goto(localizedPath('fr', 'contact'));
  const contact = slot(page, 'content');
  await senderKnown(contact, form, owner.email);
  await contact.getByLabel(form.name).fill(name);
  await contact.getByLabel(form.email).fill(email);
  await contact.getByLabel(form.subject).selectOption('professional');
  await contact.getByLabel(form.message, { exact: true }).fill(words);
  await contact.getByRole('button', { name: form.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: form.sent })).toBeVisible();
  // The shop still gets it by mail, as before the back office.
  await expect
    .poll(async () => (await mailTo(page.request, shop.email)).some((mail) => mail.text.includes(email)), { timeout: 15_000 })
    .toBe(true);

  await page.goto(localizedPath('fr', 'adminMessages'));
  await admin(page).getByLabel(t.subject).selectOption('professional');
  await expect(page).toHaveURL(/subject=professional/);
  const item = itemOf(page, name);
  const opener = item.getByRole('button', { name: new RegExp(name) });
  await expect(item).toHaveAttribute('data-state', 'unread');
  await expect(opener).toContainText(t.states.unread);
  // The shop's strong weight (the kit's type scale) against its regular one.
  await expect(opener).toHaveCSS('font-weight', '600');

  // Opening it marks it read.
  await opener.click();
  await expect(item.getByText(words)).toBeVisible();
  await expect(opener).toContainText(t.states.read);
  await expect(opener).toHaveCSS('font-weight', '400');
  await expect(item.getByRole('link', { name: fill(t.replyByMailTo, { name }) })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent(`Re: ${t.subjects.professional}`)}`,
  );

  await item.getByRole('button', { name: t.markAnswered }).click();
  await expect(page.getByRole('alert').filter({ hasText: fill(t.markedAnswered, { name }) })).toBeVisible();
  await expect(opener).toContainText(t.states.answered);

  // Among the answered ones, from the address.
  await admin(page).getByText(t.filterStates.answered).click();
  await expect(page).toHaveURL(/state=answered/);
  await page.reload();
  await expect(itemOf(page, name)).toHaveAttribute('data-state', 'answered');
});

test('a reply written in the back office goes by the shop’s mail, the message quoted, and stays with it, answered', async ({
  page,
  owner,
}) => {
  const name = `Marco Bellini ${randomUUID().slice(0, 6)}`;
  const email = `marco-${randomUUID().slice(0, 8)}@example.it`;
  const words = 'Buongiorno, spedite il limoncello in Italia?';
  const form = texts('it').content.contact.form;
  await page.setExtraHTTPHeaders(ownClientHeaders()); // the contact form's limit per client is this test's alone
  await page.goto(localizedPath('it', 'contact'));
  const contact = slot(page, 'content');
  await senderKnown(contact, form, owner.email);
  await contact.getByLabel(form.name).fill(name);
  await contact.getByLabel(form.email).fill(email);
  await contact.getByLabel(form.subject).selectOption('information');
  await contact.getByLabel(form.message, { exact: true }).fill(words);
  await contact.getByRole('button', { name: form.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: form.sent })).toBeVisible();

  await page.goto(localizedPath('fr', 'adminMessages'));
  const item = itemOf(page, name);
  await item.getByRole('button', { name: new RegExp(name) }).click();
  const reply = item.getByRole('form', { name: fill(t.replyTitle, { name }) });
  await reply.getByLabel(t.replyText).fill('Buongiorno Marco, sì: spediamo in tutta Italia in 3 giorni.');
  await reply.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: fill(t.replied, { email }) })).toBeVisible();
  await expect(item).toHaveAttribute('data-state', 'answered');
  await expect(item.getByRole('list', { name: t.repliesSent })).toContainText('spediamo in tutta Italia');
  await expect(item.getByRole('list', { name: t.repliesSent })).toContainText(owner.email);

  // The customer's mail: in Italian, the reply, then their own words quoted.
  await expect
    .poll(async () => (await mailTo(page.request, email)).find((mail) => mail.subject.startsWith('Re:'))?.text ?? '', { timeout: 15_000 })
    .toContain(`> ${words}`);
  const mail = (await mailTo(page.request, email)).find((sent) => sent.subject.startsWith('Re:'))!;
  expect(mail.subject).toBe(`Re: Richiesta di informazioni — ${shop.name}`);
  expect(mail.text).toContain('spediamo in tutta Italia');

  // Still there after a reload: kept with the message.
  await page.reload();
  await itemOf(page, name)
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(itemOf(page, name).getByRole('list', { name: t.repliesSent })).toContainText('spediamo in tutta Italia');
});

test('on a phone: the list and an opened message fit the screen, with no serious accessibility violation', async ({
  page,
  owner: _loggedIn,
  shopDatabase,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Luca Bianchi ${randomUUID().slice(0, 6)}`;
  await shopDatabase
    .insertInto('contacts')
    .values({
      name,
      email: 'luca@example.it',
      phone: null,
      subject: 'job_application',
      message: 'Buongiorno, vorrei candidarmi.',
      locale: 'it',
    })
    .execute();
  await page.goto(`${localizedPath('fr', 'adminMessages')}?subject=job_application`);
  const opener = itemOf(page, name).getByRole('button', { name: new RegExp(name) });
  expect((await opener.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await opener.click();
  const reply = itemOf(page, name).getByRole('link', { name: fill(t.replyByMailTo, { name }) });
  await expect(reply).toHaveAttribute('href', `mailto:luca@example.it?subject=${encodeURIComponent('Re: Candidatura')}`);
  for (const target of [reply, itemOf(page, name).getByRole('button', { name: t.markAnswered })])
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
