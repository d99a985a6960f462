import {
  jobParameterSpecs,
  parameterIssues,
  selectionBoundParameters,
  type JobParameterSpec,
} from '@rota/core/daily-plan';
import { usageError } from '../io/cli-error.js';
import { t } from '../messages.js';

/** A numeric job parameter as a flag of `rota jobs create`, read from core's declaration. */
export interface ParameterFlag {
  /** `--max-runtime`. */
  readonly option: string;
  /** The key commander stores the value under (`maxRuntime`). */
  readonly attribute: string;
  readonly placeholder: string;
  readonly spec: JobParameterSpec;
}

const NUMBER_TYPES: readonly string[] = ['number', 'decimalNumber', 'rangeSlider'];
/** Shorter flags for the parameters operators set most. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  maximumRuntimeInMinutes: 'max-runtime',
  minNumberOfVehicles: 'min-vehicles',
  maxNumberOfVehicles: 'max-vehicles',
};
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Every numeric job parameter, in the spec's order. */
export const parameterFlags: readonly ParameterFlag[] = jobParameterSpecs
  .filter((spec) => NUMBER_TYPES.includes(spec.type))
  .map((spec) => {
    const name = SHORT_NAMES[spec.name] ?? kebab(spec.name);
    return { option: `--${name}`, attribute: camel(name), placeholder: spec.unit ?? 'n', spec };
  });

function rangeText(spec: JobParameterSpec): string {
  const { min, max } = spec.range ?? {};
  if (selectionBoundParameters.includes(spec.name as never)) return `${min ?? 0} to the number of vehicles`;
  if (min !== undefined && max !== undefined) return `${min} to ${max}`;
  return min !== undefined ? `at least ${min}` : max !== undefined ? `at most ${max}` : 'any number';
}

/** The option help: the parameter's name and label, its range and default. */
export function parameterFlagHelp(flag: ParameterFlag): string {
  const { spec } = flag;
  const whole = spec.integer ? ', whole number' : '';
  const when = spec.conditions?.length ? ' (with --params isMultiTrip true)' : '';
  const fallback =
    spec.name === 'maxNumberOfVehicles'
      ? 'the number of vehicles'
      : spec.defaultValue === null || spec.defaultValue === undefined
        ? 'none'
        : String(spec.defaultValue);
  return `${spec.name}: ${t(spec.label)}, ${rangeText(spec)}${whole}${when} (default: ${fallback})`;
}

/**
 * The parameter flags given, checked as the form and the server check them: a wrong value is a
 * usage error naming the flag, in the catalogs' words ("Value must be between 1 and 60.").
 */
export function readParameterFlags(options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const flag of parameterFlags) {
    const text = options[flag.attribute];
    if (text === undefined) continue;
    const typed = String(text).trim();
    const number = typed === '' ? null : Number(typed);
    // The vehicle-count bounds are checked with the selection (buildParameters), as on the server.
    const spec = selectionBoundParameters.includes(flag.spec.name as never)
      ? { ...flag.spec, range: {}, integer: false }
      : flag.spec;
    const issue = parameterIssues(spec, Number.isNaN(number) ? typed : number)[0];
    if (issue)
      throw usageError(
        t('cli.optionInvalid', { option: flag.option, detail: t(issue.messageKey, issue.params ?? {}) }),
      );
    values[flag.spec.name] = number;
  }
  return values;
}
