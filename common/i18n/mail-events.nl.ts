/** The answers of the mail provider intake (`POST /api/mail-events.php`): read by site owners setting it up. */
export const mailEventsNl = {
  'mailEvents.unauthorized': 'Geen toegang: het geheim (MAIL_EVENTS_SECRET) ontbreekt of klopt niet.',
  'mailEvents.invalid': 'Dit is geen melding die we kunnen lezen: {details}',
  'mailEvents.snsHost':
    'Deze bevestigingslink is niet van Amazon SNS (https://sns.<regio>.amazonaws.com) en wordt niet geopend.',
  'mailEvents.snsFailed': 'De inschrijving bij Amazon SNS kon niet worden bevestigd. Probeer het later opnieuw.',
} as const;
