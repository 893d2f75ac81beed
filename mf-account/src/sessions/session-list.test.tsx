// @vitest-environment jsdom
import { $locale, i18n, logOutFx, type Locale } from '@lemon/shared';
import type { Session } from '@lemon/account-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showSuccessToastFx } from '../forms/toasts';
import { accountTranslations } from '../i18n';
import { polyfillDialog, renderInScope, texts } from '../testing/render-in-scope';
import { SessionList } from './session-list';
import { endSessionFx, fetchSessionsFx, logOutEverywhereFx, logOutOthersFx, sessionsTabOpened } from './sessions.model';

const here: Session = {
  id: 'here-aaaaaaaaaaaaaaaaaa',
  browser: 'Chrome',
  system: 'macOS',
  signed_in_at: '2026-11-25T08:15:00Z',
  last_used_at: '2026-11-25T10:00:00Z',
  current: true,
};
const phone: Session = {
  id: 'phone-aaaaaaaaaaaaaaaaa',
  browser: 'Safari',
  system: 'iPhone',
  signed_in_at: '2026-11-20T17:45:00Z',
  last_used_at: '2026-11-24T19:05:00Z',
  current: false,
};
const unknown: Session = { ...phone, id: 'unknown-aaaaaaaaaaaaaaa', browser: null, system: null };

async function renderSessions(sessions: Session[], locale: Locale = 'fr') {
  const calls = {
    end: vi.fn(async (_session: Session) => undefined),
    others: vi.fn(async () => undefined),
    everywhere: vi.fn(async () => undefined),
    logOut: vi.fn(async () => undefined),
  };
  const scope = fork({
    values: [[$locale, locale]],
    handlers: [
      [fetchSessionsFx, async () => sessions],
      [endSessionFx, calls.end],
      [logOutOthersFx, calls.others],
      [logOutEverywhereFx, calls.everywhere],
      [logOutFx, calls.logOut],
      [showSuccessToastFx, () => undefined],
    ],
  });
  await i18n.changeLanguage(locale);
  await allSettled(sessionsTabOpened, { scope });
  renderInScope(<SessionList />, { scope, url: `/${locale}/mon-compte?tab=sessions` });
  return calls;
}

const t = texts.sessions;
const cards = () => screen.getAllByTestId('session');
const shown = () =>
  cards().map((card) => [
    within(card).getByRole('heading', { level: 3 }).textContent,
    ...[...card.querySelectorAll('dd')].map((value) => value.textContent!.replace(/\s/g, ' ')),
  ]);

beforeAll(() => {
  polyfillDialog();
  vi.stubEnv('TZ', 'Europe/Paris');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

describe('the devices tab', () => {
  it('shows each device in plain words, when it logged in and was last used, this device marked', async () => {
    await renderSessions([here, phone, unknown]);
    expect(shown()).toEqual([
      ['Chrome sur macOS', '25 novembre 2026 à 09:15', t.now],
      ['Safari sur iPhone', '20 novembre 2026 à 18:45', '24 novembre 2026 à 20:05'],
      [t.unknownDevice, '20 novembre 2026 à 18:45', '24 novembre 2026 à 20:05'],
    ]);
    expect(within(cards()[0]!).getByText(t.thisDevice)).toBeTruthy();
    expect(within(cards()[1]!).queryByText(t.thisDevice)).toBeNull();
    // This device logs out with "log out everywhere" or the details tab, not with a button of its own.
    expect(within(cards()[0]!).queryByRole('button')).toBeNull();
  });

  it('speaks the page’s language', async () => {
    await renderSessions([here, phone], 'it');
    const it = accountTranslations.it.sessions;
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(it.heading);
    expect(shown()[1]).toEqual(['Safari su iPhone', '20 novembre 2026 alle ore 18:45', '24 novembre 2026 alle ore 20:05']);
    expect(screen.getByRole('button', { name: it.logOutEverywhere })).toBeTruthy();
  });

  it('logs out another device from its card', async () => {
    const calls = await renderSessions([here, phone]);
    fireEvent.click(screen.getByRole('button', { name: 'Déconnecter Safari sur iPhone, connecté le 20 novembre 2026 à 18:45' }));
    await waitFor(() => expect(calls.end.mock.calls).toEqual([[phone]]));
  });

  it('asks before logging out everywhere; confirmed, every session ends and this device logs out', async () => {
    const calls = await renderSessions([here, phone]);
    fireEvent.click(screen.getByRole('button', { name: t.logOutEverywhere }));
    const dialog = screen.getByRole('dialog', { name: t.confirm.everywhere.title });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirm.cancel }));
    expect(calls.everywhere).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: t.logOutEverywhere }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm.everywhere.confirm }));
    await waitFor(() => expect(calls.logOut).toHaveBeenCalledOnce());
    expect(calls.everywhere).toHaveBeenCalledOnce();
    expect(calls.others).not.toHaveBeenCalled();
  });

  it('logs out the other devices after asking, and offers it only when there are others', async () => {
    const calls = await renderSessions([here, phone]);
    fireEvent.click(screen.getByRole('button', { name: t.logOutOthers }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: t.confirm.others.title })).getByRole('button', { name: t.confirm.others.confirm }),
    );
    await waitFor(() => expect(calls.others).toHaveBeenCalledOnce());
    expect(calls.logOut).not.toHaveBeenCalled();
    cleanup();

    await renderSessions([here]);
    expect(screen.queryByRole('button', { name: t.logOutOthers })).toBeNull();
  });
});
