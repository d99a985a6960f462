import { MASTER_DATA_RESOURCES, validateGeofencePolygon, validateGeofenceText } from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import type { RouteDefinition } from '../../platform/define-route.js';
import { defineResource, type ResourceExtras } from '../define-resource.js';
import { canSeeCenter } from '../resource-scope.rules.js';
import { geofenceComputed, locationsInBox } from './areas.repository.js';

/**
 * A polygon needs 3 or 4 points ('You must enter 3 or 4 dots!') and may not hold a location of
 * its center, edges included ('There is a location in the geofence area you draw.'). An update
 * that changes neither the polygon nor the center is not checked again.
 */
const checkPolygon: NonNullable<ResourceExtras['check']> = async ({ orm, item, existing, scope }) => {
  if (item['polygon'] === undefined && item['distributionCenterId'] === undefined) return [];
  const text = item['polygon'] ?? existing?.['polygon'];
  const read = validateGeofenceText(typeof text === 'string' ? text : '', 'latlng', []);
  if (!read.ok) return [{ field: 'polygon', message: read.error.messageKey }];
  const center = (item['distributionCenterId'] ??
    existing?.['distributionCenterId'] ??
    scope.defaultCenter) as number | null;
  // A center the user may not write is refused by the pipeline, without looking at its locations.
  if (center === null || !canSeeCenter(scope.visibility, center)) return [];
  const locations = await locationsInBox(orm, center, read.value);
  const checked = validateGeofencePolygon(read.value, locations);
  const out: FieldMessage[] = checked.ok ? [] : [{ field: 'polygon', message: checked.error.messageKey }];
  return out;
};

/** GET geofences, geofences/{id}, geofences/input-field-options; POST a list; PUT; DELETE a list. */
export const geofenceRoutes: readonly RouteDefinition[] = defineResource(MASTER_DATA_RESOURCES.geofences, {
  computed: geofenceComputed,
  check: checkPolygon,
});
