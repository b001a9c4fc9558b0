import { useMemo } from 'react';
import { useRootData } from './root-data.ts';
import { useLiveState } from './realtime-context.ts';
import type { UserPayload } from '../../common/api/accounts.ts';

/** The member as the root loader sent them, or null for a visitor. */
export function useRootUser(): UserPayload | null {
  return useRootData()?.user ?? null;
}

/**
 * The logged-in member (product §3 User), or null for a visitor: the balance and Premium state as the
 * live connection last said (a message paid, credits bought), without reloading the page data.
 */
export function useUser(): UserPayload | null {
  const user = useRootUser();
  const live = useLiveState()?.live;
  const credits = live?.credits ?? null;
  const paidUser = live?.paidUser ?? null;
  return useMemo(() => {
    if (!user) return null;
    if ((credits === null || credits === user.credits) && (paidUser === null || paidUser === user.paid_user))
      return user;
    return { ...user, credits: credits ?? user.credits, paid_user: paidUser ?? user.paid_user };
  }, [user, credits, paidUser]);
}
