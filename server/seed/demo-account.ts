/**
 * What the demo account has on its first day (README: log in and see the product working): who it
 * talks with, what was said and when, who liked it. Pure and deterministic, like people.ts; the
 * seed (index.ts `seedDemoAccount`) writes it through the chat and likes modules.
 */
import type { Gender } from '../../common/profile-fields.ts';
import { ageOn } from '../../common/rules/age.ts';
import { defaultSearch } from '../../common/rules/search.ts';
import { likelyWantedGender } from '../../common/rules/wanted-gender.ts';
import type { DemoMember } from './people.ts';

export const DEMO_ACCOUNT = { email: 'demo@klik.local', password: 'klik-demo-1234', name: 'Demo' };

/** The demo account's profile: a man in Utrecht who looks for women (no sexuality given: the default). */
export const DEMO_ACCOUNT_PROFILE = {
  gender: 'male' as Gender,
  dateOfBirth: '1988-06-15',
  hairColor: 'brown',
  eyeColor: 'blue',
} as const;

/** The portrait's seed (avatars.ts): a man with glasses on a beach, for someone who likes travelling. */
export const DEMO_ACCOUNT_AVATAR_SEED = 77;

/** The parts demo members play in the demo account's first day, in the order they are cast. */
export const DEMO_ROLES = ['unread', 'answered', 'gift', 'match', 'liker'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/**
 * Which demo members play the parts (seed keys): real members (not profiles the site runs), women
 * who would look for a man, in the demo account's default search (age ±10, common/rules/search.ts)
 * first and other real women after them; the most recently active first, so the one who wrote a
 * few minutes ago is one who was on the site lately. Each member plays one part; with too few
 * members (a small SEED_MEMBERS) the last parts stay empty.
 */
export function castDemoRoles(members: readonly DemoMember[], today: Date): Partial<Record<DemoRole, string>> {
  const search = defaultSearch({
    ...DEMO_ACCOUNT_PROFILE,
    sexuality: null,
    looking_for: null,
    age: ageOn(DEMO_ACCOUNT_PROFILE.dateOfBirth, today),
  });
  const women = members.filter((m) => !m.fictional && m.gender === search.gender);
  const fits = (m: DemoMember) => {
    const wants = likelyWantedGender({ gender: m.gender, sexuality: m.sexuality });
    const age = ageOn(m.dateOfBirth, today);
    return (
      (wants === undefined || wants === DEMO_ACCOUNT_PROFILE.gender) && age >= search.min_age && age <= search.max_age
    );
  };
  const byActivity = (a: DemoMember, b: DemoMember) =>
    a.lastActiveMinutesAgo - b.lastActiveMinutesAgo || a.key.localeCompare(b.key);
  const cast = [...women.filter(fits).sort(byActivity), ...women.filter((m) => !fits(m)).sort(byActivity)];
  const roles: Partial<Record<DemoRole, string>> = {};
  for (const [i, role] of DEMO_ROLES.entries()) {
    const member = cast[i];
    if (member) roles[role] = member.key;
  }
  return roles;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A step of a conversation, between the demo account ('me') and the member ('her'), `ago` before the seed. */
export type DemoChatStep =
  { ago: number; from: 'me' | 'her'; text: string; gift?: string } | { ago: number; readBy: 'me' | 'her' };

/**
 * The three conversations (Dutch, short and friendly), the most recent first as /chats lists them:
 * - unread: two messages from her, the newest a few minutes ago, not read yet (the unread badge);
 * - answered: the demo account wrote first, she answered an hour ago, and he has read it;
 * - gift: a day ago, a chat that ends with a rose from her, read.
 * The texts name no time of day and hold no emoji: the seed's clock decides when they appear to
 * have been written, and a machine without an emoji font shows a box.
 */
export const DEMO_CONVERSATIONS: Readonly<Record<'unread' | 'answered' | 'gift', readonly DemoChatStep[]>> = {
  unread: [
    {
      ago: 14 * MINUTE,
      from: 'her',
      text: 'Hoi! Ik zag op je profiel dat je graag kookt. Wat is je lievelingsgerecht?',
    },
    {
      ago: 4 * MINUTE,
      from: 'her',
      text: 'Ik kom trouwens vaak in Utrecht, misschien kennen we dezelfde leuke plekjes.',
    },
  ],
  answered: [
    { ago: 82 * MINUTE, from: 'me', text: 'Hoi, leuk profiel! Waar ga jij het liefst naartoe op vakantie?' },
    { ago: 74 * MINUTE, readBy: 'her' },
    { ago: 66 * MINUTE, from: 'her', text: 'Hoi! Dankjewel. Italië, vooral de kust. Lekker eten, zon en zee. En jij?' },
    { ago: 58 * MINUTE, readBy: 'me' },
  ],
  gift: [
    { ago: 27 * HOUR, from: 'her', text: 'Hé! Jij houdt ook van muziek, zag ik. Naar welk concert wil je nog eens?' },
    { ago: 26 * HOUR + 40 * MINUTE, readBy: 'me' },
    {
      ago: 26 * HOUR + 35 * MINUTE,
      from: 'me',
      text: 'Leuk dat je schrijft! Een avondje jazz in TivoliVredenburg staat hoog op mijn lijstje. En bij jou?',
    },
    { ago: 25 * HOUR, readBy: 'her' },
    { ago: 24 * HOUR + 55 * MINUTE, from: 'her', text: 'Dat klinkt gezellig! Een roosje voor je.', gift: 'rose' },
    { ago: 23 * HOUR, readBy: 'me' },
  ],
};

/**
 * The two likes the demo account received: the match (she liked him three hours ago, he opened it
 * and liked her back) and a new one, half an hour ago, that the 'New like!' overlay still announces.
 */
export const DEMO_LIKES = {
  match: { likedAgo: 3 * HOUR, seenAgo: 2 * HOUR + 35 * MINUTE, likedBackAgo: 2 * HOUR + 34 * MINUTE },
  liker: { likedAgo: 31 * MINUTE },
} as const;
