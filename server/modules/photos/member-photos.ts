import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photos } from './schema.ts';

/** A member's photo as the staff console's member page shows it: every status, oldest first. */
export interface MemberPhoto {
  id: number;
  status: string;
  thumbFilename: string;
  createdAt: Date;
}

/** Every photo of the member, whatever its status (the staff console). */
export async function photosOfMember(db: Executor, memberId: number): Promise<MemberPhoto[]> {
  return db
    .select({ id: photos.id, status: photos.status, thumbFilename: photos.thumbFilename, createdAt: photos.createdAt })
    .from(photos)
    .where(eq(photos.memberId, memberId))
    .orderBy(asc(photos.id));
}
