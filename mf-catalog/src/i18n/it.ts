import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  category: {
    description: '{{name}}: le creazioni artigianali al limone di Mentone de L’Atelier du Citron.',
    empty: 'Per ora non ci sono prodotti in questa categoria.',
    products: 'I prodotti',
    breadcrumb: 'Percorso',
    home: 'Home',
    subCategories: 'In questa categoria',
  },
  product: {
    recipes: 'Le ricette con questo prodotto',
    related: 'Potrebbe piacerti anche',
  },
  recipes: {
    title: 'Ricette',
    description: 'Crostate, cocktail, secondi: le nostre ricette al limone di Mentone, con i prodotti del laboratorio.',
    intro: 'Ricette di famiglia e di stagione, per cucinare i nostri prodotti come si fa a Mentone.',
    withProducts: 'Con i nostri prodotti',
    productsFor: 'I nostri prodotti per: {{recipe}}',
    moreProducts: 'Altri prodotti',
    moreProductsFailed: 'Non è stato possibile caricare i prodotti successivi. Riprova.',
    empty: 'Per ora non ci sono ricette.',
  },
  card: {
    outOfStock: 'Non disponibile',
    variationOutOfStock: '{{variation}} (non disponibile)',
    chooseVariation: 'Scegli una variante di {{name}}',
    quantity: 'Quantità di {{name}}',
    decrease: 'Diminuisci la quantità di {{name}}',
    increase: 'Aumenta la quantità di {{name}}',
    addToCart: 'Aggiungi al carrello',
    notifyMe: 'Avvisami quando torna',
  },
  cart: {
    added_one: '{{name}} è stato aggiunto al carrello.',
    added_other: '{{count}} × {{name}} sono stati aggiunti al carrello.',
    onlyLeft: 'Quantità disponibile: {{count}}. Scegline una più piccola.',
    onlyLeftWithCart: 'Quantità disponibile: {{count}}, di cui {{inCart}} già nel carrello. Scegline una più piccola.',
  },
  notify: {
    title: 'Avviso di ritorno disponibilità',
    intro: '{{name}}: al momento non disponibile. Lasciaci il tuo indirizzo e-mail: ti scriveremo appena torna disponibile.',
    email: 'Indirizzo e-mail',
    confirm: 'Avvisami',
    close: 'Chiudi',
    subscribed: 'Fatto: riceverai un’e-mail appena sarà di nuovo disponibile.',
    alreadySubscribed: 'Sei già nella lista: ti scriveremo appena sarà di nuovo disponibile.',
  },
  home: {
    productOfTheMonth: 'Il prodotto del mese',
    recipe: 'La ricetta: {{recipe}}',
    readRecipe: 'Leggi la ricetta',
    bestSellers: 'I più venduti',
  },
  pagination: {
    label: 'Pagine della categoria',
    previous: '← Pagina precedente',
    next: 'Pagina successiva →',
    position: 'Pagina {{page}} di {{pages}}',
  },
  notFound: {
    product: 'Prodotto non trovato',
    category: 'Categoria non trovata',
    text: 'Questa pagina non esiste o non è più online. Le nostre altre creazioni ti aspettano.',
    backHome: 'Torna alla home page',
  },
  unavailable: {
    text: 'Il catalogo non risponde al momento. Controlla la connessione, poi riprova.',
    retry: 'Riprova',
  },
};
