import { useEffect, useState } from 'react';
import { useServices } from '../composition/services-context.js';

export interface VehicleChoice {
  refNo: string;
  plate: string;
}

/** The vehicles a report may be asked for, by plate. */
export function useVehicleChoices(): VehicleChoice[] {
  const { dailyPlan } = useServices();
  const [vehicles, setVehicles] = useState<VehicleChoice[]>([]);
  useEffect(() => {
    void dailyPlan
      .vehicles()
      .then((a) => a.ok && setVehicles((a.data ?? []).map((v) => ({ refNo: v.refNo, plate: v.plate }))));
  }, [dailyPlan]);
  return vehicles;
}
