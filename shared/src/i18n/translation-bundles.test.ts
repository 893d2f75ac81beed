import { describe, expect, it } from 'vitest';
import { translationProblems } from './translation-bundles';

describe('translationProblems', () => {
  const fr = { title: 'Bonjour', footer: { hours: 'Ouvert, tél. {{phone}}' } };

  it('is empty for complete bundles', () => {
    const en = { title: 'Hello', footer: { hours: 'Open, tel. {{phone}}' } };
    expect(translationProblems({ fr, en, it: en })).toEqual([]);
  });

  it('names missing, extra and empty keys and changed placeholders', () => {
    const en = { title: 'Hello', footer: { hours: 'Open' }, extra: 'x' };
    const it = { title: ' ', footer: {} };
    expect(translationProblems({ fr, en, it })).toEqual([
      'en: placeholders differ in footer.hours',
      'en: extra extra',
      'it: empty title',
      'it: missing footer.hours',
    ]);
  });
});
