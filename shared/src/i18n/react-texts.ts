// How React components read the texts, one copy in the page. Only what the apps use is exported, so the build
// keeps those parts of react-i18next (a Module Federation shared package is kept whole: 11.5 kB gzip, against 8 kB
// for these). An app needing another export adds it here, in a minor release of shared.
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
