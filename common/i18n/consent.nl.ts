/** The campaign cookie's consent banner and the cookie page's choice (decision 055), Dutch. */
export const consentNl = {
  'consent.title': 'Cookie voor campagnes',
  'consent.text':
    'Je kwam binnen via de link van een partner of een campagne. Mogen we in een cookie onthouden welke campagne dat was, zodat de partner hoort dat een aanmelding via hem kwam? Het cookie bevat geen persoonsgegevens. Weigeren verandert niets aan wat je op de site kunt.',
  'consent.policy': 'Cookiebeleid',
  'consent.accept': 'Accepteren',
  'consent.refuse': 'Weigeren',
  'consent.failed': 'Je keuze is niet opgeslagen. Probeer het opnieuw.',
  'consent.choice.heading': 'Jouw keuze voor het campagnecookie',
  'consent.choice.yes': 'Je hebt het campagnecookie geaccepteerd.',
  'consent.choice.no': 'Je hebt het campagnecookie geweigerd.',
  'consent.choice.none': 'Je hebt nog geen keuze gemaakt. Zonder jouw toestemming plaatsen we het campagnecookie niet.',
  'consent.choice.saved': 'Je keuze is opgeslagen.',
} as const;
