export const fr = {
  skipToContent: 'Aller au contenu',
  header: {
    home: 'L’Atelier du Citron, accueil',
    login: 'Se connecter ou créer un compte',
    account: 'Mon compte',
    cart: 'Panier',
    cartCount_one: '{{count}} article',
    cartCount_other: '{{count}} articles',
    backOffice: 'Gestion de la boutique',
    openMenu: 'Ouvrir le menu',
    categories: 'Nos catégories',
  },
  menu: {
    title: 'Menu',
    close: 'Fermer le menu',
    products: 'Nos produits',
    selections: 'Nos sélections',
    categoriesUnavailable: 'Les catégories ne sont pas disponibles pour le moment.',
    about: 'Notre histoire',
    recipes: 'Recettes',
    contact: 'Contact',
    language: 'Langue',
  },
  auth: {
    close: 'Fermer',
    cancel: 'Annuler',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    choice: {
      title: 'Bienvenue',
      intro: 'Connectez-vous pour retrouver vos commandes et vos adresses, ou créez votre compte en quelques instants.',
      logIn: 'Se connecter',
      register: 'Créer un compte',
    },
    login: {
      title: 'Se connecter',
      submit: 'Se connecter',
      forgotPassword: 'Mot de passe oublié ?',
      resendLink: 'Renvoyer le lien de validation',
      linkResent: 'Si cette adresse attend sa validation, un nouveau lien vient de partir : pensez à vérifier vos courriers indésirables.',
    },
    secondFactor: {
      title: 'Validation en deux étapes',
      intro: 'Tapez le code à 6 chiffres que votre application d’authentification affiche maintenant, ou l’un de vos codes de secours.',
      code: 'Code de vérification',
      submit: 'Valider',
      expired: 'Cette connexion a expiré : tapez à nouveau votre mot de passe.',
      again: 'Me reconnecter',
    },
    forgotPassword: {
      title: 'Mot de passe oublié',
      intro: 'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le lien',
    },
    forgotPasswordSent: {
      title: 'Demande envoyée',
      text: 'Si un compte existe pour cette adresse, un e-mail est en route.',
      home: 'Retour à l’accueil',
    },
    register: {
      title: 'Créer un compte',
      countriesUnavailable: 'La liste des pays n’a pas pu être chargée.',
      retryCountries: 'Réessayer',
      passwordConfirmation: 'Confirmez le mot de passe',
      submit: 'Créer mon compte',
      deliveryAddressWhy:
        'Votre adresse ci-dessous est celle où nous livrerons votre commande ; vous pourrez en choisir une autre à l’étape de la livraison.',
      privacy: 'Vos données servent à gérer votre compte et vos commandes : lisez notre <privacy>politique de confidentialité</privacy>.',
    },
    registered: {
      title: 'Vérifiez vos e-mails',
      text: 'Nous vous avons envoyé un e-mail : cliquez sur son lien pour valider votre compte, puis connectez-vous.',
      checkoutText:
        'Nous vous avons envoyé un e-mail : ouvrez son lien, ici ou sur votre téléphone, pour valider votre compte et revenir directement à la livraison, avec votre panier.',
    },
  },
  footer: {
    visitUs: 'La boutique',
    hours: 'Ouvert tous les jours de {{opens}} à {{closes}}',
    phone: 'Tél. {{phone}}',
    followUs: 'Suivez-nous',
    about: 'Notre histoire',
    contact: 'Contact',
    legal: 'Mentions légales',
    cgv: 'Conditions générales de vente',
    privacy: 'Politique de confidentialité',
    copyright: '© {{year}} {{name}}. Tous droits réservés.',
  },
  cookies: {
    settings: 'Gérer les cookies',
    consent: {
      title: 'Un zeste de cookies ?',
      description:
        'Certains cookies sont indispensables à la boutique : votre panier, votre connexion, votre langue et ce choix. Avec votre accord, nous retenons aussi vos préférences d’affichage et comptons les pages vues avec notre propre outil, sans aucun service extérieur. Vous pouvez changer d’avis à tout moment avec le lien « Gérer les cookies » en bas de chaque page.',
      acceptAll: 'Tout accepter',
      acceptNecessary: 'Nécessaires uniquement',
      showPreferences: 'Choisir',
      revisionMessage: 'Nos cookies ont changé depuis votre dernière visite : merci de faire à nouveau votre choix.',
      legal: 'Mentions légales',
      cgv: 'Conditions générales de vente',
      privacy: 'Politique de confidentialité',
    },
    preferences: {
      title: 'Vos choix de cookies',
      acceptAll: 'Tout accepter',
      acceptNecessary: 'Nécessaires uniquement',
      save: 'Enregistrer mes choix',
      close: 'Fermer',
      intro: {
        title: 'Comment nous utilisons les cookies',
        description:
          'Un cookie est un petit fichier que votre navigateur garde pour nous. Nous n’en utilisons aucun à des fins publicitaires et ne partageons rien avec d’autres sociétés. Votre choix est gardé 6 mois, puis nous vous le demandons à nouveau.',
      },
      necessary: {
        title: 'Strictement nécessaires',
        description:
          'Votre panier (1 heure), votre connexion, la langue choisie et ce choix de cookies (6 mois). La boutique ne fonctionne pas sans eux : ils ne peuvent pas être désactivés.',
      },
      preferencesCategory: {
        title: 'Préférences',
        description: 'Se souvenir, d’une visite à l’autre, que vous avez fermé l’avis de la Fête du Citron.',
      },
      analytics: {
        title: 'Mesure d’audience',
        description:
          'Compter les pages vues, par page et par jour, avec notre propre outil : un identifiant de visiteur tiré au hasard est gardé 2 ans et 1 minute. Refuser supprime cet identifiant.',
      },
      table: { name: 'Nom', duration: 'Durée', purpose: 'Rôle' },
      visitorCookie: { duration: '2 ans et 1 minute', purpose: 'Reconnaître un même visiteur d’une page à l’autre' },
      more: {
        title: 'Une question ?',
        description: 'Tout sur vos données et les cookies dans notre',
        privacy: 'politique de confidentialité',
        contact: 'Nous écrire',
      },
    },
  },
  backToTop: 'Revenir en haut de la page',
  festivalNotice: {
    close: 'Fermer l’avis de la Fête du Citron',
    seeCategory: 'Voir la sélection {{name}}',
  },
  home: {
    title: 'Le citron de Menton, du verger à votre table',
    intro: 'Liqueur, épicerie fine, maison et bien-être : nos créations artisanales au citron.',
    categories: 'Découvrir nos produits',
  },
  /** The dialog saying a popup's code could not load. */
  unavailablePopup: {
    close: 'Fermer',
  },
  orderPopup: {
    close: 'Fermer',
    reference: 'Commande {{reference}}',
    success: {
      title: 'Commande confirmée',
      mailSent: 'Un e-mail de confirmation est envoyé à {{email}}.',
      mailOnItsWay: 'Un e-mail de confirmation est en route.',
      shipping: 'Nous préparons votre colis pour {{city}}, et vous écrivons avec son numéro de suivi dès son départ.',
      pickup: 'Nous vous écrivons dès qu’elle est prête à retirer à la boutique, {{address}}.',
      text: 'Merci pour votre commande ! Vous pouvez la suivre dans <account>votre compte</account>.',
    },
    error: {
      title: 'Votre paiement n’a pas abouti',
      payAgain: 'Payer à nouveau',
      payingAgain: 'Ouverture du paiement…',
      text: 'Votre commande reste dans <account>votre compte</account>, où vous pouvez la payer tant qu’elle n’est pas annulée. Vous pouvez aussi <contact>contacter le service client</contact>.',
    },
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Cette page n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
};
