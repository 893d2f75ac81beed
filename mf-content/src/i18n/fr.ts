export const fr = {
  about: {
    title: 'Notre histoire',
  },
  contact: {
    title: 'Contact',
  },
  legal: {
    title: 'Mentions légales',
  },
  cgv: {
    title: 'Conditions générales de vente',
  },
};
