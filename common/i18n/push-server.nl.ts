/** The answers of `POST /api/user.php?push=1` (a device's push subscription). */
export const pushServerNl = {
  'push.subscriptionInvalid':
    'Deze inschrijving voor pushmeldingen is ongeldig. Zet meldingen op dit apparaat uit en weer aan.',
  'push.endpointNotAllowed':
    'Dit adres voor pushmeldingen accepteren we niet: alleen de pushdienst van je browser (https) is toegestaan.',
  'push.keysInvalid':
    'De sleutels van deze inschrijving voor pushmeldingen kloppen niet. Zet meldingen op dit apparaat uit en weer aan.',
};
