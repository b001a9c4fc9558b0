/**
 * Texts of the eleven landers (product §2 `/landers/*`, decision 054), Dutch source: what each page
 * shows beside the title and text of `lander.<name>.*`, and the console's lander video (staff keys).
 */
export const landersNl = {
  'landers.signup.title': 'Meld je gratis aan',
  'landers.signup.intro': 'Binnen een minuut klaar, zonder creditcard.',
  'landers.photos.label': 'Een greep uit de leden',
  'landers.photoAlt': 'Foto van {name}, {age}',
  'landers.toSignup': 'Naar de aanmelding',

  'landers.adultonly.point1': 'Alleen voor volwassenen van {minAge} jaar en ouder',
  'landers.adultonly.point2': 'Je profiel zien alleen leden die zelf ook zijn aangemeld',
  'landers.adultonly.point3': 'Foto’s worden eerst door ons bekeken',

  'landers.swipe.label': 'Probeer het swipen',
  'landers.swipe.hint': 'Veeg, gebruik de pijltjestoetsen of de knoppen.',
  'landers.swipe.done.title': 'Zin in meer?',
  'landers.swipe.done.text': 'Maak gratis een account om echt te liken en te chatten.',

  'landers.whoneedsstrings.point1': 'Geen verplichtingen',
  'landers.whoneedsstrings.point2': 'Geen gedoe',
  'landers.whoneedsstrings.point3': 'Wel spanning',

  'landers.alonetonight.heading': 'Nu online',
  'landers.alonetonight.nobody': 'Straks komen er weer leden online. Meld je alvast aan.',

  'landers.gallery.heading': 'Nieuwste profielen',
  'landers.gallery.more': 'Meld je aan om alle profielen te zien',

  'landers.icons.heading': 'Wat je hier kunt doen',
  'landers.icons.chat.title': 'Chatten',
  'landers.icons.chat.text': 'Stuur berichten aan wie je leuk vindt.',
  'landers.icons.likes.title': 'Liken',
  'landers.icons.likes.text': 'Laat weten dat je iemand ziet zitten.',
  'landers.icons.match.title': 'Matchen',
  'landers.icons.match.text': 'Vinden jullie elkaar leuk? Dan is het een match.',
  'landers.icons.gifts.title': 'Cadeautjes',
  'landers.icons.gifts.text': 'Verras iemand met een klein cadeau.',
  'landers.icons.nearby.title': 'In de buurt',
  'landers.icons.nearby.text': 'Zoek leden op afstand en regio.',
  'landers.icons.private.title': 'Onzichtbaar',
  'landers.icons.private.text': 'Kijk rond zonder dat anderen je zien.',

  'landers.map.heading': 'Leden per {label}',
  'landers.map.title': 'Kaart met het aantal leden per {label}',
  'landers.map.count': '{count}+ leden',
  'landers.map.few': 'een handvol leden',
  'landers.map.note': 'Aantallen zijn naar beneden afgerond en tonen nooit een plaats of een persoon.',

  'landers.social.heading': 'Wie er nu actief is',
  'landers.social.member': '{name}, {age}',
  'landers.social.online': 'Nu online',
  'landers.social.recent': 'Onlangs actief',
  'landers.social.like': '{name} liken',
  'landers.social.message': '{name} een bericht sturen',

  'landers.transitions.label': 'Leden in beeld',

  'landers.video.label': 'Video van {siteName}',
  'landers.video.captions': 'Ondertiteling',

  // The console's lander video (/staff/sites, decision 054): staff texts, Dutch and English only.
  'staff.landerMedia.title': 'Video voor de landers',
  'staff.landerMedia.help':
    'Een korte video (MP4 of WebM, hoogstens {mb} MB) voor de landers video en transitionsvideolanding, met een posterfoto en eventueel ondertiteling (WebVTT). Zonder video tonen ze de poster of de foto’s van leden.',
  'staff.landerMedia.lander_video': 'Video',
  'staff.landerMedia.lander_poster': 'Posterfoto',
  'staff.landerMedia.lander_captions': 'Ondertiteling (WebVTT)',
  'staff.landerMedia.none': 'Nog niets geüpload.',
  'staff.landerMedia.upload': 'Uploaden',
  'staff.landerMedia.remove': 'Verwijderen',
  'staff.landerMedia.uploaded': 'Opgeslagen.',
  'staff.landerMedia.removed': 'Verwijderd.',
  'staff.landerMedia.tooBig': 'Dit bestand is te groot: hoogstens {mb} MB.',
  'staff.landerMedia.notVideo': 'Dit is geen MP4- of WebM-video.',
  'staff.landerMedia.notCaptions': 'Dit is geen WebVTT-bestand (de eerste regel moet WEBVTT zijn).',
} as const;
