import { featureAppDevPorts } from '@lemon/tooling/dev-ports';
import { createFederatedApp } from '@lemon/tooling/rspack';

export default createFederatedApp({
  name: 'catalog',
  dir: import.meta.dirname,
  port: featureAppDevPorts.catalog,
  exposes: { './lifecycles': './src/lifecycles.tsx', './home-blocks': './src/home-blocks/home-blocks.tsx' },
});
