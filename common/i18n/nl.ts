/**
 * The Dutch catalogue: the source language of the product. Texts quoted in the spec (§5, §8) stand
 * here verbatim, typos included ('geannuleeerd'), because members and tests see exactly these.
 * ICU message syntax: {name}, {count, plural, one {…} other {…}}.
 */
import { mailNl } from './mail.nl.ts';
import { signupNl } from './signup.nl.ts';
import { accountNl } from './account.nl.ts';
import { profileNl } from './profile.nl.ts';
import { membersNl } from './members.nl.ts';
import { myprofileNl } from './myprofile.nl.ts';
import { swipeNl } from './swipe.nl.ts';
import { landersNl } from './landers.nl.ts';
import { likesNl } from './likes.nl.ts';
import { likesServerNl } from './likes-server.nl.ts';
import { notifyServerNl } from './notify-server.nl.ts';
import { chatServerNl } from './chat-server.nl.ts';
import { chatNl } from './chat.nl.ts';
import { discountNl } from './discount.nl.ts';
import { paymentsServerNl } from './payments-server.nl.ts';
import { moderationNl } from './moderation.nl.ts';
import { paymentsNl } from './payments.nl.ts';
import { staffNl } from './staff.nl.ts';
import { staffReportsNl } from './staff-reports.nl.ts';
import { appealsNl } from './appeals.nl.ts';
import { staffCareNl } from './staff-care.nl.ts';
import { deletionNl } from './deletion.nl.ts';
import { photoInspectionNl } from './photo-inspection.nl.ts';
import { accountDataNl } from './account-data.nl.ts';
import { pushServerNl } from './push-server.nl.ts';
import { mailEventsNl } from './mail-events.nl.ts';
import { pushNl } from './push.nl.ts';
import { consentNl } from './consent.nl.ts';
import { campaignPushNl } from './campaign-push.nl.ts';
import { notificationsNl } from './notifications.nl.ts';
import { siteAssetsNl } from './site-assets.nl.ts';
import { siteAdminNl } from './site-admin.nl.ts';
import { operatorNl } from './operator.nl.ts';
import { personasNl } from './personas.nl.ts';
import { numbersNl } from './numbers.nl.ts';

export const nl = {
  ...mailNl,
  ...signupNl,
  ...accountNl,
  ...profileNl,
  ...membersNl,
  ...myprofileNl,
  ...swipeNl,
  ...landersNl,
  ...likesNl,
  ...likesServerNl,
  ...notifyServerNl,
  ...chatServerNl,
  ...chatNl,
  ...discountNl,
  ...paymentsServerNl,
  ...moderationNl,
  ...paymentsNl,
  ...staffNl,
  ...staffReportsNl,
  ...appealsNl,
  ...staffCareNl,
  ...deletionNl,
  ...photoInspectionNl,
  ...accountDataNl,
  ...pushServerNl,
  ...mailEventsNl,
  ...pushNl,
  ...consentNl,
  ...campaignPushNl,
  ...notificationsNl,
  ...siteAssetsNl,
  ...siteAdminNl,
  ...operatorNl,
  ...personasNl,
  ...numbersNl,
  // Site-wide
  'site.adultsOnly': 'Alleen voor volwassenen (18+)',
  'site.warningsHeader':
    'Deze site bevat erotische inhoud en is alleen bedoeld voor volwassenen van {minAge} jaar en ouder.',
  'site.fictionalPlural': 'fictieve profielen',
  'site.disclaimer':
    '{siteName} is een datingsite voor volwassenen. Op deze site kunnen {fictionalPlural} voorkomen: profielen die door de site worden beheerd voor entertainment. Met deze profielen kun je niet fysiek afspreken.',
  'site.usOnlyFooter':
    '18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement: all persons depicted were at least 18 years of age.',
  'site.skipToContent': 'Naar de inhoud',
  'site.loading': 'Bezig met laden…',

  // Navigation and top bar
  'nav.home': 'Home',
  'nav.login': 'Inloggen',
  'nav.signup': 'Gratis aanmelden',
  'nav.searchMembers': 'Leden zoeken',
  'nav.messages': 'Berichten',
  'nav.likes': 'Likes',
  'nav.credits': 'Credits',
  'nav.getPremium': 'Word Premium',
  'nav.myProfile': 'Mijn profiel',
  'nav.settings': 'Instellingen',
  'nav.discover': 'Ontdekken',
  'nav.swipeGame': 'Swipespel',
  'nav.matchFinder': 'Match finder',
  'nav.logout': 'Uitloggen',
  'nav.back': 'Terug',
  'nav.menu': 'Menu',
  'nav.account': 'Account',
  'nav.language': 'Taal',
  'nav.unreadMessages': '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}',
  'nav.newLikes': '{count, plural, one {# nieuwe like} other {# nieuwe likes}}',
  'nav.creditsLeft': '{count, plural, one {nog # credit} other {nog # credits}}',
  'nav.mainNavigation': 'Hoofdnavigatie',

  // Footer
  'footer.terms': 'Algemene voorwaarden',
  'footer.privacy': 'Privacy',
  'footer.cookies': 'Cookies',
  'footer.ban': 'Blokkeringsbeleid',
  'footer.pricing': 'Prijzen',
  'footer.complaints': 'Klachten',
  'footer.returnPolicy': 'Retourbeleid',
  'footer.faq': 'Veelgestelde vragen',
  'footer.support': 'Klantenservice',
  'footer.company': '{companyName}, {address}, {city} · KvK {kvk}',
  'footer.copyright': '© {year} {siteName}. Alle rechten voorbehouden.',
  'footer.links': 'Voettekstlinks',

  // Site-entry warning (product §2)
  'entry.title': 'Alleen voor volwassenen',
  'entry.body':
    'Deze website bevat inhoud voor volwassenen. Je mag deze site alleen bezoeken als je {minAge} jaar of ouder bent en als het bekijken van zulke inhoud in jouw land is toegestaan.',
  'entry.confirm': 'Ik ben {minAge} jaar of ouder',
  'entry.leave': 'Verlaten',

  'entry.memberHeading': '{name}, {age}',
  'entry.memberPhotoAlt': 'Foto van {name}',
  'entry.signupIntro': 'Meld je gratis aan en stuur {name} meteen een eerste bericht.',
  'entry.landingText':
    '{name} zit op {siteName}. Meld je gratis aan om het hele profiel te zien en een bericht te sturen.',
  'entry.chatTeaser': '{name} is in voor een gesprek. Stuur als eerste een bericht!',
  'entry.cta': 'Stuur {name} een bericht',
  'entry.free': 'Aanmelden is gratis en duurt een minuut.',

  // Home
  'home.heroTitle': 'Ontmoet singles bij jou in de buurt',
  'home.heroText': 'Maak gratis een profiel, zoek leden, like en chat. Vandaag nog een klik?',
  'home.cta': 'Meld je gratis aan',
  'home.loginCta': 'Ik heb al een account',
  'home.newMembers': 'Nieuwe leden',
  'home.onlineNow': 'Nu online',
  'home.stepsTitle': 'Zo werkt het',
  'home.step1Title': 'Gratis aanmelden',
  'home.step1Text': 'Maak in een minuut een profiel met foto, interesses en woonplaats.',
  'home.step2Title': 'Zoeken en liken',
  'home.step2Text': 'Vind leden bij jou in de buurt. Liken jullie elkaar, dan is het een match.',
  'home.step3Title': 'Chatten',
  'home.step3Text': "Stuur privéberichten, foto's en cadeautjes met credits.",
  'home.memberCount': '{count, plural, one {# lid} other {# leden}}',
  'home.viewProfile': 'Bekijk het profiel van {name}',
  'home.ageAndPlace': '{age} jaar · {place}',
  'home.online': 'Online',

  // Errors (product §8)
  'error.notFound': 'Pagina niet gevonden',
  'error.notFoundHint': 'De pagina die je zoekt bestaat niet (meer).',
  'error.backHome': 'Terug naar de homepage',
  // A short link (product §2 `{token}`) past its date (decision 051).
  'error.linkExpired': 'Deze link is verlopen',
  'error.linkExpiredHint': 'De link die je volgde is niet meer geldig. Op de homepage vind je alles terug.',
  'error.general': 'Er is een fout opgetreden, probeer het later opnieuw.',
  'error.status': 'Fout {status}',
  'error.fallback': 'Er is een fout opgetreden bij het tonen van de foutpagina.',
  'error.invalidInput': 'Controleer je invoer: {details}',
  'error.invalidCharacter': 'Je invoer bevat een ongeldig teken.',
  'error.bodyTooLarge': 'Controleer je invoer: wat je stuurt is te groot.',
  'error.tooManyRequests': 'Te veel verzoeken, wacht even en probeer het opnieuw.',
  'error.unavailable': 'Het is even erg druk. Probeer het over een paar seconden opnieuw.',
  'error.authenticationRequired': 'Log in om verder te gaan.',
  'error.forbidden': 'Dit mag je niet doen.',
  'error.unknownSite': 'Deze website is hier niet bekend.',
  'error.noSite': 'Er is hier nog geen website ingesteld.',
  'error.siteUnavailable': 'Deze website is op dit moment niet beschikbaar.',
  'error.noSiteOwner': 'Voor de beheerder: maak de site aan met {command} (docs/deploy.md, «First start»).',
  'error.unknownEndpoint': 'Deze API-aanroep bestaat niet.',
  'error.offlineTitle': 'Geen verbinding',
  'error.offlineText':
    'Deze pagina kon niet laden omdat de verbinding weg is. Zodra je weer online bent, laden we hem opnieuw.',
  'error.retry': 'Opnieuw proberen',
  'error.reload': 'Pagina opnieuw laden',

  // Language choice
  'lang.title': 'Taal en land',
  'lang.intro': 'Kies de taal waarin je {siteName} wilt gebruiken.',
  'lang.country': 'Land',
  'lang.language': 'Taal',
  'lang.save': 'Opslaan',
  'lang.saved': 'Je taalkeuze is opgeslagen.',
  'lang.name.nl': 'Nederlands',
  'lang.name.en': 'English',
  'lang.name.es': 'Español',
  'lang.name.fr': 'Français',
  'lang.name.it': 'Italiano',
  'lang.name.pl': 'Polski',
  'lang.name.de': 'Deutsch',

  // Static pages
  'pages.lastUpdated': 'Laatst bijgewerkt: {date}',
  'pages.contactUs': 'Vragen? Mail ons via {email}.',

  // Product §5 validation texts (used by the account issues; kept with the source texts)
  'validation.nameIsEmail': 'Je profielnaam moet anders zijn dan je e-mailadres.',
  'validation.nameAt': 'Je profielnaam mag niet met @ beginnen.',
  'validation.dobRequired': 'Vul uw geboortedatum in ({min_age}+ jaar)',
  'validation.dobInvalid': 'Ongeldige geboortedatum.',
  'validation.emailInvalid': 'Ongeldige e-mail',
  'validation.newEmailInvalid': 'Nieuw e-mailadres invalide.',
  'validation.emailTaken': 'Dit e-mailadres heeft al een account op deze site.',
  'validation.emailNotFound': 'E-mailadres niet gevonden',
  'validation.passwordsDiffer': 'De opgegeven wachtwoorden zijn niet gelijk.',
  'validation.oldPasswordWrong': 'Controleer je oude wachtwoord.',
  'validation.codeNotFound': 'Code niet gevonden',
  'validation.codeUsed': 'Code reeds gebruikt',

  'validation.nameRequired': 'Vul een profielnaam in.',
  'validation.nameLength': 'Je profielnaam moet {min} tot {max} tekens lang zijn.',
  'validation.passwordLength': 'Je wachtwoord moet {min} tot {max} tekens lang zijn.',
  'signup.closed': 'Aanmelden is op dit moment niet mogelijk.',
  'signup.inviteInvalid': 'Aanmelden kan alleen met een geldige uitnodigingscode.',
  'signup.existingAccount': 'Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord.',
  'activation.tooManyResends':
    'Je hebt de activatiemail al een paar keer opnieuw laten sturen. Probeer het over een uur nog eens.',
  'activation.notConfirmed': 'Bevestig eerst je e-mailadres.',
  'mail.tooManyChanges': 'Je hebt je e-mailadres al een paar keer willen wijzigen. Probeer het over een uur nog eens.',
  'mail.tooManyToAddress': 'Er zijn vandaag al genoeg e-mails naar dit adres gestuurd. Probeer het morgen nog eens.',
  'error.clientHeaderMissing': 'Dit verzoek is geweigerd.',

  // Product §8 error catalogue
  'auth.loginFailed': 'Login mislukt, probeer opnieuw',
  'auth.lockedOut': 'Te veel foute pogingen, account voor {minutes} min geblokkeerd.',
  'auth.tooManyResetMails': 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
  'auth.resetLinkInvalid': 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  'auth.activationFailed': 'Activeren mislukt',
  'payment.failed': 'De betaling is mislukt of geannuleeerd.',
  'chat.insufficientCredits': 'Je hebt onvoldoende credits om dit bericht te versturen aan {name}',
  'chat.fictionalDisclosure':
    'Dit is een fictief profiel van de site. Bevestig eerst dat je dat weet en wat een bericht kost.',

  // Landing pages (product §2 /landers/*): what each one says is ours to design
  'lander.adultonly.title': 'Alleen voor volwassenen: spannende contacten bij jou in de buurt',
  'lander.adultonly.text': 'Discreet, anoniem en gratis aanmelden. Ontdek wie er in jouw regio online is.',
  'lander.tinderswipe.title': 'Swipe, like en match',
  'lander.tinderswipe.text':
    'Like wie je leuk vindt. Liken jullie elkaar? Dan is het een match en kun je meteen chatten.',
  'lander.whoneedsstrings.title': 'Wie heeft er verplichtingen nodig?',
  'lander.whoneedsstrings.text': 'Lichtvoetig daten zonder gedoe, met mensen die hetzelfde zoeken als jij.',
  'lander.alonetonight.title': 'Vanavond niet alleen?',
  'lander.alonetonight.text': 'Er zijn nu leden online die ook zin hebben in een gesprek.',
  'lander.collagelanding.title': 'Duizenden singles wachten op jou',
  'lander.collagelanding.text': 'Maak gratis een profiel en bekijk wie er bij jou in de buurt woont.',
  'lander.gallery.title': 'Bekijk de nieuwste profielen',
  'lander.gallery.text': 'Elke dag komen er nieuwe leden bij. Misschien zit jouw match ertussen.',
  'lander.iconslanding.title': 'Vind iemand die van hetzelfde houdt',
  'lander.iconslanding.text': 'Kies je interesses en ontmoet leden met dezelfde passies.',
  'lander.maplanding.title': 'Singles in jouw regio',
  'lander.maplanding.text': 'Zoek op afstand en ontdek wie er vlakbij woont.',
  'lander.socialnetwork.title': 'Het sociale netwerk om te daten',
  'lander.socialnetwork.text': 'Chat, like en stuur cadeautjes aan leden die je leuk vindt.',
  'lander.transitionsvideolanding.title': 'Eén klik en je bent binnen',
  'lander.transitionsvideolanding.text': 'Aanmelden duurt nog geen minuut. Daarna kun je meteen zoeken en liken.',
  'lander.video.title': 'Zie wie er online is',
  'lander.video.text': 'Meld je gratis aan en ontdek de leden bij jou in de buurt.',
  'lander.cta': 'Gratis aanmelden',
  'lander.benefit1': 'Gratis aanmelden',
  'lander.benefit2': 'Discreet en veilig',
  'lander.benefit3': 'Leden bij jou in de buurt',

  // PWA
  'pwa.shortName': '{siteName}',
} as const;

export type MessageKey = keyof typeof nl;
