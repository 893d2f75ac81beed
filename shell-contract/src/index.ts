// The shell's own calls (the festival notice above every page, the page views it counts) and the staff's counts of
// those views: bundled by the shell, the back office and the API.
export * from './festival-notice';
export * from './page-views';
