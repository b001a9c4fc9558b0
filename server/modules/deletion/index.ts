/** The final purge of deleted accounts (an aggregator above the domain); it owns no table. */
export { DeletionPurge, type DeletionPurgeDeps } from './service.ts';
