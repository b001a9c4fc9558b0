import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likes, matchFinderPreferences, pageBounces, swipes } from './schema.ts';

/** The likes the member gave and received, their swipes, match-finder choices and page bounces, for their data export. */
export async function likeDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const [likeRows, swipeRows, prefs, bounces] = await Promise.all([
    db
      .select()
      .from(likes)
      .where(or(eq(likes.likerId, memberId), eq(likes.likedId, memberId))),
    db.select().from(swipes).where(eq(swipes.memberId, memberId)),
    db.select().from(matchFinderPreferences).where(eq(matchFinderPreferences.memberId, memberId)),
    db.select().from(pageBounces).where(eq(pageBounces.memberId, memberId)),
  ]);
  return { likes: likeRows, swipes: swipeRows, match_finder_preferences: prefs, page_bounces: bounces };
}
