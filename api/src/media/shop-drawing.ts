import type { ArtworkSpec } from '../database/seed/catalogue-types';
import { pictureName } from './picture-files';

const artwork: ArtworkSpec = { shape: 'lemon', color: '#f2c230', accent: '#2f6f4f' };
const seed = 0;

/** The shop's own drawing of a lemon: the picture of a variation the owner gave no photo. Drawn with the seed's. */
export const shopDrawing = { picture: pictureName('dessin-citron', artwork, seed), artwork, seed };
