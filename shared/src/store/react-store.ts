// How React components read the store, one copy in the page. Only what the apps use is exported, so the build
// keeps those parts of effector-react (a Module Federation shared package is kept whole: 3.3 kB gzip, against
// about 1 kB for these). An app needing another export adds it here, in a minor release of shared.
export { Provider, useUnit } from 'effector-react';
