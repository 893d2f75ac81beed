// @vitest-environment jsdom
import { locales } from '@lemon/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headingTexts, renderContentPage } from '../content-page/render-content-page.test-support';
import { AboutPage } from './about-page';
import { aboutTexts, mentonLemonSectionId } from './about-texts';

afterEach(cleanup);

const expectedTitles = { fr: 'Notre histoire', en: 'Our story', it: 'La nostra storia' };
const lemonHeadings = { fr: 'Le citron de Menton', en: 'The Menton lemon', it: 'Il limone di Mentone' };

describe.each(locales)('AboutPage in %s', (locale) => {
  it('shows its h1 and each section under its h2, in that language', () => {
    const { container } = renderContentPage(<AboutPage />, { route: 'about', locale });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expectedTitles[locale]);
    const headings = Object.values(aboutTexts[locale].sections).map((section) => section.heading);
    expect(headings.length).toBeGreaterThanOrEqual(3);
    expect(headingTexts(container, 2)).toEqual(headings);
    for (const heading of headings) expect(screen.getByRole('region', { name: heading })).toBeTruthy();
  });

  it('has the #lecitron section the spec links to, led by its heading', () => {
    const { container } = renderContentPage(<AboutPage />, { route: 'about', locale });
    const section = container.querySelector(`#${mentonLemonSectionId}`);
    expect(mentonLemonSectionId).toBe('lecitron');
    expect(section?.tagName).toBe('SECTION');
    expect(section?.firstElementChild?.tagName).toBe('H2');
    expect(section).toBe(screen.getByRole('region', { name: lemonHeadings[locale] }));
    expect(within(section as HTMLElement).getByText(/IGP|PGI/, { selector: 'h3' })).toBeTruthy();
  });
});
