// @vitest-environment jsdom
import { $user, ValidationError } from '@lemon/shared';
import type { Address } from '@lemon/account-contract';
import { camille } from '@lemon/kit/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showFailureToastFx, showSuccessToastFx } from '../forms/toasts';
import { address, countryGroups } from '@lemon/kit/testing';
import { commonTexts, polyfillDialog, renderInScope, texts } from '../testing/render-in-scope';
import { AddressBook } from './address-book';
import {
  addressBookOpened,
  deleteAddressFx,
  fetchCountriesFx,
  loadAddressBookFx,
  makeDefaultFx,
  saveAddressFx,
} from './address-book.model';

const t = texts.addresses;
const addressTexts = commonTexts.address;
const refusals = commonTexts.validation.errors;
const home = address(1, 'Maison', { is_default: true, line2: 'Villa Les Agrumes' });
const rome = address(2, 'Chez Giulia', { line1: 'Via Appia 12', zip: '00179', city: 'Roma', country: 'IT' });

async function renderBook({
  save = async () => home,
  remove = async () => undefined,
}: {
  save?: (request: Parameters<typeof saveAddressFx>[0]) => Promise<Address>;
  remove?: () => Promise<void>;
} = {}) {
  const calls = { save: vi.fn(save), remove: vi.fn(remove) };
  const scope = fork({
    values: [[$user, camille]],
    handlers: [
      [loadAddressBookFx, async () => [home, rome]],
      [fetchCountriesFx, async () => ({ locale: 'fr', groups: countryGroups })],
      [saveAddressFx, calls.save],
      [makeDefaultFx, async () => [home, rome]],
      [deleteAddressFx, calls.remove],
      [showSuccessToastFx, () => undefined],
      [showFailureToastFx, () => undefined],
    ],
  });
  await allSettled(addressBookOpened, { scope });
  renderInScope(<AddressBook />, { scope });
  return calls;
}

const card = (label: string) => screen.getByRole('article', { name: label });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Presses an address's delete button as a browser does (focus, then click): the question opens. */
function askToDelete(label: string) {
  const deleteButton = screen.getByRole('button', { name: `Supprimer l’adresse « ${label} »` });
  deleteButton.focus();
  fireEvent.click(deleteButton);
  return { deleteButton, dialog: screen.getByRole('dialog', { name: t.confirmDelete.title }) };
}

beforeAll(polyfillDialog);
afterEach(cleanup);

describe('the address book', () => {
  it('shows each address with its label and lines, the country named, the default one marked', async () => {
    await renderBook();
    expect(within(card('Maison')).getByText(t.default)).toBeTruthy();
    expect(within(card('Chez Giulia')).queryByText(t.default)).toBeNull();
    expect(within(card('Maison')).getByText('Villa Les Agrumes')).toBeTruthy();
    expect(card('Chez Giulia').querySelector('address')!.textContent).toBe('Camille RossiVia Appia 1200179 RomaItalie');
    expect(within(card('Maison')).queryByRole('button', { name: 'Faire de « Maison » l’adresse par défaut' })).toBeNull();
    expect(within(card('Chez Giulia')).getByRole('button', { name: 'Faire de « Chez Giulia » l’adresse par défaut' })).toBeTruthy();
  });

  it('adds an address with the country chosen among the delivery zones by name, stored by code', async () => {
    const calls = await renderBook();
    fireEvent.click(screen.getByRole('button', { name: t.add }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: t.newTitle }));
    const country = screen.getByLabelText<HTMLSelectElement>(addressTexts.country);
    expect([...country.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(Object.values(addressTexts.zones));
    expect(within(country).getByRole('option', { name: 'Italie' })).toHaveProperty('value', 'IT');
    expect(field(addressTexts.firstName).value).toBe('Camille');

    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4)); // label, line 1, postcode, town
    expect(field(t.fields.label).getAttribute('aria-invalid')).toBe('true');
    expect(calls.save).not.toHaveBeenCalled();

    type(t.fields.label, 'Chez Luca');
    type(addressTexts.line1, 'Piazza Navona 1');
    type(addressTexts.zip, '00186');
    type(addressTexts.city, 'Roma');
    fireEvent.change(country, { target: { value: 'IT' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledTimes(1));
    expect(calls.save.mock.calls[0]![0]).toEqual({
      id: undefined,
      payload: {
        label: 'Chez Luca',
        first_name: 'Camille',
        last_name: 'Rossi',
        line1: 'Piazza Navona 1',
        line2: null,
        zip: '00186',
        city: 'Roma',
        country: 'IT',
        is_default: false,
      },
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: t.add })));
  });

  it('shows the server’s refusal of the country at the country field', async () => {
    await renderBook({
      save: async () => {
        throw new ValidationError('Refused', { country: ['country'] });
      },
    });
    fireEvent.click(within(card('Chez Giulia')).getByRole('button', { name: 'Modifier l’adresse « Chez Giulia »' }));
    expect(field(addressTexts.city).value).toBe('Roma');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusals.country);
    expect(screen.getByLabelText(addressTexts.country).getAttribute('aria-invalid')).toBe('true');
  });

  it('edits in place, and gives the focus back to the card’s edit button on cancel', async () => {
    await renderBook();
    const edit = 'Modifier l’adresse « Maison »';
    fireEvent.click(screen.getByRole('button', { name: edit }));
    expect(screen.queryByRole('article', { name: 'Maison' })).toBeNull();
    // The default address stays the default one: nothing to tick.
    expect(screen.queryByLabelText(t.fields.isDefault)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: edit }));
  });

  it('asks before deleting, opening on "keep", and Escape keeps the address', async () => {
    const calls = await renderBook();
    const { deleteButton, dialog } = askToDelete('Chez Giulia');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByText('L’adresse « Chez Giulia » sera retirée de votre carnet.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t.confirmDelete.cancel }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(deleteButton);
    expect(calls.remove).not.toHaveBeenCalled();
  });

  it('deletes once confirmed, and puts the focus on the book’s heading', async () => {
    const calls = await renderBook();
    const { dialog } = askToDelete('Chez Giulia');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: t.confirmDelete.confirm })));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(calls.remove).toHaveBeenCalledWith(rome);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: t.heading }));
  });
});
