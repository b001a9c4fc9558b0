/** The staff console's campaign push fields (decision 052), Dutch. */
export const campaignPushNl = {
  'staff.campaigns.push.legend': 'Ook als pushbericht (optioneel)',
  'staff.campaigns.push.help':
    'Gaat naar leden die deze soort per push willen en een apparaat hebben aangemeld; opent de eerste link van de tekst. Nieuws heeft geen push.',
  'staff.campaigns.push.title': 'Titel van de push',
  'staff.campaigns.push.body': 'Pushbericht',
  'staff.campaigns.push.figures': '{pushed} per push',
} as const;
