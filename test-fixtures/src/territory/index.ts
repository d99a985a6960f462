export { periodicRegion, type PeriodicRegionOptions } from './periodic-region.js';
