export * from './hub-connection-factory.js';
export * from './hub-events.js';
export * from './event-feed.js';
