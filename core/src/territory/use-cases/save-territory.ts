import {
  domainOk,
  validationFailure,
  type DomainResult,
  type ServerNotice,
} from '../../daily-plan/result.js';
import type { TerritoryGateway } from '../ports.js';
import type { CreateTerritoryRequest, OverlappingLocations } from '../territory.schema.js';
import { validateTerritoryForm } from '../territory.validation.js';

export type SaveTerritoryOutcome =
  /** Other territories hold some of the locations: ask before saving (confirming moves them). */
  | { readonly kind: 'overlap'; readonly overlapping: OverlappingLocations }
  | { readonly kind: 'saved'; readonly notice: ServerNotice; readonly messageKey: string };

/**
 * Save a new territory: validate, check overlapping locations unless the user already confirmed,
 * then create it ("Territory is added").
 */
export async function saveTerritory(
  ports: { readonly territories: TerritoryGateway },
  request: CreateTerritoryRequest,
  overlapConfirmed: boolean,
): Promise<DomainResult<SaveTerritoryOutcome>> {
  const issues = validateTerritoryForm(request);
  if (issues.length > 0) return validationFailure(issues);
  if (!overlapConfirmed) {
    const overlap = await ports.territories.findOverlappingLocations({
      name: request.name,
      defaultVehicleRefNo: request.defaultVehicleRefNo,
      startDate: request.startDate,
      endDate: request.endDate,
      daysOfWeek: request.daysOfWeek,
      daysOfMonth: request.daysOfMonth,
      locationRefNoList: request.locationRefNoList,
    });
    if (!overlap.ok) return overlap;
    if (overlap.value.some((territory) => territory.locations.length > 0)) {
      return domainOk({ kind: 'overlap', overlapping: overlap.value });
    }
  }
  const created = await ports.territories.createTerritory(request);
  if (!created.ok) return created;
  return domainOk({ kind: 'saved', notice: created.value, messageKey: 'territory.territoryAdded' });
}
