import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listQuerySchema } from '@rota/core';
import { exportQueryOf, filterValue, listQueryOf, prefilterModel } from './grid-query.js';

describe('listQueryOf', () => {
  it('asks for the page the rows fall in, sorted and filtered as the grid shows', () => {
    const query = listQueryOf(
      {
        startRow: 40,
        endRow: 60,
        sortModel: [{ colId: 'name', sort: 'desc' }],
        filterModel: {
          name: { filterType: 'text', type: 'startsWith', filter: ' Dep ' },
          serviceDuration: { filterType: 'number', type: 'equals', filter: 15 },
          date: { filterType: 'date', type: 'equals', dateFrom: '2026-11-24 00:00:00' },
          isDepot: { filterType: 'boolean', value: false },
          city: { filterType: 'text', type: 'startsWith', filter: '' },
        },
      },
      { distributionCenterId: 1 },
    );
    expect(query).toEqual({
      distributionCenterId: 1,
      pageIndex: 2,
      pageSize: 20,
      sortBy: 'name',
      sortDirection: 'desc',
      name: 'Dep',
      serviceDuration: '15',
      date: '2026-11-24',
      isDepot: 'false',
    });
  });

  it('always makes a query the server accepts, page index from 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.constantFrom(10, 20, 50, 100), (page, size) => {
        const query = listQueryOf({
          startRow: page * size,
          endRow: (page + 1) * size,
          sortModel: [],
          filterModel: {},
        });
        expect(listQuerySchema.parse(query)).toMatchObject({ pageIndex: page, pageSize: size });
      }),
    );
  });

  it('an export sends the filters and sort without a page', () => {
    const query = exportQueryOf([{ colId: 'refNo', sort: 'asc' }], {
      locationName: { filterType: 'text', filter: 'Ka' },
    });
    expect(query).toEqual({ sortBy: 'refNo', sortDirection: 'asc', locationName: 'Ka' });
  });
});

describe('filterValue', () => {
  it('ignores empty and unknown filters', () => {
    expect(filterValue(null)).toBeNull();
    expect(filterValue({ filterType: 'text', filter: '   ' })).toBeNull();
    expect(filterValue({ filterType: 'boolean', value: null })).toBeNull();
    expect(filterValue({ filterType: 'date', dateFrom: null })).toBeNull();
  });
});

describe('prefilterModel', () => {
  it('puts a carried name as "starts with" and a date as "equals", skipping what is missing', () => {
    expect(
      prefilterModel({ name: 'Kadıköy', date: '2026-11-24', locationName: undefined }, { date: 'date' }),
    ).toEqual({
      name: { filterType: 'text', type: 'startsWith', filter: 'Kadıköy' },
      date: { filterType: 'date', type: 'equals', dateFrom: '2026-11-24 00:00:00' },
    });
  });
});
