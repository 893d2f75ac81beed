import { allSettled, fork } from 'effector';
import { expect, it, vi } from 'vitest';
import { consentSettled } from '../consent/consent.model';
import { countPageViewFx, forgetVisitorFx, pageShown } from './analytics.model';

function shopPage() {
  const counted = vi.fn();
  const forgotten = vi.fn();
  const scope = fork({
    handlers: [
      [countPageViewFx, counted],
      [forgetVisitorFx, forgotten],
    ],
  });
  const show = (path: string) => allSettled(pageShown, { scope, params: path });
  const consent = (categories: string[]) => allSettled(consentSettled, { scope, params: categories });
  return { counted, forgotten, show, consent };
}

it('counts nothing before the visitor consents to analytics', async () => {
  const { counted, show, consent } = shopPage();
  await show('/fr');
  await show('/fr/contact');
  await consent(['necessary', 'preferences']);
  await show('/fr/a-propos');
  expect(counted).not.toHaveBeenCalled();
});

it('counts the page the visitor consents on, then each new page once', async () => {
  const { counted, show, consent } = shopPage();
  await show('/fr');
  await show('/fr/contact');
  await consent(['necessary', 'analytics']);
  expect(counted.mock.calls).toEqual([['/fr/contact']]);

  await show('/fr/contact'); // the same page with another query or hash
  await show('/fr/categorie/boissons');
  await show('/fr');
  expect(counted.mock.calls.map(([path]) => path)).toEqual(['/fr/contact', '/fr/categorie/boissons', '/fr']);
});

it('counts the first page once when an earlier consent is known before or after the page shows', async () => {
  const consentFirst = shopPage();
  await consentFirst.consent(['necessary', 'analytics']);
  await consentFirst.show('/en');
  expect(consentFirst.counted.mock.calls).toEqual([['/en']]);

  const pageFirst = shopPage();
  await pageFirst.show('/en');
  await pageFirst.consent(['necessary', 'analytics']);
  expect(pageFirst.counted.mock.calls).toEqual([['/en']]);
});

it('stops counting and forgets the visitor when consent is withdrawn', async () => {
  const { counted, forgotten, show, consent } = shopPage();
  await consent(['necessary', 'preferences', 'analytics']);
  await show('/it');
  await consent(['necessary', 'preferences']);
  expect(forgotten).toHaveBeenCalledTimes(1);
  await show('/it/contatti');
  expect(counted.mock.calls).toEqual([['/it']]);
});

it('does not count a path that is none of the shop’s pages', async () => {
  const { counted, show, consent } = shopPage();
  await consent(['necessary', 'analytics']);
  await show('/fr/no-such-page');
  await show('/fr/panier');
  expect(counted.mock.calls).toEqual([['/fr/panier']]);
});
