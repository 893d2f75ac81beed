export const fr = {
  account: {
    title: 'Mon compte',
  },
  test: {
    title: 'Espace test',
  },
  verifyEmail: {
    title: 'Validation de votre adresse e-mail',
  },
  resetPassword: {
    title: 'Nouveau mot de passe',
  },
};
