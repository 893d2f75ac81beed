// @vitest-environment jsdom
import { $locale, i18n, registerTranslations, type Locale, Provider } from '@lemon/shared';
import type { FestivalNotice as Notice } from '@lemon/shell-contract';
import { PageDrawnWith } from '@lemon/kit';
import { festivalNotice2027 } from '@lemon/kit/testing';
import type { PageStates } from '@lemon/app-protocol/render';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellNamespace, shellTranslations } from '../i18n';
import { FestivalNotice } from './festival-notice';
import { $festivalNoticeClosedFor, festivalNoticeRequested } from './festival-notice.model';

registerTranslations(shellNamespace, shellTranslations);

const notice = festivalNotice2027;
/** What the page was drawn with on the server: its loaders' states. */
let drawnWith: PageStates = {};

/** The page opens at `moment`, drawn by the server with the notice, or without it. */
function pageOpensAt(moment: string, answer: Notice | null = notice) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(moment));
  drawnWith = answer ? { 'shell/festival-notice': { params: undefined, status: 'ready', data: answer } } : {};
}

/** Any call to the API fails the test, unless `answer` says what to answer. */
function apiAnswers(answer: () => Response = () => Response.error()) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    calls.push(new URL(String(input)).pathname);
    return answer();
  });
  return calls;
}

async function drawNotice({ locale = 'fr', scope = fork() }: { locale?: Locale; scope?: Scope } = {}) {
  await i18n.changeLanguage(locale);
  await allSettled($locale, { scope, params: locale });
  render(
    <Provider value={scope}>
      <PageDrawnWith value={() => drawnWith}>
        <MemoryRouter initialEntries={[`/${locale}`]}>
          <FestivalNotice />
        </MemoryRouter>
      </PageDrawnWith>
    </Provider>,
  );
  return scope;
}

const shownNotice = () => screen.queryByTestId('festival-notice');

afterEach(async () => {
  cleanup();
  drawnWith = {};
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

describe('the festival notice', () => {
  it('shows the owner’s days and words the server drew it with, without asking the API', async () => {
    const calls = apiAnswers();
    pageOpensAt('2027-02-10T09:00:00Z');
    await drawNotice();
    expect(shownNotice()?.textContent).toBe(
      'Fête du Citron du 17 février au 3 mars : les livraisons peuvent prendre un peu de retard. Voir la sélection Fête du Citron',
    );
    expect(shownNotice()?.getAttribute('role')).toBe('note');
    expect(calls).toEqual([]);
  });

  it('links to the festival’s category in the page’s language, and to none when the owner chose none', async () => {
    pageOpensAt('2027-02-10T09:00:00Z');
    await drawNotice({ locale: 'it' });
    const link = screen.getByRole('link', { name: 'Vedi la selezione Festa del Limone' });
    expect(link.getAttribute('href')).toBe('/it/categorie/festa-del-limone');
    cleanup();

    pageOpensAt('2027-02-10T09:00:00Z', { ...notice, category: null });
    await drawNotice();
    expect(shownNotice()?.textContent).toBe('Fête du Citron du 17 février au 3 mars : les livraisons peuvent prendre un peu de retard.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks the page’s language, with the owner’s message in it', async () => {
    pageOpensAt('2027-03-03T12:00:00Z', { ...notice, starts_on: '2027-02-11', shown_from: '2027-02-01' });
    await drawNotice({ locale: 'en' });
    expect(shownNotice()?.textContent).toBe(
      'Lemon Festival from 11 February to 3 March: deliveries may take a little longer. See the Lemon Festival selection',
    );
  });

  it('shows from its first day in Menton to the festival’s last, and not a day outside', async () => {
    for (const [moment, shown] of [
      ['2027-02-02T22:59:00Z', false], // 23:59 on 2 February in Menton
      ['2027-02-02T23:00:00Z', true], // midnight: 3 February
      ['2027-03-03T22:59:00Z', true],
      ['2027-03-03T23:00:00Z', false], // 4 March in Menton, still 3 March in London
      ['2027-06-20T10:00:00Z', false],
    ] as const) {
      pageOpensAt(moment);
      await drawNotice();
      expect({ moment, shown: shownNotice() !== null }).toEqual({ moment, shown });
      cleanup();
    }
  });

  it('asks the API when the page was drawn without it, and shows nothing while it is unknown or when it fails', async () => {
    pageOpensAt('2027-02-10T09:00:00Z', null);
    let answer = () => Response.json({ data: notice });
    const calls = apiAnswers(() => answer());
    const scope = await drawNotice();
    expect(shownNotice()).toBeNull();
    await allSettled(festivalNoticeRequested, { scope });
    expect(calls).toEqual(['/api/festival-notice']);
    expect((await screen.findByTestId('festival-notice')).textContent).toContain('du 17 février au 3 mars');
    cleanup();

    answer = () => Response.json({ message: 'down' }, { status: 503 });
    const failed = await drawNotice();
    await allSettled(festivalNoticeRequested, { scope: failed });
    expect(calls).toHaveLength(2);
    expect(shownNotice()).toBeNull();
  });

  it('closes for this festival, and shows again for the next one', async () => {
    pageOpensAt('2027-02-10T09:00:00Z');
    const scope = await drawNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer l’avis de la Fête du Citron' }));
    expect(shownNotice()).toBeNull();
    expect(scope.getState($festivalNoticeClosedFor)).toBe('2027-02-17');
    cleanup();

    // Closed last year: this year's festival has another first day.
    pageOpensAt('2027-02-10T09:00:00Z');
    await drawNotice({ scope: fork({ values: [[$festivalNoticeClosedFor, '2026-02-17']] }) });
    expect(shownNotice()).not.toBeNull();
  });
});
