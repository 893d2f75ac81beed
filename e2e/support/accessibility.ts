import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Rules about the page's structure that axe rates below serious but a screen-reader user relies on all the same. */
const structureRules = ['heading-order', 'page-has-heading-one', 'landmark-one-main', 'landmark-unique', 'region', 'bypass'];

/**
 * The serious and critical violations on the page as it is now (WCAG 2.1 A and AA), and any break of its
 * structure (headings in order, landmarks), each with the elements at fault.
 */
export async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || structureRules.includes(violation.id))
    .map((violation) => ({ rule: violation.id, help: violation.help, at: violation.nodes.map((node) => node.target.join(' ')) }));
}
