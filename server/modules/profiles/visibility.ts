import type { Executor } from '../../db/client.ts';

/**
 * Product §4 invisible mode: invisible members do not appear in search or others' views, except to
 * members they already have a conversation with, or whom they messaged or liked first. The modules
 * that keep such contacts (likes, chat) each give a check; the composition root (server/services.ts)
 * hands them to this one Visibility, which the profile pages, likes and chat are given.
 */
export type ContactCheck = (db: Executor, invisibleMemberId: number, viewerId: number) => Promise<boolean>;

export class Visibility {
  constructor(private readonly contactChecks: readonly ContactCheck[]) {}

  async invisibleMemberVisibleTo(db: Executor, invisibleMemberId: number, viewerId: number | null): Promise<boolean> {
    if (viewerId === null) return false;
    if (viewerId === invisibleMemberId) return true;
    for (const check of this.contactChecks) if (await check(db, invisibleMemberId, viewerId)) return true;
    return false;
  }
}
