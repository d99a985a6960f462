import './reoptimization-runner.js';

export { adhocRoutes } from './adhoc.routes.js';
export { REOPTIMIZATION_KIND } from './reoptimization-runner.js';
