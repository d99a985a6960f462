export * from './hub-connection-factory.js';
export * from './hub-events.js';
export * from './event-feed.js';
export * from './daily-plan-feeds.js';
export * from './realtime-adapters.js';
export * from './tracking-feeds.js';
export * from './territory-feeds.js';
