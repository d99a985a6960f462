import { useTranslation } from 'react-i18next';
import { registerMonitoringTexts } from '../order-tracking/monitoring.messages.js';
import '../order-tracking/order-tracking.css';
import { DateField } from './DateField.js';
import { useVehicleChoices, type VehicleChoice } from './useVehicleChoices.js';

registerMonitoringTexts();

/** The options of a vehicle drop-down, by plate; `blank` puts the empty choice first. */
export function VehicleOptions({ vehicles, blank }: { vehicles: readonly VehicleChoice[]; blank: boolean }) {
  return (
    <>
      {blank ? <option value="" /> : null}
      {vehicles.map((v) => (
        <option key={v.refNo} value={v.refNo}>
          {v.plate}
        </option>
      ))}
    </>
  );
}

/** What the filter asks for: the vehicles chosen and the days, as `yyyy-mm-dd` ('' when not given). */
export interface VehicleRange {
  vehicleRefNos: string[];
  start: string;
  end: string;
}

interface VehicleRangeFilterProps {
  /** Several vehicles (a list to pick from) or one (a drop-down that may stay empty). */
  multiple: boolean;
  value: VehicleRange;
  onChange(value: VehicleRange): void;
  onGenerate(): void;
}

/** The filter bar of the monitoring reports: vehicles, start and end date, and Generate. */
export function VehicleRangeFilter({ multiple, value, onChange, onGenerate }: VehicleRangeFilterProps) {
  const { t } = useTranslation();
  const vehicles = useVehicleChoices();
  const vehicleLabel = t(multiple ? 'monitoringUi.vehicles' : 'monitoringUi.vehicle');
  return (
    <div className="ot-filter">
      <label className="ot-field field">
        <span className="field-label">{vehicleLabel}</span>
        <select
          multiple={multiple}
          aria-label={vehicleLabel}
          value={multiple ? value.vehicleRefNos : (value.vehicleRefNos[0] ?? '')}
          onChange={(e) =>
            onChange({
              ...value,
              vehicleRefNos: [...e.target.selectedOptions].map((o) => o.value).filter((v) => v !== ''),
            })
          }
        >
          <VehicleOptions vehicles={vehicles} blank={!multiple} />
        </select>
      </label>
      {(['start', 'end'] as const).map((side) => (
        <DateField
          key={side}
          className="ot-field"
          label={t(side === 'start' ? 'monitoringUi.startDate' : 'monitoringUi.endDate')}
          value={value[side]}
          onChange={(day) => onChange({ ...value, [side]: day })}
        />
      ))}
      <button type="button" className="button primary" onClick={onGenerate}>
        {t('tracking.generate')}
      </button>
    </div>
  );
}
