import { defineTranslations } from '@lemon/shared/i18n/bundles';

/** The back office's frame: its menu, and what it says when it cannot show a page. */
export const layoutTexts = defineTranslations({
  fr: {
    menu: 'Menu de la gestion',
    menuToggle: 'Menu : {{section}}',
    loading: 'Chargement…',
    loadFailed: 'Cette page n’a pas pu être chargée. Vérifiez la connexion, puis réessayez.',
    retry: 'Réessayer',
    ownerOnly: 'Cette page est réservée au propriétaire de la boutique.',
    setUpSecondFactor: {
      title: 'Protégez d’abord votre accès',
      text: 'La gestion de la boutique demande, en plus du mot de passe, un code de votre application d’authentification. Activez la validation en deux étapes dans votre compte, puis revenez ici.',
      link: 'Activer la validation en deux étapes',
    },
    logInWithCode: {
      title: 'Reconnectez-vous avec votre code',
      text: 'Cette connexion a été ouverte sans le code de votre application d’authentification. Déconnectez-vous, puis reconnectez-vous : le code vous sera demandé.',
      action: 'Me déconnecter',
    },
  },
  en: {
    menu: 'Back office menu',
    menuToggle: 'Menu: {{section}}',
    loading: 'Loading…',
    loadFailed: 'This page could not be loaded. Check the connection, then try again.',
    retry: 'Try again',
    ownerOnly: 'This page is for the shop’s owner only.',
    setUpSecondFactor: {
      title: 'First, protect your access',
      text: 'The back office asks, besides the password, for a code from your authenticator app. Turn on two-step verification in your account, then come back here.',
      link: 'Turn on two-step verification',
    },
    logInWithCode: {
      title: 'Log in again with your code',
      text: 'This session was opened without your authenticator app’s code. Log out, then log in again: you will be asked for the code.',
      action: 'Log out',
    },
  },
  it: {
    menu: 'Menu della gestione',
    menuToggle: 'Menu: {{section}}',
    loading: 'Caricamento…',
    loadFailed: 'Non è stato possibile caricare questa pagina. Controlla la connessione e riprova.',
    retry: 'Riprova',
    ownerOnly: 'Questa pagina è riservata al titolare del negozio.',
    setUpSecondFactor: {
      title: 'Prima proteggi il tuo accesso',
      text: 'La gestione del negozio chiede, oltre alla password, un codice della tua app di autenticazione. Attiva la verifica in due passaggi nel tuo account, poi torna qui.',
      link: 'Attiva la verifica in due passaggi',
    },
    logInWithCode: {
      title: 'Accedi di nuovo con il tuo codice',
      text: 'Questa sessione è stata aperta senza il codice della tua app di autenticazione. Esci, poi accedi di nuovo: ti verrà chiesto il codice.',
      action: 'Esci',
    },
  },
});
