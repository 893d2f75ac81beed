import { locales } from '@lemon/shared/locales';
import { localizedPath } from '@lemon/shared/routes';
import { shop } from '../../kit/src/shop/shop-identity';
import { contactMailTexts } from '../../api/src/contacts/contact-mails';
import { healthWarning } from '../../mf-content/src/content-page/shop-details';
import { expect, test } from '../support/fixtures';
import { mailTo, nthMailTo } from '../support/mail';
import { slot } from '../support/shop-page';
import { ownClientHeaders } from '../support/test-server';
import { texts } from '../support/translations';

test('the about page’s #lecitron link lands on the Menton lemon section', async ({ page }) => {
  const { pages } = texts('fr');
  await page.goto(`${localizedPath('fr', 'about')}#lecitron`);
  const section = slot(page, 'content').locator('section#lecitron');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(pages.about.sections.lecitron.heading);
  await expect(section).toBeInViewport();
});

for (const locale of locales) {
  test(`the legal notice and the terms of sale in ${locale}`, async ({ page }) => {
    const { pages } = texts(locale);
    await page.goto(localizedPath(locale, 'legal'));
    const content = slot(page, 'content');
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(pages.legal.title);
    await expect(content.getByText(healthWarning[locale].notice).first()).toBeVisible();

    await page.goto(localizedPath(locale, 'cgv'));
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(pages.cgv.title);
    await expect(content.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(pages.cgv.title));
  });
}

for (const locale of locales) {
  test(`the privacy policy in ${locale}, reached from the footer`, async ({ page }) => {
    const { pages, shell } = texts(locale);
    await page.goto(localizedPath(locale, 'home'));
    await page.getByRole('contentinfo').getByRole('link', { name: shell.footer.privacy, exact: true }).click();
    await expect(page).toHaveURL(localizedPath(locale, 'privacy'));
    const content = slot(page, 'content');
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(pages.privacy.title);
    await expect(content.getByRole('heading', { level: 2, name: pages.privacy.sections.droits.heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(pages.privacy.title));
  });
}

const contactMessages = {
  fr: { name: 'Camille Martin', phone: '06 12 34 56 78', message: 'Livrez-vous la liqueur de citron à Lyon ?' },
  en: { name: 'Alex Morgan', phone: '+44 20 7946 0000', message: 'Do you ship the lemon liqueur to Scotland?' },
  it: { name: 'Giulia Bianchi', phone: '+39 06 1234 5678', message: 'Spedite il liquore al limone a Torino?' },
} as const;

for (const locale of locales) {
  test(`the contact form in ${locale}: its errors, then a message sent, e-mailed to the shop and acknowledged in ${locale}`, async ({
    page,
    request,
  }) => {
    const { content, common } = texts(locale);
    const form = content.contact.form;
    const typed = contactMessages[locale];
    // A visitor of its own: the contact form's limit per client is not the other tests' to use up.
    await page.setExtraHTTPHeaders(ownClientHeaders());
    await page.goto(localizedPath(locale, 'contact'));
    const contact = slot(page, 'content');

    await contact.getByRole('button', { name: form.send }).click();
    await expect(contact.getByText(common.validation.errors.required).first()).toBeVisible();
    await contact.getByLabel(form.email).fill('not-an-address');
    await contact.getByLabel(form.phone).fill('call me');
    await contact.getByRole('button', { name: form.send }).click();
    await expect(contact.getByText(common.validation.errors.email)).toBeVisible();
    await expect(contact.getByText(common.validation.errors.phone)).toBeVisible();

    const sender = `visitor-${locale}-${Date.now()}@example.com`;
    await contact.getByLabel(form.name).fill(typed.name);
    await contact.getByLabel(form.email).fill(sender);
    await contact.getByLabel(form.phone).fill(typed.phone);
    await contact.getByLabel(form.subject).selectOption('information');
    await contact.getByLabel(form.message, { exact: true }).fill(typed.message);
    await contact.getByRole('button', { name: form.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: form.sent })).toBeVisible();
    await expect(contact.getByLabel(form.message, { exact: true })).toHaveValue('');

    // The acknowledgement in the sender's language, without their words; the shop's copy in French, with them.
    const acknowledgement = await nthMailTo(request, sender);
    expect(acknowledgement.subject).toBe(contactMailTexts[locale].acknowledgement.subject);
    expect(acknowledgement.text).toContain(contactMailTexts[locale].subjects.information);
    expect(acknowledgement.text).not.toContain(typed.message);
    await expect
      .poll(async () => (await mailTo(request, shop.email)).filter((mail) => mail.text.includes(sender)).length, { timeout: 15_000 })
      .toBe(1);
    const [toShop] = (await mailTo(request, shop.email)).filter((mail) => mail.text.includes(sender));
    expect(toShop!.text).toContain(typed.message);
  });
}
