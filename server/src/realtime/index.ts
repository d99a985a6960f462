export * from './backplane.js';
export * from './hub-definitions.js';
export * from './hub-groups.js';
export * from './hub-publisher.js';
export {
  registerHubs,
  type HubConnectionInfo,
  type HubServer,
  type RegisterHubsOptions,
} from './hub-server.js';
export { hubAccessToken } from './hub-auth.js';
export { createPgNotifyBackplane, type PgNotifyBackplaneOptions } from './pg-notify-backplane.js';
