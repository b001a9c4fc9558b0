/** Texts of the e-mails the site sends (Dutch source). Plain text: the renderer escapes them for HTML. */
export const mailNl = {
  // Shared by every mail
  'mail.common.greeting': 'Hoi {name},',
  'mail.common.linkFallback': 'Werkt de knop niet? Kopieer dan deze link en plak hem in je browser:',
  'mail.common.notYou': 'Heb je dit niet zelf gedaan? Dan kun je deze e-mail gewoon negeren.',
  'mail.common.signoff': 'Groetjes,',
  'mail.common.team': 'Het team van {siteName}',
  'mail.common.help': 'Vragen? Mail ons op {supportEmail}.',
  'mail.common.reason': 'Je ontvangt deze e-mail omdat je je hebt aangemeld bij {domain}.',

  // Activation after signup
  'mail.activation.subject': 'Bevestig je e-mailadres voor {siteName}',
  'mail.activation.preheader': 'Nog één klik en je account bij {siteName} is actief.',
  'mail.activation.intro':
    'Leuk dat je je hebt aangemeld bij {siteName}! Bevestig je e-mailadres om je account te activeren. Daarna kun je meteen leden zoeken, liken en chatten.',
  'mail.activation.button': 'Activeer mijn account',

  // Password reset
  'mail.password_reset.subject': 'Nieuw wachtwoord instellen voor {siteName}',
  'mail.password_reset.preheader': 'Stel met deze link een nieuw wachtwoord in.',
  'mail.password_reset.intro':
    'We kregen een verzoek om het wachtwoord van je account bij {siteName} opnieuw in te stellen. Klik op de knop om een nieuw wachtwoord te kiezen.',
  'mail.password_reset.validity':
    'De link is {validMinutes, plural, one {# minuut} other {# minuten}} geldig en werkt maar één keer.',
  'mail.password_reset.button': 'Nieuw wachtwoord instellen',
  'mail.password_reset.notYou':
    'Heb je geen nieuw wachtwoord aangevraagd? Dan hoef je niets te doen: je huidige wachtwoord blijft gewoon werken.',

  // Change of e-mail address (sent to the new address)
  'mail.email_change.subject': 'Bevestig je nieuwe e-mailadres voor {siteName}',
  'mail.email_change.preheader': 'Bevestig dat {newEmail} je nieuwe e-mailadres is.',
  'mail.email_change.intro':
    'Je hebt gevraagd om het e-mailadres van je account bij {siteName} te wijzigen in {newEmail}. Klik op de knop om dit nieuwe adres te bevestigen. Tot die tijd blijft je oude adres in gebruik.',
  'mail.email_change.button': 'Bevestig mijn nieuwe e-mailadres',

  // Welcome after activation
  'mail.directdebit_code.subject': 'Je code voor automatische incasso bij {siteName}: {code}',
  'mail.directdebit_code.preheader': 'Vul deze code in op het incassoformulier.',
  'mail.directdebit_code.intro':
    'Je code om te betalen met automatische incasso is {code}. Vul hem in op het formulier om je bestelling te bevestigen.',
  'mail.directdebit_code.button': 'Naar het incassoformulier',
  'mail.directdebit_code.validity': 'De code is {validMinutes} minuten geldig.',
  'mail.directdebit_code.notYou':
    'Heb jij dit niet aangevraagd? Dan kun je deze e-mail negeren; er wordt niets afgeschreven.',
  'mail.welcome.subject': 'Welkom bij {siteName}!',
  'mail.welcome.preheader': 'Je account is actief. Tijd om leden te ontmoeten!',
  'mail.welcome.intro':
    'Je account bij {siteName} is actief! Met deze drie stappen val je meer op en maak je sneller contact:',
  'mail.welcome.button': 'Naar {siteName}',
  // A moderator's warning after a report
  'mail.warning.subject': 'Een waarschuwing van {siteName}',
  'mail.warning.preheader': 'We hebben een melding over je ontvangen en bekeken.',
  'mail.warning.intro':
    'Een ander lid heeft je gemeld, en ons team heeft de melding bekeken. Het ging om: {category}. Dat past niet bij de huisregels van {siteName}. Zie dit als een waarschuwing: lees de regels nog eens na en houd je eraan.',
  'mail.warning.button': 'Lees de huisregels',
  'mail.warning.after': 'Krijgen we opnieuw zo’n melding, dan kunnen we je account schorsen of blokkeren.',
  // Statements of reasons after a report (EU DSA art. 17), and the reporter's answer (art. 16(5))
  'mail.account_suspended.subject': 'Je account op {siteName} is geschorst tot {until}',
  'mail.account_suspended.preheader': 'Wat we besloten hebben, waarom, en hoe je bezwaar maakt.',
  'mail.account_suspended.intro':
    'Een ander lid heeft je gemeld, en ons team heeft de melding bekeken. Het ging om: {category}. Dat is in strijd met de huisregels van {siteName}.',
  'mail.account_suspended.decision':
    'Daarom is je account geschorst tot {until}. Tot dan kun je niet inloggen en ziet niemand je profiel; daarna kun je weer gewoon inloggen. Je gesprekken en credits blijven bewaard.',
  'mail.account_suspended.button': 'Lees de huisregels',
  'mail.account_banned.subject': 'Je account op {siteName} is geblokkeerd',
  'mail.account_banned.preheader': 'Wat we besloten hebben, waarom, en hoe je bezwaar maakt.',
  'mail.account_banned.intro':
    'Een ander lid heeft je gemeld, en ons team heeft de melding bekeken. Het ging om: {category}. Dat is in strijd met de huisregels van {siteName}.',
  'mail.account_banned.decision':
    'Daarom is je account geblokkeerd: je kunt niet meer inloggen en niemand ziet je profiel nog. De blokkering geldt tot een medewerker haar opheft.',
  'mail.account_banned.button': 'Lees de huisregels',
  'mail.restriction.byPerson':
    'Dit besluit is genomen door een medewerker die de melding heeft bekeken, niet automatisch.',
  'mail.restriction.objection':
    'Ben je het er niet mee eens? Maak dan binnen zes maanden bezwaar; inloggen is daarvoor niet nodig. Een andere medewerker dan wie het besluit nam bekijkt je bezwaar, en je hoort de uitkomst per e-mail. Je kunt ook naar een erkende instantie voor geschilbeslechting buiten de rechter, of naar de rechter.',
  'mail.report_handled.subject': 'Je melding bij {siteName} is afgehandeld',
  'mail.report_handled.preheader': 'Bedankt dat je het ons liet weten.',
  'mail.report_handled.intro': 'Je hebt een ander lid gemeld ({category}). Ons team heeft je melding bekeken.',
  'mail.report_handled.actioned':
    'We hebben maatregelen genomen op grond van onze huisregels. Wat precies, delen we niet: dat gaat alleen het andere lid aan.',
  'mail.report_handled.dismissed':
    'We hebben geen overtreding van onze huisregels gevonden, dus we nemen geen maatregelen. Zie je opnieuw iets wat niet klopt, meld het dan gerust weer.',
  'mail.report_handled.after': 'Wil je het andere lid niet meer zien? Blokkeer het dan via zijn of haar profiel.',
  'mail.report_handled.button': 'Naar {siteName}',

  // Shared by the notification mails: why they came, and the way out
  'mail.common.unsubscribe': 'Afmelden voor deze e-mails',
  'mail.common.preferences': 'Meldingen instellen',
  'mail.common.photoAlt': 'Foto van {name}',
  'mail.common.age': '{age} jaar',
  'mail.common.viewProfile': 'Bekijk profiel',
  'mail.common.privacy': 'Voor je privacy staat de inhoud van berichten nooit in onze e-mails.',

  // Someone started a conversation (discreet: no message text, not even in the subject)
  'mail.new_conversation.subject': 'Iemand heeft je een bericht gestuurd op {siteName}',
  'mail.new_conversation.preheader': 'Er staat een nieuw gesprek voor je klaar.',
  'mail.new_conversation.intro':
    '{senderName} heeft een gesprek met je gestart. Benieuwd wat er staat? Lees het bericht op {siteName} en stuur iets terug.',
  'mail.new_conversation.button': 'Lees het bericht',
  'mail.new_conversation.reason': 'Je krijgt deze e-mail omdat je meldingen voor nieuwe gesprekken aan hebt staan.',

  // More messages in a conversation
  'mail.new_messages.subject': '{count, plural, one {Een nieuw bericht} other {# nieuwe berichten}} op {siteName}',
  'mail.new_messages.preheader': '{count, plural, one {# nieuw bericht} other {# nieuwe berichten}} van {senderName}',
  'mail.new_messages.intro':
    'Je hebt {count, plural, one {# nieuw bericht} other {# nieuwe berichten}} van {senderName}. Lees {count, plural, one {het} other {ze}} op {siteName} en laat snel iets van je horen.',
  'mail.new_messages.button': '{count, plural, one {Lees het bericht} other {Lees de berichten}}',
  'mail.new_messages.reason': 'Je krijgt deze e-mail omdat je meldingen voor nieuwe berichten aan hebt staan.',

  // Someone liked the member
  'mail.like.subject': 'Iemand vindt je leuk op {siteName}',
  'mail.like.preheader': '{likerName} heeft je geliket.',
  'mail.like.intro':
    '{likerName} vindt je leuk! Bekijk het profiel: vind jij {likerName} ook leuk, like dan terug en jullie hebben een match.',
  'mail.like.button': 'Bekijk wie jou leuk vindt',
  'mail.like.reason': 'Je krijgt deze e-mail omdat je meldingen voor likes aan hebt staan.',

  // Messages left unread for a while
  'mail.unread_reminder.subject':
    'Je hebt {unreadCount, plural, one {een ongelezen bericht} other {# ongelezen berichten}} op {siteName}',
  'mail.unread_reminder.preheader':
    '{unreadCount, plural, one {Er wacht nog een bericht} other {Er wachten nog # berichten}} op je.',
  'mail.unread_reminder.intro':
    '{unreadCount, plural, one {Er wacht nog # ongelezen bericht} other {Er wachten nog # ongelezen berichten}} op je, van {senders}. Laat ze niet te lang wachten!',
  'mail.unread_reminder.introNoSenders':
    '{unreadCount, plural, one {Er wacht nog # ongelezen bericht} other {Er wachten nog # ongelezen berichten}} op je. Laat ze niet te lang wachten!',
  'mail.unread_reminder.others': '{count, plural, one {# ander} other {# anderen}}',
  'mail.unread_reminder.button': 'Lees je berichten',
  'mail.unread_reminder.reason': 'Je krijgt deze e-mail omdat je herinneringen aan ongelezen berichten aan hebt staan.',

  // The weekly update with members
  'mail.weekly_update.subject': 'Je wekelijkse update van {siteName}',
  'mail.weekly_update.preheader': 'Leden die je deze week misschien leuk vindt.',
  'mail.weekly_update.intro':
    'Dit zijn een paar leden die je deze week misschien leuk vindt. Zit er iemand tussen? Stuur een like of een berichtje!',
  'mail.weekly_update.introEmpty': 'Kijk deze week weer eens rond op {siteName}: er zijn vast leden die je leuk vindt.',
  'mail.weekly_update.button': 'Bekijk meer leden',
  'mail.weekly_update.reason': 'Je krijgt deze e-mail omdat je de wekelijkse update aan hebt staan.',
  // Campaigns (decision 052): why the mail came, per the preference it honours
  'mail.campaign.reason.promotions': 'Je krijgt deze e-mail omdat je aanbiedingen van {siteName} aan hebt staan.',
  'mail.campaign.reason.news': 'Je krijgt deze e-mail omdat je nieuws van {siteName} aan hebt staan.',
  'mail.campaign.reason.reminders': 'Je krijgt deze e-mail omdat je herinneringen van {siteName} aan hebt staan.',

  // Welcome after activation: the first steps
  'mail.welcome.step1': 'Zet een duidelijke foto van jezelf op je profiel.',
  'mail.welcome.step2': 'Vertel in een paar woorden wie je bent en wat je zoekt.',
  'mail.welcome.step3': 'Zoek leden bij jou in de buurt, like ze en stuur een berichtje.',

  // The direct debit code as a box
  'mail.directdebit_code.codeLabel': 'Je code',

  // A purchase receipt (the amount includes VAT; refund per the site's refund_days and return policy)
  'mail.receipt.subject': 'Je betaalbewijs van {siteName} (bestelling {orderId})',
  'mail.receipt.preheader': '{description} voor {amount}: bedankt voor je aankoop.',
  'mail.receipt.intro':
    'Bedankt voor je aankoop! Je betaling is binnen en {credits, plural, one {# credit staat} other {# credits staan}} op je account.',
  'mail.receipt.order': 'Bestelnummer',
  'mail.receipt.date': 'Datum',
  'mail.receipt.product': 'Product',
  'mail.receipt.total': 'Totaal',
  'mail.receipt.vat': 'waarvan btw {vatRate}: {vatAmount}',
  'mail.receipt.button': 'Bekijk je bestellingen',
  'mail.receipt.refund':
    '{refundDays, plural, =0 {Een bestelling kan na betaling niet worden geannuleerd.} one {Spijt van je aankoop? Binnen # dag na aankoop kun je je geld terugvragen voor de credits die je nog niet hebt gebruikt. Mail ons daarvoor op {supportEmail} met je bestelnummer.} other {Spijt van je aankoop? Binnen # dagen na aankoop kun je je geld terugvragen voor de credits die je nog niet hebt gebruikt. Mail ons daarvoor op {supportEmail} met je bestelnummer.}}',
  'mail.receipt.after': 'Bewaar deze e-mail als bewijs van je betaling.',
} as const;
