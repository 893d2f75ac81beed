import type { TranslationShape } from '../translation-bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  loading: 'Caricamento…',
  featureApp: {
    unavailable: 'Impossibile caricare questa parte del negozio.',
    retry: 'Riprova',
  },
  errors: {
    generic: 'Si è verificato un errore.',
    tooManyAttempts: 'Troppi tentativi. Riprova tra qualche minuto.',
  },
  /** The rule of a new password, shown as its hint wherever one is chosen. */
  passwordRule: 'Almeno 8 caratteri, con una lettera maiuscola, una minuscola e una cifra.',
  address: {
    firstName: 'Nome',
    lastName: 'Cognome',
    line1: 'Indirizzo',
    line2: 'Scala, interno, presso… (facoltativo)',
    zip: 'CAP',
    city: 'Città',
    country: 'Paese',
    chooseCountry: 'Scegli un paese',
    zones: {
      france_monaco: 'Francia e Monaco',
      european_union: 'Unione europea',
      rest_of_world: 'Resto del mondo',
    },
  },
  validation: {
    errors: {
      required: 'Questo campo è obbligatorio.',
      invalid: 'Questo valore non è valido.',
      min: 'Questo valore è troppo piccolo o troppo corto.',
      max: 'Questo valore è troppo grande o troppo lungo.',
      email: 'Inserisci un indirizzo e-mail valido.',
      integer: 'Inserisci un numero intero.',
      boolean: 'Questo valore deve essere sì o no.',
      exists: 'Questo articolo non esiste.',
      stock: 'Non ci sono abbastanza pezzi disponibili per questa quantità.',
      out_of_stock: 'Questo articolo è esaurito.',
      not_in_cart: 'Questo articolo non è nel tuo carrello.',
      promo_invalid: 'Impossibile aggiungere il codice sconto al tuo carrello.',
      cart_empty: 'Il tuo carrello è vuoto.',
      terms_required: 'Accetta le condizioni generali di vendita.',
      age_required: 'Conferma di avere almeno 18 anni: il tuo carrello contiene alcolici.',
      status_transition: 'L’ordine non può passare a questo stato da quello attuale.',
      address_unknown: 'Questo indirizzo non è nella tua rubrica.',
      units_held:
        'I tuoi ordini in attesa di pagamento riservano già il massimo di articoli: pagali, oppure scrivici per un ordine grande.',
      not_refundable: 'Questo ordine non può essere rimborsato: non è stato pagato.',
      refund_too_much: 'È più di quanto si possa ancora rimborsare.',
      email_taken: 'Questo indirizzo è già registrato.',
      email_unverified: "Questo indirizzo non è ancora convalidato: clicca sul link nell'e-mail di conferma.",
      invalid_credentials: 'Queste credenziali non sono riconosciute.',
      invalid_token: 'Link non valido: ricomincia la procedura.',
      expired_token: 'Questo link è scaduto: richiedine uno nuovo.',
      passwords_differ: 'Le password non corrispondono.',
      password_length: 'Minimo 8 caratteri.',
      password_characters: 'Deve contenere almeno una lettera maiuscola, una minuscola e un numero.',
      password_common: 'Questa password è tra le più comuni e divulgate: scegline un’altra.',
      wrong_password: 'Questa password non è quella giusta.',
      country: 'Non spediamo in questo paese.',
      second_factor_required: 'Attiva prima la verifica in due passaggi nel tuo account.',
      second_factor_code:
        'Questo codice non è quello giusto: digita le 6 cifre che la tua app mostra ora, o un codice di recupero non ancora usato.',
      second_factor_enrolled: 'La verifica in due passaggi è già attiva su questo account.',
      phone: 'Inserisci un numero di telefono valido.',
      date_order: 'La data di inizio non può essere successiva alla data di fine.',
      date_range: 'Il periodo non può superare 366 giorni.',
    },
  },
};
