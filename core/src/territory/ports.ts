import type { Observable } from 'rxjs';
import type { Answer } from '../daily-plan/ports.js';
import type { ServerNotice } from '../daily-plan/result.js';
import type { TerritoryPlanUpdate } from './territory-plan-parameters.js';
import type {
  TerritoryPlanningJob,
  TerritoryPlanRequest,
  TerritoryPlanSummary,
} from './territory-plan.schema.js';
import type {
  CreateTerritoryRequest,
  DeleteTerritoriesRequest,
  LocationTerritoryRow,
  LocationVisitOrdersRequest,
  OverlappingLocations,
  OverlappingLocationsRequest,
  Territory,
  TerritoryFilterQuery,
  TerritoryLocation,
  TransferTerritoryRequest,
  UpdateTerritoryRequest,
} from './territory.schema.js';

/** Territories, their locations and visit orders (REST). */
export type TerritoryGateway = {
  listTerritories(filter?: TerritoryFilterQuery): Answer<Territory[]>;
  getTerritory(id: number): Answer<Territory>;
  findOverlappingLocations(request: OverlappingLocationsRequest): Answer<OverlappingLocations>;
  createTerritory(request: CreateTerritoryRequest): Answer<ServerNotice>;
  updateTerritory(id: number, request: UpdateTerritoryRequest): Answer<ServerNotice>;
  deleteTerritories(request: DeleteTerritoriesRequest): Answer<ServerNotice>;
  saveVisitOrders(request: LocationVisitOrdersRequest): Answer<ServerNotice>;
  listLocationTerritories(): Answer<LocationTerritoryRow[]>;
  transferTerritory(request: TransferTerritoryRequest): Answer<ServerNotice>;
  listDepots(): Answer<TerritoryLocation[]>;
  listLocations(): Answer<TerritoryLocation[]>;
};

/** Territory planning jobs (REST). */
export type TerritoryPlanGateway = {
  listPlans(): Answer<TerritoryPlanningJob[]>;
  getPlan(refNo: string): Answer<TerritoryPlanningJob>;
  submitPlan(request: TerritoryPlanRequest): Answer<ServerNotice>;
  getSummary(): Answer<TerritoryPlanSummary>;
};

/** joboperationhub: ReceiveTerritoryPlanUpdate, the live status and progress of territory plans. */
export type TerritoryPlanFeed = {
  territoryPlanUpdates(): Observable<TerritoryPlanUpdate>;
};

export const territoryGatewayToken = Symbol.for('rota.territory.TerritoryGateway');
export const territoryPlanGatewayToken = Symbol.for('rota.territory.TerritoryPlanGateway');
export const territoryPlanFeedToken = Symbol.for('rota.territory.TerritoryPlanFeed');
