// `tsx src/media/draw-seed-pictures.ts [folder]`: the seed catalogue's product pictures as WebP files, drawn
// once at build time into the folder the server serves them from.
import { builtPicturesDir } from '../config/config';
import { drawSeedPictures } from './product-pictures';

const dir = process.argv[2] ?? builtPicturesDir;
const started = Date.now();
const drawn = await drawSeedPictures(dir);
console.log(`product pictures: ${drawn} drawn in ${((Date.now() - started) / 1000).toFixed(1)} s, in ${dir}`);
