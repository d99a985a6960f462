export {
  demoDistributionCenterIds,
  istanbulToday,
  seedDemoData,
  type SeedDemoDataOptions,
  type SeedDemoDataResult,
} from './seed.js';
export { DEMO_REGIONS, loadDemoRegion, type DemoRegion } from './demo-region.js';
