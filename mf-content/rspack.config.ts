import { featureAppDevPorts } from '@lemon/tooling/dev-ports';
import { createFederatedApp } from '@lemon/tooling/rspack';

export default createFederatedApp({
  name: 'content',
  dir: import.meta.dirname,
  port: featureAppDevPorts.content,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
