export const fr = {
  loading: 'Chargement…',
  featureApp: {
    unavailable: "Cette partie de la boutique n'a pas pu être chargée.",
    retry: 'Réessayer',
  },
  errors: {
    generic: 'Une erreur est survenue.',
  },
  validation: {
    errors: {
      required: 'Ce champ est obligatoire.',
      stock: "Il n'y a pas assez de stock pour cette quantité.",
      out_of_stock: 'Cet article est épuisé.',
      invalid: "Cette valeur n'est pas valide.",
    },
  },
};
