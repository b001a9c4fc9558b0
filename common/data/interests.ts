/**
 * The interest icon set of product §3 "Interests": one entry per id of INTEREST_IDS, in the same order.
 * `icon` is a Bootstrap Icons name without the `bi-` prefix (render as `<i class="bi bi-${icon}">`).
 * Bootstrap Icons has no dog, cat, wine glass, fish, ball-sport or tattoo glyphs, so a few entries use
 * the closest metaphor (dogs: walking, cats: home, wine: droplet, fishing: bucket, tattoos: pen).
 */
import { INTEREST_IDS, type InterestId } from '../profile-fields.ts';

export interface Interest {
  id: InterestId;
  icon: string;
  label: { nl: string; en: string };
}

const DEFS: Record<InterestId, Omit<Interest, 'id'>> = {
  adventure: { icon: 'compass', label: { nl: 'Avontuur', en: 'Adventure' } },
  art: { icon: 'palette', label: { nl: 'Kunst', en: 'Art' } },
  beer: { icon: 'cup', label: { nl: 'Bier', en: 'Beer' } },
  gym: { icon: 'heart-pulse', label: { nl: 'Fitness', en: 'Gym' } },
  music: { icon: 'music-note-beamed', label: { nl: 'Muziek', en: 'Music' } },
  relationship: { icon: 'hearts', label: { nl: 'Relatie', en: 'Relationship' } },
  kissing: { icon: 'emoji-kiss', label: { nl: 'Zoenen', en: 'Kissing' } },
  travelling: { icon: 'airplane', label: { nl: 'Reizen', en: 'Travelling' } },
  cooking: { icon: 'egg-fried', label: { nl: 'Koken', en: 'Cooking' } },
  dancing: { icon: 'vinyl', label: { nl: 'Dansen', en: 'Dancing' } },
  movies: { icon: 'film', label: { nl: 'Films', en: 'Movies' } },
  reading: { icon: 'book', label: { nl: 'Lezen', en: 'Reading' } },
  photography: { icon: 'camera', label: { nl: 'Fotografie', en: 'Photography' } },
  gaming: { icon: 'controller', label: { nl: 'Gamen', en: 'Gaming' } },
  hiking: { icon: 'backpack2', label: { nl: 'Wandelen', en: 'Hiking' } },
  cycling: { icon: 'bicycle', label: { nl: 'Fietsen', en: 'Cycling' } },
  running: { icon: 'stopwatch', label: { nl: 'Hardlopen', en: 'Running' } },
  swimming: { icon: 'water', label: { nl: 'Zwemmen', en: 'Swimming' } },
  yoga: { icon: 'person-arms-up', label: { nl: 'Yoga', en: 'Yoga' } },
  fashion: { icon: 'handbag', label: { nl: 'Mode', en: 'Fashion' } },
  wine: { icon: 'droplet-half', label: { nl: 'Wijn', en: 'Wine' } },
  coffee: { icon: 'cup-hot', label: { nl: 'Koffie', en: 'Coffee' } },
  dogs: { icon: 'person-walking', label: { nl: 'Honden', en: 'Dogs' } },
  cats: { icon: 'house-heart', label: { nl: 'Katten', en: 'Cats' } },
  nature: { icon: 'tree', label: { nl: 'Natuur', en: 'Nature' } },
  beach: { icon: 'umbrella', label: { nl: 'Strand', en: 'Beach' } },
  camping: { icon: 'fire', label: { nl: 'Kamperen', en: 'Camping' } },
  fishing: { icon: 'bucket', label: { nl: 'Vissen', en: 'Fishing' } },
  football: { icon: 'trophy', label: { nl: 'Voetbal', en: 'Football' } },
  tennis: { icon: 'dribbble', label: { nl: 'Tennis', en: 'Tennis' } },
  golf: { icon: 'flag', label: { nl: 'Golf', en: 'Golf' } },
  skiing: { icon: 'snow', label: { nl: 'Skiën', en: 'Skiing' } },
  sailing: { icon: 'wind', label: { nl: 'Zeilen', en: 'Sailing' } },
  cars: { icon: 'car-front', label: { nl: "Auto's", en: 'Cars' } },
  motorcycles: { icon: 'speedometer', label: { nl: 'Motoren', en: 'Motorcycles' } },
  technology: { icon: 'cpu', label: { nl: 'Technologie', en: 'Technology' } },
  science: { icon: 'flask', label: { nl: 'Wetenschap', en: 'Science' } },
  history: { icon: 'hourglass-split', label: { nl: 'Geschiedenis', en: 'History' } },
  theatre: { icon: 'mask', label: { nl: 'Theater', en: 'Theatre' } },
  concerts: { icon: 'speaker', label: { nl: 'Concerten', en: 'Concerts' } },
  festivals: { icon: 'ticket-perforated', label: { nl: 'Festivals', en: 'Festivals' } },
  karaoke: { icon: 'mic', label: { nl: 'Karaoke', en: 'Karaoke' } },
  'board-games': { icon: 'dice-5', label: { nl: 'Bordspellen', en: 'Board games' } },
  gardening: { icon: 'flower2', label: { nl: 'Tuinieren', en: 'Gardening' } },
  diy: { icon: 'tools', label: { nl: 'Klussen', en: 'DIY' } },
  volunteering: { icon: 'person-raised-hand', label: { nl: 'Vrijwilligerswerk', en: 'Volunteering' } },
  spirituality: { icon: 'moon-stars', label: { nl: 'Spiritualiteit', en: 'Spirituality' } },
  meditation: { icon: 'yin-yang', label: { nl: 'Meditatie', en: 'Meditation' } },
  romance: { icon: 'arrow-through-heart', label: { nl: 'Romantiek', en: 'Romance' } },
  cuddling: { icon: 'person-hearts', label: { nl: 'Knuffelen', en: 'Cuddling' } },
  'dining-out': { icon: 'fork-knife', label: { nl: 'Uit eten', en: 'Dining out' } },
  shopping: { icon: 'bag', label: { nl: 'Shoppen', en: 'Shopping' } },
  sauna: { icon: 'thermometer-high', label: { nl: 'Sauna', en: 'Sauna' } },
  series: { icon: 'tv', label: { nl: 'Series', en: 'TV series' } },
  tattoos: { icon: 'pen', label: { nl: 'Tatoeages', en: 'Tattoos' } },
};

export const INTERESTS: readonly Interest[] = Object.freeze(INTEREST_IDS.map((id) => ({ id, ...DEFS[id] })));

const BY_ID = new Map<string, Interest>(INTERESTS.map((i) => [i.id, i]));

export function interestById(id: string): Interest | undefined {
  return BY_ID.get(id);
}
