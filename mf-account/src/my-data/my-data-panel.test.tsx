// @vitest-environment jsdom
import { $user, ApiError, loadUserFx, ValidationError, type User } from '@lemon/shared';
import type { DataExportAnswer } from '@lemon/account-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountPage } from '../account/account-page';
import { commonTexts, polyfillDialog, renderInScope, texts } from '../testing/render-in-scope';
import { giuliaSession } from '../testing/shoppers';
import { deleteAccountFx, downloadFileFx, exportDataFx } from './my-data.model';

const shopper: User = { ...giuliaSession.user, locale: 'fr' };
const staff: User = { ...shopper, is_staff: true, staff_role: 'staff', second_factor_enrolled: true };

function renderTab({
  user = shopper,
  url = '/fr/mon-compte?tab=data',
  exported = async (): Promise<DataExportAnswer> => ({ status: 'ready', download_url: '/api/data-exports/abc' }),
  erased = async (): Promise<string[]> => [],
} = {}) {
  const calls = { exported: vi.fn(exported), erased: vi.fn(erased), downloads: [] as string[], userReloaded: vi.fn() };
  const scope = fork({
    values: [[$user, user]],
    handlers: [
      [exportDataFx, calls.exported],
      [deleteAccountFx, calls.erased],
      [downloadFileFx, (address: string) => void calls.downloads.push(address)],
      [loadUserFx, calls.userReloaded],
    ],
  });
  renderInScope(<AccountPage />, { scope, url });
  return calls;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const askToErase = (password = 'Citron2026') => {
  fireEvent.change(field(texts.myData.erase.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: texts.myData.erase.action }));
};
const confirmErasure = async () =>
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.myData.erase.confirm.confirm }));

beforeAll(polyfillDialog);
afterEach(cleanup);

describe('the "my data" tab', () => {
  it('is one of the account’s tabs', () => {
    renderTab();
    expect(screen.getByRole('tab', { name: texts.account.tabs.data }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: texts.myData.download.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts.myData.erase.title })).toBeTruthy();
  });

  it('downloads a small file at once, with a link in case the download does not start', async () => {
    const calls = renderTab();
    fireEvent.click(screen.getByRole('button', { name: texts.myData.download.action }));
    await waitFor(() => expect(calls.downloads).toEqual(['/api/data-exports/abc']));
    expect(screen.getByRole('link', { name: texts.myData.download.readyLink }).getAttribute('href')).toBe('/api/data-exports/abc');
  });

  it('says where the link of a large file goes', async () => {
    const calls = renderTab({ exported: async () => ({ status: 'mailed', email: 'giulia@example.com' }) });
    fireEvent.click(screen.getByRole('button', { name: texts.myData.download.action }));
    expect(await screen.findByText(texts.myData.download.mailed.replace('{{email}}', 'giulia@example.com'))).toBeTruthy();
    expect(calls.downloads).toEqual([]);
  });

  it('says when a mailed link has expired, and when too many files were asked for', async () => {
    renderTab({
      url: '/fr/mon-compte?tab=data&export=expired',
      exported: async () => {
        throw new ApiError(429, 'Too many');
      },
    });
    expect(screen.getByText(texts.myData.download.expired)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.myData.download.action }));
    expect((await screen.findByRole('alert')).textContent).toBe(commonTexts.errors.tooManyAttempts);
  });

  it('asks once more before erasing, and keeping the account changes nothing', async () => {
    const calls = renderTab();
    askToErase();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.myData.erase.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.erased).not.toHaveBeenCalled();
  });

  it('shows a wrong password at its field', async () => {
    renderTab({
      erased: async () => {
        throw new ValidationError('Refused', { current_password: ['wrong_password'] });
      },
    });
    askToErase('Oublie123');
    await confirmErasure();
    expect((await screen.findByRole('alert')).textContent).toBe(commonTexts.validation.errors.wrong_password);
    expect(field(texts.myData.erase.password).getAttribute('aria-invalid')).toBe('true');
  });

  it('names the order on its way that keeps the account open', async () => {
    renderTab({
      erased: async () => {
        throw new ApiError(409, 'On its way', { account: ['orders_in_progress'] }, { references: 'LC-2026-00042' });
      },
    });
    askToErase();
    await confirmErasure();
    expect((await screen.findByRole('alert')).textContent).toBe(
      commonTexts.validation.errors.orders_in_progress.replace('{{references}}', 'LC-2026-00042'),
    );
  });

  it('asks a staff member for their app’s code too', async () => {
    const calls = renderTab({ user: staff });
    fireEvent.change(field(texts.myData.erase.code), { target: { value: '123456' } });
    askToErase();
    await confirmErasure();
    await waitFor(() => expect(calls.erased).toHaveBeenCalledWith({ current_password: 'Citron2026', second_factor_code: '123456' }));
  });

  it('erases with the password alone for a shopper, says goodbye with the orders it cancelled, and forgets the user', async () => {
    const calls = renderTab({ erased: async () => ['LC-2026-00043'] });
    expect(screen.queryByLabelText(texts.myData.erase.code)).toBeNull();
    askToErase();
    await confirmErasure();
    expect(await screen.findByRole('heading', { name: texts.myData.farewell.title })).toBeTruthy();
    expect(calls.erased).toHaveBeenCalledWith({ current_password: 'Citron2026' });
    expect(screen.getByText(texts.myData.farewell.cancelled.replace('{{references}}', 'LC-2026-00043'))).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.myData.farewell.home }).getAttribute('href')).toBe('/fr');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(calls.userReloaded).toHaveBeenCalled();
  });
});
