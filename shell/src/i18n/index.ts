import { defineTranslations } from '@lemon/shared/i18n/bundles';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export { shellNamespace } from './load';
export const shellTranslations = defineTranslations({ fr, en, it });
