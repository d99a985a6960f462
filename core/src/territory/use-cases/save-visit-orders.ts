import { domainFail, type DomainResult, type ServerNotice } from '../../daily-plan/result.js';
import type { TerritoryGateway } from '../ports.js';
import type { TerritoryLocationVisit } from '../territory.schema.js';
import { renumberVisitOrders } from '../visit-order.rules.js';

/** Save the Location Visit Orders dialog: visit orders renumbered from 1. */
export async function saveVisitOrders(
  ports: { readonly territories: TerritoryGateway },
  territoryId: number,
  locations: readonly TerritoryLocationVisit[],
): Promise<DomainResult<ServerNotice>> {
  if (locations.length === 0) return domainFail('NO_LOCATIONS', 'territory.noLocationInTerritory');
  return ports.territories.saveVisitOrders({ territoryId, locations: renumberVisitOrders(locations) });
}
