/*
 * Every table, for drizzle-kit (migrations) and the database connection alone. Code outside
 * db/ imports only its owner's table file, which lint enforces (docs/decisions/012-*.md).
 */
export * from './analytics-schema.js';
export * from './auth-schema.js';
export * from './credits-schema.js';
export * from './payments-schema.js';
export * from './simulated-payments-schema.js';
export * from './children-schema.js';
export * from './stories-schema.js';
export * from './free-trial-schema.js';
export * from './feedback-schema.js';
export * from './jobs-schema.js';
export * from './mail-schema.js';
export * from './print-orders-schema.js';
export * from './request-counts-schema.js';
export * from './shares-schema.js';
export * from './gift-codes-schema.js';
export * from './gifts-schema.js';
