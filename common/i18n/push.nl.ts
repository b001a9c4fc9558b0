/** Web push, the offline page and the message toast, Dutch. */
export const pushNl = {
  'offline.title': 'Geen verbinding',
  'offline.text': 'Je bent offline. Zodra je weer verbinding hebt, gaat {siteName} verder waar je was.',
  'offline.retry': 'Opnieuw proberen',

  'push.prompt.title': 'Mis geen bericht',
  'push.prompt.text': 'Krijg een melding op dit apparaat als iemand je een bericht stuurt of je leuk vindt.',
  'push.prompt.enable': 'Aanzetten',
  'push.prompt.later': 'Niet nu',
  'push.prompt.failed': 'Meldingen aanzetten is niet gelukt. Probeer het later opnieuw.',
  'push.serviceUnreachable':
    'De pushdienst van je browser reageert niet, dus meldingen aanzetten lukt nu niet. Controleer je verbinding (sommige netwerken blokkeren pushmeldingen) en probeer het later opnieuw.',

  /** A push message the worker cannot read still shows a notification: the site's name and this line. */
  'push.fallback': 'Nieuwe melding',

  'push.toast.newMessage': 'Nieuw bericht van {name}',
  'push.toast.open': 'Bekijk het gesprek',
} as const;
