// @vitest-environment jsdom
import { registerTranslations } from '@lemon/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { adminTranslations } from '../testing/render-admin';
import { RichTextField } from './rich-text-editor';

afterEach(cleanup);

const texts = adminTranslations.fr.richText;
const sent: string[] = [];

function DescriptionForm({ description }: { description: string }) {
  const form = useForm({ defaultValues: { description } });
  return (
    <form onSubmit={form.handleSubmit((values) => void sent.push(values.description))}>
      <RichTextField form={form} name="description" label="Description" hint="Ce que le client lit." />
      <button type="button" onClick={() => form.reset({ description: '<p>Leur version</p>' })}>
        Reprendre
      </button>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

const valueSent = async () => {
  sent.length = 0;
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0];
};

/** Selects the whole text as the keyboard does (Ctrl+A). */
const selectAll = (text: HTMLElement) => fireEvent.keyDown(text, { key: 'a', code: 'KeyA', ctrlKey: true });

describe('the rich text editor', () => {
  it('is a labelled text with a labelled toolbar of buttons that say whether they are on', () => {
    registerTranslations('admin', adminTranslations);
    render(<DescriptionForm description="<p>Citron de Menton</p>" />);
    const text = screen.getByRole('textbox', { name: 'Description' });
    expect(text.getAttribute('contenteditable')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toContain(screen.getByText('Ce que le client lit.').id);
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme : Description' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      [texts.bold, 'false'],
      [texts.italic, 'false'],
      [texts.heading, 'false'],
      [texts.bulletList, 'false'],
      [texts.orderedList, 'false'],
    ]);
  });

  it('makes the selection bold, then a bulleted list, and gives the form the shop’s HTML', async () => {
    registerTranslations('admin', adminTranslations);
    render(<DescriptionForm description="<p>Citron de Menton</p>" />);
    const text = screen.getByRole('textbox', { name: 'Description' });
    selectAll(text);
    fireEvent.click(screen.getByRole('button', { name: texts.bold }));
    await waitFor(() => expect(screen.getByRole('button', { name: texts.bold }).getAttribute('aria-pressed')).toBe('true'));
    expect(await valueSent()).toBe('<p><strong>Citron de Menton</strong></p>');

    fireEvent.click(screen.getByRole('button', { name: texts.bulletList }));
    await waitFor(() => expect(screen.getByRole('button', { name: texts.bulletList }).getAttribute('aria-pressed')).toBe('true'));
    expect(await valueSent()).toBe('<ul><li><p><strong>Citron de Menton</strong></p></li></ul>');

    fireEvent.click(screen.getByRole('button', { name: texts.orderedList }));
    await waitFor(() => expect(screen.getByRole('button', { name: texts.orderedList }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: texts.bulletList }).getAttribute('aria-pressed')).toBe('false');
    expect(await valueSent()).toBe('<ol><li><p><strong>Citron de Menton</strong></p></li></ol>');

    selectAll(text);
    fireEvent.click(screen.getByRole('button', { name: texts.bold }));
    await waitFor(() => expect(screen.getByRole('button', { name: texts.bold }).getAttribute('aria-pressed')).toBe('false'));
    expect(await valueSent()).toBe('<ol><li><p>Citron de Menton</p></li></ol>');
  });

  it('keeps only what the shop’s HTML allows, and shows a value the form is reset to', async () => {
    registerTranslations('admin', adminTranslations);
    render(
      <DescriptionForm description={'<h1>Titre</h1><p>Un <u>texte</u> <a href="https://menton.fr">lié</a></p><script>alert(1)</script>'} />,
    );
    const text = screen.getByRole('textbox', { name: 'Description' });
    expect(text.querySelector('h1, u, script')).toBeNull();
    expect(text.querySelector('a')?.getAttribute('href')).toBe('https://menton.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    await waitFor(() => expect(text.textContent).toBe('Leur version'));
    expect(await valueSent()).toBe('<p>Leur version</p>');
  });

  it('gives an empty text as nothing, so a description not written reads as missing', async () => {
    registerTranslations('admin', adminTranslations);
    render(<DescriptionForm description="<p>Citron</p>" />);
    const text = screen.getByRole('textbox', { name: 'Description' });
    selectAll(text);
    fireEvent.keyDown(text, { key: 'Backspace', code: 'Backspace' });
    await waitFor(() => expect(text.textContent).toBe(''));
    expect(await valueSent()).toBe('');
  });
});
