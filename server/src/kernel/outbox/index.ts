export { backoffMs } from './backoff';
export { type ColumnOf, defineOutbox, type Outbox, type OutboxDefinition } from './outbox';
