// @vitest-environment jsdom
import { i18n, localizedPath, locales, registerTranslations } from '@lemon/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderContentPage } from '../content-page/render-content-page.test-support';
import { contentTranslations } from '../i18n';
import { HomeAbout } from './home-about';

// Every language's texts at hand, as on the server (the browser loads the page's own).
beforeAll(() => registerTranslations('content', contentTranslations));
afterEach(cleanup);

describe.each(locales)('the home page’s about section in %s', (locale) => {
  it('tells the story in brief under its h2, with a read-more link to the about page', async () => {
    await i18n.changeLanguage(locale);
    const texts = contentTranslations[locale].homeAbout;
    renderContentPage(<HomeAbout />, { route: 'home', locale });
    const section = screen.getByRole('region', { name: texts.title });
    expect(section.querySelector('h2')?.textContent).toBe(texts.title);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(texts.facts);
    expect(screen.getByRole('link', { name: texts.readMore }).getAttribute('href')).toBe(localizedPath(locale, 'about'));
  });
});
