import { createFederatedApp } from '@lemon/tooling/rspack';
import { shellDevPort } from '@lemon/tooling/dev-ports';

// The host: no remotes at build time; it reads the remotes map when it boots.
export default createFederatedApp({ name: 'shell', dir: import.meta.dirname, port: shellDevPort, isHost: true });
