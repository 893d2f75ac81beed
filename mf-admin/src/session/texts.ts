import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const sessionTexts = defineTranslations({
  fr: {
    title: 'Votre session a pris fin',
    text: 'Par sécurité, la gestion se ferme après 30 minutes sans activité. Reconnectez-vous ici : la page et ce que vous avez saisi restent, et ce que vous enregistriez sera envoyé.',
    who: 'Compte : {{email}}',
    password: 'Mot de passe',
    continue: 'Continuer',
    code: 'Code de vérification',
    codeHint: 'Les 6 chiffres de votre application d’authentification, ou un code de secours.',
    confirm: 'Me reconnecter',
    leave: 'Me déconnecter (ce qui n’est pas enregistré sera perdu)',
  },
  en: {
    title: 'Your session has ended',
    text: 'For safety, the back office closes after 30 minutes without activity. Sign in again here: the page and what you typed stay, and what you were saving will be sent.',
    who: 'Account: {{email}}',
    password: 'Password',
    continue: 'Continue',
    code: 'Verification code',
    codeHint: 'The 6 digits of your authenticator app, or a recovery code.',
    confirm: 'Sign in again',
    leave: 'Log out (what is not saved will be lost)',
  },
  it: {
    title: 'La tua sessione è terminata',
    text: 'Per sicurezza, la gestione si chiude dopo 30 minuti di inattività. Accedi di nuovo qui: la pagina e ciò che hai scritto restano, e ciò che stavi salvando verrà inviato.',
    who: 'Account: {{email}}',
    password: 'Password',
    continue: 'Continua',
    code: 'Codice di verifica',
    codeHint: 'Le 6 cifre della tua app di autenticazione, o un codice di recupero.',
    confirm: 'Accedi di nuovo',
    leave: 'Esci (ciò che non è salvato andrà perso)',
  },
});
