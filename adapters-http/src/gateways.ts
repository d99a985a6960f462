import {
  MASTER_DATA_RESOURCES,
  dailyPlanApi,
  masterDataApi,
  territoryApi,
  trackingApi,
  type MasterDataResource,
} from '@rota/core';
import { createApiGateway, type ApiGatewayOptions } from './api-gateway.js';
import type { HttpClient } from './http-client.js';
import { createResourceGateway, type EntryGateway, type ItemOf, type ListOf } from './resource-gateway.js';

type Registry = typeof MASTER_DATA_RESOURCES;

/** One gateway per entry of core's master-data registry, under the entry's name. */
export type MasterDataGateways = {
  readonly [K in MasterDataResource]: EntryGateway<ItemOf<Registry[K]>, ListOf<Registry[K]>>;
};

export function createMasterDataGateways(http: HttpClient): MasterDataGateways {
  const entries = Object.entries(MASTER_DATA_RESOURCES).map(([name, entry]) => [
    name,
    createResourceGateway(http, entry),
  ]);
  return Object.fromEntries(entries) as MasterDataGateways;
}

/**
 * Every REST call of core's API registries as typed functions, and the master-data resources'
 * gateways: what a composition root (the web UI's container, the CLI's context) binds.
 */
export function createGateways(http: HttpClient, options: ApiGatewayOptions = {}) {
  return {
    dailyPlan: createApiGateway(http, dailyPlanApi, options),
    tracking: createApiGateway(http, trackingApi, options),
    territory: createApiGateway(http, territoryApi, options),
    masterData: createApiGateway(http, masterDataApi, options),
    resources: createMasterDataGateways(http),
  };
}

export type Gateways = ReturnType<typeof createGateways>;
