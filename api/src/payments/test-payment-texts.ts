import { defineTranslations } from '@lemon/shared/i18n/bundles';

/** The test provider's page, in the order's language, and the notice every page of a test shop shows. */
export const testPaymentTexts = defineTranslations({
  fr: {
    title: 'Paiement de test',
    notice: 'Ceci est le prestataire de paiement de test de la boutique : aucun argent ne circule. Choisissez l’issue du paiement.',
    order: 'Commande {{reference}}',
    total: 'Montant à payer',
    succeed: 'Payer (paiement réussi)',
    fail: 'Refuser (paiement échoué)',
    notPayable: 'Cette commande n’attend plus de paiement.',
    back: 'Voir mes commandes',
    shopNotice: 'Boutique de test : aucun paiement n’est encaissé.',
    shopNoticeName: 'Boutique de test',
  },
  en: {
    title: 'Test payment',
    notice: 'This is the shop’s test payment provider: no money moves. Choose how the payment ends.',
    order: 'Order {{reference}}',
    total: 'Amount to pay',
    succeed: 'Pay (successful payment)',
    fail: 'Decline (failed payment)',
    notPayable: 'This order is no longer awaiting payment.',
    back: 'See my orders',
    shopNotice: 'Test shop: no payment is taken.',
    shopNoticeName: 'Test shop',
  },
  it: {
    title: 'Pagamento di prova',
    notice: 'Questo è il fornitore di pagamento di prova del negozio: nessun denaro si muove. Scegli l’esito del pagamento.',
    order: 'Ordine {{reference}}',
    total: 'Importo da pagare',
    succeed: 'Paga (pagamento riuscito)',
    fail: 'Rifiuta (pagamento non riuscito)',
    notPayable: 'Questo ordine non attende più un pagamento.',
    back: 'Vedi i miei ordini',
    shopNotice: 'Negozio di prova: nessun pagamento viene addebitato.',
    shopNoticeName: 'Negozio di prova',
  },
});
