// The legal notice in each language; the French text is the reference and gives the shape.
import { shop } from '@lemon/kit/shop';
import type { ContentPageTexts, TranslatedPageTexts } from '../content-page/content-texts';
import { emailLink, healthWarning, phoneLink, shopAddress } from '../content-page/shop-details';

/** The day these texts last changed. */
export const legalUpdatedOn = '2026-12-02';

export const fr = {
  title: 'Mentions légales',
  description: `Éditeur, hébergeur, données personnelles et vente d’alcool : les informations légales du site de ${shop.name}.`,
  sections: {
    editeur: {
      heading: 'Éditeur du site',
      blocks: [
        `Le site est édité par ${shop.name}, entreprise individuelle d’artisan, ${shopAddress('France')}.`,
        {
          list: [
            'SIRET : 000 000 000 00000 (à compléter)',
            'Immatriculation au Registre national des entreprises : à compléter',
            'N° de TVA intracommunautaire : FR00 000000000 (à compléter)',
            ['Téléphone : ', phoneLink],
            ['E-mail : ', emailLink],
          ],
        },
      ],
    },
    'directeur-publication': {
      heading: 'Directeur de la publication',
      blocks: [`[Nom de l’artisan, à compléter], entrepreneur individuel, exploitant de ${shop.name}.`],
    },
    hebergement: {
      heading: 'Hébergement',
      blocks: [
        'Le site est hébergé par [nom de l’hébergeur, à compléter], [adresse de l’hébergeur, à compléter], [téléphone de l’hébergeur, à compléter].',
      ],
    },
    contact: {
      heading: 'Nous contacter',
      blocks: [
        [
          'Par e-mail à ',
          emailLink,
          ', par téléphone au ',
          phoneLink,
          ' ou par le ',
          { text: 'formulaire de contact', page: 'contact' },
          '.',
        ],
        `Par courrier ou à la boutique : ${shop.name}, ${shopAddress('France')}.`,
      ],
    },
    'propriete-intellectuelle': {
      heading: 'Propriété intellectuelle',
      blocks: [
        `Les textes, photographies, vidéos, logos et illustrations du site appartiennent à ${shop.name} ou sont utilisés avec l’accord de leurs auteurs. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite (articles L122-4 et L335-2 du Code de la propriété intellectuelle).`,
      ],
    },
    'donnees-personnelles': {
      heading: 'Données personnelles',
      blocks: [
        [
          `Ce que ${shop.name} conserve sur vous, pourquoi, combien de temps, qui le reçoit, les cookies du site et vos droits : tout est dans notre `,
          { text: 'politique de confidentialité', page: 'privacy' },
          '.',
        ],
      ],
    },
    alcool: {
      heading: 'Vente d’alcool',
      blocks: [
        'La vente de boissons alcooliques aux mineurs est interdite (article L3342-1 du Code de la santé publique). Lors d’une commande contenant de l’alcool, l’acheteur confirme avoir 18 ans ou plus ; une preuve de majorité peut lui être demandée, notamment lors du retrait en boutique.',
        healthWarning.fr,
      ],
    },
  },
} satisfies ContentPageTexts;

export const en: TranslatedPageTexts<typeof fr> = {
  title: 'Legal notice',
  description: `Publisher, host, personal data and the sale of alcohol: the legal information of ${shop.name}’s website.`,
  sections: {
    editeur: {
      heading: 'Publisher',
      blocks: [
        `This website is published by ${shop.name}, an artisan’s sole proprietorship, ${shopAddress('France')}.`,
        {
          list: [
            'SIRET: 000 000 000 00000 (to be completed)',
            'Registered in the French national business register (RNE): to be completed',
            'EU VAT number: FR00 000000000 (to be completed)',
            ['Phone: ', phoneLink],
            ['E-mail: ', emailLink],
          ],
        },
      ],
    },
    'directeur-publication': {
      heading: 'Director of publication',
      blocks: [`[Name of the artisan, to be completed], sole proprietor of ${shop.name}.`],
    },
    hebergement: {
      heading: 'Hosting',
      blocks: [
        'This website is hosted by [host’s name, to be completed], [host’s address, to be completed], [host’s phone number, to be completed].',
      ],
    },
    contact: {
      heading: 'Contact us',
      blocks: [
        ['By e-mail at ', emailLink, ', by phone on ', phoneLink, ' or through the ', { text: 'contact form', page: 'contact' }, '.'],
        `By post or in the shop: ${shop.name}, ${shopAddress('France')}.`,
      ],
    },
    'propriete-intellectuelle': {
      heading: 'Intellectual property',
      blocks: [
        `The texts, photographs, videos, logos and illustrations on this website belong to ${shop.name} or are used with their authors’ permission. Reproducing or showing them, in whole or in part, without prior written permission is forbidden (articles L122-4 and L335-2 of the French Intellectual Property Code).`,
      ],
    },
    'donnees-personnelles': {
      heading: 'Personal data',
      blocks: [
        [
          `What ${shop.name} keeps about you, why, for how long, who receives it, the website’s cookies and your rights: it is all in our `,
          { text: 'privacy policy', page: 'privacy' },
          '.',
        ],
      ],
    },
    alcool: {
      heading: 'Sale of alcohol',
      blocks: [
        'The sale of alcoholic drinks to minors is forbidden (article L3342-1 of the French Public Health Code). When an order contains alcohol, the buyer confirms they are 18 or over; proof of age may be asked for, in particular when collecting an order in the shop.',
        healthWarning.en,
      ],
    },
  },
};

export const it: TranslatedPageTexts<typeof fr> = {
  title: 'Note legali',
  description: `Editore, hosting, dati personali e vendita di alcolici: le informazioni legali del sito di ${shop.name}.`,
  sections: {
    editeur: {
      heading: 'Editore del sito',
      blocks: [
        `Il sito è pubblicato da ${shop.name}, impresa individuale artigiana, ${shopAddress('Francia')}.`,
        {
          list: [
            'SIRET: 000 000 000 00000 (da completare)',
            'Iscrizione al registro nazionale delle imprese francese (RNE): da completare',
            'Partita IVA intracomunitaria: FR00 000000000 (da completare)',
            ['Telefono: ', phoneLink],
            ['E-mail: ', emailLink],
          ],
        },
      ],
    },
    'directeur-publication': {
      heading: 'Direttore della pubblicazione',
      blocks: [`[Nome dell’artigiano, da completare], titolare dell’impresa individuale ${shop.name}.`],
    },
    hebergement: {
      heading: 'Hosting',
      blocks: [
        'Il sito è ospitato da [nome del fornitore di hosting, da completare], [indirizzo, da completare], [telefono, da completare].',
      ],
    },
    contact: {
      heading: 'Contatti',
      blocks: [
        [
          'Via e-mail all’indirizzo ',
          emailLink,
          ', per telefono al ',
          phoneLink,
          ' o tramite il ',
          { text: 'modulo di contatto', page: 'contact' },
          '.',
        ],
        `Per posta o in negozio: ${shop.name}, ${shopAddress('Francia')}.`,
      ],
    },
    'propriete-intellectuelle': {
      heading: 'Proprietà intellettuale',
      blocks: [
        `I testi, le fotografie, i video, i loghi e le illustrazioni del sito appartengono a ${shop.name} o sono utilizzati con il consenso dei loro autori. È vietata qualsiasi riproduzione o rappresentazione, totale o parziale, senza previa autorizzazione scritta (articoli L122-4 e L335-2 del Codice francese della proprietà intellettuale).`,
      ],
    },
    'donnees-personnelles': {
      heading: 'Dati personali',
      blocks: [
        [
          `Quali dati conserva ${shop.name} su di te, perché, per quanto tempo, chi li riceve, i cookie del sito e i tuoi diritti: trovi tutto nella nostra `,
          { text: 'informativa sulla privacy', page: 'privacy' },
          '.',
        ],
      ],
    },
    alcool: {
      heading: 'Vendita di alcolici',
      blocks: [
        'La vendita di bevande alcoliche ai minori è vietata (articolo L3342-1 del Codice francese della sanità pubblica). Per un ordine che contiene alcolici, l’acquirente conferma di avere almeno 18 anni; può essergli chiesta una prova della maggiore età, in particolare al ritiro in negozio.',
        healthWarning.it,
      ],
    },
  },
};

export const legalTexts = { fr, en, it };
