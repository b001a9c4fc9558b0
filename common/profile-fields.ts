/**
 * The enumerated profile fields of product §3 "Profile". The values are stored as they are here;
 * their labels live in the message catalogues under `profile.<field>.<value>`.
 */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const HAIR_COLORS = ['blond', 'brown', 'black', 'red', 'grey', 'bald', 'other'] as const;
export const EYE_COLORS = ['blue', 'green', 'brown', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'average', 'athletic', 'curvy', 'large'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'in_relationship', 'married'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
/** Whom a member looks for: the signup's "Ik zoek" (men, women, both); not shown to others (decision 023). */
export const LOOKING_FOR = ['male', 'female', 'both'] as const;
export const TATTOOS = ['none', 'some', 'many'] as const;
/** "Reason for signing up" (product §3). */
export const SIGNUP_REASONS = ['friendship', 'dating', 'relationship', 'adventure', 'chat'] as const;

export type HairColor = (typeof HAIR_COLORS)[number];
export type EyeColor = (typeof EYE_COLORS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];
export type Sexuality = (typeof SEXUALITIES)[number];
export type LookingFor = (typeof LOOKING_FOR)[number];
export type Tattoos = (typeof TATTOOS)[number];
export type SignupReason = (typeof SIGNUP_REASONS)[number];

/** Interest ids of the icon set (product §3 "Interests"); icons and labels are in common/data/interests.ts. */
export const INTEREST_IDS = [
  'adventure',
  'art',
  'beer',
  'gym',
  'music',
  'relationship',
  'kissing',
  'travelling',
  'cooking',
  'dancing',
  'movies',
  'reading',
  'photography',
  'gaming',
  'hiking',
  'cycling',
  'running',
  'swimming',
  'yoga',
  'fashion',
  'wine',
  'coffee',
  'dogs',
  'cats',
  'nature',
  'beach',
  'camping',
  'fishing',
  'football',
  'tennis',
  'golf',
  'skiing',
  'sailing',
  'cars',
  'motorcycles',
  'technology',
  'science',
  'history',
  'theatre',
  'concerts',
  'festivals',
  'karaoke',
  'board-games',
  'gardening',
  'diy',
  'volunteering',
  'spirituality',
  'meditation',
  'romance',
  'cuddling',
  'dining-out',
  'shopping',
  'sauna',
  'series',
  'tattoos',
] as const;
export type InterestId = (typeof INTEREST_IDS)[number];
