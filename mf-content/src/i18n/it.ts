import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  homeAbout: {
    kicker: 'Il laboratorio',
    title: 'Il limone di Mentone, raccolto a mano e lavorato a due passi dal mare',
    text: 'Nel centro storico di Mentone trasformiamo i limoni dei frutteti a terrazze che dominano la baia: grattugiati il giorno della raccolta, macerati quaranta giorni per il nostro liquore, canditi, spremuti o in infusione, sempre in piccoli lotti.',
    facts: ['Raccolti maturi, a mano', 'Quaranta giorni di macerazione', 'Fatto nel nostro laboratorio, in piccoli lotti'],
    readMore: 'Leggi la nostra storia',
  },
  contact: {
    title: 'Contatti',
    description: 'Una domanda, un ordine da annullare, una proposta professionale? Scrivi a L’Atelier du Citron o chiamaci.',
    intro:
      'Una domanda sui nostri prodotti, un ordine da annullare, una candidatura o una proposta professionale? Scrivici con il modulo qui sotto: ti risponderemo il prima possibile.',
    reach: {
      title: 'Come raggiungerci',
      phone: 'Telefono',
      email: 'E-mail',
      address: 'Negozio',
      hours: 'Orari',
      openDaily: 'Tutti i giorni dalle {{opens}} alle {{closes}}',
    },
    form: {
      title: 'Scrivici',
      name: 'Nome e cognome',
      email: 'Indirizzo e-mail',
      phone: 'Telefono (facoltativo)',
      subject: 'Argomento',
      chooseSubject: 'Scegli un argomento',
      subjects: {
        cancel_order: 'Annullare un ordine',
        information: 'Richiesta di informazioni',
        job_application: 'Candidatura',
        professional: 'Richiesta professionale',
      },
      message: 'Messaggio',
      messageHint: 'Almeno 10 caratteri.',
      charactersLeft_one: '{{shown}} carattere rimanente',
      charactersLeft_other: '{{shown}} caratteri rimanenti',
      charactersOver_one: '{{shown}} carattere di troppo',
      charactersOver_other: '{{shown}} caratteri di troppo',
      privacy:
        'Il tuo messaggio viene letto solo dal personale del negozio, per risponderti; lo conserviamo tre anni, poi viene cancellato. Per saperne di più: <privacy>informativa sulla privacy</privacy>.',
      send: 'Invia il messaggio',
      notSent: 'Il messaggio non è stato ancora inviato: correggi i campi segnalati qui sotto; è ancora tutto qui.',
      sent: 'Il tuo messaggio è stato inviato. Ti risponderemo il prima possibile.',
    },
  },
};
