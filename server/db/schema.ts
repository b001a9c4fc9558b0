/**
 * The database schema: every module's own tables, gathered for drizzle-kit (`npm run db:generate`
 * reads this file), the migrations and the tests. One SQL dialect (PostgreSQL) for PGlite and the
 * server alike. Modules never import tables from here: each uses its own `schema.ts`
 * (scripts/check-owners.mjs; decision 016).
 */
export * from '../modules/sites/schema.ts';
export * from '../modules/members/schema.ts';
export * from '../modules/profiles/schema.ts';
export * from '../modules/photos/schema.ts';
export * from '../modules/accounts/schema.ts';
export * from '../modules/credits/schema.ts';
export * from '../modules/blocks/schema.ts';
export * from '../modules/search-index/schema.ts';
export * from '../modules/likes/schema.ts';
export * from '../modules/chat/schema.ts';
export * from '../modules/payments/schema.ts';
export * from '../modules/staff/schema.ts';
export * from '../modules/audit/schema.ts';
export * from '../modules/decisions/schema.ts';
export * from '../modules/reports/schema.ts';
export * from '../modules/appeals/schema.ts';
export * from '../modules/data-export/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/push/schema.ts';
export * from '../modules/operator/schema.ts';
export * from '../modules/personas/schema.ts';
export * from '../modules/attribution/schema.ts';
export * from '../modules/campaigns/schema.ts';
export * from '../modules/numbers/schema.ts';
export * from '../platform/schema.ts';

import { sites, siteDomains } from '../modules/sites/schema.ts';
import { members } from '../modules/members/schema.ts';
import { profiles } from '../modules/profiles/schema.ts';
import { photos } from '../modules/photos/schema.ts';
import {
  sessions,
  accountTokens,
  loginFailures,
  invites,
  knownDevices,
  memberDeviceIds,
} from '../modules/accounts/schema.ts';
import { creditLedger } from '../modules/credits/schema.ts';
import { blocks } from '../modules/blocks/schema.ts';
import { memberSearch, searchHolds } from '../modules/search-index/schema.ts';
import { likes, swipes, matchFinderPreferences, pageBounces } from '../modules/likes/schema.ts';
import { conversations, conversationMembers, messages } from '../modules/chat/schema.ts';
import {
  creditBundles,
  creditBundlePrices,
  payments,
  discountCodes,
  discountRedemptions,
  paymentCustomers,
  savedMethods,
  directDebitBlocks,
  directDebitCodes,
  sandboxPayments,
  sandboxRefunds,
  sandboxMandates,
} from '../modules/payments/schema.ts';
import { staff, staffSessions, staffRecoveryCodes } from '../modules/staff/schema.ts';
import { staffAuditLog } from '../modules/audit/schema.ts';
import { moderationDecisions } from '../modules/decisions/schema.ts';
import { memberReports } from '../modules/reports/schema.ts';
import { appeals } from '../modules/appeals/schema.ts';
import { platformKeys, jobs } from '../platform/schema.ts';
import { dataExports } from '../modules/data-export/schema.ts';
import { notificationLog, notificationPreferences, notificationsDisabled } from '../modules/notifications/schema.ts';
import { pushSubscriptions } from '../modules/push/schema.ts';

export const schema = {
  sites,
  siteDomains,
  members,
  profiles,
  photos,
  sessions,
  accountTokens,
  loginFailures,
  creditLedger,
  invites,
  blocks,
  memberSearch,
  searchHolds,
  platformKeys,
  likes,
  swipes,
  matchFinderPreferences,
  pageBounces,
  conversations,
  conversationMembers,
  messages,
  creditBundles,
  creditBundlePrices,
  payments,
  discountCodes,
  discountRedemptions,
  paymentCustomers,
  savedMethods,
  directDebitBlocks,
  directDebitCodes,
  sandboxPayments,
  sandboxRefunds,
  sandboxMandates,
  jobs,
  staff,
  staffSessions,
  staffRecoveryCodes,
  staffAuditLog,
  moderationDecisions,
  memberReports,
  appeals,
  knownDevices,
  memberDeviceIds,
  dataExports,
  notificationPreferences,
  notificationsDisabled,
  notificationLog,
  pushSubscriptions,
};
export type Schema = typeof schema;
