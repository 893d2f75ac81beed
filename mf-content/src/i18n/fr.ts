export const fr = {
  homeAbout: {
    kicker: 'L’atelier',
    title: 'Le citron de Menton, cueilli à la main et travaillé à deux pas de la mer',
    text: 'Dans la vieille ville de Menton, nous transformons les citrons des vergers en terrasses qui dominent la baie : zestés le jour de la cueillette, macérés quarante jours pour notre liqueur, confits, pressés ou infusés, toujours en petites séries.',
    facts: ['Cueillis à maturité, à la main', 'Quarante jours de macération', 'Fait à l’atelier, en petites séries'],
    readMore: 'Lire notre histoire',
  },
  contact: {
    title: 'Contact',
    description: 'Une question, une commande à annuler, un projet professionnel ? Écrivez à L’Atelier du Citron ou appelez-nous.',
    intro:
      'Une question sur nos produits, une commande à annuler, une candidature ou un projet professionnel ? Écrivez-nous avec le formulaire ci-dessous : nous vous répondrons au plus vite.',
    reach: {
      title: 'Nous joindre',
      phone: 'Téléphone',
      email: 'E-mail',
      address: 'Boutique',
      hours: 'Horaires',
      openDaily: 'Tous les jours de {{opens}} à {{closes}}',
    },
    form: {
      title: 'Écrivez-nous',
      name: 'Prénom et nom',
      email: 'Adresse e-mail',
      phone: 'Téléphone (facultatif)',
      subject: 'Sujet',
      chooseSubject: 'Choisissez un sujet',
      subjects: {
        cancel_order: 'Annuler une commande',
        information: 'Demande d’information',
        job_application: 'Candidature',
        professional: 'Demande professionnelle',
      },
      message: 'Message',
      messageHint: 'Au moins 10 caractères.',
      charactersLeft_one: '{{shown}} caractère restant',
      charactersLeft_other: '{{shown}} caractères restants',
      charactersOver_one: '{{shown}} caractère en trop',
      charactersOver_other: '{{shown}} caractères en trop',
      privacy:
        'Votre message n’est lu que par l’équipe de la boutique, pour vous répondre ; nous le gardons trois ans, puis il est effacé. En savoir plus : <privacy>politique de confidentialité</privacy>.',
      send: 'Envoyer le message',
      notSent: 'Votre message n’a pas été envoyé : corrigez les champs signalés ci-dessous, il est toujours là.',
      sent: 'Votre message a bien été envoyé. Nous vous répondrons au plus vite.',
    },
  },
};
