import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  skipToContent: 'Vai al contenuto',
  header: {
    home: 'L’Atelier du Citron, home page',
    login: 'Accedi o crea un account',
    account: 'Il mio account',
    cart: 'Carrello',
    cartCount_one: '{{count}} articolo',
    cartCount_other: '{{count}} articoli',
    backOffice: 'Gestione del negozio',
    openMenu: 'Apri il menu',
    categories: 'Le nostre categorie',
  },
  menu: {
    title: 'Menu',
    close: 'Chiudi il menu',
    products: 'I nostri prodotti',
    selections: 'Le nostre selezioni',
    categoriesUnavailable: 'Le categorie non sono disponibili al momento.',
    about: 'La nostra storia',
    recipes: 'Ricette',
    contact: 'Contatti',
    language: 'Lingua',
  },
  auth: {
    close: 'Chiudi',
    cancel: 'Annulla',
    email: 'Indirizzo e-mail',
    password: 'Password',
    choice: {
      title: 'Benvenuto',
      intro: 'Accedi per ritrovare i tuoi ordini e i tuoi indirizzi, oppure crea il tuo account in pochi istanti.',
      logIn: 'Accedi',
      register: 'Crea un account',
    },
    login: {
      title: 'Accedi',
      submit: 'Accedi',
      forgotPassword: 'Password dimenticata?',
      resendLink: 'Invia di nuovo il link di convalida',
      linkResent: 'Se questo indirizzo è in attesa di convalida, un nuovo link è in arrivo: controlla anche la posta indesiderata.',
    },
    secondFactor: {
      title: 'Verifica in due passaggi',
      intro: 'Digita il codice a 6 cifre che la tua app di autenticazione mostra ora, o uno dei tuoi codici di recupero.',
      code: 'Codice di verifica',
      submit: 'Conferma',
      expired: 'Questo accesso è scaduto: digita di nuovo la password.',
      again: 'Accedi di nuovo',
    },
    forgotPassword: {
      title: 'Password dimenticata',
      intro: 'Inserisci l’indirizzo e-mail del tuo account: ti invieremo un link per scegliere una nuova password.',
      submit: 'Invia il link',
    },
    forgotPasswordSent: {
      title: 'Richiesta inviata',
      text: 'Se esiste un account per questo indirizzo, è in arrivo un’e-mail.',
      home: 'Torna alla home page',
    },
    register: {
      title: 'Crea un account',
      countriesUnavailable: 'Non è stato possibile caricare l’elenco dei paesi.',
      retryCountries: 'Riprova',
      passwordConfirmation: 'Conferma la password',
      submit: 'Crea il mio account',
      deliveryAddressWhy:
        'Il tuo indirizzo qui sotto è quello a cui consegneremo l’ordine; potrai sceglierne un altro al passaggio della consegna.',
      privacy:
        'I tuoi dati servono a gestire il tuo account e i tuoi ordini: leggi la nostra <privacy>informativa sulla privacy</privacy>.',
    },
    registered: {
      title: 'Controlla la tua e-mail',
      text: 'Ti abbiamo inviato un’e-mail: clicca sul suo link per convalidare il tuo account, poi accedi.',
      checkoutText:
        'Ti abbiamo inviato un’e-mail: apri il suo link, qui o sul telefono, per convalidare il tuo account e tornare direttamente alla consegna, con il tuo carrello.',
    },
  },
  footer: {
    visitUs: 'Il negozio',
    hours: 'Aperto tutti i giorni dalle {{opens}} alle {{closes}}',
    phone: 'Tel. {{phone}}',
    followUs: 'Seguici',
    about: 'La nostra storia',
    contact: 'Contatti',
    legal: 'Note legali',
    cgv: 'Condizioni generali di vendita',
    privacy: 'Informativa sulla privacy',
    copyright: '© {{year}} {{name}}. Tutti i diritti riservati.',
  },
  cookies: {
    settings: 'Gestisci i cookie',
    consent: {
      title: 'Una scorza di cookie?',
      description:
        'Alcuni cookie sono indispensabili al negozio: il carrello, l’accesso, la lingua e questa scelta. Con il tuo consenso ricordiamo anche le tue preferenze di visualizzazione e contiamo le pagine viste con un nostro strumento, senza alcun servizio esterno. Puoi cambiare idea in qualsiasi momento con il link «Gestisci i cookie» in fondo a ogni pagina.',
      acceptAll: 'Accetta tutti',
      acceptNecessary: 'Solo necessari',
      showPreferences: 'Scegli',
      revisionMessage: 'I nostri cookie sono cambiati dalla tua ultima visita: fai di nuovo la tua scelta.',
      legal: 'Note legali',
      cgv: 'Condizioni generali di vendita',
      privacy: 'Informativa sulla privacy',
    },
    preferences: {
      title: 'Le tue scelte sui cookie',
      acceptAll: 'Accetta tutti',
      acceptNecessary: 'Solo necessari',
      save: 'Salva le mie scelte',
      close: 'Chiudi',
      intro: {
        title: 'Come usiamo i cookie',
        description:
          'Un cookie è un piccolo file che il tuo browser conserva per noi. Non ne usiamo nessuno a fini pubblicitari e non condividiamo nulla con altre aziende. La tua scelta è conservata 6 mesi, poi te la chiediamo di nuovo.',
      },
      necessary: {
        title: 'Strettamente necessari',
        description:
          'Il carrello (1 ora), l’accesso, la lingua scelta e questa scelta sui cookie (6 mesi). Il negozio non funziona senza: non si possono disattivare.',
      },
      preferencesCategory: {
        title: 'Preferenze',
        description: 'Ricordare, da una visita all’altra, che hai chiuso l’avviso della Festa del Limone.',
      },
      analytics: {
        title: 'Misurazione del pubblico',
        description:
          'Contare le pagine viste, per pagina e per giorno, con un nostro strumento: un identificativo di visitatore casuale è conservato 2 anni e 1 minuto. Rifiutare cancella questo identificativo.',
      },
      table: { name: 'Nome', duration: 'Durata', purpose: 'Scopo' },
      visitorCookie: { duration: '2 anni e 1 minuto', purpose: 'Riconoscere lo stesso visitatore da una pagina all’altra' },
      more: {
        title: 'Una domanda?',
        description: 'Tutto sui tuoi dati e sui cookie nella nostra',
        privacy: 'informativa sulla privacy',
        contact: 'Scrivici',
      },
    },
  },
  backToTop: 'Torna in cima alla pagina',
  festivalNotice: {
    close: 'Chiudi l’avviso della Festa del Limone',
    seeCategory: 'Vedi la selezione {{name}}',
  },
  home: {
    title: 'I limoni di Mentone, dal frutteto alla tua tavola',
    intro: 'Liquore, gastronomia, casa e benessere: le nostre creazioni artigianali al limone.',
    categories: 'Scopri i nostri prodotti',
  },
  /** The dialog saying a popup's code could not load. */
  unavailablePopup: {
    close: 'Chiudi',
  },
  orderPopup: {
    close: 'Chiudi',
    reference: 'Ordine {{reference}}',
    success: {
      title: 'Ordine confermato',
      mailSent: 'Un’e-mail di conferma è in arrivo a {{email}}.',
      mailOnItsWay: 'Un’e-mail di conferma è in arrivo.',
      shipping: 'Stiamo preparando il tuo pacco per {{city}} e ti scriveremo con il numero di tracciamento appena parte.',
      pickup: 'Ti scriveremo appena sarà pronto da ritirare in negozio, {{address}}.',
      text: 'Grazie per il tuo ordine! Puoi seguirlo nel <account>tuo account</account>.',
    },
    error: {
      title: 'Il pagamento non è andato a buon fine',
      payAgain: 'Paga di nuovo',
      payingAgain: 'Apertura del pagamento…',
      text: 'Il tuo ordine resta nel <account>tuo account</account>, dove puoi pagarlo finché non viene annullato. Puoi anche <contact>contattare il servizio clienti</contact>.',
    },
  },
  notFound: {
    title: 'Pagina non trovata',
    text: 'Questa pagina non esiste o è stata spostata.',
    backHome: 'Torna alla home page',
  },
};
