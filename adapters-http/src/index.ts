export * from './http-client.js';
export * from './session-guard.js';
export * from './empty-list.js';
export * from './toast.js';
export * from './auth-gateway.js';
export * from './resource-gateway.js';
