import type { FestivalNotice } from '@lemon/shell-contract';

/** The lemon festival's notice as the owner might set it: shown two weeks ahead, for 2027's festival. */
export const festivalNotice2027: FestivalNotice = {
  shown_from: '2027-02-03',
  starts_on: '2027-02-17',
  ends_on: '2027-03-03',
  message: {
    fr: 'les livraisons peuvent prendre un peu de retard.',
    en: 'deliveries may take a little longer.',
    it: 'le consegne potrebbero subire qualche ritardo.',
  },
  category: {
    id: 7,
    label: { fr: 'Fête du Citron', en: 'Lemon Festival', it: 'Festa del Limone' },
    slug: { fr: 'fete-du-citron', en: 'lemon-festival', it: 'festa-del-limone' },
  },
};
