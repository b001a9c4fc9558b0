import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matchFinderPreferences } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import {
  MATCH_FINDER_AGES,
  MATCH_FINDER_APPEARANCES,
  MATCH_FINDER_RACES,
  type MatchFinderPayload,
  type MatchFinderPreferences,
} from '../../../common/api/likes.ts';
import { SEARCH_PAGE_SIZE } from '../../../common/api/profiles.ts';
import { SEARCH_AGE_MAX } from '../../../common/rules/search.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import { blockedEitherWay } from '../blocks/index.ts';
import { cardsFor, seeksAdventureSql } from '../profiles/index.ts';
import { defaultSearchOf, recentlyActiveCandidates } from '../search/index.ts';

/** Age brackets of product §3 as [min, max] years; 'any' keeps the member's default range. */
const AGE_RANGES: Record<Exclude<MatchFinderPreferences['age'], 'any'>, [number, number]> = {
  '18-35': [18, 35],
  '35+': [35, SEARCH_AGE_MAX],
};

/**
 * Product §5: the match finder accepts only the values of product §3; anything else is a 400 that names
 * the preference. Checked here rather than by the route schema so the member reads which one.
 */
export function parsePreferences(input: Record<string, unknown>): MatchFinderPreferences {
  const pick = <T extends string>(key: string, allowed: readonly T[], message: MessageKey): T => {
    const value = input[key];
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
      throw new ApiError(400, 'invalid_input', message, undefined, { field: key });
    return value as T;
  };
  return {
    age: pick('age', MATCH_FINDER_AGES, 'likes.matchFinder.invalidAge'),
    appearance: pick('appearance', MATCH_FINDER_APPEARANCES, 'likes.matchFinder.invalidAppearance'),
    race: pick('race', MATCH_FINDER_RACES, 'likes.matchFinder.invalidRace'),
  };
}

/**
 * The match finder (/match-finder): the member's preferences, kept, and the members they fit,
 * within the gender the member looks for (the one default of discovery, decision 023). Each
 * option filters; 'any' ("geen voorkeur") leaves it out:
 * - age: 18–35 or 35+ instead of the member's default age ±10;
 * - appearance: 'sexy' members who joined for an adventure, 'normal' the others (Klik keeps no
 *   judgement of looks);
 * - race ("Woonland"): 'white' members living in the member's own country, 'other' elsewhere.
 *   Klik records no ethnicity (special-category data under the GDPR; decisions 006, 023).
 */
export class MatchFinderService {
  constructor(private readonly db: Database) {}

  async get(site: Site, viewer: MemberView): Promise<MatchFinderPayload> {
    const [row] = await this.db
      .select()
      .from(matchFinderPreferences)
      .where(eq(matchFinderPreferences.memberId, viewer.id));
    const preferences = row ? { age: row.age, appearance: row.appearance, race: row.race } : null;
    return { preferences, results: preferences ? await this.results(site, viewer, preferences) : [] };
  }

  async save(site: Site, viewer: MemberView, input: Record<string, unknown>): Promise<MatchFinderPayload> {
    const preferences = parsePreferences(input);
    await this.db
      .insert(matchFinderPreferences)
      .values({ memberId: viewer.id, ...preferences })
      .onConflictDoUpdate({ target: matchFinderPreferences.memberId, set: { ...preferences, updatedAt: new Date() } });
    return { preferences, results: await this.results(site, viewer, preferences) };
  }

  private async results(site: Site, viewer: MemberView, prefs: MatchFinderPreferences) {
    const defaults = await defaultSearchOf(this.db, viewer);
    const [min, max] = prefs.age === 'any' ? [defaults.min_age, defaults.max_age] : AGE_RANGES[prefs.age];
    const ids = await recentlyActiveCandidates(this.db, {
      siteId: site.id,
      exclude: [viewer.id, ...(await blockedEitherWay(this.db, viewer.id))],
      gender: defaults.gender,
      ages: { min, max },
      country: prefs.race === 'white' ? viewer.profile.country : undefined,
      notCountry: prefs.race === 'other' ? viewer.profile.country : undefined,
      where:
        prefs.appearance === 'any'
          ? undefined
          : (id) => (prefs.appearance === 'sexy' ? seeksAdventureSql(id) : sql`not ${seeksAdventureSql(id)}`),
      limit: SEARCH_PAGE_SIZE,
    });
    return cardsFor(this.db, ids);
  }
}
