// The terms of sale in each language; the French text is the reference and gives the shape.
import { formatPrice } from '@lemon/shop-format';
import { shop } from '@lemon/kit/shop';
import { freeDeliveryFromCents, homeDeliveryCents } from '@lemon/orders-contract';
import type { ContentPageTexts, TranslatedPageTexts } from '../content-page/content-texts';
import { closes, emailLink, frenchHour, healthWarning, opens, phoneLink, shopAddress } from '../content-page/shop-details';

/** The day these terms last changed. */
export const cgvUpdatedOn = '2026-11-23';

const freeFrom = formatPrice(freeDeliveryFromCents);
const franceMonacoFee = formatPrice(homeDeliveryCents.france_monaco);
const europeanUnionFee = formatPrice(homeDeliveryCents.european_union);
const restOfWorldFee = formatPrice(homeDeliveryCents.rest_of_world);

export const fr = {
  title: 'Conditions générales de vente',
  description: `Commande, prix, livraison, rétractation et garanties : les conditions de vente de ${shop.name}.`,
  sections: {
    'champ-application': {
      heading: 'Champ d’application',
      blocks: [
        [
          `Les présentes conditions s’appliquent à toute commande passée sur ce site auprès de ${shop.name}, entreprise individuelle d’artisan, ${shopAddress('France')} (voir les `,
          { text: 'mentions légales', page: 'legal' },
          '). Elles s’adressent aux particuliers qui achètent pour leur usage personnel.',
        ],
        'Le site est proposé en français, en anglais et en italien ; en cas de différence entre les versions, la version française fait foi.',
      ],
    },
    commande: {
      heading: 'Commande',
      blocks: [
        {
          list: [
            'Vous ajoutez les produits au panier, puis vous vous connectez à votre compte ou en créez un.',
            'À l’étape de livraison, vous choisissez la livraison à domicile ou le retrait à la boutique, et l’adresse de livraison.',
            'Avant de payer, vous vérifiez le récapitulatif (articles, réduction éventuelle, frais de livraison, total) et acceptez les présentes conditions.',
            'Si votre panier contient de l’alcool, vous confirmez avoir 18 ans ou plus : la vente d’alcool aux mineurs est interdite (article L3342-1 du Code de la santé publique).',
          ],
        },
        'La commande est conclue une fois le paiement accepté ; un e-mail vous la confirme. Une commande qui n’est pas payée dans les 30 minutes est annulée et les produits sont remis en vente.',
        healthWarning.fr,
      ],
    },
    prix: {
      heading: 'Prix',
      blocks: [
        'Les prix sont indiqués en euros, toutes taxes comprises (TVA incluse). Les frais de livraison s’y ajoutent et sont affichés avant le paiement. Le prix appliqué est celui affiché au moment de la commande. Un code de réduction s’applique dans le panier, selon ses conditions.',
      ],
    },
    paiement: {
      heading: 'Paiement',
      blocks: [
        'Le paiement se fait par carte bancaire, à la fin de la commande, sur la page sécurisée de notre prestataire de paiement. Vos données de carte ne sont jamais transmises à la boutique. La commande est préparée dès la réception du paiement.',
      ],
    },
    livraison: {
      heading: 'Livraison',
      blocks: [
        {
          list: [
            `France et Monaco : ${franceMonacoFee}, offerte dès ${freeFrom} d’achats (montant après réduction).`,
            `Autres pays de l’Union européenne : ${europeanUnionFee}.`,
            `Reste du monde (pays proposés lors de la commande) : ${restOfWorldFee}.`,
            'Retrait à la boutique à Menton : gratuit.',
          ],
        },
        'Les frais correspondant à votre adresse sont indiqués avant le paiement.',
      ],
    },
    'retrait-boutique': {
      heading: 'Retrait à la boutique',
      blocks: [
        `Vous pouvez retirer votre commande gratuitement à la boutique, ${shopAddress('France')}, ouverte tous les jours de ${frenchHour(opens)} à ${frenchHour(closes)}. Un e-mail vous prévient quand elle est prête.`,
      ],
    },
    delais: {
      heading: 'Délais de livraison',
      blocks: [
        'La commande est préparée après le paiement, puis confiée au transporteur ; un e-mail vous informe de chaque étape. Sauf autre date convenue, elle est livrée au plus tard 30 jours après la commande (article L216-1 du Code de la consommation).',
        'Pendant la Fête du Citron de Menton, de mi-février à début mars, les livraisons peuvent prendre un peu plus de temps ; un avis le signale sur le site.',
      ],
    },
    retractation: {
      heading: 'Droit de rétractation',
      blocks: [
        [
          'Vous disposez de 14 jours à compter de la réception de votre commande pour vous rétracter, sans avoir à vous justifier. Il suffit de nous l’indiquer clairement, par e-mail à ',
          emailLink,
          ' ou par courrier, par exemple avec le formulaire type de rétractation.',
        ],
        {
          subheading: 'Exceptions',
          blocks: [
            'Selon l’article L221-28 du Code de la consommation, le droit de rétractation ne s’applique pas :',
            {
              list: [
                'aux biens descellés après la livraison qui ne peuvent pas être renvoyés pour des raisons d’hygiène ou de protection de la santé : produits alimentaires, boissons alcoolisées et cosmétiques dont l’emballage, le bouchon ou l’opercule a été ouvert ;',
                'aux biens qui peuvent se détériorer ou se périmer rapidement, comme les citrons frais.',
              ],
            },
            'Un produit encore fermé, dans son emballage d’origine, peut être retourné.',
          ],
        },
      ],
    },
    'retours-remboursements': {
      heading: 'Retours et remboursements',
      blocks: [
        `Renvoyez les produits dans les 14 jours qui suivent votre demande de rétractation, à ${shop.name}, ${shopAddress('France')}, ou rapportez-les à la boutique. Les frais de retour sont à votre charge, sauf si le produit est défectueux ou ne correspond pas à votre commande.`,
        'Nous vous remboursons dans les 14 jours suivant votre demande, y compris les frais de livraison initiaux (au tarif standard), avec le moyen de paiement utilisé pour la commande. Le remboursement peut attendre la réception des produits ou la preuve de leur expédition.',
      ],
    },
    garanties: {
      heading: 'Garanties',
      blocks: [
        {
          subheading: 'Garantie légale de conformité',
          blocks: [
            'Pendant deux ans à compter de la livraison, vous pouvez obtenir la réparation ou le remplacement d’un produit non conforme, ou à défaut une réduction du prix ou son remboursement (articles L217-3 et suivants du Code de la consommation). Un défaut qui apparaît pendant ces deux ans est présumé exister dès la livraison.',
          ],
        },
        {
          subheading: 'Garantie des vices cachés',
          blocks: [
            'Vous pouvez aussi agir au titre des vices cachés dans les deux ans qui suivent leur découverte, et choisir entre le remboursement du produit rendu et une réduction du prix (articles 1641 à 1649 du Code civil).',
          ],
        },
      ],
    },
    'service-client': {
      heading: 'Service client',
      blocks: [
        [
          'Par e-mail à ',
          emailLink,
          ', par téléphone au ',
          phoneLink,
          ` tous les jours de ${frenchHour(opens)} à ${frenchHour(closes)}, par le `,
          { text: 'formulaire de contact', page: 'contact' },
          ' ou à la boutique.',
        ],
      ],
    },
    'droit-applicable': {
      heading: 'Droit applicable et médiation',
      blocks: [
        'Ces conditions sont soumises au droit français. En cas de litige, adressez-vous d’abord au service client pour trouver une solution ensemble.',
        'À défaut d’accord, vous pouvez recourir gratuitement au médiateur de la consommation : [nom et coordonnées du médiateur, à compléter] (articles L612-1 et suivants du Code de la consommation). Vous pouvez aussi saisir le tribunal compétent.',
      ],
    },
  },
} satisfies ContentPageTexts;

export const en: TranslatedPageTexts<typeof fr> = {
  title: 'Terms of sale',
  description: `Ordering, prices, delivery, withdrawal and guarantees: ${shop.name}’s terms of sale.`,
  sections: {
    'champ-application': {
      heading: 'Scope',
      blocks: [
        [
          `These terms apply to every order placed on this website with ${shop.name}, an artisan’s sole proprietorship, ${shopAddress('France')} (see the `,
          { text: 'legal notice', page: 'legal' },
          '). They are meant for private customers buying for their own use.',
        ],
        'The website is offered in French, English and Italian; should the versions differ, the French version prevails.',
      ],
    },
    commande: {
      heading: 'Ordering',
      blocks: [
        {
          list: [
            'You add products to your cart, then log in to your account or create one.',
            'At the delivery step, you choose home delivery or collection from the shop, and the delivery address.',
            'Before paying, you check the summary (items, any discount, delivery fee, total) and accept these terms.',
            'If your cart contains alcohol, you confirm that you are 18 or over: selling alcohol to minors is forbidden (article L3342-1 of the French Public Health Code).',
          ],
        },
        'The order is made once the payment is accepted; an e-mail confirms it. An order that is not paid within 30 minutes is cancelled and its products go back on sale.',
        healthWarning.en,
      ],
    },
    prix: {
      heading: 'Prices',
      blocks: [
        'Prices are in euros, all taxes included (VAT included). The delivery fee comes on top and is shown before payment. The price charged is the one shown when you order. A discount code is applied in the cart, according to its conditions.',
      ],
    },
    paiement: {
      heading: 'Payment',
      blocks: [
        'You pay by card at the end of the order, on the secure page of our payment provider. Your card details are never passed on to the shop. The order is prepared as soon as the payment is received.',
      ],
    },
    livraison: {
      heading: 'Delivery',
      blocks: [
        {
          list: [
            `France and Monaco: ${franceMonacoFee}, free from ${freeFrom} of purchases (amount after any discount).`,
            `Other European Union countries: ${europeanUnionFee}.`,
            `Rest of the world (countries offered at checkout): ${restOfWorldFee}.`,
            'Collection from the shop in Menton: free.',
          ],
        },
        'The fee for your address is shown before payment.',
      ],
    },
    'retrait-boutique': {
      heading: 'Collection from the shop',
      blocks: [
        `You can collect your order free of charge from the shop, ${shopAddress('France')}, open daily from ${opens} to ${closes}. An e-mail tells you when it is ready.`,
      ],
    },
    delais: {
      heading: 'Delivery times',
      blocks: [
        'The order is prepared once paid, then handed to the carrier; an e-mail tells you about each step. Unless another date is agreed, it is delivered within 30 days of the order at the latest (article L216-1 of the French Consumer Code).',
        'During Menton’s Lemon Festival, from mid-February to early March, deliveries may take a little longer; a notice on the website says so.',
      ],
    },
    retractation: {
      heading: 'Right of withdrawal',
      blocks: [
        [
          'You have 14 days from receiving your order to withdraw from it, without giving any reason. Just tell us clearly, by e-mail at ',
          emailLink,
          ' or by post, for instance with the model withdrawal form.',
        ],
        {
          subheading: 'Exceptions',
          blocks: [
            'Under article L221-28 of the French Consumer Code, the right of withdrawal does not apply to:',
            {
              list: [
                'goods unsealed after delivery that cannot be returned for reasons of hygiene or health protection: food, alcoholic drinks and cosmetics whose packaging, cork or seal has been opened;',
                'goods that can deteriorate or expire quickly, such as fresh lemons.',
              ],
            },
            'A product still sealed in its original packaging can be returned.',
          ],
        },
      ],
    },
    'retours-remboursements': {
      heading: 'Returns and refunds',
      blocks: [
        `Send the products back within 14 days of telling us you are withdrawing, to ${shop.name}, ${shopAddress('France')}, or bring them to the shop. Return costs are yours to pay, unless the product is faulty or is not what you ordered.`,
        'We refund you within 14 days of your request, including the original delivery fee (at the standard rate), with the means of payment used for the order. The refund may wait until we receive the products or proof that they have been sent.',
      ],
    },
    garanties: {
      heading: 'Guarantees',
      blocks: [
        {
          subheading: 'Legal guarantee of conformity',
          blocks: [
            'For two years from delivery, you can have a non-conforming product repaired or replaced or, failing that, get a price reduction or a refund (articles L217-3 and following of the French Consumer Code). A defect that appears within those two years is presumed to have existed at delivery.',
          ],
        },
        {
          subheading: 'Guarantee against hidden defects',
          blocks: [
            'You can also claim for hidden defects within two years of discovering them, and choose between a refund of the returned product and a price reduction (articles 1641 to 1649 of the French Civil Code).',
          ],
        },
      ],
    },
    'service-client': {
      heading: 'Customer service',
      blocks: [
        [
          'By e-mail at ',
          emailLink,
          ', by phone on ',
          phoneLink,
          ` daily from ${opens} to ${closes}, through the `,
          { text: 'contact form', page: 'contact' },
          ' or in the shop.',
        ],
      ],
    },
    'droit-applicable': {
      heading: 'Applicable law and mediation',
      blocks: [
        'These terms are governed by French law. If a dispute arises, please contact customer service first so that we can find a solution together.',
        'If we cannot agree, you may turn, free of charge, to the consumer mediator: [mediator’s name and contact details, to be completed] (articles L612-1 and following of the French Consumer Code). You may also bring the matter before the competent court.',
      ],
    },
  },
};

export const it: TranslatedPageTexts<typeof fr> = {
  title: 'Condizioni generali di vendita',
  description: `Ordine, prezzi, consegna, recesso e garanzie: le condizioni di vendita di ${shop.name}.`,
  sections: {
    'champ-application': {
      heading: 'Ambito di applicazione',
      blocks: [
        [
          `Le presenti condizioni si applicano a ogni ordine effettuato su questo sito presso ${shop.name}, impresa individuale artigiana, ${shopAddress('Francia')} (vedi le `,
          { text: 'note legali', page: 'legal' },
          '). Si rivolgono ai privati che acquistano per uso personale.',
        ],
        'Il sito è disponibile in francese, inglese e italiano; in caso di differenze tra le versioni, fa fede la versione francese.',
      ],
    },
    commande: {
      heading: 'Ordine',
      blocks: [
        {
          list: [
            'Aggiungi i prodotti al carrello, poi accedi al tuo account o ne crei uno.',
            'Nella fase di consegna scegli la consegna a domicilio o il ritiro in negozio, e l’indirizzo di consegna.',
            'Prima di pagare verifichi il riepilogo (articoli, eventuale sconto, spese di consegna, totale) e accetti le presenti condizioni.',
            'Se il carrello contiene alcolici, confermi di avere almeno 18 anni: la vendita di alcolici ai minori è vietata (articolo L3342-1 del Codice francese della sanità pubblica).',
          ],
        },
        'L’ordine è concluso quando il pagamento è accettato; un’e-mail te lo conferma. Un ordine non pagato entro 30 minuti viene annullato e i prodotti tornano in vendita.',
        healthWarning.it,
      ],
    },
    prix: {
      heading: 'Prezzi',
      blocks: [
        'I prezzi sono indicati in euro, IVA inclusa. Le spese di consegna si aggiungono e sono indicate prima del pagamento. Il prezzo applicato è quello indicato al momento dell’ordine. Un codice sconto si applica nel carrello, secondo le sue condizioni.',
      ],
    },
    paiement: {
      heading: 'Pagamento',
      blocks: [
        'Il pagamento avviene con carta, alla fine dell’ordine, sulla pagina sicura del nostro fornitore di pagamento. I dati della carta non vengono mai trasmessi al negozio. L’ordine viene preparato non appena riceviamo il pagamento.',
      ],
    },
    livraison: {
      heading: 'Consegna',
      blocks: [
        {
          list: [
            `Francia e Monaco: ${franceMonacoFee}, gratuita a partire da ${freeFrom} di acquisti (importo dopo l’eventuale sconto).`,
            `Altri paesi dell’Unione europea: ${europeanUnionFee}.`,
            `Resto del mondo (paesi proposti al momento dell’ordine): ${restOfWorldFee}.`,
            'Ritiro in negozio a Mentone: gratuito.',
          ],
        },
        'Le spese per il tuo indirizzo sono indicate prima del pagamento.',
      ],
    },
    'retrait-boutique': {
      heading: 'Ritiro in negozio',
      blocks: [
        `Puoi ritirare gratuitamente il tuo ordine in negozio, ${shopAddress('Francia')}, aperto tutti i giorni dalle ${opens} alle ${closes}. Un’e-mail ti avvisa quando è pronto.`,
      ],
    },
    delais: {
      heading: 'Tempi di consegna',
      blocks: [
        'L’ordine viene preparato dopo il pagamento e poi affidato al corriere; un’e-mail ti informa di ogni fase. Salvo un’altra data concordata, viene consegnato al più tardi 30 giorni dopo l’ordine (articolo L216-1 del Codice del consumo francese).',
        'Durante la Festa del Limone di Mentone, da metà febbraio a inizio marzo, le consegne possono richiedere un po’ più di tempo; un avviso lo segnala sul sito.',
      ],
    },
    retractation: {
      heading: 'Diritto di recesso',
      blocks: [
        [
          'Hai 14 giorni dal ricevimento dell’ordine per recedere, senza doverne indicare il motivo. Basta comunicarcelo chiaramente, via e-mail a ',
          emailLink,
          ' o per posta, ad esempio con il modulo tipo di recesso.',
        ],
        {
          subheading: 'Eccezioni',
          blocks: [
            'Secondo l’articolo L221-28 del Codice del consumo francese, il diritto di recesso non si applica:',
            {
              list: [
                'ai beni sigillati aperti dopo la consegna che non possono essere restituiti per motivi igienici o di tutela della salute: alimenti, bevande alcoliche e cosmetici la cui confezione, il cui tappo o sigillo sia stato aperto;',
                'ai beni che rischiano di deteriorarsi o scadere rapidamente, come i limoni freschi.',
              ],
            },
            'Un prodotto ancora chiuso, nella sua confezione originale, può essere restituito.',
          ],
        },
      ],
    },
    'retours-remboursements': {
      heading: 'Resi e rimborsi',
      blocks: [
        `Rispedisci i prodotti entro 14 giorni dalla comunicazione del recesso a ${shop.name}, ${shopAddress('Francia')}, oppure riportali in negozio. Le spese di restituzione sono a tuo carico, salvo se il prodotto è difettoso o non corrisponde all’ordine.`,
        'Ti rimborsiamo entro 14 giorni dalla tua richiesta, comprese le spese di consegna iniziali (alla tariffa standard), con lo stesso mezzo di pagamento usato per l’ordine. Il rimborso può essere sospeso fino al ricevimento dei prodotti o alla prova della loro spedizione.',
      ],
    },
    garanties: {
      heading: 'Garanzie',
      blocks: [
        {
          subheading: 'Garanzia legale di conformità',
          blocks: [
            'Per due anni dalla consegna puoi ottenere la riparazione o la sostituzione di un prodotto non conforme o, in mancanza, una riduzione del prezzo o il rimborso (articoli L217-3 e seguenti del Codice del consumo francese). Un difetto che si manifesta entro questi due anni si presume esistente al momento della consegna.',
          ],
        },
        {
          subheading: 'Garanzia per vizi occulti',
          blocks: [
            'Puoi anche agire per vizi occulti entro due anni dalla loro scoperta, scegliendo tra il rimborso del prodotto restituito e una riduzione del prezzo (articoli da 1641 a 1649 del Codice civile francese).',
          ],
        },
      ],
    },
    'service-client': {
      heading: 'Servizio clienti',
      blocks: [
        [
          'Via e-mail a ',
          emailLink,
          ', per telefono al ',
          phoneLink,
          ` tutti i giorni dalle ${opens} alle ${closes}, tramite il `,
          { text: 'modulo di contatto', page: 'contact' },
          ' o in negozio.',
        ],
      ],
    },
    'droit-applicable': {
      heading: 'Legge applicabile e mediazione',
      blocks: [
        'Le presenti condizioni sono regolate dalla legge francese. In caso di controversia, rivolgiti prima al servizio clienti per trovare insieme una soluzione.',
        'In mancanza di accordo, puoi ricorrere gratuitamente al mediatore del consumo: [nome e recapiti del mediatore, da completare] (articoli L612-1 e seguenti del Codice del consumo francese). Puoi anche adire il tribunale competente.',
      ],
    },
  },
};

export const cgvTexts = { fr, en, it };
