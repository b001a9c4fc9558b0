import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { profiles } from './schema.ts';

/** Stands for the erased birth date (the column is required): no member's birthday, and an age nobody searches. */
export const ERASED_BIRTH_DATE = '1900-01-01';

/**
 * A deletion made final: every field of the profile that tells something about the
 * person goes. The row stays, empty and disabled, so the other side of a conversation still has a
 * card to show ('verwijderd lid'); gender and country stay, which alone identify nobody.
 */
export async function eraseProfile(tx: Executor, memberId: number): Promise<void> {
  await tx
    .update(profiles)
    .set({
      name: '',
      status: 'disabled',
      dateOfBirth: ERASED_BIRTH_DATE,
      description: '',
      regionCode: null,
      place: null,
      lat: null,
      lon: null,
      hairColor: null,
      eyeColor: null,
      bodyType: null,
      relationshipStatus: null,
      sexuality: null,
      lookingFor: null,
      tattoos: null,
      signupReason: null,
      interests: sql`'{}'::text[]`,
      placeId: null,
      locationUpdatedAt: null,
      mainPhotoId: null,
      updatedAt: new Date(),
    })
    .where(eq(profiles.memberId, memberId));
}
