export const fr = {
  contact: {
    title: 'Contact',
    description: "Une question, une commande à annuler, un projet professionnel ? Écrivez à L'Atelier du Citron ou appelez-nous.",
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
        information: "Demande d'information",
        job_application: 'Candidature',
        professional: 'Demande professionnelle',
      },
      message: 'Message',
      messageHint: 'Au moins 10 caractères.',
      charactersLeft_one: '{{count, number}} caractère restant',
      charactersLeft_other: '{{count, number}} caractères restants',
      charactersOver_one: '{{count, number}} caractère en trop',
      charactersOver_other: '{{count, number}} caractères en trop',
      send: 'Envoyer le message',
      sent: 'Votre message a bien été envoyé. Nous vous répondrons au plus vite.',
    },
  },
};
