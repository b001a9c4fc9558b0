/**
 * Dutch source: the notification settings (/notifications), the alert for e-mail
 * notifications that are off (product §2, §8) and the unsubscribe page of the mails' footer link.
 */
export const notificationsNl = {
  'nav.notifications': 'Meldingen',

  'notifications.title': 'Meldingen',
  'notifications.intro':
    'Kies waarover we je een e-mail of een pushmelding sturen. Een wijziging wordt meteen bewaard.',
  'notifications.listLabel': 'Soorten meldingen',
  'notifications.channel.email': 'E-mail',
  'notifications.channel.push': 'Push',
  'notifications.switch.email': '{category} per e-mail',
  'notifications.switch.push': '{category} als pushmelding',
  'notifications.emailOnly': 'Alleen per e-mail',
  'notifications.marketingOff': 'Staat uit tot je het zelf aanzet.',
  'notifications.saveFailed': 'Je wijziging is niet bewaard. Probeer het opnieuw.',
  'notifications.emailTo': 'E-mails gaan naar {email}.',
  'notifications.changeEmail': 'E-mailadres wijzigen',
  'notifications.settingsText': 'Kies welke e-mails en pushmeldingen je van ons krijgt.',
  'notifications.settingsLink': 'Meldingen instellen',

  'notifications.category.new_conversations': 'Nieuwe gesprekken',
  'notifications.category.new_conversations.description': 'Iemand stuurt je voor het eerst een bericht.',
  'notifications.category.new_conversations.topic': 'nieuwe gesprekken',
  'notifications.category.new_messages': 'Nieuwe berichten',
  'notifications.category.new_messages.description':
    'Een nieuw bericht in een gesprek, terwijl je niet op de site bent.',
  'notifications.category.new_messages.topic': 'nieuwe berichten',
  'notifications.category.like': 'Likes',
  'notifications.category.like.description': 'Iemand vindt je leuk, of jullie hebben een match.',
  'notifications.category.like.topic': 'nieuwe likes',
  'notifications.category.unread_message_reminders': 'Ongelezen berichten',
  'notifications.category.unread_message_reminders.description':
    'Een herinnering als een bericht na een dag nog ongelezen is.',
  'notifications.category.unread_message_reminders.topic': 'ongelezen berichten',
  'notifications.category.promotions': 'Aanbiedingen',
  'notifications.category.promotions.description': 'Kortingen en acties op credits en Premium.',
  'notifications.category.promotions.topic': 'aanbiedingen',
  'notifications.category.weekly_updates': 'Wekelijkse update',
  'notifications.category.weekly_updates.description': 'Eén keer per week de nieuwe leden bij jou in de buurt.',
  'notifications.category.weekly_updates.topic': 'de wekelijkse update',
  'notifications.category.news': 'Nieuws',
  'notifications.category.news.description': 'Nieuwe functies en nieuws van {siteName}.',
  'notifications.category.news.topic': 'nieuws van {siteName}',
  'notifications.category.reminders': 'Herinneringen',
  'notifications.category.reminders.description': 'Als je profiel nog niet af is of een aanbieding bijna afloopt.',
  'notifications.category.reminders.topic': 'herinneringen',

  'notifications.alert.label': 'Je e-mailmeldingen staan uit',
  'notifications.alert.bounce':
    'We konden onze e-mails niet bezorgen op {email}. Daarom sturen we je geen meldingen meer per e-mail.',
  'notifications.alert.fbl':
    'Je hebt een e-mail van ons als spam gemarkeerd, dus we sturen je geen meldingen meer per e-mail.',
  'notifications.alert.listunsubscribe': 'Je hebt je via je e-mailprogramma afgemeld voor e-mails over {topics}.',
  'notifications.alert.listunsubscribeSome':
    'Je hebt je via je e-mailprogramma afgemeld voor een deel van onze e-mails.',
  'notifications.alert.reenable': 'Meldingen weer aanzetten',
  'notifications.alert.changeEmail': 'E-mailadres wijzigen',
  'notifications.alert.reenabled': 'Je krijgt weer meldingen per e-mail.',

  'notifications.error.noChannel': 'Dit soort bericht sturen we alleen per e-mail, niet als pushmelding.',
  'notifications.error.badLink':
    'Deze afmeldlink klopt niet. Kopieer de hele link uit de e-mail, of log in en kies je meldingen bij Meldingen.',

  'unsubscribe.title': 'Afmelden',
  'unsubscribe.question': 'Afmelden voor e-mails over {topic}?',
  'unsubscribe.explain':
    'Je krijgt dan geen e-mails meer van {siteName} over {topic}. Je andere meldingen blijven zoals ze zijn.',
  'unsubscribe.confirm': 'Afmelden',
  'unsubscribe.done': 'Je bent afgemeld',
  'unsubscribe.doneText': 'Je krijgt geen e-mails meer van {siteName} over {topic}. Je kunt dit altijd weer aanzetten.',
  'unsubscribe.manage': 'Naar je meldingen',
  'unsubscribe.invalidTitle': 'Deze afmeldlink werkt niet',
  'unsubscribe.tooMany': 'Te veel verzoeken, wacht even en probeer het opnieuw.',
  'notifications.device.title': 'Pushmeldingen op dit apparaat',
  'notifications.device.text':
    'Zet dit aan om de pushmeldingen die je hierboven kiest op dit apparaat te krijgen, ook als de site niet open is.',
  'notifications.device.blocked':
    'Je browser blokkeert meldingen van deze site. Sta meldingen toe in de instellingen van je browser (het slotje naast het adres) en kom dan terug.',
  'notifications.device.unsupported':
    'Deze browser kan geen pushmeldingen ontvangen. Op een iPhone werkt het als je de site eerst aan je beginscherm toevoegt.',
  'notifications.device.notAllowed': 'Je hebt geen toestemming gegeven, dus pushmeldingen blijven uit op dit apparaat.',
  'notifications.device.label': 'Pushmeldingen op dit apparaat',
} as const;
