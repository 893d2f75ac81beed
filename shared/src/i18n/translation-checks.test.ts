import { describe, expect, it } from 'vitest';
import { textsIn, translationProblems, wordingProblems } from './translation-checks';

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

describe('textsIn', () => {
  it('gives every text of a tree by its path, through objects and lists', () => {
    const page = { title: 'CGV', sections: { prix: { blocks: ['En euros.', { list: ['TTC', { text: 'ici', href: '/fr' }] }] } } };
    expect(textsIn(page)).toEqual([
      ['title', 'CGV'],
      ['sections.prix.blocks[0]', 'En euros.'],
      ['sections.prix.blocks[1].list[0]', 'TTC'],
      ['sections.prix.blocks[1].list[1].text', 'ici'],
      ['sections.prix.blocks[1].list[1].href', '/fr'],
    ]);
  });
});

describe('wordingProblems', () => {
  it("names each text that types an apostrophe as ' next to a letter", () => {
    const bundles = {
      fr: { cart: { empty: "Il n'y a rien ici.", ok: 'Il n’y a rien ici.' }, shop: "L'Atelier du Citron" },
      en: { cart: { empty: "There's nothing here.", ok: 'Nothing here, don’t worry.' }, shop: 'L’Atelier du Citron' },
      it: { cart: { empty: "Non c'è niente.", ok: 'Non c’è niente.' }, shop: 'L’Atelier du Citron' },
    };
    expect(wordingProblems(bundles)).toEqual([
      "fr.cart.empty: ' instead of ’ in «Il n'y a rien ici.»",
      "fr.shop: ' instead of ’ in «L'Atelier du Citron»",
      "en.cart.empty: ' instead of ’ in «There's nothing here.»",
      "it.cart.empty: ' instead of ’ in «Non c'è niente.»",
    ]);
  });

  it('reads the words of rich text, not its markup, and lets quotes and code around words be', () => {
    expect(wordingProblems({ fr: "<p class='intro'>Un zeste d’été</p>", en: 'Shoppers’ favourites', it: '12 × 5 cl' })).toEqual([]);
    expect(wordingProblems({ fr: { description: "<ul><li>zeste</li><li>jus d'un citron</li></ul>" } })).toEqual([
      "fr.description: ' instead of ’ in «\nzeste\njus d'un citron\n»",
    ]);
  });

  it('names each Italian text that addresses the reader as «Lei» or «voi», wherever the Italian sits', () => {
    const formal = [
      'La preghiamo di verificare il Suo indirizzo.',
      'Può contattarLa il corriere.',
      'Inserisca il codice ricevuto.',
      'Verifichi il riepilogo prima di pagare.',
      'Dal frutteto alla vostra tavola',
      'Scoprite i nostri prodotti',
      'Riprovate tra un istante.',
      'Ricevete questo messaggio perché avete chiesto un avviso.',
      '<ol><li>Sciacquateli e tagliate la buccia.</li></ol>',
      'Ci avevate chiesto di avvisarvi.',
      'Un bel pensiero per chi vi ospita.',
    ];
    const problems = wordingProblems({ it: formal, seed: [{ text: { fr: 'Découvrez nos produits', it: 'Scoprite i nostri prodotti' } }] });
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(':')))).toEqual([
      ...formal.map((_, index) => `it[${index}]`),
      'seed[0].text.it',
    ]);
    expect(problems[0]).toBe('it[0]: «Suo» is not how Italian speaks to the reader (tu)');
  });

  it('lets Italian speak to the shopper as «tu», and of others in the third person', () => {
    const informal = [
      'Accedi per ritrovare i tuoi ordini. Ti abbiamo inviato un’e-mail: clicca sul suo link.',
      'Prima di pagare verifichi il riepilogo e accetti le condizioni; se clicchi su «Paga», confermi.',
      'La tua scelta è conservata 6 mesi, poi te la chiediamo di nuovo.',
      'I suoi articoli tornano in magazzino e il cliente viene avvisato: il denaro arriva sul suo mezzo di pagamento.',
      'Il limone vi fiorisce quasi tutto l’anno. Le scorze candite, tagliate a listarelle. La ricetta: {{recipe}}',
      'Contatti',
      'Conserva il flacone in frigorifero: si conserva 10 giorni.',
    ];
    expect(wordingProblems({ it: informal, fr: { text: 'Vos commandes, votre panier' } })).toEqual([]);
  });
});
