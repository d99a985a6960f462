import { domainFail, type DomainResult, type ServerNotice } from '../../daily-plan/result.js';
import type { TerritoryGateway } from '../ports.js';

/** Transfer Territory of the Location tab: one new territory must be chosen. */
export async function transferTerritory(
  ports: { readonly territories: TerritoryGateway },
  row: { readonly locationRefNo: string; readonly territoryId: number },
  selectedTerritoryIds: readonly number[],
): Promise<DomainResult<ServerNotice>> {
  const [newTerritoryId] = selectedTerritoryIds;
  if (selectedTerritoryIds.length !== 1 || newTerritoryId === undefined) {
    return domainFail('ONE_TERRITORY', 'territory.oneTerritoryMustBeSelected');
  }
  return ports.territories.transferTerritory({
    currentTerritoryId: row.territoryId,
    locationRefNo: row.locationRefNo,
    newTerritoryId,
  });
}
