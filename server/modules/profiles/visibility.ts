import type { Executor } from '../../db/client.ts';

/**
 * Spec §4 invisible mode: invisible members do not appear in search or others' views, except to
 * members they already have a conversation with, or whom they messaged or liked first. The likes
 * and chat modules register how they know such a contact; with none registered, nobody is excepted.
 */
export type ContactCheck = (db: Executor, invisibleMemberId: number, viewerId: number) => Promise<boolean>;
const contactChecks: ContactCheck[] = [];

export function onInvisibleContact(check: ContactCheck): void {
  contactChecks.push(check);
}

export async function invisibleMemberVisibleTo(db: Executor, invisibleMemberId: number, viewerId: number | null): Promise<boolean> {
  if (viewerId === null) return false;
  if (viewerId === invisibleMemberId) return true;
  for (const check of contactChecks) if (await check(db, invisibleMemberId, viewerId)) return true;
  return false;
}
