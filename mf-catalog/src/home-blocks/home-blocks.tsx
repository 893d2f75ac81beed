// The catalogue's fragments of the home page, exposed to the shell (which renders them itself).
import { registerTranslations } from '@lemon/shared';
import { catalogTranslations } from '../i18n';

registerTranslations('catalog', catalogTranslations);

export { BestSellers } from './best-sellers';
export { ProductOfTheMonth } from './product-of-the-month';
