// @vitest-environment jsdom
// A page of its own: every starter run in a page listens to it.
import { afterEach, describe, expect, it } from 'vitest';
import { openPage } from './page-starter-page';

const requiredText = 'Ce champ est obligatoire.';

/** The contact form as the server draws it (contact-form.tsx): its required fields marked, the phone not. */
function contactForm() {
  document.getElementById('shell')!.innerHTML =
    `<form method="post" action="/api/forms/contact" data-required-text="${requiredText}" novalidate>` +
    '<input name="name" aria-required="true" aria-invalid="false">' +
    '<input name="email" type="email" aria-required="true" aria-invalid="false">' +
    '<input name="phone" type="tel" aria-invalid="false">' +
    '<select name="subject" aria-required="true" aria-invalid="false"><option value="">Choisir</option><option value="order">Commande</option></select>' +
    '<textarea name="message" aria-required="true" aria-invalid="false"></textarea>' +
    '<button type="submit">Envoyer</button></form>';
  const form = document.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const said = () => ['name', 'email', 'phone', 'subject', 'message'].filter((name) => field(name).getAttribute('aria-invalid') === 'true');
  return { form, field, said };
}

/** Sends the form as a tap on its button does: whether the browser would post it (no one prevented it). */
function sendsIt(form: HTMLFormElement): boolean {
  let posted = false;
  const post = (event: Event) => {
    posted = !event.defaultPrevented;
    event.preventDefault();
  };
  addEventListener('submit', post);
  form.requestSubmit();
  removeEventListener('submit', post);
  return posted;
}

afterEach(() => document.documentElement.removeAttribute('data-taken-over'));

describe('a form with required fields, sent before the scripts run', () => {
  it('is not sent while one is empty: each empty one says so, in the page’s words, and the first takes the focus', async () => {
    openPage();
    const { form, field, said } = contactForm();
    field('email').value = 'giulia@example.it';
    field('message').value = '   ';

    expect(sendsIt(form)).toBe(false);
    expect(said()).toEqual(['name', 'subject', 'message']);
    expect(field('name').validationMessage).toBe(requiredText);
    expect(field('phone').validationMessage).toBe('');
    expect(document.activeElement).toBe(field('name'));

    // Typed in, a field no longer says it; filled, the form goes to the server, which checks the rest.
    field('name').value = 'Giulia';
    field('name').dispatchEvent(new Event('input', { bubbles: true }));
    expect(said()).toEqual(['subject', 'message']);
    expect(field('name').validationMessage).toBe('');
    field('subject').value = 'order';
    field('message').value = 'Avez-vous du limoncello ?';
    expect(sendsIt(form)).toBe(true);
  });

  it('leaves the fields it marked to the scripts once they have taken the page over, the browser’s message gone', async () => {
    openPage();
    const { form, field, said } = contactForm();
    expect(sendsIt(form)).toBe(false);
    expect(said()).toEqual(['name', 'email', 'subject', 'message']);

    document.documentElement.setAttribute('data-taken-over', '');
    await new Promise((resolve) => setTimeout(resolve));
    // Marked still, for the scripts to check again and say in their own way.
    expect(said()).toEqual(['name', 'email', 'subject', 'message']);
    expect(field('message').validationMessage).toBe('');
    // Typed in now, the field is the scripts' alone: the starter no longer answers for it.
    field('name').value = 'Giulia';
    field('name').dispatchEvent(new Event('input', { bubbles: true }));
    expect(said()).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('leaves a form that says nothing of its required fields to the browser and the server', () => {
    openPage();
    const { form } = contactForm();
    form.removeAttribute('data-required-text');
    expect(sendsIt(form)).toBe(true);
  });
});
