import { useRootData } from './root-data.ts';
import type { UserPayload } from '../../common/api/accounts.ts';

/** The logged-in member (spec §3 User), or null for a visitor. */
export function useUser(): UserPayload | null {
  return useRootData()?.user ?? null;
}
