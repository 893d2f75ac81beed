import { createFederatedApp } from '@lemon/tooling/rspack';

export default createFederatedApp({ name: 'cart', dir: import.meta.dirname, exposes: { './lifecycles': './src/lifecycles.tsx' } });
