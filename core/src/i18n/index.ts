export * from './catalog.js';
export { screenMessages } from './screen-messages.js';
