import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridFilter, type CustomFilterProps } from 'ag-grid-react';

export interface BooleanFilterModel {
  filterType: 'boolean';
  value: boolean | null;
}

/** The yes/no filter of a boolean column: all, yes or no (sent to the server as true/false). */
export function BooleanFilter({
  model,
  onModelChange,
}: CustomFilterProps<unknown, unknown, BooleanFilterModel>) {
  const { t } = useTranslation();
  // Rows are filtered by the server; a row the grid holds already passed.
  const doesFilterPass = useCallback(() => true, []);
  useGridFilter({ doesFilterPass });
  const value = model?.value ?? null;
  return (
    <div className="boolean-filter" role="radiogroup">
      {([null, true, false] as const).map((choice) => (
        <label key={String(choice)}>
          <input
            type="radio"
            checked={value === choice}
            onChange={() => onModelChange(choice === null ? null : { filterType: 'boolean', value: choice })}
          />
          {t(choice === null ? 'masterDataUi.filter.all' : choice ? 'common.yes' : 'common.no')}
        </label>
      ))}
    </div>
  );
}
