import type { Category } from '@lemon/shared/contract';

// Stands in for the catalogue until the database holds it (the API and database issue replaces it).
export const seedCategories: Category[] = [
  { id: 1, is_main: true, order: 1, label: { fr: 'Boissons', en: 'Drinks', it: 'Bevande' }, slug: { fr: 'boissons', en: 'drinks', it: 'bevande' } },
  { id: 2, is_main: true, order: 2, label: { fr: 'Épicerie', en: 'Groceries', it: 'Alimentari' }, slug: { fr: 'epicerie', en: 'groceries', it: 'alimentari' } },
  { id: 3, is_main: true, order: 3, label: { fr: 'Maison et bien-être', en: 'Home and well-being', it: 'Casa e benessere' }, slug: { fr: 'maison-bien-etre', en: 'home-well-being', it: 'casa-benessere' } },
  { id: 4, is_main: true, order: 4, label: { fr: 'Coffrets et compositions', en: 'Boxes and compositions', it: 'Cofanetti e composizioni' }, slug: { fr: 'coffrets-compositions', en: 'boxes-compositions', it: 'cofanetti-composizioni' } },
  { id: 5, is_main: false, order: 5, label: { fr: 'Idées cadeaux', en: 'Gift ideas', it: 'Idee regalo' }, slug: { fr: 'idees-cadeaux', en: 'gift-ideas', it: 'idee-regalo' } },
];
