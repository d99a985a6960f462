/** More vehicles than this empties the filter and turns show-all off. */
export const vehicleFilterLimit = 400;

export type VehicleFilterState<T> = { readonly vehicles: readonly T[]; readonly showAll: boolean };

export function applyVehicleFilter<T>(vehicles: readonly T[], showAll: boolean): VehicleFilterState<T> {
  return vehicles.length > vehicleFilterLimit
    ? { vehicles: [], showAll: false }
    : { vehicles: [...vehicles], showAll };
}
