export {
  demoDistributionCenterIds,
  istanbulToday,
  seedDemoData,
  type SeedDemoDataOptions,
  type SeedDemoDataResult,
} from './seed.js';
