// The privacy policy in each language; the French text is the reference and gives the shape.
// Its periods follow docs/privacy-and-retention.md, its cookies the shell's consent banner.
import { shop } from '@lemon/kit/shop';
import type { ContentPageTexts, TranslatedPageTexts } from '../content-page/content-texts';
import { emailLink, phoneLink, shopAddress } from '../content-page/shop-details';

/** The day these texts last changed. */
export const privacyUpdatedOn = '2026-12-02';

/** A tab of the account page, where each right is used. */

export const fr = {
  title: 'Politique de confidentialité',
  description: `Ce que ${shop.name} conserve sur vous, pourquoi, combien de temps, qui le reçoit et comment exercer vos droits.`,
  intro: `En quelques mots simples : ce que ${shop.name} sait de vous quand vous visitez le site ou passez commande, et ce que vous pouvez en faire.`,
  sections: {
    responsable: {
      heading: 'Qui est responsable de vos données',
      blocks: [
        `${shop.name}, entreprise individuelle d’artisan, ${shopAddress('France')}, est responsable des données personnelles collectées sur ce site.`,
        {
          list: [
            ['E-mail : ', emailLink],
            ['Téléphone : ', phoneLink],
          ],
        },
      ],
    },
    'donnees-conservees': {
      heading: 'Ce que nous conservons, et pourquoi',
      blocks: [
        'Nous ne gardons que ce qui sert à faire fonctionner la boutique. Pour chaque donnée, nous indiquons ce qui nous autorise à la garder (la « base légale »).',
        {
          list: [
            'Votre compte : nom, prénom, adresse e-mail et langue choisie, pour gérer votre compte. Votre mot de passe n’est jamais enregistré tel quel : nous n’en gardons qu’une empreinte (un « hachage ») qui ne permet pas de le retrouver. Base légale : le contrat.',
            'Vos adresses et vos commandes : carnet d’adresses, articles, montants, mode et adresse de livraison, suivi du colis et, si la commande contient de l’alcool, votre confirmation d’avoir 18 ans ou plus, pour préparer et livrer vos commandes. Base légale : le contrat (et la loi pour la confirmation d’âge).',
            'Vos factures et avoirs, gardés dix ans comme l’exige le Code de commerce (article L123-22). Ils conservent le nom, l’adresse et l’e-mail de l’acheteur tels qu’ils étaient au moment de leur émission. Base légale : une obligation légale.',
            'Vos messages envoyés par le formulaire de contact (nom, e-mail, téléphone, message) et nos réponses, pour vous répondre et garder trace de nos échanges. Base légale : notre intérêt légitime.',
            'Votre adresse e-mail si vous demandez à être prévenu du retour d’un produit en stock, pour vous envoyer ce seul e-mail. Base légale : votre consentement.',
            'Vos sessions de connexion : le nom de votre navigateur et de votre système (par exemple « Firefox, Windows ») et leur dernière utilisation, pour vous garder connecté et vous montrer, dans votre compte, les appareils connectés. Base légale : le contrat.',
            'Les pages vues, seulement si vous acceptez la mesure d’audience : l’adresse de la page, la date et l’heure, et un identifiant de visiteur tiré au hasard, jamais votre nom ni votre e-mail. Elles nous disent quelles pages et quels produits intéressent. Base légale : votre consentement.',
            'Les mots cherchés dans la boutique, comptés par jour, sans rien qui vous identifie (une recherche qui ressemble à une adresse e-mail ou à un numéro de téléphone n’est pas gardée), pour savoir ce que vous cherchez et ce qui manque. Base légale : notre intérêt légitime.',
            'Des sauvegardes de la base de données, pour pouvoir la restaurer après une panne ou une perte. Base légale : notre intérêt légitime.',
            'Le journal du serveur : l’adresse IP et les pages demandées, jamais un mot de passe, pour la sécurité du site et la réparation des pannes. Base légale : notre intérêt légitime.',
          ],
        },
        'Les paiements sont traités par notre prestataire de paiement, Stripe : vous saisissez votre carte sur sa page sécurisée, et la boutique ne voit jamais votre numéro de carte.',
      ],
    },
    durees: {
      heading: 'Combien de temps',
      blocks: [
        'Nous ne gardons vos données que le temps nécessaire ; passé ces durées, elles sont effacées.',
        {
          list: [
            'Compte : tant qu’il existe. Un compte dont l’adresse e-mail n’a jamais été confirmée, et qui n’a jamais commandé, est supprimé au bout de 30 jours.',
            'Panier : 7 jours sans modification sans compte, 180 jours avec un compte.',
            'Commandes, factures et avoirs : 10 ans, comme la loi l’exige.',
            'Messages de contact et nos réponses : 3 ans après leur réception.',
            'Alerte de retour en stock : 30 jours après l’envoi de l’e-mail, et 1 an au plus si le produit ne revient pas.',
            'Sessions et liens envoyés par e-mail : jusqu’à leur fin (une session se ferme après 7 jours sans utilisation, 30 jours au plus).',
            'Pages vues : 25 mois.',
            'Mots cherchés : 31 jours.',
            'Le fichier de vos données, quand vous le demandez : 1 heure, ou 7 jours quand nous vous envoyons son lien par e-mail.',
            'Sauvegardes : la plus récente de chacun des 7 derniers jours et des 4 dernières semaines. Une donnée effacée disparaît donc des sauvegardes en un mois environ.',
            'Journal du serveur : un an au plus.',
            ['Cookies : voir la partie ', { text: 'Cookies', href: '#cookies' }, '.'],
          ],
        },
      ],
    },
    destinataires: {
      heading: 'Qui y a accès',
      blocks: [
        {
          list: [
            'L’équipe de la boutique, et elle seule, pour traiter vos commandes et vos messages.',
            [
              'Notre prestataire de paiement, Stripe, pour le paiement : il reçoit votre adresse e-mail, la référence et le montant de la commande, et ce que vous saisissez sur sa page. Stripe peut traiter ces données hors de l’Union européenne, avec les garanties prévues par le RGPD (voir sa ',
              { text: 'politique de confidentialité', href: 'https://stripe.com/fr/privacy' },
              ').',
            ],
            'Notre prestataire d’envoi d’e-mails, qui achemine les e-mails de la boutique (validation du compte, confirmation de commande, expédition, réponses à vos messages) : il reçoit votre adresse e-mail et le contenu de ces e-mails.',
            'Le transporteur, pour une livraison à domicile : votre nom et votre adresse de livraison.',
            [
              'L’hébergeur du site, qui stocke les données et les sauvegardes pour notre compte (ses coordonnées sont dans les ',
              { text: 'mentions légales', page: 'legal' },
              ').',
            ],
          ],
        },
        'Vos données ne sont ni vendues, ni louées, ni partagées à des fins publicitaires.',
      ],
    },
    cookies: {
      heading: 'Cookies',
      blocks: [
        'Un cookie est un petit fichier que votre navigateur garde pour le site. Nous n’utilisons aucun cookie publicitaire, et nous comptons les visites avec notre propre outil, sans service extérieur. Les liens vers Instagram et Facebook en bas de page sont de simples liens : rien n’est chargé depuis ces réseaux tant que vous ne cliquez pas.',
        {
          subheading: 'Nécessaires',
          blocks: [
            'La boutique ne fonctionne pas sans eux : ils ne peuvent pas être désactivés.',
            {
              list: [
                '« session » et « signed_in » : votre connexion, 30 jours au plus ;',
                '« cart » : votre panier, une heure ;',
                '« cc_cookie » : votre choix de cookies, 182 jours (environ 6 mois), après quoi nous vous le demandons à nouveau ;',
                'dans la mémoire de votre navigateur : la langue choisie.',
              ],
            },
          ],
        },
        {
          subheading: 'Préférences, avec votre accord',
          blocks: [
            'Se souvenir, d’une visite à l’autre, que vous avez fermé l’avis de la Fête du Citron (dans la mémoire de votre navigateur).',
          ],
        },
        {
          subheading: 'Mesure d’audience, avec votre accord',
          blocks: [
            '« lc_visitor » : un identifiant tiré au hasard, gardé 2 ans et 1 minute, pour compter les pages vues et les visiteurs par jour. Si vous refusez ou retirez votre accord, ce cookie est supprimé et plus rien n’est compté.',
          ],
        },
        {
          subheading: 'Changer d’avis',
          blocks: [
            'À tout moment, le lien « Gérer les cookies » en bas de chaque page rouvre vos choix : tout accepter, garder seulement le nécessaire, ou choisir catégorie par catégorie.',
          ],
        },
      ],
    },
    droits: {
      heading: 'Vos droits',
      blocks: [
        'Le règlement général sur la protection des données (RGPD) vous donne les droits suivants. Avec un compte, les principaux s’exercent directement en ligne, depuis votre compte.',
        {
          subheading: 'Obtenir une copie de vos données',
          blocks: [
            [
              'Dans l’onglet ',
              { text: 'Mes données', page: 'account', suffix: '?tab=data' },
              ' de votre compte, téléchargez un fichier ZIP : toutes vos données (compte, adresses, commandes, panier, sessions, alertes, messages…) dans un fichier structuré, que d’autres logiciels savent lire, et vos factures et avoirs en PDF. C’est votre droit d’accès et votre droit à la portabilité.',
            ],
          ],
        },
        {
          subheading: 'Corriger vos données',
          blocks: [
            [
              'Modifiez votre nom, votre adresse e-mail et votre mot de passe dans l’onglet ',
              { text: 'Mes informations', page: 'account', suffix: '?tab=infos' },
              ', et vos adresses dans l’onglet ',
              { text: 'Mes adresses', page: 'account', suffix: '?tab=addresses' },
              '. C’est votre droit de rectification.',
            ],
          ],
        },
        {
          subheading: 'Supprimer votre compte',
          blocks: [
            [
              'Dans l’onglet ',
              { text: 'Mes données', page: 'account', suffix: '?tab=data' },
              ' de votre compte, vous pouvez supprimer votre compte : votre mot de passe vous est demandé. C’est votre droit à l’effacement.',
            ],
            {
              list: [
                'Si une commande payée ne vous est pas encore parvenue, elle doit d’abord vous être livrée ou être retirée : attendez-la, ou écrivez-nous.',
                'Une commande pas encore payée est annulée.',
                'Tout le reste est effacé aussitôt (adresses, panier, sessions, alertes, messages), et un e-mail vous le confirme.',
                'Seules restent vos commandes, sans adresse de livraison, et vos factures et avoirs, gardés dix ans comme la loi l’exige, avec le nom, l’adresse et l’e-mail de l’acheteur qu’ils portent.',
              ],
            },
            'Ce qui est effacé disparaît aussi de nos sauvegardes en un mois environ.',
          ],
        },
        {
          subheading: 'Retirer votre accord',
          blocks: [
            [
              'Pour les cookies, le lien « Gérer les cookies » en bas de chaque page rouvre vos choix (voir la partie ',
              { text: 'Cookies', href: '#cookies' },
              '). Pour une alerte de retour en stock, écrivez-nous : nous la supprimons. Ce qui a été fait avant reste valable.',
            ],
          ],
        },
        {
          subheading: 'Vous opposer à un usage ou le limiter',
          blocks: [
            'Vous pouvez vous opposer à ce que nous faisons au nom de notre intérêt légitime (garder vos messages, le journal du serveur), ou nous demander d’en limiter l’usage : écrivez-nous, nous examinons votre demande et vous répondons.',
          ],
        },
        {
          subheading: 'Sans compte, ou par courrier',
          blocks: [
            [
              'Écrivez-nous par e-mail à ',
              emailLink,
              ` ou par courrier à ${shop.name}, ${shopAddress('France')}. Nous traitons votre demande depuis notre espace de gestion et vous répondons dans un délai d’un mois.`,
            ],
          ],
        },
        {
          subheading: 'Réclamation',
          blocks: [
            [
              'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (',
              { text: 'www.cnil.fr', href: 'https://www.cnil.fr' },
              '), ou à l’autorité de protection des données du pays où vous vivez.',
            ],
          ],
        },
      ],
    },
    contact: {
      heading: 'Une question sur vos données',
      blocks: [
        [
          'Par e-mail à ',
          emailLink,
          ', par téléphone au ',
          phoneLink,
          ', par le ',
          { text: 'formulaire de contact', page: 'contact' },
          ` ou par courrier à ${shop.name}, ${shopAddress('France')}.`,
        ],
        'Si cette politique change, sa date de dernière mise à jour change aussi.',
      ],
    },
  },
} satisfies ContentPageTexts;

export const en: TranslatedPageTexts<typeof fr> = {
  title: 'Privacy policy',
  description: `What ${shop.name} keeps about you, why, for how long, who receives it and how to use your rights.`,
  intro: `In plain words: what ${shop.name} knows about you when you visit the website or place an order, and what you can do about it.`,
  sections: {
    responsable: {
      heading: 'Who is responsible for your data',
      blocks: [
        `${shop.name}, an artisan’s sole proprietorship, ${shopAddress('France')}, is responsible for the personal data collected on this website.`,
        {
          list: [
            ['E-mail: ', emailLink],
            ['Phone: ', phoneLink],
          ],
        },
      ],
    },
    'donnees-conservees': {
      heading: 'What we keep, and why',
      blocks: [
        'We keep only what the shop needs to work. For each kind of data, we say what allows us to keep it (the “legal basis”).',
        {
          list: [
            'Your account: first and last name, e-mail address and chosen language, to run your account. Your password is never stored as it is: we keep only a fingerprint of it (a “hash”) from which it cannot be recovered. Legal basis: our contract with you.',
            'Your addresses and orders: address book, items, amounts, delivery method and address, parcel tracking and, when an order contains alcohol, your confirmation that you are 18 or over, to prepare and deliver your orders. Legal basis: our contract with you (and the law for the age confirmation).',
            'Your invoices and credit notes, kept for ten years as the French Commercial Code requires (article L123-22). They keep the buyer’s name, address and e-mail as they were when they were issued. Legal basis: a legal obligation.',
            'The messages you send through the contact form (name, e-mail, phone, message) and our replies, to answer you and keep track of what we said. Legal basis: our legitimate interest.',
            'Your e-mail address if you ask to be told when a product is back in stock, to send you that one e-mail. Legal basis: your consent.',
            'Your login sessions: the name of your browser and system (for instance “Firefox, Windows”) and when they were last used, to keep you logged in and show you, in your account, the devices logged in to it. Legal basis: our contract with you.',
            'Page views, only if you accept audience measurement: the page’s address, the date and time, and a random visitor identifier, never your name or e-mail. They tell us which pages and products people look at. Legal basis: your consent.',
            'The words searched in the shop, counted by day, with nothing that identifies you (a search that looks like an e-mail address or a phone number is not kept), to learn what you look for and what is missing. Legal basis: our legitimate interest.',
            'Backups of the database, to restore it after a failure or a loss. Legal basis: our legitimate interest.',
            'The server’s log: the IP address and the pages asked for, never a password, to keep the website secure and fix failures. Legal basis: our legitimate interest.',
          ],
        },
        'Payments are handled by our payment provider, Stripe: you enter your card on its secure page, and the shop never sees your card number.',
      ],
    },
    durees: {
      heading: 'How long',
      blocks: [
        'We keep your data only for as long as it is needed; once these periods are over, it is deleted.',
        {
          list: [
            'Account: for as long as it exists. An account whose e-mail address was never confirmed, and which never ordered, is deleted after 30 days.',
            'Cart: 7 days untouched without an account, 180 days with one.',
            'Orders, invoices and credit notes: 10 years, as the law requires.',
            'Contact messages and our replies: 3 years after they arrived.',
            'Back-in-stock alert: 30 days after its e-mail was sent, and 1 year at most if the product does not come back.',
            'Sessions and links sent by e-mail: until they end (a session closes after 7 days unused, 30 days at most).',
            'Page views: 25 months.',
            'Searched words: 31 days.',
            'The file of your data, when you ask for it: 1 hour, or 7 days when we e-mail you its link.',
            'Backups: the newest of each of the last 7 days and of the last 4 weeks. Erased data is therefore gone from the backups within about a month.',
            'Server log: one year at most.',
            ['Cookies: see the ', { text: 'Cookies', href: '#cookies' }, ' part.'],
          ],
        },
      ],
    },
    destinataires: {
      heading: 'Who receives it',
      blocks: [
        {
          list: [
            'The shop’s staff, and only them, to handle your orders and messages.',
            [
              'Our payment provider, Stripe, for the payment: it receives your e-mail address, the order’s reference and amount, and what you enter on its page. Stripe may process this data outside the European Union, with the safeguards the GDPR provides for (see its ',
              { text: 'privacy policy', href: 'https://stripe.com/privacy' },
              ').',
            ],
            'Our e-mail provider, which carries the shop’s e-mails (account confirmation, order confirmation, shipping, replies to your messages): it receives your e-mail address and what these e-mails say.',
            'The carrier, for a home delivery: your name and delivery address.',
            [
              'The website’s host, which stores the data and its backups on our behalf (its details are in the ',
              { text: 'legal notice', page: 'legal' },
              ').',
            ],
          ],
        },
        'Your data is never sold, rented out or shared for advertising.',
      ],
    },
    cookies: {
      heading: 'Cookies',
      blocks: [
        'A cookie is a small file your browser keeps for the website. We use no advertising cookies, and we count visits with our own tool, with no outside service. The Instagram and Facebook links at the bottom of the page are plain links: nothing is loaded from those networks unless you click.',
        {
          subheading: 'Necessary',
          blocks: [
            'The shop does not work without them: they cannot be switched off.',
            {
              list: [
                '“session” and “signed_in”: your login, 30 days at most;',
                '“cart”: your cart, one hour;',
                '“cc_cookie”: your cookie choice, 182 days (about 6 months), after which we ask you again;',
                'in your browser’s storage: the language you chose.',
              ],
            },
          ],
        },
        {
          subheading: 'Preferences, with your consent',
          blocks: ['Remember, from one visit to the next, that you closed the Lemon Festival notice (in your browser’s storage).'],
        },
        {
          subheading: 'Audience measurement, with your consent',
          blocks: [
            '“lc_visitor”: a random identifier, kept for 2 years and 1 minute, to count page views and visitors per day. If you decline or withdraw your consent, this cookie is deleted and nothing more is counted.',
          ],
        },
        {
          subheading: 'Changing your mind',
          blocks: [
            'At any time, the “Cookie settings” link at the bottom of every page opens your choices again: accept all, keep only what is necessary, or choose category by category.',
          ],
        },
      ],
    },
    droits: {
      heading: 'Your rights',
      blocks: [
        'The General Data Protection Regulation (GDPR) gives you the following rights. With an account, the main ones can be used directly online, from your account.',
        {
          subheading: 'Getting a copy of your data',
          blocks: [
            [
              'In the ',
              { text: 'My data', page: 'account', suffix: '?tab=data' },
              ' tab of your account, download a ZIP file: all your data (account, addresses, orders, cart, sessions, alerts, messages…) in a structured file that other software can read, and your invoices and credit notes as PDF. This is your right of access and your right to data portability.',
            ],
          ],
        },
        {
          subheading: 'Correcting your data',
          blocks: [
            [
              'Change your name, e-mail address and password in the ',
              { text: 'My details', page: 'account', suffix: '?tab=infos' },
              ' tab, and your addresses in the ',
              { text: 'My addresses', page: 'account', suffix: '?tab=addresses' },
              ' tab. This is your right to rectification.',
            ],
          ],
        },
        {
          subheading: 'Deleting your account',
          blocks: [
            [
              'In the ',
              { text: 'My data', page: 'account', suffix: '?tab=data' },
              ' tab of your account, you can delete your account: you are asked for your password. This is your right to erasure.',
            ],
            {
              list: [
                'If a paid order has not reached you yet, it must first be delivered or collected: wait for it, or write to us.',
                'An order not yet paid is cancelled.',
                'Everything else is erased at once (addresses, cart, sessions, alerts, messages), and an e-mail confirms it.',
                'Only your orders remain, without their delivery address, and your invoices and credit notes, kept for ten years as the law requires, still bearing the buyer’s name, address and e-mail.',
              ],
            },
            'What is erased also leaves our backups within about a month.',
          ],
        },
        {
          subheading: 'Withdrawing your consent',
          blocks: [
            [
              'For cookies, the “Cookie settings” link at the bottom of every page opens your choices again (see the ',
              { text: 'Cookies', href: '#cookies' },
              ' part). For a back-in-stock alert, write to us: we delete it. What was done before stays valid.',
            ],
          ],
        },
        {
          subheading: 'Objecting to a use, or restricting it',
          blocks: [
            'You may object to what we do on the grounds of our legitimate interest (keeping your messages, the server’s log), or ask us to restrict it: write to us, we look into your request and answer you.',
          ],
        },
        {
          subheading: 'Without an account, or by post',
          blocks: [
            [
              'Write to us by e-mail at ',
              emailLink,
              ` or by post to ${shop.name}, ${shopAddress('France')}. We handle your request from our back office and answer you within one month.`,
            ],
          ],
        },
        {
          subheading: 'Complaints',
          blocks: [
            [
              'If you believe your rights are not respected, you may complain to the CNIL, the French data protection authority (',
              { text: 'www.cnil.fr', href: 'https://www.cnil.fr' },
              '), or to the data protection authority of the country where you live.',
            ],
          ],
        },
      ],
    },
    contact: {
      heading: 'A question about your data',
      blocks: [
        [
          'By e-mail at ',
          emailLink,
          ', by phone on ',
          phoneLink,
          ', through the ',
          { text: 'contact form', page: 'contact' },
          ` or by post to ${shop.name}, ${shopAddress('France')}.`,
        ],
        'If this policy changes, its last-updated date changes too.',
      ],
    },
  },
};

export const it: TranslatedPageTexts<typeof fr> = {
  title: 'Informativa sulla privacy',
  description: `Quali dati conserva ${shop.name} su di te, perché, per quanto tempo, chi li riceve e come esercitare i tuoi diritti.`,
  intro: `In parole semplici: che cosa sa di te ${shop.name} quando visiti il sito o fai un ordine, e che cosa puoi farne.`,
  sections: {
    responsable: {
      heading: 'Chi è responsabile dei tuoi dati',
      blocks: [
        `${shop.name}, impresa individuale artigiana, ${shopAddress('Francia')}, è titolare del trattamento dei dati personali raccolti su questo sito.`,
        {
          list: [
            ['E-mail: ', emailLink],
            ['Telefono: ', phoneLink],
          ],
        },
      ],
    },
    'donnees-conservees': {
      heading: 'Che cosa conserviamo, e perché',
      blocks: [
        'Conserviamo solo ciò che serve al funzionamento del negozio. Per ogni dato indichiamo che cosa ci permette di conservarlo (la «base giuridica»).',
        {
          list: [
            'Il tuo account: nome, cognome, indirizzo e-mail e lingua scelta, per gestire il tuo account. La password non viene mai registrata così com’è: ne conserviamo solo un’impronta (un «hash») da cui non si può risalire alla password. Base giuridica: il contratto.',
            'I tuoi indirizzi e i tuoi ordini: rubrica, articoli, importi, modalità e indirizzo di consegna, tracciamento del pacco e, se l’ordine contiene alcolici, la tua conferma di avere almeno 18 anni, per preparare e consegnare i tuoi ordini. Base giuridica: il contratto (e la legge per la conferma dell’età).',
            'Le tue fatture e note di credito, conservate dieci anni come richiede il Codice di commercio francese (articolo L123-22). Riportano il nome, l’indirizzo e l’e-mail dell’acquirente così com’erano al momento dell’emissione. Base giuridica: un obbligo di legge.',
            'I messaggi inviati tramite il modulo di contatto (nome, e-mail, telefono, messaggio) e le nostre risposte, per risponderti e tenere traccia dei nostri scambi. Base giuridica: il nostro legittimo interesse.',
            'Il tuo indirizzo e-mail se chiedi di essere avvisato quando un prodotto torna disponibile, per inviarti quell’unica e-mail. Base giuridica: il tuo consenso.',
            'Le tue sessioni di accesso: il nome del browser e del sistema (ad esempio «Firefox, Windows») e il loro ultimo utilizzo, per mantenere l’accesso e mostrarti, nel tuo account, i dispositivi collegati. Base giuridica: il contratto.',
            'Le pagine viste, solo se accetti la misurazione del pubblico: l’indirizzo della pagina, la data e l’ora, e un identificativo di visitatore casuale, mai il tuo nome né la tua e-mail. Ci dicono quali pagine e quali prodotti interessano. Base giuridica: il tuo consenso.',
            'Le parole cercate nel negozio, contate per giorno, senza nulla che ti identifichi (una ricerca che somiglia a un indirizzo e-mail o a un numero di telefono non viene conservata), per sapere cosa cerchi e cosa manca. Base giuridica: il nostro legittimo interesse.',
            'I backup della base di dati, per poterla ripristinare dopo un guasto o una perdita. Base giuridica: il nostro legittimo interesse.',
            'Il registro del server: l’indirizzo IP e le pagine richieste, mai una password, per la sicurezza del sito e la risoluzione dei guasti. Base giuridica: il nostro legittimo interesse.',
          ],
        },
        'I pagamenti sono gestiti dal nostro fornitore di pagamento, Stripe: inserisci la carta sulla sua pagina sicura, e il negozio non vede mai il numero della tua carta.',
      ],
    },
    durees: {
      heading: 'Per quanto tempo',
      blocks: [
        'Conserviamo i tuoi dati solo per il tempo necessario; trascorsi questi periodi, vengono cancellati.',
        {
          list: [
            'Account: finché esiste. Un account il cui indirizzo e-mail non è mai stato confermato, e che non ha mai ordinato, viene cancellato dopo 30 giorni.',
            'Carrello: 7 giorni senza modifiche senza account, 180 giorni con un account.',
            'Ordini, fatture e note di credito: 10 anni, come richiede la legge.',
            'Messaggi di contatto e nostre risposte: 3 anni dal loro arrivo.',
            'Avviso di ritorno disponibile: 30 giorni dopo l’invio dell’e-mail, e al massimo 1 anno se il prodotto non torna.',
            'Sessioni e link inviati via e-mail: fino alla loro scadenza (una sessione si chiude dopo 7 giorni di inattività, al massimo dopo 30 giorni).',
            'Pagine viste: 25 mesi.',
            'Parole cercate: 31 giorni.',
            'Il file dei tuoi dati, quando lo chiedi: 1 ora, oppure 7 giorni quando ti inviamo il suo link per e-mail.',
            'Backup: il più recente di ciascuno degli ultimi 7 giorni e delle ultime 4 settimane. Un dato cancellato sparisce quindi dai backup in circa un mese.',
            'Registro del server: al massimo un anno.',
            ['Cookie: vedi la parte ', { text: 'Cookie', href: '#cookies' }, '.'],
          ],
        },
      ],
    },
    destinataires: {
      heading: 'Chi vi ha accesso',
      blocks: [
        {
          list: [
            'Il personale del negozio, e nessun altro, per gestire i tuoi ordini e i tuoi messaggi.',
            [
              'Il nostro fornitore di pagamento, Stripe, per il pagamento: riceve il tuo indirizzo e-mail, il riferimento e l’importo dell’ordine, e ciò che inserisci sulla sua pagina. Stripe può trattare questi dati fuori dall’Unione europea, con le garanzie previste dal GDPR (vedi la sua ',
              { text: 'informativa sulla privacy', href: 'https://stripe.com/it/privacy' },
              ').',
            ],
            'Il nostro fornitore del servizio di posta elettronica, che recapita le e-mail del negozio (conferma dell’account, conferma d’ordine, spedizione, risposte ai tuoi messaggi): riceve il tuo indirizzo e-mail e il contenuto di queste e-mail.',
            'Il corriere, per una consegna a domicilio: il tuo nome e il tuo indirizzo di consegna.',
            [
              'Il fornitore di hosting del sito, che conserva i dati e i loro backup per nostro conto (i suoi recapiti sono nelle ',
              { text: 'note legali', page: 'legal' },
              ').',
            ],
          ],
        },
        'I tuoi dati non vengono mai venduti, ceduti in affitto né condivisi a fini pubblicitari.',
      ],
    },
    cookies: {
      heading: 'Cookie',
      blocks: [
        'Un cookie è un piccolo file che il tuo browser conserva per il sito. Non usiamo alcun cookie pubblicitario, e contiamo le visite con un nostro strumento, senza alcun servizio esterno. I link a Instagram e Facebook in fondo alla pagina sono semplici link: nulla viene caricato da questi social network finché non ci clicchi.',
        {
          subheading: 'Necessari',
          blocks: [
            'Il negozio non funziona senza: non si possono disattivare.',
            {
              list: [
                '«session» e «signed_in»: il tuo accesso, al massimo 30 giorni;',
                '«cart»: il tuo carrello, un’ora;',
                '«cc_cookie»: la tua scelta sui cookie, 182 giorni (circa 6 mesi), dopodiché te la chiediamo di nuovo;',
                'nella memoria del browser: la lingua scelta.',
              ],
            },
          ],
        },
        {
          subheading: 'Preferenze, con il tuo consenso',
          blocks: ['Ricordare, da una visita all’altra, che hai chiuso l’avviso della Festa del Limone (nella memoria del browser).'],
        },
        {
          subheading: 'Misurazione del pubblico, con il tuo consenso',
          blocks: [
            '«lc_visitor»: un identificativo casuale, conservato 2 anni e 1 minuto, per contare le pagine viste e i visitatori al giorno. Se rifiuti o ritiri il consenso, questo cookie viene cancellato e non viene più contato nulla.',
          ],
        },
        {
          subheading: 'Cambiare idea',
          blocks: [
            'In qualsiasi momento, il link «Gestisci i cookie» in fondo a ogni pagina riapre le tue scelte: accettare tutto, tenere solo il necessario o scegliere categoria per categoria.',
          ],
        },
      ],
    },
    droits: {
      heading: 'I tuoi diritti',
      blocks: [
        'Il regolamento generale sulla protezione dei dati (GDPR) ti riconosce i diritti seguenti. Con un account, i principali si esercitano direttamente online, dal tuo account.',
        {
          subheading: 'Ottenere una copia dei tuoi dati',
          blocks: [
            [
              'Nella scheda ',
              { text: 'I miei dati', page: 'account', suffix: '?tab=data' },
              ' del tuo account, scarica un file ZIP: tutti i tuoi dati (account, indirizzi, ordini, carrello, sessioni, avvisi, messaggi…) in un file strutturato, che altri programmi sanno leggere, e le tue fatture e note di credito in PDF. È il tuo diritto di accesso e il tuo diritto alla portabilità.',
            ],
          ],
        },
        {
          subheading: 'Correggere i tuoi dati',
          blocks: [
            [
              'Modifica nome, indirizzo e-mail e password nella scheda ',
              { text: 'Le mie informazioni', page: 'account', suffix: '?tab=infos' },
              ', e i tuoi indirizzi nella scheda ',
              { text: 'I miei indirizzi', page: 'account', suffix: '?tab=addresses' },
              '. È il tuo diritto di rettifica.',
            ],
          ],
        },
        {
          subheading: 'Eliminare il tuo account',
          blocks: [
            [
              'Nella scheda ',
              { text: 'I miei dati', page: 'account', suffix: '?tab=data' },
              ' del tuo account, puoi eliminare il tuo account: ti viene chiesta la password. È il tuo diritto alla cancellazione.',
            ],
            {
              list: [
                'Se un ordine pagato non ti è ancora arrivato, deve prima esserti consegnato o essere ritirato: aspettalo, oppure scrivici.',
                'Un ordine non ancora pagato viene annullato.',
                'Tutto il resto viene cancellato subito (indirizzi, carrello, sessioni, avvisi, messaggi), e un’e-mail te lo conferma.',
                'Restano solo i tuoi ordini, senza indirizzo di consegna, e le tue fatture e note di credito, conservate dieci anni come richiede la legge, con il nome, l’indirizzo e l’e-mail dell’acquirente che riportano.',
              ],
            },
            'Ciò che viene cancellato sparisce anche dai nostri backup in circa un mese.',
          ],
        },
        {
          subheading: 'Ritirare il tuo consenso',
          blocks: [
            [
              'Per i cookie, il link «Gestisci i cookie» in fondo a ogni pagina riapre le tue scelte (vedi la parte ',
              { text: 'Cookie', href: '#cookies' },
              '). Per un avviso di ritorno disponibile, scrivici: lo cancelliamo. Ciò che è stato fatto prima resta valido.',
            ],
          ],
        },
        {
          subheading: 'Opporti a un uso o limitarlo',
          blocks: [
            'Puoi opporti a ciò che facciamo in base al nostro legittimo interesse (conservare i tuoi messaggi, il registro del server), o chiederci di limitarne l’uso: scrivici, esaminiamo la tua richiesta e ti rispondiamo.',
          ],
        },
        {
          subheading: 'Senza account, o per posta',
          blocks: [
            [
              'Scrivici via e-mail a ',
              emailLink,
              ` o per posta a ${shop.name}, ${shopAddress('Francia')}. Gestiamo la tua richiesta dal nostro pannello di gestione e ti rispondiamo entro un mese.`,
            ],
          ],
        },
        {
          subheading: 'Reclamo',
          blocks: [
            [
              'Se ritieni che i tuoi diritti non siano rispettati, puoi presentare un reclamo alla CNIL, l’autorità francese per la protezione dei dati (',
              { text: 'www.cnil.fr', href: 'https://www.cnil.fr' },
              '), o all’autorità per la protezione dei dati del paese in cui vivi.',
            ],
          ],
        },
      ],
    },
    contact: {
      heading: 'Una domanda sui tuoi dati',
      blocks: [
        [
          'Via e-mail all’indirizzo ',
          emailLink,
          ', per telefono al ',
          phoneLink,
          ', tramite il ',
          { text: 'modulo di contatto', page: 'contact' },
          ` o per posta a ${shop.name}, ${shopAddress('Francia')}.`,
        ],
        'Se questa informativa cambia, cambia anche la sua data di ultimo aggiornamento.',
      ],
    },
  },
};

export const privacyTexts = { fr, en, it };
