export * from './catalog.js';
export { screenMessages } from './screen-messages.js';
export * from './language-store.js';
