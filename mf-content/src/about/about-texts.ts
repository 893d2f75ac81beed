// The about page in each language; the French text is the reference and gives the shape.
import { shop } from '@lemon/kit/shop';
import type { ContentPageTexts, TranslatedPageTexts } from '../content-page/content-texts';
import { closes, emailLink, frenchHour, opens, phoneLink, shopAddress } from '../content-page/shop-details';

/** The section the spec's `a-propos#lecitron` links to. */
export const mentonLemonSectionId = 'lecitron';

export const fr = {
  title: 'Notre histoire',
  description: `${shop.name}, à Menton : liqueur, épicerie et objets au citron de Menton, faits à la main en petites séries.`,
  intro: 'Un atelier et une boutique dans la vieille ville de Menton, et un seul fruit au cœur de tout ce que nous faisons.',
  sections: {
    atelier: {
      heading: 'L’atelier',
      blocks: [
        'Tout commence dans les vergers en terrasses qui dominent Menton, entre la mer et la montagne. Les citrons y sont cueillis à la main, à maturité, puis rejoignent l’atelier le jour même : c’est là que nous prélevons les zestes, cuisons, faisons macérer et mettons en bouteille.',
        'Nous travaillons en petites séries. Une cuvée de liqueur demande quarante jours de macération, et nous ne la pressons pas : quand une série est épuisée, la suivante est en route.',
      ],
    },
    creations: {
      heading: 'Ce que nous faisons',
      blocks: [
        {
          list: [
            'Des boissons : notre liqueur de citron, un gin au citron de Menton, une limonade et un sirop.',
            'De l’épicerie fine : crème de citron, huile d’olive au citron, fleur de sel, écorces confites, citrons confits au sel, sablés, thés et infusions, et des citrons frais en saison.',
            'Pour la maison et le bien-être : bougies parfumées, savons, crème pour les mains, liquide vaisselle au citron.',
            'Des coffrets à offrir, composés à l’atelier.',
          ],
        },
        ['Et pour les cuisiner, nos ', { text: 'recettes', page: 'recipes' }, ', de la tarte au citron au spritz.'],
      ],
    },
    [mentonLemonSectionId]: {
      heading: 'Le citron de Menton',
      blocks: [
        'Abrité des vents du nord par les montagnes, Menton a des hivers si doux que le citronnier y fleurit presque toute l’année. Son citron, d’un jaune vif, a une peau épaisse et très parfumée, riche en huiles essentielles, et une chair moins acide que la plupart des citrons.',
        {
          subheading: 'L’IGP « Citron de Menton »',
          blocks: [
            'Depuis 2015, l’indication géographique protégée « Citron de Menton » garantit des fruits cultivés à Menton et dans quelques communes voisines, et cueillis à la main. C’est celui que nous travaillons.',
          ],
        },
        {
          subheading: 'La Fête du Citron',
          blocks: [
            [
              'Chaque année, de mi-février à début mars, la Fête du Citron remplit la ville de chars et de sculptures d’agrumes. Ces semaines-là, la boutique ne désemplit pas et les livraisons peuvent prendre un peu plus de temps (voir nos ',
              { text: 'conditions de vente', page: 'cgv', suffix: '#delais' },
              ').',
            ],
          ],
        },
      ],
    },
    boutique: {
      heading: 'Venir à la boutique',
      blocks: [
        `La boutique vous accueille au ${shopAddress('France')}, tous les jours de ${frenchHour(opens)} à ${frenchHour(closes)}. On y goûte, on y compose un coffret, on y retire les commandes passées en ligne.`,
        [
          'Une question ? Appelez le ',
          phoneLink,
          ', écrivez à ',
          emailLink,
          ' ou passez par le ',
          { text: 'formulaire de contact', page: 'contact' },
          '.',
        ],
      ],
    },
  },
} satisfies ContentPageTexts;

export const en: TranslatedPageTexts<typeof fr> = {
  title: 'Our story',
  description: `${shop.name} in Menton: liqueur, groceries and household goods made with Menton lemons, by hand, in small batches.`,
  intro: 'A workshop and a shop in Menton’s old town, and one fruit at the heart of everything we make.',
  sections: {
    atelier: {
      heading: 'The workshop',
      blocks: [
        'It all starts in the terraced orchards above Menton, between the sea and the mountains. The lemons are picked by hand when ripe and reach the workshop the same day: that is where we peel the zest, cook, steep and bottle.',
        'We work in small batches. A batch of liqueur needs forty days of steeping, and we do not rush it: when one batch runs out, the next is on its way.',
      ],
    },
    creations: {
      heading: 'What we make',
      blocks: [
        {
          list: [
            'Drinks: our lemon liqueur, a Menton lemon gin, a lemonade and a syrup.',
            'Fine groceries: lemon curd, lemon olive oil, fleur de sel, candied peel, salt-preserved lemons, shortbread, teas and infusions, and fresh lemons in season.',
            'For the home and well-being: scented candles, soaps, hand cream, lemon washing-up liquid.',
            'Gift boxes, put together in the workshop.',
          ],
        },
        ['And to cook with them, our ', { text: 'recipes', page: 'recipes' }, ', from lemon tart to spritz.'],
      ],
    },
    [mentonLemonSectionId]: {
      heading: 'The Menton lemon',
      blocks: [
        'Sheltered from the north winds by the mountains, Menton has winters so mild that its lemon trees flower almost all year round. Its lemon is bright yellow, with a thick, highly fragrant skin rich in essential oils, and flesh less acidic than most lemons.',
        {
          subheading: 'The “Citron de Menton” PGI',
          blocks: [
            'Since 2015, the protected geographical indication “Citron de Menton” guarantees fruit grown in Menton and a few neighbouring villages, and picked by hand. It is the lemon we work with.',
          ],
        },
        {
          subheading: 'The Lemon Festival',
          blocks: [
            [
              'Every year, from mid-February to early March, the Lemon Festival fills the town with floats and sculptures made of citrus fruit. During those weeks the shop is at its busiest and deliveries may take a little longer (see our ',
              { text: 'terms of sale', page: 'cgv', suffix: '#delais' },
              ').',
            ],
          ],
        },
      ],
    },
    boutique: {
      heading: 'Visit the shop',
      blocks: [
        `The shop welcomes you at ${shopAddress('France')}, daily from ${opens} to ${closes}. Come to taste, to put a gift box together, or to collect an order placed online.`,
        ['A question? Call ', phoneLink, ', write to ', emailLink, ' or use the ', { text: 'contact form', page: 'contact' }, '.'],
      ],
    },
  },
};

export const it: TranslatedPageTexts<typeof fr> = {
  title: 'La nostra storia',
  description: `${shop.name} a Mentone: liquore, gastronomia e articoli per la casa al limone di Mentone, fatti a mano in piccoli lotti.`,
  intro: 'Un laboratorio e un negozio nel centro storico di Mentone, e un solo frutto al centro di tutto ciò che facciamo.',
  sections: {
    atelier: {
      heading: 'Il laboratorio',
      blocks: [
        'Tutto comincia negli agrumeti a terrazze che sovrastano Mentone, tra il mare e la montagna. I limoni vengono raccolti a mano, maturi, e arrivano in laboratorio il giorno stesso: lì ne preleviamo la scorza, cuociamo, mettiamo in infusione e imbottigliamo.',
        'Lavoriamo in piccoli lotti. Un lotto di liquore richiede quaranta giorni di infusione, e non abbiamo fretta: quando un lotto finisce, il successivo è già in preparazione.',
      ],
    },
    creations: {
      heading: 'Cosa facciamo',
      blocks: [
        {
          list: [
            'Bevande: il nostro liquore al limone, un gin al limone di Mentone, una limonata e uno sciroppo.',
            'Gastronomia: crema di limone, olio d’oliva al limone, fior di sale, scorze candite, limoni sotto sale, biscotti di pasta frolla, tè e tisane, e limoni freschi di stagione.',
            'Per la casa e il benessere: candele profumate, saponi, crema per le mani, detersivo per i piatti al limone.',
            'Confezioni regalo, composte in laboratorio.',
          ],
        },
        ['E per cucinarli, le nostre ', { text: 'ricette', page: 'recipes' }, ', dalla crostata al limone allo spritz.'],
      ],
    },
    [mentonLemonSectionId]: {
      heading: 'Il limone di Mentone',
      blocks: [
        'Riparata dai venti del nord dalle montagne, Mentone ha inverni così miti che il limone vi fiorisce quasi tutto l’anno. Il suo frutto, di un giallo vivo, ha una buccia spessa e molto profumata, ricca di oli essenziali, e una polpa meno acida della maggior parte dei limoni.',
        {
          subheading: 'L’IGP «Citron de Menton»',
          blocks: [
            'Dal 2015 l’indicazione geografica protetta «Citron de Menton» garantisce frutti coltivati a Mentone e in alcuni comuni vicini, e raccolti a mano. È il limone che lavoriamo.',
          ],
        },
        {
          subheading: 'La Festa del Limone',
          blocks: [
            [
              'Ogni anno, da metà febbraio a inizio marzo, la Festa del Limone riempie la città di carri e sculture di agrumi. In quelle settimane il negozio è sempre pieno e le consegne possono richiedere un po’ più di tempo (vedi le nostre ',
              { text: 'condizioni di vendita', page: 'cgv', suffix: '#delais' },
              ').',
            ],
          ],
        },
      ],
    },
    boutique: {
      heading: 'Vieni in negozio',
      blocks: [
        `Il negozio ti aspetta all’indirizzo ${shopAddress('Francia')}, tutti i giorni dalle ${opens} alle ${closes}. Puoi assaggiare, comporre una confezione regalo o ritirare un ordine fatto online.`,
        [
          'Una domanda? Chiama il ',
          phoneLink,
          ', scrivi a ',
          emailLink,
          ' o usa il ',
          { text: 'modulo di contatto', page: 'contact' },
          '.',
        ],
      ],
    },
  },
};

export const aboutTexts = { fr, en, it };
