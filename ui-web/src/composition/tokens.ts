/** Injection tokens of ui-web's own services; core's ports bind to core's symbols. */
export const tokens = {
  http: Symbol.for('rota.http'),
  resourceGateways: Symbol.for('rota.resourceGateways'),
  notify: Symbol.for('rota.notify'),
  mapSettings: Symbol.for('rota.mapSettings'),
} as const;
