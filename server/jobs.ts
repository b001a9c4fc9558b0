import type { Database } from './db/client.ts';
import type { JobRunner } from './platform/jobs.ts';
import { purgeExpiredAccountRows } from './modules/accounts/purge.ts';
import { liftDueSuspensions } from './modules/accounts/restrictions.ts';
import { prunePageBounces } from './modules/likes/page-bounces.ts';
import { DELETE_CUSTOMER_JOB, type PaymentService } from './modules/payments/index.ts';
import type { StaffService } from './modules/staff/index.ts';
import type { OperatorQueue } from './modules/operator/index.ts';
import { POSTBACK_JOB, SWEEP_JOB } from './modules/attribution/index.ts';
import { CAMPAIGN_JOB, type CampaignService } from './modules/campaigns/index.ts';
import { ROLLUP_EVERY_SECONDS, ROLLUP_JOB, type NumbersService } from './modules/numbers/index.ts';
import { SCREEN_JOB, type PhotoInspection } from './modules/photos/index.ts';
import type { DeletionPurge } from './modules/deletion/index.ts';
import { PREPARE_JOB, type DataExportService } from './modules/data-export/index.ts';
import {
  NOTIFY_JOBS,
  purgeNotificationLog,
  sendReceipt,
  sendUnreadReminders,
  sendWeeklyUpdates,
  sendWelcome,
  type NotificationDispatch,
} from './modules/notifications/index.ts';

/**
 * Every scheduled job, in one place (decision 012). The work itself lives in the module that owns
 * the tables; later issues add their jobs here.
 */
export function registerJobs(
  runner: JobRunner,
  deps: {
    db: Database;
    payments: PaymentService;
    staff: StaffService;
    photoInspection: PhotoInspection;
    purge: DeletionPurge;
    dataExports: DataExportService;
    notify: NotificationDispatch;
    /** The pre-screening of one photo, and of those still without a score (decision 042); null when off. */
    screening: { photo: (photoId: number) => Promise<string>; waiting: () => Promise<string> } | null;
    operatorQueue: OperatorQueue;
    /** Sends one postback to an affiliate network, and records what a lost event missed (decision 051). */
    attribution: { postback: (id: number) => Promise<string>; sweep: () => Promise<string> };
    /** Sends a campaign's next batch (decision 052); resolved when the job runs (the service is made after the runner). */
    campaigns: () => CampaignService;
    /** The numbers' daily roll-ups (decision 053); resolved when the job runs. */
    numbers: () => NumbersService;
  },
): JobRunner {
  return (
    runner
      .recurring({ name: 'accounts.purge-expired', everySeconds: 3_600, run: () => purgeExpiredAccountRows(deps.db) })
      .recurring({
        name: 'payments.expire-orders',
        everySeconds: 900,
        run: async () => `${await deps.payments.expireAbandoned()} orders expired`,
      })
      .recurring({ name: 'likes.prune-page-bounces', everySeconds: 86_400, run: () => prunePageBounces(deps.db) })
      .recurring({
        name: 'staff.purge-sessions',
        everySeconds: 3_600,
        run: async () => `${await deps.staff.purgeSessions()} staff sessions deleted`,
      })
      // An ended suspension is lifted at login anyway; this brings the profile back into search without one.
      .recurring({ name: 'accounts.lift-suspensions', everySeconds: 300, run: () => liftDueSuspensions(deps.db) })
      // A rejected photo's files and row go 30 days after the rejection.
      .recurring({
        name: 'photos.remove-rejected',
        everySeconds: 3_600,
        run: async () => `${await deps.photoInspection.removeRejected()} rejected photos removed`,
      })
      // A deletion becomes final 14 days after it was asked for (personal data erased, the books kept).
      .recurring({ name: 'accounts.purge-deleted', everySeconds: 3_600, run: () => deps.purge.purgeDue() })
      // Each new photo is screened by a one-off job its upload enqueued (decision 042). Registered
      // also when screening is off, so jobs enqueued before it was switched off still end.
      .handle(SCREEN_JOB, async ({ payload }) =>
        deps.screening ? deps.screening.photo(Number(payload.photo)) : 'photo screening is off',
      )
      // Decision 046: what the delivery hook missed reaches the operators' queue within a minute.
      .recurring({
        name: 'operator.queue-sweep',
        everySeconds: 60,
        run: async () => `${await deps.operatorQueue.sweep()} conversations wait for an operator`,
      })
      .recurring({
        name: 'photos.screen-waiting',
        everySeconds: 300,
        run: async () => (deps.screening ? deps.screening.waiting() : 'photo screening is off'),
      })
      // Decision 033: the purge enqueues one per customer the member had at a payment provider, which deletes it there.
      .handle(DELETE_CUSTOMER_JOB, ({ payload }) => deps.payments.deleteCustomerJob(payload))
      // Each requested data export is made by a one-off job; what is past its 24 hours goes.
      .handle(PREPARE_JOB, ({ payload }) => deps.dataExports.prepare(Number(payload.id)))
      .recurring({
        name: 'data-export.remove-expired',
        everySeconds: 3_600,
        run: async () => `${await deps.dataExports.removeExpired()} data exports removed`,
      })
      // The notification mails. Batches of a conversation and of likes are one-off jobs named by their key.
      .handle(NOTIFY_JOBS.messages, (ctx) => deps.notify.messagesJob(ctx))
      .handle(NOTIFY_JOBS.like, (ctx) => deps.notify.likeJob(ctx))
      .handle(NOTIFY_JOBS.welcome, ({ payload }) => sendWelcome(deps.notify, Number(payload.member)))
      .handle(NOTIFY_JOBS.receipt, ({ payload }) => sendReceipt(deps.notify, Number(payload.order)))
      .recurring({
        name: 'notifications.unread-reminders',
        everySeconds: 3_600,
        run: () => sendUnreadReminders(deps.notify),
      })
      // Hourly: each hour of the week has its members (id modulo 168), so the week's mails are spread.
      .recurring({
        name: 'notifications.weekly-update',
        everySeconds: 3_600,
        run: () => sendWeeklyUpdates(deps.notify),
      })
      // Decision 051: one per attributed event a network asked for; a failed send is retried with back-off.
      .handle(POSTBACK_JOB, ({ payload }) => deps.attribution.postback(Number(payload.id)))
      .recurring({ name: SWEEP_JOB, everySeconds: 900, run: () => deps.attribution.sweep() })
      // Decision 052: a campaign's batch a run; it asks to run again for the next batch or after quiet hours.
      .handle(CAMPAIGN_JOB, (ctx) => deps.campaigns().runJob(ctx))
      .recurring({ name: 'notifications.purge-log', everySeconds: 86_400, run: () => purgeNotificationLog(deps.db) })
      // Decision 053: yesterday and today rolled up again, so the numbers are at most a quarter of an hour behind.
      .recurring({ name: ROLLUP_JOB, everySeconds: ROLLUP_EVERY_SECONDS, run: () => deps.numbers().rollUpRecent() })
  );
}
