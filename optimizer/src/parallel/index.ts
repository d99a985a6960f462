export { createExchangeBuffer, sharedExchange } from './shared-exchange.js';
