/**
 * The interest icon set of product §3 "Interests": one entry per id of INTEREST_IDS, in the same order.
 * `icon` is a Bootstrap Icons name without the `bi-` prefix (render as `<i class="bi bi-${icon}">`).
 * Bootstrap Icons has no dog, cat, wine glass, fish, ball-sport or tattoo glyphs, so a few entries use
 * the closest metaphor (dogs: walking, cats: home, wine: droplet, fishing: bucket, tattoos: pen).
 */
import { INTEREST_IDS, type InterestId } from '../profile-fields.ts';
import type { Locale } from '../constants.ts';

export interface Interest {
  id: InterestId;
  icon: string;
  /** The interest's name in every member language. */
  label: Record<Locale, string>;
}

const DEFS: Record<InterestId, Omit<Interest, 'id'>> = {
  adventure: { icon: 'compass', label: { nl: 'Avontuur', en: 'Adventure', es: 'Aventura', fr: 'Aventure', it: 'Avventura', pl: 'Przygoda', de: 'Abenteuer' } },
  art: { icon: 'palette', label: { nl: 'Kunst', en: 'Art', es: 'Arte', fr: 'Art', it: 'Arte', pl: 'Sztuka', de: 'Kunst' } },
  beer: { icon: 'cup', label: { nl: 'Bier', en: 'Beer', es: 'Cerveza', fr: 'Bière', it: 'Birra', pl: 'Piwo', de: 'Bier' } },
  gym: { icon: 'heart-pulse', label: { nl: 'Fitness', en: 'Gym', es: 'Gimnasio', fr: 'Salle de sport', it: 'Palestra', pl: 'Siłownia', de: 'Fitness' } },
  music: { icon: 'music-note-beamed', label: { nl: 'Muziek', en: 'Music', es: 'Música', fr: 'Musique', it: 'Musica', pl: 'Muzyka', de: 'Musik' } },
  relationship: { icon: 'hearts', label: { nl: 'Relatie', en: 'Relationship', es: 'Relación', fr: 'Relation', it: 'Relazione', pl: 'Związek', de: 'Beziehung' } },
  kissing: { icon: 'emoji-kiss', label: { nl: 'Zoenen', en: 'Kissing', es: 'Besos', fr: 'Bisous', it: 'Baci', pl: 'Całowanie', de: 'Küssen' } },
  travelling: { icon: 'airplane', label: { nl: 'Reizen', en: 'Travelling', es: 'Viajar', fr: 'Voyages', it: 'Viaggi', pl: 'Podróże', de: 'Reisen' } },
  cooking: { icon: 'egg-fried', label: { nl: 'Koken', en: 'Cooking', es: 'Cocinar', fr: 'Cuisine', it: 'Cucina', pl: 'Gotowanie', de: 'Kochen' } },
  dancing: { icon: 'vinyl', label: { nl: 'Dansen', en: 'Dancing', es: 'Bailar', fr: 'Danse', it: 'Ballo', pl: 'Taniec', de: 'Tanzen' } },
  movies: { icon: 'film', label: { nl: 'Films', en: 'Movies', es: 'Cine', fr: 'Cinéma', it: 'Cinema', pl: 'Filmy', de: 'Filme' } },
  reading: { icon: 'book', label: { nl: 'Lezen', en: 'Reading', es: 'Lectura', fr: 'Lecture', it: 'Lettura', pl: 'Czytanie', de: 'Lesen' } },
  photography: { icon: 'camera', label: { nl: 'Fotografie', en: 'Photography', es: 'Fotografía', fr: 'Photographie', it: 'Fotografia', pl: 'Fotografia', de: 'Fotografie' } },
  gaming: { icon: 'controller', label: { nl: 'Gamen', en: 'Gaming', es: 'Videojuegos', fr: 'Jeux vidéo', it: 'Videogiochi', pl: 'Gry', de: 'Gaming' } },
  hiking: { icon: 'backpack2', label: { nl: 'Wandelen', en: 'Hiking', es: 'Senderismo', fr: 'Randonnée', it: 'Escursionismo', pl: 'Wędrówki', de: 'Wandern' } },
  cycling: { icon: 'bicycle', label: { nl: 'Fietsen', en: 'Cycling', es: 'Ciclismo', fr: 'Vélo', it: 'Ciclismo', pl: 'Rower', de: 'Radfahren' } },
  running: { icon: 'stopwatch', label: { nl: 'Hardlopen', en: 'Running', es: 'Correr', fr: 'Course à pied', it: 'Corsa', pl: 'Bieganie', de: 'Laufen' } },
  swimming: { icon: 'water', label: { nl: 'Zwemmen', en: 'Swimming', es: 'Natación', fr: 'Natation', it: 'Nuoto', pl: 'Pływanie', de: 'Schwimmen' } },
  yoga: { icon: 'person-arms-up', label: { nl: 'Yoga', en: 'Yoga', es: 'Yoga', fr: 'Yoga', it: 'Yoga', pl: 'Joga', de: 'Yoga' } },
  fashion: { icon: 'handbag', label: { nl: 'Mode', en: 'Fashion', es: 'Moda', fr: 'Mode', it: 'Moda', pl: 'Moda', de: 'Mode' } },
  wine: { icon: 'droplet-half', label: { nl: 'Wijn', en: 'Wine', es: 'Vino', fr: 'Vin', it: 'Vino', pl: 'Wino', de: 'Wein' } },
  coffee: { icon: 'cup-hot', label: { nl: 'Koffie', en: 'Coffee', es: 'Café', fr: 'Café', it: 'Caffè', pl: 'Kawa', de: 'Kaffee' } },
  dogs: { icon: 'person-walking', label: { nl: 'Honden', en: 'Dogs', es: 'Perros', fr: 'Chiens', it: 'Cani', pl: 'Psy', de: 'Hunde' } },
  cats: { icon: 'house-heart', label: { nl: 'Katten', en: 'Cats', es: 'Gatos', fr: 'Chats', it: 'Gatti', pl: 'Koty', de: 'Katzen' } },
  nature: { icon: 'tree', label: { nl: 'Natuur', en: 'Nature', es: 'Naturaleza', fr: 'Nature', it: 'Natura', pl: 'Natura', de: 'Natur' } },
  beach: { icon: 'umbrella', label: { nl: 'Strand', en: 'Beach', es: 'Playa', fr: 'Plage', it: 'Spiaggia', pl: 'Plaża', de: 'Strand' } },
  camping: { icon: 'fire', label: { nl: 'Kamperen', en: 'Camping', es: 'Camping', fr: 'Camping', it: 'Campeggio', pl: 'Biwakowanie', de: 'Camping' } },
  fishing: { icon: 'bucket', label: { nl: 'Vissen', en: 'Fishing', es: 'Pesca', fr: 'Pêche', it: 'Pesca', pl: 'Wędkarstwo', de: 'Angeln' } },
  football: { icon: 'trophy', label: { nl: 'Voetbal', en: 'Football', es: 'Fútbol', fr: 'Football', it: 'Calcio', pl: 'Piłka nożna', de: 'Fußball' } },
  tennis: { icon: 'dribbble', label: { nl: 'Tennis', en: 'Tennis', es: 'Tenis', fr: 'Tennis', it: 'Tennis', pl: 'Tenis', de: 'Tennis' } },
  golf: { icon: 'flag', label: { nl: 'Golf', en: 'Golf', es: 'Golf', fr: 'Golf', it: 'Golf', pl: 'Golf', de: 'Golf' } },
  skiing: { icon: 'snow', label: { nl: 'Skiën', en: 'Skiing', es: 'Esquí', fr: 'Ski', it: 'Sci', pl: 'Narciarstwo', de: 'Skifahren' } },
  sailing: { icon: 'wind', label: { nl: 'Zeilen', en: 'Sailing', es: 'Vela', fr: 'Voile', it: 'Vela', pl: 'Żeglarstwo', de: 'Segeln' } },
  cars: { icon: 'car-front', label: { nl: "Auto's", en: 'Cars', es: 'Coches', fr: 'Voitures', it: 'Auto', pl: 'Samochody', de: 'Autos' } },
  motorcycles: { icon: 'speedometer', label: { nl: 'Motoren', en: 'Motorcycles', es: 'Motos', fr: 'Moto', it: 'Moto', pl: 'Motocykle', de: 'Motorräder' } },
  technology: { icon: 'cpu', label: { nl: 'Technologie', en: 'Technology', es: 'Tecnología', fr: 'Technologie', it: 'Tecnologia', pl: 'Technologia', de: 'Technik' } },
  science: { icon: 'flask', label: { nl: 'Wetenschap', en: 'Science', es: 'Ciencia', fr: 'Sciences', it: 'Scienza', pl: 'Nauka', de: 'Wissenschaft' } },
  history: { icon: 'hourglass-split', label: { nl: 'Geschiedenis', en: 'History', es: 'Historia', fr: 'Histoire', it: 'Storia', pl: 'Historia', de: 'Geschichte' } },
  theatre: { icon: 'mask', label: { nl: 'Theater', en: 'Theatre', es: 'Teatro', fr: 'Théâtre', it: 'Teatro', pl: 'Teatr', de: 'Theater' } },
  concerts: { icon: 'speaker', label: { nl: 'Concerten', en: 'Concerts', es: 'Conciertos', fr: 'Concerts', it: 'Concerti', pl: 'Koncerty', de: 'Konzerte' } },
  festivals: { icon: 'ticket-perforated', label: { nl: 'Festivals', en: 'Festivals', es: 'Festivales', fr: 'Festivals', it: 'Festival', pl: 'Festiwale', de: 'Festivals' } },
  karaoke: { icon: 'mic', label: { nl: 'Karaoke', en: 'Karaoke', es: 'Karaoke', fr: 'Karaoké', it: 'Karaoke', pl: 'Karaoke', de: 'Karaoke' } },
  'board-games': { icon: 'dice-5', label: { nl: 'Bordspellen', en: 'Board games', es: 'Juegos de mesa', fr: 'Jeux de société', it: 'Giochi da tavolo', pl: 'Gry planszowe', de: 'Brettspiele' } },
  gardening: { icon: 'flower2', label: { nl: 'Tuinieren', en: 'Gardening', es: 'Jardinería', fr: 'Jardinage', it: 'Giardinaggio', pl: 'Ogrodnictwo', de: 'Gärtnern' } },
  diy: { icon: 'tools', label: { nl: 'Klussen', en: 'DIY', es: 'Bricolaje', fr: 'Bricolage', it: 'Fai da te', pl: 'Majsterkowanie', de: 'Heimwerken' } },
  volunteering: { icon: 'person-raised-hand', label: { nl: 'Vrijwilligerswerk', en: 'Volunteering', es: 'Voluntariado', fr: 'Bénévolat', it: 'Volontariato', pl: 'Wolontariat', de: 'Ehrenamt' } },
  spirituality: { icon: 'moon-stars', label: { nl: 'Spiritualiteit', en: 'Spirituality', es: 'Espiritualidad', fr: 'Spiritualité', it: 'Spiritualità', pl: 'Duchowość', de: 'Spiritualität' } },
  meditation: { icon: 'yin-yang', label: { nl: 'Meditatie', en: 'Meditation', es: 'Meditación', fr: 'Méditation', it: 'Meditazione', pl: 'Medytacja', de: 'Meditation' } },
  romance: { icon: 'arrow-through-heart', label: { nl: 'Romantiek', en: 'Romance', es: 'Romance', fr: 'Romantisme', it: 'Romanticismo', pl: 'Romantyzm', de: 'Romantik' } },
  cuddling: { icon: 'person-hearts', label: { nl: 'Knuffelen', en: 'Cuddling', es: 'Abrazos', fr: 'Câlins', it: 'Coccole', pl: 'Przytulanie', de: 'Kuscheln' } },
  'dining-out': { icon: 'fork-knife', label: { nl: 'Uit eten', en: 'Dining out', es: 'Salir a cenar', fr: 'Restaurants', it: 'Cene fuori', pl: 'Jedzenie na mieście', de: 'Essen gehen' } },
  shopping: { icon: 'bag', label: { nl: 'Shoppen', en: 'Shopping', es: 'Compras', fr: 'Shopping', it: 'Shopping', pl: 'Zakupy', de: 'Shoppen' } },
  sauna: { icon: 'thermometer-high', label: { nl: 'Sauna', en: 'Sauna', es: 'Sauna', fr: 'Sauna', it: 'Sauna', pl: 'Sauna', de: 'Sauna' } },
  series: { icon: 'tv', label: { nl: 'Series', en: 'TV series', es: 'Series', fr: 'Séries', it: 'Serie TV', pl: 'Seriale', de: 'Serien' } },
  tattoos: { icon: 'pen', label: { nl: 'Tatoeages', en: 'Tattoos', es: 'Tatuajes', fr: 'Tatouages', it: 'Tatuaggi', pl: 'Tatuaże', de: 'Tattoos' } },
};

export const INTERESTS: readonly Interest[] = Object.freeze(INTEREST_IDS.map((id) => ({ id, ...DEFS[id] })));

const BY_ID = new Map<string, Interest>(INTERESTS.map((i) => [i.id, i]));

export function interestById(id: string): Interest | undefined {
  return BY_ID.get(id);
}
