import { useEffect, useState } from 'react';
import { useServices } from '../composition/services-context.js';
import { createDailyPlanGateway } from '../daily-plan/daily-plan.gateway.js';

export interface VehicleChoice {
  refNo: string;
  plate: string;
}

/** The vehicles a report may be asked for, by plate. */
export function useVehicleChoices(): VehicleChoice[] {
  const { http } = useServices();
  const [vehicles, setVehicles] = useState<VehicleChoice[]>([]);
  useEffect(() => {
    void createDailyPlanGateway(http)
      .vehicles()
      .then((a) => a.ok && setVehicles((a.data ?? []).map((v) => ({ refNo: v.refNo, plate: v.plate }))));
  }, [http]);
  return vehicles;
}
