// The data exports' ZIPs, read back: the browser tests have no zip library of their own and read them through this one.
export { strFromU8, unzipSync } from 'fflate';
