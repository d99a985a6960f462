export * from './demo-data.types.js';
export { DEMO_SEED, generateDemoData, type DemoDataOptions } from './generate-demo-data.js';
export { DELIVERY_ORDER_COUNT, PICKUP_ORDER_COUNT } from './generate-orders.js';
export { DISTRIBUTION_CENTER_SITES, NEIGHBOURHOOD_CENTRES, REGION_NAMES } from './istanbul-places.js';
export { ISTANBUL_WATER, distanceToWaterMeters, type GeoPoint } from './istanbul-water.js';
export { createPrng, type Prng } from './prng.js';
export { generateAndorraDemoData } from './generate-andorra-demo.js';
export { ANDORRA_CENTER_SITES, ANDORRA_CUSTOMER_SITES } from './andorra-places.js';
