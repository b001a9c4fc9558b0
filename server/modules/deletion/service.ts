import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { ObjectStorage } from '../../platform/storage.ts';
import type { Enqueue } from '../../platform/jobs.ts';
import { deletionOf, deletionsDue, eraseAccount, lockMember } from '../members/index.ts';
import { removeSearchRow } from '../search-index/index.ts';
import { erasePushSubscriptionsOf } from '../push/index.ts';
import { eraseBlocksOf } from '../blocks/index.ts';
import { eraseProfile } from '../profiles/index.ts';
import { erasePhotos } from '../photos/index.ts';
import { eraseLikesOf } from '../likes/index.ts';
import { eraseMessagesOf } from '../chat/index.ts';
import { erasePaymentDetails } from '../payments/index.ts';
import { askedBeforeIsFinal, eraseAccountRowsOf } from '../accounts/index.ts';
import { eraseNotificationsOf } from '../notifications/index.ts';
import { eraseReportTextsOf } from '../reports/index.ts';
import { eraseDecisionContentOf } from '../decisions/index.ts';
import { eraseAppealTextsOf } from '../appeals/index.ts';
import { eraseDataExportsOf } from '../data-export/index.ts';
import { eraseOperatorRowsOf } from '../operator/index.ts';
import { eraseCampaignRowsOf } from '../campaigns/index.ts';

export interface DeletionPurgeDeps {
  db: Database;
  storage: ObjectStorage;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** JobRunner.enqueue: the purge hands it to payments, whose jobs delete the member's customers at the provider. */
  enqueue: Enqueue;
}

/**
 * The final purge of a deleted account: every module erases its part of the member, in one
 * transaction. It gathers from nearly every module, so it sits above them all (docs/architecture.md,
 * "Layers"); the member's own asking, waiting and reactivating stay with the accounts module.
 */
export class DeletionPurge {
  constructor(private readonly deps: DeletionPurgeDeps) {}

  /**
   * Makes a deletion final: each module erases its part, in one transaction (with `record`, the
   * staff console's audit row); the files go after the commit. False when the member is not a
   * deletion waiting to be made final.
   */
  async purgeMember(
    memberId: number,
    options: {
      now?: Date;
      record?: (tx: Executor, deletion: { deletedAt: Date; purgedAt: Date; siteId: number }) => Promise<void>;
    } = {},
  ): Promise<boolean> {
    const now = options.now ?? new Date();
    const files = await this.deps.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const deletion = await deletionOf(tx, memberId);
      if (!deletion || deletion.status !== 'deleted' || deletion.purgedAt || !deletion.deletedAt) return null;
      const chatFiles = await eraseMessagesOf(tx, memberId);
      const photoFiles = await erasePhotos(tx, memberId);
      await eraseProfile(tx, memberId);
      await eraseLikesOf(tx, memberId);
      await eraseBlocksOf(tx, memberId);
      await eraseReportTextsOf(tx, memberId);
      await eraseDecisionContentOf(tx, memberId);
      await eraseAppealTextsOf(tx, memberId);
      await removeSearchRow(tx, memberId);
      // The customers at the provider go by jobs enqueued in this transaction (decision 033).
      await erasePaymentDetails(tx, memberId, this.deps.enqueue);
      await eraseNotificationsOf(tx, memberId);
      // Nobody answers the member as a persona any more; what operators noted about them goes.
      await eraseOperatorRowsOf(tx, memberId);
      // What campaign mails she was sent and which links she opened (decision 052).
      await eraseCampaignRowsOf(tx, memberId);
      // The account's own rows, among them the devices seen at login (browser, system, country), and prepared data exports.
      await eraseAccountRowsOf(tx, memberId);
      const exportFiles = await eraseDataExportsOf(tx, memberId);
      // Her devices get no more pushes.
      await erasePushSubscriptionsOf(tx, memberId);
      await eraseAccount(tx, memberId, now);
      await options.record?.(tx, { deletedAt: deletion.deletedAt, purgedAt: now, siteId: deletion.siteId });
      return [...photoFiles, ...chatFiles, ...exportFiles];
    });
    if (!files) return false;
    for (const f of files) {
      await this.deps.storage
        .delete(f)
        .catch((err: unknown) => this.deps.log.error({ err, file: f }, 'deleting a purged member’s file failed'));
    }
    return true;
  }

  /** The job `accounts.purge-deleted`: deletions whose grace period has passed become final. */
  async purgeDue(now = new Date()): Promise<string> {
    let purged = 0;
    for (;;) {
      const due = await deletionsDue(this.deps.db, askedBeforeIsFinal(now), 50);
      for (const id of due) if (await this.purgeMember(id, { now })) purged += 1;
      if (due.length < 50) break;
    }
    return `${purged} deleted accounts made final`;
  }
}
