import type { Locale } from '@lemon/shared/locales';

/**
 * The export's field names in French and Italian (English ones are the code's own): a person reads their file in
 * their language. A name missing here would stay English; `data-export.test.ts` makes sure none is.
 */
const fieldNames: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  fr: {
    account: 'compte',
    email: 'adresse_email',
    new_email_waiting_for_confirmation: 'nouvelle_adresse_en_attente_de_confirmation',
    first_name: 'prenom',
    last_name: 'nom',
    language: 'langue',
    created_at: 'cree_le',
    email_confirmed_at: 'adresse_confirmee_le',
    addresses: 'adresses',
    label: 'nom_de_l_adresse',
    line1: 'adresse',
    line2: 'complement',
    zip: 'code_postal',
    city: 'ville',
    country: 'pays',
    is_default: 'par_defaut',
    orders: 'commandes',
    reference: 'reference',
    status: 'etat',
    placed_at: 'passee_le',
    paid_at: 'payee_le',
    shipped_at: 'expediee_le',
    done_at: 'terminee_le',
    cancelled_at: 'annulee_le',
    delivery: 'livraison',
    delivery_address: 'adresse_de_livraison',
    carrier: 'transporteur',
    tracking_number: 'numero_de_suivi',
    age_confirmed_at: 'age_confirme_le',
    lines: 'articles',
    product: 'produit',
    variation: 'declinaison',
    quantity: 'quantite',
    unit_price: 'prix_unitaire_eur',
    vat_rate: 'taux_de_tva',
    subtotal: 'sous_total_eur',
    discount: 'remise_eur',
    shipping_cost: 'frais_de_port_eur',
    total: 'total_eur',
    invoice: 'facture',
    refunds: 'remboursements',
    amount: 'montant_eur',
    refunded_at: 'rembourse_le',
    credit_note: 'avoir',
    cart: 'panier',
    updated_at: 'modifie_le',
    sessions: 'sessions',
    browser: 'navigateur',
    system: 'systeme',
    opened_at: 'ouverte_le',
    last_used_at: 'derniere_utilisation_le',
    ends_at: 'prend_fin_le',
    back_in_stock_requests: 'alertes_retour_en_stock',
    asked_at: 'demandee_le',
    mailed_at: 'envoyee_le',
    contact_messages: 'messages_envoyes',
    name: 'nom_complet',
    phone: 'telephone',
    subject: 'sujet',
    message: 'message',
    sent_at: 'envoye_le',
    replies: 'reponses',
    text: 'texte',
    team: 'equipe',
    role: 'role',
    joined_at: 'arrivee_le',
    two_step_verification_since: 'validation_en_deux_etapes_depuis',
    devices: 'appareils',
    first_seen_at: 'vu_la_premiere_fois_le',
    last_seen_at: 'vu_la_derniere_fois_le',
    consent: 'consentement_aux_cookies',
    kept_where: 'conserve_ou',
    this_browser: 'ce_navigateur',
    categories: 'categories',
    chosen_at: 'choisi_le',
  },
  it: {
    account: 'account',
    email: 'indirizzo_email',
    new_email_waiting_for_confirmation: 'nuovo_indirizzo_in_attesa_di_conferma',
    first_name: 'nome',
    last_name: 'cognome',
    language: 'lingua',
    created_at: 'creato_il',
    email_confirmed_at: 'indirizzo_confermato_il',
    addresses: 'indirizzi',
    label: 'nome_dell_indirizzo',
    line1: 'indirizzo',
    line2: 'complemento',
    zip: 'cap',
    city: 'citta',
    country: 'paese',
    is_default: 'predefinito',
    orders: 'ordini',
    reference: 'riferimento',
    status: 'stato',
    placed_at: 'effettuato_il',
    paid_at: 'pagato_il',
    shipped_at: 'spedito_il',
    done_at: 'concluso_il',
    cancelled_at: 'annullato_il',
    delivery: 'consegna',
    delivery_address: 'indirizzo_di_consegna',
    carrier: 'corriere',
    tracking_number: 'numero_di_tracciamento',
    age_confirmed_at: 'eta_confermata_il',
    lines: 'articoli',
    product: 'prodotto',
    variation: 'variante',
    quantity: 'quantita',
    unit_price: 'prezzo_unitario_eur',
    vat_rate: 'aliquota_iva',
    subtotal: 'subtotale_eur',
    discount: 'sconto_eur',
    shipping_cost: 'spese_di_spedizione_eur',
    total: 'totale_eur',
    invoice: 'fattura',
    refunds: 'rimborsi',
    amount: 'importo_eur',
    refunded_at: 'rimborsato_il',
    credit_note: 'nota_di_credito',
    cart: 'carrello',
    updated_at: 'modificato_il',
    sessions: 'sessioni',
    browser: 'browser',
    system: 'sistema',
    opened_at: 'aperta_il',
    last_used_at: 'ultimo_uso_il',
    ends_at: 'termina_il',
    back_in_stock_requests: 'avvisi_di_disponibilita',
    asked_at: 'richiesto_il',
    mailed_at: 'inviato_il',
    contact_messages: 'messaggi_inviati',
    name: 'nome_completo',
    phone: 'telefono',
    subject: 'oggetto',
    message: 'messaggio',
    sent_at: 'inviato_il',
    replies: 'risposte',
    text: 'testo',
    team: 'team',
    role: 'ruolo',
    joined_at: 'entrato_il',
    two_step_verification_since: 'verifica_in_due_passaggi_dal',
    devices: 'dispositivi',
    first_seen_at: 'visto_la_prima_volta_il',
    last_seen_at: 'visto_l_ultima_volta_il',
    consent: 'consenso_ai_cookie',
    kept_where: 'conservato_dove',
    this_browser: 'questo_browser',
    categories: 'categorie',
    chosen_at: 'scelto_il',
  },
};

/** The field names the export words in `locale` (the same names in English). */
export const fieldNameIn = (locale: Locale, name: string): string => (locale === 'en' ? name : (fieldNames[locale][name] ?? name));

/** Whether every field name has its word in every language (for the test). */
export const unnamedFields = (names: Iterable<string>) =>
  [...names].filter((name) => (['fr', 'it'] as const).some((locale) => fieldNames[locale][name] === undefined));

/** The data with its field names in the person's language, at every depth. */
export function inLanguage(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [fieldNameIn(locale, name), inLanguage(inner, locale)]));
  return value;
}

/** The file's own words: the ZIP's name and folders, and the note that opens it. */
export const exportTexts: Record<
  Locale,
  { fileName: string; data: string; invoices: string; creditNotes: string; readMe: string; readMeText: string; consentKept: string }
> = {
  fr: {
    fileName: 'mes-donnees-atelier-du-citron',
    data: 'mes-donnees.json',
    invoices: 'factures',
    creditNotes: 'avoirs',
    readMe: 'LISEZMOI.txt',
    readMeText:
      'Vos données chez {{shop}}, au {{date}}.\n\n' +
      'mes-donnees.json : votre compte, vos adresses, vos commandes et leurs articles, votre panier, vos sessions ouvertes, ' +
      'vos alertes de retour en stock et les messages envoyés depuis votre adresse, avec nos réponses.\n' +
      'factures/ et avoirs/ : vos factures et avoirs en PDF.\n\n' +
      'Les montants sont en euros, TVA comprise ; les dates en temps universel (UTC).\n' +
      'Pour corriger ou effacer ces données : la page « Mon compte », ou écrivez-nous.',
    consentKept: 'Votre choix sur les cookies est gardé par votre navigateur seul (cookie cc_cookie), jamais avec votre compte.',
  },
  en: {
    fileName: 'my-data-atelier-du-citron',
    data: 'my-data.json',
    invoices: 'invoices',
    creditNotes: 'credit-notes',
    readMe: 'README.txt',
    readMeText:
      'Your data at {{shop}}, on {{date}}.\n\n' +
      'my-data.json: your account, your addresses, your orders and their items, your cart, your open sessions, ' +
      'your back-in-stock alerts and the messages sent from your address, with our replies.\n' +
      'invoices/ and credit-notes/: your invoices and credit notes as PDF.\n\n' +
      'Amounts are in euros, VAT included; dates in universal time (UTC).\n' +
      'To correct or erase this data: the "My account" page, or write to us.',
    consentKept: 'Your cookie choice is kept by your browser alone (the cc_cookie cookie), never with your account.',
  },
  it: {
    fileName: 'i-miei-dati-atelier-du-citron',
    data: 'i-miei-dati.json',
    invoices: 'fatture',
    creditNotes: 'note-di-credito',
    readMe: 'LEGGIMI.txt',
    readMeText:
      'I tuoi dati presso {{shop}}, al {{date}}.\n\n' +
      'i-miei-dati.json: il tuo account, i tuoi indirizzi, i tuoi ordini e i loro articoli, il tuo carrello, le tue sessioni aperte, ' +
      'i tuoi avvisi di disponibilità e i messaggi inviati dal tuo indirizzo, con le nostre risposte.\n' +
      'fatture/ e note-di-credito/: le tue fatture e note di credito in PDF.\n\n' +
      'Gli importi sono in euro, IVA inclusa; le date in tempo universale (UTC).\n' +
      'Per correggere o cancellare questi dati: la pagina «Il mio account», oppure scrivici.',
    consentKept: 'La tua scelta sui cookie è conservata solo dal tuo browser (cookie cc_cookie), mai con il tuo account.',
  },
};
