import { defineTranslations } from '@lemon/shared/i18n/bundles';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const cartTranslations = defineTranslations({ fr, en, it });
