import { firstValueFrom, of, Subject, toArray, take } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { JobInput } from '../job-input.schema.js';
import type { JobOverview } from '../job.schema.js';
import type { LocationChange } from '../location-change.schema.js';
import type { LocationChangeStore } from '../location-change.rules.js';
import type {
  AdhocFeed,
  AdhocGateway,
  JobGateway,
  LocationChangeStorage,
  VehicleDriverGateway,
} from '../ports.js';
import { domainOk, type ServerNotice } from '../result.js';
import { approveJob } from './approve-job.js';
import { assignDrivers, confirmDriversAndGoLive, loadDriverAssignment } from './assign-drivers.js';
import { loadReplanInput } from './load-replan-input.js';
import { loadRetryChanges } from './load-retry-changes.js';
import { queueJob } from './queue-job.js';
import { reoptimizeRoute } from './reoptimize-route.js';
import { rerunJob } from './rerun-job.js';
import {
  revokeLocationChangeOfJob,
  saveLocationChangeOfJob,
  undoLocationChangesOfJob,
} from './save-location-change.js';
import { watchNewOrders } from './watch-new-orders.js';
import { watchReoptimization } from './watch-reoptimization.js';

const notice: ServerNotice = { code: 0, message: 'ok' };

function recordingJobs(): { gateway: JobGateway; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const answer =
    <T>(name: string, value: T) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return domainOk(value);
    };
  const gateway: JobGateway = {
    listJobs: answer('listJobs', { jobList: [] }),
    deleteJobs: answer('deleteJobs', notice),
    submitJobInput: answer('submitJobInput', notice),
    rerunJob: answer('rerunJob', notice),
    getJobInput: answer('getJobInput', input),
    getVersions: answer('getVersions', []),
    getRouteResult: answer('getRouteResult', null as never),
    getJobOverview: answer('getJobOverview', null as never),
    approveJob: answer('approveJob', notice),
  };
  return { gateway, calls };
}

const input: JobInput = {
  refNo: 'JOB-1',
  distributionCenterId: 3,
  orderRefNoList: ['O1', 'O2'],
  vehicleRefNoList: ['V1', 'V2'],
  vehicleDrivers: [],
  vehicleConfigurations: [],
  jobParameterDto: { minNumberOfVehicles: 0, maxNumberOfVehicles: 9 },
  queue: true,
};

function memoryStorage(
  initial: LocationChangeStore = {},
): LocationChangeStorage & { current: LocationChangeStore } {
  const box = {
    current: initial,
    load: () => box.current,
    save: (store: LocationChangeStore) => {
      box.current = store;
    },
  };
  return box;
}

const change: LocationChange = {
  id: 'l1',
  fromLocation: 'A',
  fromVehicle: { value: 'V1', label: 'V1', routeVehicleId: 'rv1', color: null },
  vehicle: { value: 'V2', label: 'V2', routeVehicleId: 'rv2', color: null },
  positionAfter: null,
  positionAfterOption: null,
  locationTimeWindowChanges: [],
};

describe('queue a job', () => {
  it('clamps the vehicle counts and submits', async () => {
    const { gateway, calls } = recordingJobs();
    const result = await queueJob({ jobs: gateway }, { input, roles: ['Admin'] });
    expect(result).toEqual(domainOk(notice));
    expect(calls[0]).toEqual([
      'submitJobInput',
      { ...input, jobParameterDto: { minNumberOfVehicles: 0, maxNumberOfVehicles: 2 } },
    ]);
  });

  it('refuses an invalid reference, a missing center for Admin and an empty queue', async () => {
    const { gateway, calls } = recordingJobs();
    const short = await queueJob({ jobs: gateway }, { input: { ...input, refNo: 'ab' }, roles: [] });
    expect(!short.ok && short.error.messageKey).toBe('dailyPlan.referenceNumberMin');
    const noCenter = await queueJob(
      { jobs: gateway },
      { input: { ...input, distributionCenterId: null }, roles: ['Admin'] },
    );
    expect(!noCenter.ok && noCenter.error.issues?.[0]?.field).toBe('distributionCenterId');
    const empty = await queueJob({ jobs: gateway }, { input: { ...input, orderRefNoList: [] }, roles: [] });
    expect(!empty.ok && empty.error.messageKey).toBe('dailyPlan.selectAtLeastOneOrderAndVehicle');
    const confirmOnly = await queueJob(
      { jobs: gateway },
      { input: { ...input, orderRefNoList: [], queue: false }, roles: [] },
    );
    expect(confirmOnly.ok).toBe(true);
    expect(calls).toHaveLength(1);
  });
});

describe('rerun and replan', () => {
  it('reruns one job that is not solving', async () => {
    const { gateway, calls } = recordingJobs();
    expect((await rerunJob({ jobs: gateway }, [{ jobRefNo: 'J', status: 'FAILED' }])).ok).toBe(true);
    const solving = await rerunJob({ jobs: gateway }, [{ jobRefNo: 'J', status: 'SOLVING' }]);
    expect(!solving.ok && solving.error.code).toBe('JOB_RUNNING');
    const two = await rerunJob({ jobs: gateway }, [
      { jobRefNo: 'J', status: 'FAILED' },
      { jobRefNo: 'K', status: 'FAILED' },
    ]);
    expect(!two.ok && two.error.messageKey).toBe('dailyPlan.selectAtMostOneRow');
    expect(calls).toEqual([['rerunJob', { jobRefNo: 'J' }]]);
  });

  it('loads the replan input of one row', async () => {
    const { gateway } = recordingJobs();
    expect(await loadReplanInput({ jobs: gateway }, [{ jobRefNo: 'J' }])).toEqual(domainOk(input));
    expect((await loadReplanInput({ jobs: gateway }, [])).ok).toBe(false);
  });
});

describe('location changes and reoptimisation', () => {
  function adhoc(): { gateway: AdhocGateway; calls: unknown[][] } {
    const calls: unknown[][] = [];
    const gateway: AdhocGateway = {
      getReoptimizationResults: async () =>
        domainOk({ isFeasible: true, description: [], resultsForSolution: [] }),
      getLocationChanges: async () =>
        domainOk({
          locationVehicleChanges: [],
          locationVisitOrderChanges: [],
          locationTimeWindowChanges: [],
        }),
      getAttachableOrders: async () => domainOk([]),
      postOrderChanges: async (request) => {
        calls.push(['orders', request]);
        return domainOk({ code: 0, message: 'orders' });
      },
      postLocationChanges: async (request) => {
        calls.push(['locations', request]);
        return domainOk({ code: 0, message: 'locations' });
      },
    };
    return { gateway, calls };
  }

  it('saves, revokes and undoes through the storage port', () => {
    const storage = memoryStorage();
    saveLocationChangeOfJob({ storage }, 'J', change);
    expect(storage.current).toEqual({ J: [change] });
    revokeLocationChangeOfJob({ storage }, 'J', 'l1');
    expect(storage.current).toEqual({});
    saveLocationChangeOfJob({ storage }, 'J', change);
    undoLocationChangesOfJob({ storage }, 'J');
    expect(storage.current).toEqual({});
  });

  it('sends the changes with the order changes and pins in one call, clears them and opens the modal on code 0', async () => {
    const storage = memoryStorage({ J: [change] });
    const { gateway, calls } = adhoc();
    const result = await reoptimizeRoute(
      { adhoc: gateway, storage },
      { jobRefNo: 'J', parentRouteId: 'r1', ordersToAdd: ['O9'], pinnedRouteVehicleIds: ['rv2'] },
    );
    expect(result).toEqual(domainOk({ notice: { code: 0, message: 'locations' }, opensModal: true }));
    expect(calls.map((c) => c[0])).toEqual(['locations']);
    expect(calls[0]?.[1]).toMatchObject({
      parentRouteId: 'r1',
      ordersToAdd: ['O9'],
      pinnedRouteVehicleIds: ['rv2'],
    });
    expect(storage.current).toEqual({});
  });

  it('sends order changes alone through the order-changes call', async () => {
    const { gateway, calls } = adhoc();
    const result = await reoptimizeRoute(
      { adhoc: gateway, storage: memoryStorage() },
      { jobRefNo: 'J', parentRouteId: 'r1', ordersToRemove: ['O1'], pinnedRouteLocationIds: ['l7'] },
    );
    expect(result.ok && result.value.opensModal).toBe(true);
    expect(calls).toEqual([
      [
        'orders',
        { parentRouteId: 'r1', ordersToAdd: [], ordersToRemove: ['O1'], pinnedRouteLocationIds: ['l7'] },
      ],
    ]);
  });

  it('turns the changes of a retried route into pending changes', async () => {
    const storage = memoryStorage();
    const { gateway } = adhoc();
    const route = {
      routeId: 'r1',
      jobRefNo: 'J',
      processedRouteId: null,
      status: 'SUCCESS' as const,
      isApproved: null,
      avoidAreas: [],
      vehicleWithAssignedLocations: [],
    };
    const result = await loadRetryChanges(
      { adhoc: gateway, storage },
      { jobRefNo: 'J', retryRouteId: 'r9', route },
    );
    expect(result).toEqual(domainOk({}));
    expect(storage.current).toEqual({});
  });

  it('refuses with nothing to send', async () => {
    const { gateway, calls } = adhoc();
    const result = await reoptimizeRoute(
      { adhoc: gateway, storage: memoryStorage() },
      { jobRefNo: 'J', parentRouteId: 'r1' },
    );
    expect(!result.ok && result.error.messageKey).toBe('dailyPlan.nothingToReoptimize');
    expect(calls).toEqual([]);
  });

  it('refetches results and versions on each realtime update', async () => {
    const { gateway } = adhoc();
    const { gateway: jobs } = recordingJobs();
    const feed: AdhocFeed = { reoptimizationUpdates: () => of({ routeId: 'r2' }), newOrders: () => of([]) };
    const refresh = await firstValueFrom(
      watchReoptimization({ feed, adhoc: gateway, jobs }, { jobRefNo: 'J', routeId: 'r2' }),
    );
    expect(refresh.results.ok && refresh.results.value.isFeasible).toBe(true);
    expect(refresh.versions).toEqual(domainOk([]));
  });
});

describe('driver assignment', () => {
  function drivers(): { gateway: VehicleDriverGateway; calls: unknown[][] } {
    const calls: unknown[][] = [];
    const gateway: VehicleDriverGateway = {
      getVehicleDrivers: async () => domainOk(null),
      saveVehicleDrivers: async (request) => {
        calls.push(['drivers', request]);
        return domainOk(notice);
      },
      saveJobVehicles: async (request) => {
        calls.push(['vehicles', request]);
        return domainOk({ code: 0, message: 'Job Vehicles are updated' });
      },
    };
    return { gateway, calls };
  }
  const rows = [
    { vehicleRefNo: 'V1', vehiclePlate: 'P1', driverRefNo: 'D1', isAssigned: true },
    { vehicleRefNo: 'V2', vehiclePlate: 'P2', driverRefNo: null, isAssigned: true },
  ];

  it('saves replacements then drivers, and refuses while a vehicle is starred', async () => {
    const { gateway, calls } = drivers();
    const starred = await assignDrivers(
      { drivers: gateway },
      { jobRefNo: 'J', rows, replacements: { V1: 'V2' } },
    );
    expect(!starred.ok && starred.error.messageKey).toBe('dailyPlan.selectForStarredVehicles');
    expect(calls).toEqual([]);
    await assignDrivers({ drivers: gateway }, { jobRefNo: 'J', rows, replacements: { V1: 'V7' } });
    expect(calls).toEqual([
      ['vehicles', { jobRefNo: 'J', jobVehicles: [{ currentVehicleRefNo: 'V1', newVehicleRefNo: 'V7' }] }],
      ['drivers', { jobRefNo: 'J', vehicleDrivers: [{ vehicleRefNo: 'V1', driverRefNo: 'D1' }] }],
    ]);
  });

  it('saves the drivers, then goes live', async () => {
    const { gateway, calls } = drivers();
    const { gateway: jobs, calls: jobCalls } = recordingJobs();
    const overview: JobOverview = {
      refNo: 'J',
      jobRefNoDisplay: 'J',
      totalVehicle: 2,
      totalDistance: 1,
      totalHours: 0,
      totalMinutes: 30,
      isApproved: null,
      approval: { shouldBeApproved: true, disapprovalReason: null },
      totalStop: 2,
      totalOrder: 2,
    };
    const command = { jobRefNo: 'J', rows, overview, routeId: 'r', hasUnsavedLocationChanges: false };
    const result = await confirmDriversAndGoLive({ drivers: gateway, jobs }, command);
    expect(result.ok && result.value.nextPath).toBe('/daily-plan');
    expect(calls.map((c) => c[0])).toEqual(['drivers']);
    expect(jobCalls).toEqual([['approveJob', 'J', 'r', {}]]);
    const starred = await confirmDriversAndGoLive(
      { drivers: gateway, jobs },
      { ...command, replacements: { V1: 'V2' } },
    );
    expect(starred.ok).toBe(false);
    expect(jobCalls).toHaveLength(1);
  });

  it('warns "Drivers not found." without data', async () => {
    const result = await loadDriverAssignment({ drivers: drivers().gateway }, 'J');
    expect(!result.ok && result.error.messageKey).toBe('dailyPlan.driversNotFound');
  });
});

describe('approve a job', () => {
  const overview: JobOverview = {
    refNo: 'J',
    jobRefNoDisplay: 'J',
    totalVehicle: 1,
    totalDistance: 1,
    totalHours: 1,
    totalMinutes: 0,
    isApproved: null,
    approval: { shouldBeApproved: true, disapprovalReason: null },
    totalStop: 1,
    totalOrder: 1,
  };

  it('goes live, or refuses with the reason', async () => {
    const { gateway, calls } = recordingJobs();
    const live = await approveJob(
      { jobs: gateway },
      { overview, routeId: 'r', discard: false, hasUnsavedLocationChanges: false },
    );
    expect(live).toEqual(domainOk({ notice, nextPath: '/daily-plan' }));
    expect(calls).toEqual([['approveJob', 'J', 'r', {}]]);
    const blocked = await approveJob(
      { jobs: gateway },
      {
        overview: { ...overview, approval: { shouldBeApproved: false, disapprovalReason: 'Busy' } },
        routeId: 'r',
        discard: false,
        hasUnsavedLocationChanges: false,
      },
    );
    expect(!blocked.ok && blocked.error).toMatchObject({
      messageKey: 'dailyPlan.vehiclesAlreadyInUse',
      message: 'Busy',
    });
    const unsaved = await approveJob(
      { jobs: gateway },
      { overview, routeId: 'r', discard: true, hasUnsavedLocationChanges: true },
    );
    expect(!unsaved.ok && unsaved.error.code).toBe('UNSAVED_CHANGES');
    const decided = await approveJob(
      { jobs: gateway },
      {
        overview: { ...overview, isApproved: true },
        routeId: 'r',
        discard: true,
        hasUnsavedLocationChanges: false,
      },
    );
    expect(!decided.ok && decided.error.messageKey).toBe('dailyPlan.approved');
    const discarded = await approveJob(
      { jobs: gateway },
      { overview, routeId: 'r', discard: true, hasUnsavedLocationChanges: false },
    );
    expect(discarded.ok && discarded.value.nextPath).toBe('/daily-plan/track-and-trace/J');
  });
});

describe('new orders of a job', () => {
  it('accumulates each order once', async () => {
    const batches = new Subject<{ refNo: string }[]>();
    const feed: AdhocFeed = { reoptimizationUpdates: () => of(), newOrders: () => batches };
    const seen = firstValueFrom(watchNewOrders({ feed }, 'J').pipe(take(3), toArray()));
    batches.next([{ refNo: 'O1' }, { refNo: 'O1' }]);
    batches.next([{ refNo: 'O1' }, { refNo: 'O2' }]);
    batches.next([]);
    expect((await seen).map((list) => list.map((o) => o.refNo))).toEqual([
      ['O1'],
      ['O1', 'O2'],
      ['O1', 'O2'],
    ]);
  });
});
