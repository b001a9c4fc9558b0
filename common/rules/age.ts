/** Whole years between a date of birth ('YYYY-MM-DD') and a day; the only thing others ever see of it. */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** A member counts as online when active within this window (the socket keeps it fresh when connected). */
export const ONLINE_WINDOW_MS = 5 * 60_000;

export function isOnline(lastActiveAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - lastActiveAt.getTime() < ONLINE_WINDOW_MS;
}

/** The latest date of birth for someone at least `age` years old on `today`, as 'YYYY-MM-DD'. */
export function bornOnOrBefore(age: number, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}
