import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likes, matchFinderPreferences, pageBounces, swipes } from './schema.ts';

/** A deletion made final: the member's likes (given and received), swipes, match finder choices and page bounces go. */
export async function eraseLikesOf(tx: Executor, memberId: number): Promise<void> {
  await tx.delete(likes).where(or(eq(likes.likerId, memberId), eq(likes.likedId, memberId)));
  await tx.delete(swipes).where(or(eq(swipes.memberId, memberId), eq(swipes.targetId, memberId)));
  await tx.delete(matchFinderPreferences).where(eq(matchFinderPreferences.memberId, memberId));
  await tx.delete(pageBounces).where(eq(pageBounces.memberId, memberId));
}
