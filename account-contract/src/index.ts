// The account's calls (registration, profile, address book, sessions, second factor), bundled by the apps that make them and the API.
export * from './account';
export * from './second-factor';
export * from './session';
export * from './stored-address';
