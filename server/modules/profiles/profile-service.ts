import type { Database } from '../../db/client.ts';
import type { OwnProfile, ProfileUpdate, PublicProfile } from '../../../common/api/profiles.ts';
import type { Translate } from '../../../common/i18n/index.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import { getOwnProfile, setInvisible, updateOwnProfile } from './own-profile.ts';
import { getPublicProfile } from './public-profile.ts';
import { countMembers, listShowcase, regionCounts, type ProfileCard } from './service.ts';
import type { Visibility } from './visibility.ts';

/** What routes and loaders call for profiles: the database and the invisible-mode rule bound once. */
export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly visibility: Visibility,
  ) {}

  own(memberId: number): Promise<OwnProfile> {
    return getOwnProfile(this.db, memberId);
  }

  update(site: Site, memberId: number, email: string, input: ProfileUpdate, t: Translate): Promise<OwnProfile> {
    return updateOwnProfile(this.db, site, memberId, email, input, t);
  }

  setInvisible(memberId: number, invisible: boolean): Promise<void> {
    return setInvisible(this.db, memberId, invisible);
  }

  publicProfile(site: Site, viewer: MemberView | null, id: number): Promise<PublicProfile> {
    return getPublicProfile(this.db, this.visibility, site, viewer, id);
  }

  listShowcase(siteId: number, options: { limit: number; onlineOnly?: boolean }): Promise<ProfileCard[]> {
    return listShowcase(this.db, siteId, options);
  }

  countMembers(siteId: number): Promise<number> {
    return countMembers(this.db, siteId);
  }

  /** Members per region of a country, exact: the map lander bands them (decision 054). */
  regionCounts(siteId: number, country: string): Promise<{ code: string; count: number }[]> {
    return regionCounts(this.db, siteId, country);
  }
}
