// How the shop writes prices, counts, dates and countries: the same on its pages (through the kit), in its back
// office, and in what the API writes (mails, invoices, the countries it lists). A few lines of Intl each, no state
// but the formatters made once.
export * from './count';
export * from './country-name';
export * from './dates';
export * from './price';
