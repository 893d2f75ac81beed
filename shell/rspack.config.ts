import { createFederatedApp } from '@lemon/tooling/rspack';

// The host: no remotes at build time; it reads the remotes map when it boots.
export default createFederatedApp({ name: 'shell', dir: import.meta.dirname });
