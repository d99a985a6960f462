import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATA_UPLOAD_TEMPLATES,
  TERRITORY_UPLOAD_TEMPLATES,
  canDiscardWorkflow,
  checkGeofenceSelection,
  chooseFile,
  isXlsxFileName,
  moveStep,
  parseWeeklyVisits,
  renumberActions,
  setDefaultWorkflow,
  sortWorkflows,
  templateFolder,
  templatePath,
  uploadErrorLines,
  uploadPath,
  uploadQueue,
  validateCustomLocationNames,
  validateGeofencePolygon,
  validateGeofenceText,
  validateLocationName,
  validateServeBefore,
  validateVehicleShift,
  validateWeeklyData,
  visitDays,
  weeklyVisitsText,
  type ChosenFile,
  type WorkflowStep,
} from './index.js';

describe('location names and serve-before', () => {
  it('need a unique name, case and spaces ignored', () => {
    expect(validateLocationName('', [])).toEqual({
      field: 'name',
      messageKey: 'masterData.location.nameRequired',
    });
    expect(validateLocationName('  Depot ', ['depot'])).toEqual({
      field: 'name',
      messageKey: 'masterData.location.nameUnique',
    });
    expect(validateLocationName('Shop', ['Depot'])).toBeNull();
    expect(
      validateCustomLocationNames(['A', 'a', 'B', 'Depot'], ['Depot']).map((p) => p?.messageKey ?? null),
    ).toEqual([
      'masterData.location.nameUnique',
      'masterData.location.nameUnique',
      null,
      'masterData.location.nameUnique',
    ]);
  });
  it('flag exactly the names that repeat', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 8 }), (names) => {
        const problems = validateCustomLocationNames(names, []);
        names.forEach((n, i) => expect(problems[i] !== null).toBe(names.filter((m) => m === n).length > 1));
      }),
    );
  });
  it('accepts serve-before between the stop end and 24:00', () => {
    expect(validateServeBefore(null, '10:00')).toBeNull();
    expect(validateServeBefore('10:00', '10:00')).toBeNull();
    expect(validateServeBefore('24:00', '10:00')).toBeNull();
    expect(validateServeBefore('09:59', '10:00')).toEqual({
      field: 'serveBefore',
      messageKey: 'form.timeRange',
      params: { minTime: '10:00', maxTime: '24:00' },
    });
    expect(validateServeBefore('9:00', '10:00')?.messageKey).toBe('masterData.invalidTimeFormat');
  });
});

describe('vehicle shift', () => {
  it('requires every field and an end after the start', () => {
    expect(validateVehicleShift({}).map((p) => p.messageKey)).toEqual([
      'masterData.vehicle.departureRequired',
      'masterData.vehicle.arrivalRequired',
      'masterData.vehicle.shiftStartRequired',
      'masterData.vehicle.shiftEndRequired',
    ]);
    const base = { departureLocationRefNo: 'D', arrivalLocationRefNo: 'D' };
    expect(
      validateVehicleShift({ ...base, shiftStart: '08:00', shiftEnd: '08:00' }).map((p) => p.messageKey),
    ).toEqual(['masterData.vehicle.shiftEndAfterStart']);
    expect(
      validateVehicleShift({ ...base, shiftStart: '8', shiftEnd: 'x' }).map((p) => p.messageKey),
    ).toEqual(['masterData.invalidTimeFormat', 'masterData.invalidTimeFormat']);
    expect(validateVehicleShift({ ...base, shiftStart: '08:00', shiftEnd: '17:00' })).toEqual([]);
  });
});

describe('geofences', () => {
  const square = [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 1 },
    { lat: 1, lng: 1 },
    { lat: 1, lng: 0 },
  ];
  it('need 3 or 4 points and no location inside or on the edge', () => {
    expect(validateGeofencePolygon(square.slice(0, 2), [])).toMatchObject({
      ok: false,
      error: { messageKey: 'masterData.geofence.pointCount' },
    });
    expect(validateGeofencePolygon([...square, { lat: 2, lng: 2 }], [])).toMatchObject({ ok: false });
    expect(validateGeofencePolygon(square, [{ lat: 0.5, lng: 1 }])).toMatchObject({
      ok: false,
      error: { messageKey: 'masterData.geofence.locationInside' },
    });
    expect(validateGeofencePolygon(square, [{ lat: 2, lng: 2 }])).toEqual({ ok: true, value: square });
    expect(validateGeofenceText('0,0;0,1;1,1', 'latlng', []).ok).toBe(true);
    expect(validateGeofenceText('0,0;x', 'latlng', []).ok).toBe(false);
    expect(checkGeofenceSelection(0)).toMatchObject({ ok: false, error: { messageKey: 'grid.selectRow' } });
    expect(checkGeofenceSelection(1).ok).toBe(true);
  });
});

describe('weekly planning data', () => {
  it('ties visit days to the frequency and orders time windows', () => {
    const row = {
      locationRefNo: 'L',
      weeklyVisitFrequency: 2,
      mondayVisit: true,
      thursdayVisit: true,
      mondayTwStart: '08:00',
      mondayTwEnd: '12:00',
    };
    expect(visitDays(row)).toEqual([0, 3]);
    expect(validateWeeklyData(row)).toEqual([]);
    expect(validateWeeklyData({ ...row, weeklyVisitFrequency: 3 })[0]?.messageKey).toBe('form.daySetSize');
    expect(validateWeeklyData({ ...row, weeklyVisitFrequency: 8 })[0]?.params).toEqual({ min: 0, max: 7 });
    expect(validateWeeklyData({ ...row, mondayTwEnd: '07:00' })[0]?.messageKey).toBe(
      'masterData.timeWindowOrder',
    );
    expect(validateWeeklyData({ ...row, mondayTwEnd: null })[0]?.messageKey).toBe(
      'masterData.invalidTimeFormat',
    );
  });
  it('round-trips weeklyVisits text in Monday-to-Sunday order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 })), (days) => {
        expect(parseWeeklyVisits(weeklyVisitsText(days))).toEqual([...days].sort((a, b) => a - b));
      }),
    );
  });
});

describe('uploads', () => {
  it('pick the template folder by role and only .xlsx files', () => {
    expect(templateFolder('DC Manager')).toBe('DC_Manager');
    expect(templateFolder('Admin')).toBe('Admin');
    expect(templateFolder('Region Manager')).toBe('Admin');
    expect(templateFolder(null)).toBe('Admin');
    expect(templatePath('DC Manager', TERRITORY_UPLOAD_TEMPLATES[0]!)).toBe(
      '/doc/DC_Manager/territory_polygon_template.xlsx',
    );
    expect(uploadPath('territory-polygon-input')).toBe('file-upload/territory-polygon-input');
    expect(isXlsxFileName('a.XLSX')).toBe(true);
    expect(isXlsxFileName('.xlsx')).toBe(false);
    expect(isXlsxFileName('a.csv')).toBe(false);
    expect(chooseFile(new Map(), 'Order', 'f', 'a.csv')).toMatchObject({
      ok: false,
      error: { messageKey: 'masterData.upload.onlyXlsx' },
    });
    expect(DATA_UPLOAD_TEMPLATES.map((t) => [t.label, t.sortOrder])).toEqual([
      ['Location', 1],
      ['Order', 2],
      ['Vehicle', 3],
      ['Driver', 4],
      ['Weekly Planning Data', 5],
      ['Location Planned Visit', 6],
    ]);
  });
  it('send only chosen files in ascending sortOrder, one per template', () => {
    const labels = DATA_UPLOAD_TEMPLATES.map((t) => t.label);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...labels), { maxLength: 12 }),
        fc.shuffledSubarray([...DATA_UPLOAD_TEMPLATES]),
        (picks, templates) => {
          let chosen = new Map<string, ChosenFile<string>>();
          for (const [i, label] of picks.entries()) {
            const r = chooseFile(chosen, label, `file${i}`, `f${i}.xlsx`);
            if (r.ok) chosen = r.value;
          }
          const queue = uploadQueue(templates, chosen);
          const orders = queue.map((q) => q.sortOrder);
          expect(orders).toEqual([...orders].sort((a, b) => a - b));
          expect(new Set(queue.map((q) => q.label))).toEqual(
            new Set(picks.filter((p) => templates.some((t) => t.label === p))),
          );
          for (const q of queue) expect(q.chosen.file).toBe(`file${picks.lastIndexOf(q.label)}`);
        },
      ),
    );
  });
  it("shows the server's messages or 'An error occurred'", () => {
    expect(uploadErrorLines(['Row 2: bad'])).toEqual([{ text: 'Row 2: bad' }]);
    expect(uploadErrorLines([' ', null])).toEqual([{ key: 'common.anErrorOccurred' }]);
    expect(uploadErrorLines(undefined)).toEqual([{ key: 'common.anErrorOccurred' }]);
  });
});

describe('workflows', () => {
  const step = (name: string, actionOrder: number): WorkflowStep => ({
    stepDefinitionId: 1,
    name,
    actionOrder,
    isRequired: false,
  });
  it('keep one default, sorted first, and renumber orders from 0', () => {
    const ws = [
      { id: 1, isDefault: true },
      { id: 2, isDefault: false },
      { id: 3, isDefault: false },
    ];
    expect(setDefaultWorkflow(ws, 3).map((w) => [w.id, w.isDefault])).toEqual([
      [3, true],
      [1, false],
      [2, false],
    ]);
    expect(sortWorkflows(ws)[0]?.id).toBe(1);
    expect(
      moveStep([step('a', 0), step('b', 1), step('c', 2)], 0, 2).map((s) => `${s.name}${s.actionOrder}`),
    ).toEqual(['b0', 'c1', 'a2']);
    expect(moveStep([step('a', 5)], 3, 0).map((s) => s.actionOrder)).toEqual([0]);
    expect(renumberActions([{ operationTypeRefNo: 'X', actionOrder: 7, steps: [step('a', 3)] }])).toEqual([
      { operationTypeRefNo: 'X', actionOrder: 0, steps: [step('a', 0)] },
    ]);
    expect(canDiscardWorkflow({ id: null })).toBe(true);
    expect(canDiscardWorkflow({ id: 4 })).toBe(false);
  });
  it('always leave exactly one default', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), fc.nat(9), (defaults, pick) => {
        const ws = defaults.map((d, i) => ({ id: i, isDefault: d }));
        const id = pick % ws.length;
        const out = setDefaultWorkflow(ws, id);
        expect(out.filter((w) => w.isDefault).map((w) => w.id)).toEqual([id]);
        expect(out[0]?.id).toBe(id);
      }),
    );
  });
});
