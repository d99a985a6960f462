import { describe, expect, it } from 'vitest';
import { fieldSpecsToSchema } from '../admin/field-spec.js';
import { jobInputSchema } from '../daily-plan/job-input.schema.js';
import { orderChangeSchema } from '../daily-plan/location-change.schema.js';
import {
  MAX_LIST_LENGTH,
  MAX_POLYGON_LENGTH,
  MAX_SHORT_LIST_LENGTH,
  MAX_TEXT_LENGTH,
} from './input-limits.js';

describe('every text and list of a request has a maximum', () => {
  const form = fieldSpecsToSchema([
    { name: 'note', type: 'text', label: 'n' },
    { name: 'polygon', type: 'textarea', label: 'p' },
    { name: 'days', type: 'multipleSelect', label: 'd' },
  ]);

  it('bounds form fields that state none: text, textarea (a polygon) and lists', () => {
    expect(
      form.safeParse({ note: 'x'.repeat(MAX_TEXT_LENGTH), polygon: 'x'.repeat(MAX_POLYGON_LENGTH) }).success,
    ).toBe(true);
    expect(form.safeParse({ note: 'x'.repeat(MAX_TEXT_LENGTH + 1) }).success).toBe(false);
    expect(form.safeParse({ polygon: 'x'.repeat(MAX_POLYGON_LENGTH + 1) }).success).toBe(false);
    expect(
      form.safeParse({ days: Array.from({ length: MAX_SHORT_LIST_LENGTH + 1 }, () => 'a') }).success,
    ).toBe(false);
  });

  it('bounds the lists of a job and of an order change', () => {
    const job = {
      refNo: 'JOB-1',
      orderRefNoList: Array.from({ length: MAX_LIST_LENGTH + 1 }, (_, i) => `O-${i}`),
      vehicleRefNoList: [],
      vehicleDrivers: [],
      vehicleConfigurations: [],
      jobParameterDto: {},
      queue: false,
    };
    const issues = jobInputSchema.safeParse(job).error?.issues ?? [];
    expect(
      issues.some((issue) => issue.path.join('.') === 'orderRefNoList' && issue.code === 'too_big'),
    ).toBe(true);
    const change = { parentRouteId: '1', ordersToAdd: ['x'.repeat(65)], ordersToRemove: [] };
    expect(orderChangeSchema.safeParse(change).success).toBe(false);
  });
});
