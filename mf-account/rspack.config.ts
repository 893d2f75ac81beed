import { featureAppDevPorts } from '@lemon/tooling/dev-ports';
import { createFederatedApp } from '@lemon/tooling/rspack';

export default createFederatedApp({
  name: 'account',
  dir: import.meta.dirname,
  port: featureAppDevPorts.account,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
