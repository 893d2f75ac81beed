import type { Category } from '@lemon/catalog-contract';
import { describe, expect, it } from 'vitest';
import { categoryBranches } from './main-categories.model';

const category = (id: number, { isMain = false, parentId = null }: { isMain?: boolean; parentId?: number | null } = {}): Category => ({
  id,
  label: { fr: `c${id}`, en: `c${id}`, it: `c${id}` },
  slug: { fr: `c-${id}`, en: `c-${id}`, it: `c-${id}` },
  is_main: isMain,
  order: id,
  parent_id: parentId,
});

describe('the menu’s categories', () => {
  const drinks = category(1, { isMain: true });
  const boxes = category(2, { isMain: true });
  const giftIdeas = category(3, { parentId: 2 });
  const festival = category(4);
  const festivalBoxes = category(5, { parentId: 4 });
  const all = [drinks, boxes, giftIdeas, festival, festivalBoxes];

  it('puts every category under its parent, the main ones first and the other top ones as selections', () => {
    const { main, others } = categoryBranches([drinks, boxes], all);
    expect(main).toEqual([
      { category: drinks, subCategories: [] },
      { category: boxes, subCategories: [giftIdeas] },
    ]);
    expect(others).toEqual([{ category: festival, subCategories: [festivalBoxes] }]);
    const reached = [...main, ...others].flatMap((branch) => [branch.category, ...branch.subCategories]);
    expect(reached.map(({ id }) => id).sort()).toEqual(all.map(({ id }) => id));
  });

  it('shows the main ones alone until every category is known', () => {
    expect(categoryBranches([drinks, boxes], undefined)).toEqual({
      main: [
        { category: drinks, subCategories: [] },
        { category: boxes, subCategories: [] },
      ],
      others: [],
    });
  });
});
