import { FREE_MAX_CONVERSATIONS, FREE_MAX_PHOTOS, PREMIUM_MAX_PHOTOS } from '../constants.ts';

/**
 * What a free and a Premium member may do (product §4, §6, §9; decision 017): routes, services and
 * screens ask this, so the limits and the unlocks are said once. A member becomes Premium with
 * their first completed purchase (`paid_user`).
 */
export interface MemberPolicy {
  premium: boolean;
  /** How many photos of their own they may have. */
  photoLimit: number;
  /** Whether they see every photo of another member, or the main photo only. */
  seesAllPhotos: boolean;
  /**
   * How many conversations they may start; null for no limit. The send compares it under the
   * sender's row lock, in the database function chat_send (migration 0024).
   */
  conversationLimit: number | null;
}

export function memberPolicy(premium: boolean): MemberPolicy {
  return premium
    ? { premium, photoLimit: PREMIUM_MAX_PHOTOS, seesAllPhotos: true, conversationLimit: null }
    : { premium, photoLimit: FREE_MAX_PHOTOS, seesAllPhotos: false, conversationLimit: FREE_MAX_CONVERSATIONS };
}
