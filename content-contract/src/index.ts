// The content pages' calls (the contact form): bundled by the content app and the API.
export * from './contact';
