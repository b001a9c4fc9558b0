/**
 * The credit ledger's public surface. The ledger owns `credit_ledger` and is the only writer of
 * `members.credits`: every credit movement is one of these calls, inside the caller's transaction.
 */
export {
  postLedgerEntry,
  ledgerSum,
  hasEntry,
  reverse,
  reversalKey,
  entriesOf,
  type LedgerKind,
  type LedgerEntryInput,
  type LedgerResult,
  type LedgerEntry,
  type ReversalKind,
} from './ledger.ts';
// The member's rows, for their data export.
export { ledgerDataOf } from './member-data.ts';
