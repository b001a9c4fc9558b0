/**
 * The numbers module's public surface (scripts/check-owners.mjs; decision 053): it owns
 * `numbers_visits`, `numbers_daily`, `numbers_periods` and `numbers_payers`, the roll-ups of
 * /staff/numbers. It reads the others' tables only in its declared read model (rollup.ts) and writes
 * only its own.
 */
export {
  NumbersService,
  NumbersInputError,
  numbersCsv,
  ROLLUP_JOB,
  ROLLUP_EVERY_SECONDS,
  type NumbersDeps,
} from './service.ts';
export { numbersRoutes } from './routes.ts';
export { rollUpGrains } from './rollup.ts';
