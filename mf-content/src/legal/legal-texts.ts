// The legal notice in each language; the French text is the reference and gives the shape.
import { shop } from '@lemon/kit/shop';
import { localizedPath } from '@lemon/shared';
import type { ContentPageTexts, TranslatedPageTexts } from '../content-page/content-texts';
import { emailLink, healthWarning, phoneLink, shopAddress } from '../content-page/shop-details';

/** The day these texts last changed. */
export const legalUpdatedOn = '2026-11-23';

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
          { text: 'formulaire de contact', href: localizedPath('fr', 'contact') },
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
        `${shop.name} est responsable des données personnelles collectées sur le site. Elles ne sont ni vendues ni louées.`,
        {
          subheading: 'Ce que nous conservons',
          blocks: [
            {
              list: [
                'Votre compte : nom, prénom, adresse e-mail, langue choisie, et votre mot de passe sous une forme chiffrée qui ne permet pas de le relire.',
                'Vos adresses de livraison, dans votre carnet d’adresses.',
                'Vos commandes : articles, montants, mode et adresse de livraison, suivi.',
                'Vos messages envoyés par le formulaire de contact (nom, e-mail, téléphone, message).',
                'Votre adresse e-mail si vous demandez à être prévenu du retour d’un produit en stock.',
              ],
            },
            'Vos données de carte bancaire sont saisies chez notre prestataire de paiement sécurisé : la boutique n’y a jamais accès.',
          ],
        },
        {
          subheading: 'Pourquoi',
          blocks: [
            'Pour gérer votre compte, préparer, livrer et facturer vos commandes, répondre à vos messages et vous prévenir d’un retour en stock, ainsi que pour respecter nos obligations comptables. Votre adresse de livraison est transmise au transporteur, et les informations nécessaires au paiement à notre prestataire de paiement.',
            'Les données de votre compte sont conservées tant que le compte existe ; les pièces comptables liées aux commandes, dix ans, comme l’exige le Code de commerce.',
          ],
        },
        {
          subheading: 'Vos droits',
          blocks: [
            'Vous pouvez accéder à vos données, les rectifier, les faire effacer, en limiter l’usage, vous opposer à leur traitement et en demander la portabilité. La plupart se modifient directement dans votre compte.',
            [
              'Pour toute demande, écrivez à ',
              emailLink,
              ` ou à ${shop.name}, ${shopAddress('France')}. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la CNIL (`,
              { text: 'www.cnil.fr', href: 'https://www.cnil.fr' },
              ').',
            ],
          ],
        },
        {
          subheading: 'Cookies',
          blocks: [
            'Le site n’utilise que ce qui est nécessaire à son fonctionnement : un cookie qui garde votre panier pendant une heure, et, dans votre navigateur, votre connexion et votre choix de langue. Tout autre cookie (mesure d’audience, par exemple) ne serait déposé qu’avec votre accord, donné ou refusé dans le bandeau de consentement.',
          ],
        },
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
        [
          'By e-mail at ',
          emailLink,
          ', by phone on ',
          phoneLink,
          ' or through the ',
          { text: 'contact form', href: localizedPath('en', 'contact') },
          '.',
        ],
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
        `${shop.name} is responsible for the personal data collected on this website. It is never sold or rented out.`,
        {
          subheading: 'What we keep',
          blocks: [
            {
              list: [
                'Your account: first and last name, e-mail address, chosen language, and your password in an encrypted form that cannot be read back.',
                'Your delivery addresses, in your address book.',
                'Your orders: items, amounts, delivery method and address, progress.',
                'The messages you send through the contact form (name, e-mail, phone, message).',
                'Your e-mail address if you ask to be told when a product is back in stock.',
              ],
            },
            'Your card details are entered with our secure payment provider: the shop never has access to them.',
          ],
        },
        {
          subheading: 'Why',
          blocks: [
            'To run your account, to prepare, deliver and invoice your orders, to answer your messages and tell you when a product is back, and to meet our accounting obligations. Your delivery address is passed on to the carrier, and what the payment needs to our payment provider.',
            'Your account data is kept for as long as the account exists; the accounting records of orders for ten years, as the French Commercial Code requires.',
          ],
        },
        {
          subheading: 'Your rights',
          blocks: [
            'You may access your data, have it corrected or erased, restrict its use, object to its processing and ask for a portable copy. Most of it can be changed directly in your account.',
            [
              'For any request, write to ',
              emailLink,
              ` or to ${shop.name}, ${shopAddress('France')}. If you believe your rights are not respected, you may complain to the CNIL, the French data protection authority (`,
              { text: 'www.cnil.fr', href: 'https://www.cnil.fr' },
              ').',
            ],
          ],
        },
        {
          subheading: 'Cookies',
          blocks: [
            'The website uses only what it needs to work: a cookie that keeps your cart for one hour and, in your browser, your login and your choice of language. Any other cookie (audience measurement, for instance) would only be set with your consent, given or refused in the consent banner.',
          ],
        },
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
          { text: 'modulo di contatto', href: localizedPath('it', 'contact') },
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
        `${shop.name} è titolare del trattamento dei dati personali raccolti sul sito. I dati non vengono mai venduti né ceduti in affitto.`,
        {
          subheading: 'Quali dati conserviamo',
          blocks: [
            {
              list: [
                'Il tuo account: nome, cognome, indirizzo e-mail, lingua scelta e la password, in forma cifrata e non leggibile.',
                'I tuoi indirizzi di consegna, nella rubrica.',
                'I tuoi ordini: articoli, importi, modalità e indirizzo di consegna, avanzamento.',
                'I messaggi inviati tramite il modulo di contatto (nome, e-mail, telefono, messaggio).',
                'Il tuo indirizzo e-mail se chiedi di essere avvisato quando un prodotto torna disponibile.',
              ],
            },
            'I dati della carta di pagamento vengono inseriti presso il nostro fornitore di pagamento sicuro: il negozio non vi ha mai accesso.',
          ],
        },
        {
          subheading: 'Perché',
          blocks: [
            'Per gestire il tuo account, preparare, consegnare e fatturare i tuoi ordini, rispondere ai tuoi messaggi e avvisarti del ritorno di un prodotto, e per rispettare i nostri obblighi contabili. L’indirizzo di consegna viene comunicato al corriere e i dati necessari al pagamento al nostro fornitore di pagamento.',
            'I dati dell’account sono conservati finché l’account esiste; i documenti contabili degli ordini per dieci anni, come richiede il Codice di commercio francese.',
          ],
        },
        {
          subheading: 'I tuoi diritti',
          blocks: [
            'Puoi accedere ai tuoi dati, rettificarli, cancellarli, limitarne l’uso, opporti al loro trattamento e chiederne la portabilità. La maggior parte si modifica direttamente nel tuo account.',
            [
              'Per qualsiasi richiesta, scrivi a ',
              emailLink,
              ` o a ${shop.name}, ${shopAddress('Francia')}. Se ritieni che i tuoi diritti non siano rispettati, puoi rivolgerti alla CNIL, l’autorità francese per la protezione dei dati (`,
              { text: 'www.cnil.fr', href: 'https://www.cnil.fr' },
              ').',
            ],
          ],
        },
        {
          subheading: 'Cookie',
          blocks: [
            'Il sito usa solo ciò che serve al suo funzionamento: un cookie che conserva il carrello per un’ora e, nel browser, l’accesso al tuo account e la lingua scelta. Qualsiasi altro cookie (ad esempio per la misurazione del pubblico) verrebbe installato solo con il tuo consenso, dato o negato nel banner dei cookie.',
          ],
        },
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
