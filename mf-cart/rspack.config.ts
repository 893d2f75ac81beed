import { featureAppDevPorts } from '@lemon/tooling/dev-ports';
import { createFederatedApp } from '@lemon/tooling/rspack';

export default createFederatedApp({
  name: 'cart',
  dir: import.meta.dirname,
  port: featureAppDevPorts.cart,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
