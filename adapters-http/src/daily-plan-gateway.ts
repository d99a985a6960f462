import { z } from 'zod';
import {
  MASTER_DATA_RESOURCES,
  centerGeofenceListSchema,
  masterDataApi,
  resourcePaths,
} from '@rota/core/master-data';
import {
  apiPath,
  dailyPlanApi,
  jobListResponseSchema,
  jobStatsSchema,
  type ApiCall,
  type JobInput,
  type VehicleDriversRequest,
  type JobVehiclesRequest,
  type RouteResultAnswer,
} from '@rota/core/daily-plan';
import type { HttpClient, HttpResult } from './http-client.js';
import { createJobGateway } from './job-gateway.js';
import { createVehicleDriverGateway } from './vehicle-driver-gateway.js';

/** The route result as the result screen reads it: core's one answer of GET routes/{jobRefNo}. */
export type RouteScreen = RouteResultAnswer;
const routeScreenSchema = dailyPlanApi.routeResult.response;

/** The jobs list answer: jobList and the stats of the Summary panel. */
export const jobListScreenSchema = jobListResponseSchema.extend({
  jobStats: jobStatsSchema.optional(),
  totalCount: z.number().optional(),
});
export type JobListScreen = z.infer<typeof jobListScreenSchema>;

/** A selectable order or vehicle of the job modal (GET orders / vehicles ?distributionCenterId=). */
export const selectableOrderSchema = z.looseObject({
  refNo: z.string(),
  name: z.string().nullable().optional(),
  orderDate: z.string().nullable().optional(),
  locationName: z.string().nullable().optional(),
});
export type SelectableOrder = z.infer<typeof selectableOrderSchema>;

/** GET orders answers the Orders grid's shape; the job modal reads its rows, dated as orderDate. */
const selectableOrdersAnswerSchema = z
  .looseObject({ orderResultDetails: z.array(z.looseObject({ date: z.string().nullish() })) })
  .transform((answer) =>
    answer.orderResultDetails.map((row) => selectableOrderSchema.parse({ ...row, orderDate: row.date })),
  );

const placeSchema = z.object({
  refNo: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type DailyPlanPlace = z.infer<typeof placeSchema>;

export const selectableVehicleSchema = z.looseObject({
  refNo: z.string(),
  plate: z.string(),
  shiftStart: z.string().nullable().optional(),
  shiftEnd: z.string().nullable().optional(),
  departureLocation: placeSchema.nullable().optional(),
  arrivalLocation: placeSchema.nullable().optional(),
  defaultDriverRefNo: z.string().nullable().optional(),
});
export type SelectableVehicle = z.infer<typeof selectableVehicleSchema>;

export const depotSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  refNo: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distributionCenterId: z.union([z.number(), z.string()]).nullable().optional(),
  distributionCenterName: z.string().nullable().optional(),
});
export type Depot = z.infer<typeof depotSchema>;

type Params = Readonly<Record<string, string | number>>;

const ordersPaths = resourcePaths(MASTER_DATA_RESOURCES.orders);
const vehiclesPaths = resourcePaths(MASTER_DATA_RESOURCES.vehicles);

/**
 * The daily plan REST calls as the screens read them (paths from core's registries), with core's
 * job and vehicle-driver ports on the same client.
 */
export function createDailyPlanGateway(http: HttpClient) {
  function call<T>(
    entry: ApiCall,
    options: { params?: Params; query?: Record<string, unknown>; body?: unknown; schema?: z.ZodType<T> } = {},
  ): Promise<HttpResult<T>> {
    return http.request<T>({
      method: entry.method,
      url: apiPath(entry, options.params),
      ...(options.query ? { params: options.query } : {}),
      ...(options.body === undefined ? {} : { data: options.body }),
      ...(options.schema ? { schema: options.schema } : {}),
    });
  }
  const get = <T>(url: string, schema: z.ZodType<T>, query?: Record<string, unknown>) =>
    http.request<T>({ url, schema, ...(query ? { params: query } : {}) });

  return {
    jobs: createJobGateway(http),
    drivers: createVehicleDriverGateway(http),
    listJobs: (query: Record<string, unknown> = { pageSize: 1000 }) =>
      call(dailyPlanApi.listJobs, { query, schema: jobListScreenSchema }),
    deleteJobs: (refNos: string[]) => call(dailyPlanApi.deleteJobs, { body: refNos }),
    submitJob: (input: JobInput) => call(dailyPlanApi.submitJob, { body: input }),
    rerunJob: (jobRefNo: string) => call(dailyPlanApi.rerunJob, { body: { jobRefNo } }),
    jobInput: (jobRefNo: string) =>
      call(dailyPlanApi.jobInput, { params: { jobRefNo }, schema: dailyPlanApi.jobInput.response }),
    jobConfiguration: (jobRefNo: string) =>
      call(dailyPlanApi.jobConfiguration, {
        params: { jobRefNo },
        schema: dailyPlanApi.jobConfiguration.response,
      }),
    jobConfigurationDrivers: (jobRefNo: string) =>
      call<unknown>(dailyPlanApi.jobConfigurationDrivers, { params: { jobRefNo } }),
    parameterFields: () => call<unknown>(dailyPlanApi.jobParameterFieldOptions),
    jobParameters: (jobRefNo: string) =>
      call<Record<string, unknown>>(dailyPlanApi.jobParameters, { params: { jobRefNo } }),
    depots: (distributionCenterId?: string | number) =>
      call(masterDataApi.locationDepots, {
        schema: z.array(depotSchema),
        ...(distributionCenterId ? { query: { distributionCenterId } } : {}),
      }),
    originsDestinations: (distributionCenterId?: string | number) =>
      call(masterDataApi.locationOriginsDestinations, {
        schema: z.array(placeSchema.loose()),
        ...(distributionCenterId ? { query: { distributionCenterId } } : {}),
      }),
    orders: (distributionCenterId?: string | number, date?: string) =>
      get(ordersPaths.list, selectableOrdersAnswerSchema, {
        ...(distributionCenterId ? { distributionCenterId } : {}),
        ...(date ? { date } : {}),
      }),
    /** GET jobs/left-out-orders: orders of the plan day a job leaves out (core's order-hold rule). */
    leftOutOrders: (distributionCenterId?: string | number, date?: string) =>
      call(dailyPlanApi.leftOutOrders, {
        schema: dailyPlanApi.leftOutOrders.response,
        query: { ...(distributionCenterId ? { distributionCenterId } : {}), ...(date ? { date } : {}) },
      }),
    /** GET vehicles (the vehicles resource): the rows of its vehicleResultList. */
    vehicles: (distributionCenterId?: string | number) =>
      get(
        vehiclesPaths.list,
        z
          .looseObject({ vehicleResultList: z.array(selectableVehicleSchema) })
          .transform((list) => list.vehicleResultList),
        distributionCenterId ? { distributionCenterId } : undefined,
      ),
    /** GET driver/vehicle-drivers: the default driver of each listed vehicle. */
    defaultDrivers: (vehicleRefNos: readonly string[]) =>
      call(dailyPlanApi.defaultVehicleDrivers, {
        schema: z.array(z.looseObject({ vehicleRefNo: z.string(), driverRefNo: z.string().nullable() })),
        query: { vehicleRefNoList: vehicleRefNos.join(',') },
      }),
    geofences: (distributionCenterId: string | number) =>
      call(masterDataApi.centerGeofences, {
        schema: centerGeofenceListSchema,
        query: { distributionCenterIds: String(distributionCenterId) },
      }),
    routeResult: (jobRefNo: string, processedRouteId?: string) =>
      processedRouteId
        ? call(dailyPlanApi.processedRouteResult, {
            params: { jobRefNo, processedRouteId },
            schema: routeScreenSchema,
          })
        : call(dailyPlanApi.routeResult, { params: { jobRefNo }, schema: routeScreenSchema }),
    versions: (jobRefNo: string) =>
      call(dailyPlanApi.versions, { params: { jobRefNo }, schema: dailyPlanApi.versions.response }),
    approve: (jobRefNo: string, routeId: string, discard: boolean) =>
      call(dailyPlanApi.approveJob, {
        params: { jobRefNo, routeId },
        body: discard ? { discard: true } : {},
      }),
    vehicleDrivers: (jobRefNo: string) =>
      call(dailyPlanApi.vehicleDrivers, {
        params: { jobRefNo },
        schema: dailyPlanApi.vehicleDrivers.response.nullable(),
      }),
    saveVehicleDrivers: (request: VehicleDriversRequest) =>
      call(dailyPlanApi.saveVehicleDrivers, { params: { jobRefNo: request.jobRefNo }, body: request }),
    jobVehicles: (jobRefNo: string) =>
      call(dailyPlanApi.jobVehicles, { params: { jobRefNo }, schema: dailyPlanApi.jobVehicles.response }),
    saveJobVehicles: (request: JobVehiclesRequest) =>
      call(dailyPlanApi.saveJobVehicles, { params: { jobRefNo: request.jobRefNo }, body: request }),
    locationChanges: (routeId: string) =>
      call<unknown>(dailyPlanApi.locationChanges, { params: { routeId } }),
    jobSummary: (jobRefNo: string) =>
      call(dailyPlanApi.jobSummary, {
        query: { jobRefNo },
        schema: dailyPlanApi.jobSummary.response.nullable(),
      }),
    jobDetail: (jobRefNo: string) =>
      call(dailyPlanApi.jobDetail, {
        query: { jobRefNo },
        schema: dailyPlanApi.jobDetail.response.nullable(),
      }),
  };
}

export type DailyPlanGateway = ReturnType<typeof createDailyPlanGateway>;
