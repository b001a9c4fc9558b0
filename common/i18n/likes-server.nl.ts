/** Messages of the likes, swipe game and match finder endpoints. */
export const likesServerNl = {
  'likes.self': 'Je kunt jezelf niet liken.',
  'likes.confirmFirst': 'Bevestig eerst je e-mailadres; daarna kun je leden liken.',
  'likes.blocked': 'Je hebt dit lid geblokkeerd. Deblokkeer eerst om een like te geven.',
  'likes.swipeLimit':
    'Je hebt je {limit} likes van vandaag gegeven. Over {hours} uur en {minutes, plural, one {# minuut} other {# minuten}} kun je weer liken.',
  'likes.swipeLimit.hours': 'Je hebt je {limit} likes van vandaag gegeven. Over {hours} uur kun je weer liken.',
  'likes.swipeLimit.minutes':
    'Je hebt je {limit} likes van vandaag gegeven. Over {minutes, plural, one {# minuut} other {# minuten}} kun je weer liken.',
  'likes.matchFinder.invalidAge': 'Kies een leeftijd: 18-35, 35+ of geen voorkeur.',
  'likes.matchFinder.invalidAppearance': 'Kies waarvoor ze hier zijn: daten, avontuur of geen voorkeur.',
  'likes.matchFinder.invalidRace': 'Kies een woonland: mijn land, een ander land of geen voorkeur.',
} as const;
