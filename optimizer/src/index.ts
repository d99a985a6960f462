export const OPTIMIZER_VERSION = '0.1.0';
