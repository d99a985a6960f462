import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CliError } from '../io/cli-error.js';
import { buildParameters } from './job-input.builder.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-params-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (name: string, content: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, content);
  return at;
};

describe('job parameters of rota jobs create', () => {
  it('defaults the vehicle-count bounds to the selection', () => {
    expect(buildParameters({}, 4)).toEqual({ minNumberOfVehicles: 0, maxNumberOfVehicles: 4 });
  });

  it('reads a JSON file (plain or wrapped in jobParameterDto) and lets flags win', () => {
    const plain = file(
      'p.json',
      JSON.stringify({ maximumRuntimeInMinutes: 5, balanceRoutes: true, isMultiTrip: false }),
    );
    expect(
      buildParameters({ params: plain, maxRuntime: '2', objective: 'Vehicle Usage,Distance Duration' }, 3),
    ).toEqual({
      minNumberOfVehicles: 0,
      maxNumberOfVehicles: 3,
      maximumRuntimeInMinutes: 2,
      balanceRoutes: true,
      isMultiTrip: false,
      objectivePriorities: ['Vehicle Usage', 'Distance Duration'],
    });
    const wrapped = file(
      'w.json',
      JSON.stringify({ jobParameterDto: { maxNumberOfVehicles: 2, trafficSeverityRate: 10 } }),
    );
    expect(buildParameters({ params: wrapped }, 5)).toMatchObject({
      maxNumberOfVehicles: 2,
      trafficSeverityRate: 10,
    });
  });

  it('rejects unknown objectives, bad numbers and bad files as usage errors naming the field', () => {
    const usage = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(CliError);
        expect((error as CliError).exitCode).toBe(2);
        return error as CliError;
      }
      throw new Error('expected a usage error');
    };
    expect(usage(() => buildParameters({ objective: 'Speed' }, 1)).message).toContain('--objective');
    expect(usage(() => buildParameters({ maxRuntime: '-1' }, 1)).message).toContain('--max-runtime');
    // Half a minute, as the form and the server say it.
    expect(usage(() => buildParameters({ maxRuntime: '0.5' }, 1)).message).toBe(
      'Option --max-runtime: Value must be between 1 and 60.',
    );
    expect(usage(() => buildParameters({ trafficSeverityRate: 'much' }, 1)).message).toBe(
      'Option --traffic-severity-rate: Value must be a number.',
    );
    expect(usage(() => buildParameters({ params: path.join(dir, 'missing.json') }, 1)).message).toContain(
      'Cannot read the parameters file',
    );
    const wrong = usage(() =>
      buildParameters({ params: file('bad.json', JSON.stringify({ trafficSeverityRate: 300 })) }, 1),
    );
    expect(wrong.issues.map((i) => i.field)).toEqual(['trafficSeverityRate']);
  });
});
