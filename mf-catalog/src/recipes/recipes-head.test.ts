import { beforeAll, describe, expect, it } from 'vitest';
import { registerTranslations } from '@lemon/shared';
import { catalogTranslations } from '../i18n';
import { recipesHead } from './recipes-head';

const origin = 'https://shop.example';

const alternates = {
  fr: `${origin}/fr/recettes`,
  en: `${origin}/en/recettes`,
  it: `${origin}/it/recettes`,
};

// Every language's texts at hand, as on the server (the browser loads the page's own).
beforeAll(() => registerTranslations('catalog', catalogTranslations));
describe('the recipes page’s head', () => {
  it('gives the recipes page its title, what it offers and its addresses in every language', () => {
    expect(recipesHead('fr', origin)).toEqual({
      title: 'Recettes · L’Atelier du Citron',
      description: 'Tartes, cocktails, plats : nos recettes au citron de Menton, avec les produits de l’atelier.',
      canonical: alternates.fr,
      alternates,
    });
    expect(recipesHead('en', origin)).toEqual({
      title: 'Recipes · L’Atelier du Citron',
      description: 'Tarts, cocktails, main dishes: our Menton lemon recipes, made with the workshop’s products.',
      canonical: alternates.en,
      alternates,
    });
    expect(recipesHead('it', origin)).toEqual({
      title: 'Ricette · L’Atelier du Citron',
      description: 'Crostate, cocktail, secondi: le nostre ricette al limone di Mentone, con i prodotti del laboratorio.',
      canonical: alternates.it,
      alternates,
    });
  });

  it('gives absolute addresses at the shop’s own origin', () => {
    expect(recipesHead('en', 'http://localhost:8080').canonical).toBe('http://localhost:8080/en/recettes');
  });
});
