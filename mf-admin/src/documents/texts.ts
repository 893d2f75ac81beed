import { defineTranslations } from '@lemon/shared/i18n/bundles';

/** An order's documents: its invoice, credit notes and packing slip. */
export const documentsTexts = defineTranslations({
  fr: {
    heading: 'Documents',
    invoice: 'Télécharger la facture {{number}}',
    creditNote: 'Télécharger l’avoir {{number}}',
    packingSlip: 'Imprimer le bon de livraison',
    noInvoice: 'La facture sera émise au paiement de la commande.',
    downloadFailed: 'Le document n’a pas pu être téléchargé. Réessayez dans un instant.',
  },
  en: {
    heading: 'Documents',
    invoice: 'Download invoice {{number}}',
    creditNote: 'Download credit note {{number}}',
    packingSlip: 'Print the packing slip',
    noInvoice: 'The invoice is issued once the order is paid.',
    downloadFailed: 'The document could not be downloaded. Try again in a moment.',
  },
  it: {
    heading: 'Documenti',
    invoice: 'Scarica la fattura {{number}}',
    creditNote: 'Scarica la nota di credito {{number}}',
    packingSlip: 'Stampa il documento di consegna',
    noInvoice: 'La fattura viene emessa al pagamento dell’ordine.',
    downloadFailed: 'Non è stato possibile scaricare il documento. Riprova tra un istante.',
  },
});
