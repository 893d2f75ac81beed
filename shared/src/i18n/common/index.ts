import { defineTranslations } from '../translation-bundles';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

/** Texts every app uses: generic errors and the server's validation codes (`validation.errors.{code}`). */
export const commonTranslations = defineTranslations({ fr, en, it });
