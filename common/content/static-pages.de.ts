/**
 * German texts of the static pages (terms, privacy, cookies, ban, FAQ, return policy, customer
 * service, complaints): the same structure as the English ones in static-pages.ts, every
 * site-specific value from the StaticPageContext. Informal address (du), as German dating sites
 * do. Not wired in yet.
 */

import type { StaticPageContent, StaticPageContext } from './static-page-types.ts';
import {
  GRACE_DAYS,
  SESSION_COOKIE_DAYS,
  LANGUAGE_COOKIE_DAYS,
  DEVICE_COOKIE_DAYS,
  CAMPAIGN_COOKIE_DAYS,
  CONSENT_COOKIE_DAYS,
  FREE_MAX_PHOTOS,
  PREMIUM_MAX_PHOTOS,
  COMPLAINT_ACK_WORKING_DAYS,
  COMPLAINT_ANSWER_DAYS,
  fullAddress,
  tradenames,
  vatNumbers,
  hasPhone,
  contactLines,
} from './static-page-shared.ts';

// ---------------------------------------------------------------------------------------------
// Helpers (the German counterparts of the private helpers in static-pages.ts)

/** "1 Tag", "14 Tage" (nominative/accusative: "innerhalb von 14 Tagen" uses daysDative). */
function days(n: number): string {
  return n === 1 ? '1 Tag' : `${n} Tage`;
}

/** "1 Tag", "14 Tagen" (after "innerhalb von", "nach", "vor", "seit"). */
function daysDative(n: number): string {
  return n === 1 ? '1 Tag' : `${n} Tagen`;
}

function joinList(items: string[]): string {
  const xs = items.map((x) => x.trim()).filter((x) => x !== '');
  if (xs.length <= 1) return xs.join('');
  const last = xs[xs.length - 1] ?? '';
  return `${xs.slice(0, -1).join(', ')} und ${last}`;
}

/** "Klik B.V., mit Sitz in Herengracht 1, Amsterdam, Niederlande" style description of the company. */
function companyDescription(ctx: StaticPageContext): string {
  const addr = fullAddress(ctx);
  const kvk = ctx.company.kvk.trim();
  const parts: string[] = [ctx.company.name];
  if (addr) parts.push(`mit Sitz in ${addr}`);
  if (kvk) parts.push(`eingetragen bei der niederländischen Handelskammer (KvK) unter der Nummer ${kvk}`);
  return parts.join(', ');
}

/** The company's details as list items (name, address, KvK, trade names, VAT, e-mail, phone). */
function companyDetails(ctx: StaticPageContext, withContact: boolean): string[] {
  const items: string[] = [];
  items.push(`Firma: ${ctx.company.name}`);
  const addr = fullAddress(ctx);
  if (addr) items.push(`Anschrift: ${addr}`);
  if (ctx.company.kvk.trim()) items.push(`Handelskammer-Nummer (KvK): ${ctx.company.kvk.trim()}`);
  const tn = tradenames(ctx);
  if (tn.length > 0) items.push(`${tn.length === 1 ? 'Handelsname' : 'Handelsnamen'}: ${tn.join(', ')}`);
  const vat = vatNumbers(ctx);
  if (vat.length > 0) items.push(`${vat.length === 1 ? 'USt-IdNr.' : 'USt-IdNrn.'}: ${vat.join(', ')}`);
  if (withContact) {
    items.push(`E-Mail: ${ctx.supportEmail}`);
    if (hasPhone(ctx)) items.push(`Telefon: ${ctx.supportPhone.trim()}`);
  }
  items.push(`Website: ${ctx.domain}`);
  return items;
}

/** "per E-Mail an x" or "per E-Mail an x oder telefonisch unter y". */
function contactSentence(ctx: StaticPageContext): string {
  return hasPhone(ctx)
    ? `per E-Mail an ${ctx.supportEmail} oder telefonisch unter ${ctx.supportPhone.trim()}`
    : `per E-Mail an ${ctx.supportEmail}`;
}

/** Ends a sentence with a full stop without doubling one (e.g. after 'B.V.'). */
function dot(x: string): string {
  return x.endsWith('.') ? x : `${x}.`;
}

function capitalize(x: string): string {
  return x.length === 0 ? x : x.charAt(0).toUpperCase() + x.slice(1);
}

/** List items ending in ';', the last one in '.'. */
function punctuateList(items: string[]): string[] {
  return items.map((x, i) => (i === items.length - 1 ? dot(x) : `${x};`));
}

// ---------------------------------------------------------------------------------------------
// Allgemeine Geschäftsbedingungen

export function termsDe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  const tn = tradenames(ctx);
  return {
    title: 'Allgemeine Geschäftsbedingungen',
    intro: `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für die Nutzung von ${s} (${ctx.domain}). Bitte lies sie sorgfältig durch, bevor du dich registrierst. Mit der Erstellung eines Kontos stimmst du diesen AGB zu. Fassung vom ${ctx.termsVersionDate}.`,
    sections: [
      {
        heading: '1. Wer wir sind',
        paragraphs: [
          `${s} wird angeboten von ${dot(companyDescription(ctx))}${tn.length > 0 ? ` ${c} tritt unter ${tn.length === 1 ? 'dem Namen' : 'den Namen'} ${joinList(tn)} auf.` : ''}${vatNumbers(ctx).length > 0 ? ` Umsatzsteuer-Identifikationsnummer: ${vatNumbers(ctx).join(', ')}.` : ''}`,
          `In diesen AGB bezeichnen „wir“, „uns“ und „${s}“ das Unternehmen ${dot(c)} „Du“ und „Mitglied“ bezeichnen jede Person, die ein Konto bei ${s} erstellt hat.`,
        ],
      },
      {
        heading: '2. Geltungsbereich',
        paragraphs: [
          `Diese AGB gelten für jeden Vertrag zwischen dir und ${c} über die Nutzung von ${s}, einschließlich des Kaufs von Credits. Unsere Datenschutzerklärung, unsere Cookie-Richtlinie und unsere Rückerstattungsrichtlinie sind Bestandteil dieser AGB.`,
          'Abweichungen von diesen AGB gelten nur, wenn wir sie ausdrücklich schriftlich (auch per E-Mail) mit dir vereinbart haben.',
        ],
      },
      {
        heading: `3. Mindestalter ${ctx.minAge} Jahre`,
        paragraphs: [
          `${s} ist ausschließlich für Erwachsene bestimmt. Du musst mindestens ${ctx.minAge} Jahre alt sein, um dich zu registrieren und die Website zu nutzen. Mit deiner Registrierung erklärst du, dass du ${ctx.minAge} Jahre oder älter bist und dass die Angaben, die du über dich machst, zutreffen.`,
          `Wir können dich jederzeit bitten, dein Alter nachzuweisen. Stellt sich heraus, dass du jünger als ${ctx.minAge} Jahre bist, oder kannst du dein Alter nicht nachweisen, schließen wir dein Konto sofort und endgültig.`,
        ],
      },
      {
        heading: '4. Dein Konto',
        paragraphs: [
          'Du darfst ein persönliches Konto haben. Dein Konto ist nicht übertragbar, und du darfst es niemand anderen nutzen lassen.',
          'Du bist dafür verantwortlich, dein Passwort geheim zu halten, und für alles, was mit deinem Konto geschieht. Vermutest du, dass jemand anderes Zugriff auf dein Konto hat, ändere sofort dein Passwort und kontaktiere uns.',
          'Dein Konto wird erst aktiv, nachdem du deine E-Mail-Adresse über den Aktivierungslink bestätigt hast, den wir dir schicken. Achte darauf, dass deine E-Mail-Adresse korrekt und aktuell ist, denn wichtige Nachrichten zu deinem Konto und deinen Käufen schicken wir per E-Mail.',
        ],
      },
      {
        heading: '5. Credits und Preise',
        paragraphs: [
          `Die Registrierung bei ${s} ist kostenlos. Manche Funktionen werden mit Credits bezahlt, etwa das Senden von Nachrichten, das Ansehen oder Senden von Fotos und das Senden von Geschenken. Wie viele Credits eine Aktion kostet, steht in der aktuellen Preisliste auf der Website und wird immer angezeigt, bevor du die Aktion ausführst.`,
          'Credits werden im Voraus in Paketen gekauft. Der Preis eines Pakets enthält die Mehrwertsteuer und wird vor der Zahlung deutlich angegeben. Credits werden deinem Konto sofort gutgeschrieben, nachdem deine Zahlung bei uns eingegangen ist.',
          'Credits sind persönlich und an dein Konto gebunden. Sie haben keinen Geldwert, können nicht in Geld umgetauscht werden (außer wie in Artikel 8 und in unserer Rückerstattungsrichtlinie beschrieben) und können nicht auf andere Mitglieder oder Konten übertragen werden.',
          'Wir können die Preise der Credit-Pakete und die Anzahl der Credits pro Aktion ändern. Eine Änderung gilt nicht für Pakete, die du bereits gekauft und bezahlt hast. Credits, die du bereits hast, bleiben gültig, solange dein Konto besteht.',
          'Credits, die du kostenlos oder als Bonus erhalten hast, zum Beispiel im Rahmen einer Aktion, werden nicht erstattet und können eine begrenzte Gültigkeit haben. In diesem Fall geben wir das bei der Aktion an.',
        ],
      },
      {
        heading: '6. Premium-Mitgliedschaft',
        paragraphs: [
          `Mit deinem ersten Kauf eines Credit-Pakets wirst du automatisch Premium-Mitglied. Als Premium-Mitglied entfällt die Begrenzung der Anzahl deiner Chats, und du kannst bis zu ${PREMIUM_MAX_PHOTOS} statt ${FREE_MAX_PHOTOS} Fotos hochladen.`,
          'Premium ist kein Abonnement. Es werden keine wiederkehrenden Beträge abgebucht: Du bezahlst nur die Credit-Pakete, die du selbst kaufst.',
        ],
      },
      {
        heading: '7. Zahlung',
        paragraphs: [
          'Du kannst mit den Zahlungsarten bezahlen, die beim Bezahlvorgang angezeigt werden, etwa iDEAL, Kreditkarte, PayPal und SEPA-Lastschrift. Zahlungen werden von einem anerkannten Zahlungsdienstleister abgewickelt.',
          'Wird eine Zahlung ohne berechtigten Grund storniert oder zurückgebucht, können wir die entsprechenden Credits von deinem Konto abziehen und bei wiederholtem Vorkommen dein Konto sperren. Dadurch entstehende Kosten können wir dir in Rechnung stellen.',
        ],
      },
      {
        heading: '8. Widerrufsrecht und Erstattungen',
        paragraphs: [
          `Credits sind digitale Inhalte, die sofort nach der Zahlung geliefert werden. Wir bieten dir die Möglichkeit, innerhalb von ${daysDative(ctx.refundDays)} nach dem Kauf eine Erstattung der Credits zu verlangen, die du noch nicht verwendet hast. Wie das funktioniert, erklärt unsere Rückerstattungsrichtlinie.`,
          'Bereits verwendete Credits werden nicht erstattet.',
        ],
      },
      {
        heading: '9. Verhaltensregeln',
        paragraphs: [`Wir möchten, dass sich alle auf ${s} sicher und wohl fühlen. Deshalb ist es nicht erlaubt,`],
        list: [
          'andere Mitglieder zu beleidigen, zu bedrohen, einzuschüchtern, zu diskriminieren oder zu belästigen;',
          'sich als jemand anderes auszugeben, ein Fake-Profil zu erstellen oder falsche Angaben zu machen;',
          'Fotos von anderen Personen oder von Minderjährigen hochzuladen oder Fotos, die nicht dich selbst zeigen;',
          'personenbezogene Daten anderer, etwa Namen, Adressen, Telefonnummern oder Fotos, ohne deren Einwilligung weiterzugeben;',
          'Mitglieder zu betrügen, um Geld zu bitten oder auf andere Weise betrügerisch zu handeln;',
          'Werbung zu machen, kostenpflichtige Dienste anzubieten oder Mitglieder auf andere Websites zu locken;',
          'Inhalte zu veröffentlichen, die rechtswidrig sind oder gegen die öffentliche Ordnung oder die guten Sitten verstoßen;',
          'die Website zu stören oder zu hacken oder automatisiert Daten zu sammeln.',
        ],
      },
      {
        heading: '10. Profile, Fotos und Nachrichten',
        paragraphs: [
          'Du bist für den Inhalt deines Profils, deiner Fotos und deiner Nachrichten verantwortlich. Jedes Foto wird von uns geprüft, bevor es für andere Mitglieder sichtbar wird. Fotos und Texte, die gegen diese AGB verstoßen, können wir ablehnen oder entfernen.',
          `Indem du Inhalte auf ${s} veröffentlichst, erlaubst du uns, diese Inhalte auf der Website anzuzeigen, solange dein Konto besteht. Du bleibst Eigentümer deiner eigenen Fotos und Texte.`,
        ],
      },
      {
        heading: `11. ${capitalize(ctx.fictionalPlural)}`,
        paragraphs: [
          `${s} enthält auch ${ctx.fictionalPlural}. Das sind Profile, die von oder im Auftrag von ${c} betrieben werden und der Unterhaltung dienen. Nachrichten an diese Profile werden von Mitarbeitenden von ${s} beantwortet. Körperlicher Kontakt oder ein persönliches Treffen ist mit ${ctx.fictionalPlural} nicht möglich.`,
          `Nachrichten an ${ctx.fictionalPlural} kosten genauso viele Credits wie Nachrichten an andere Profile. Mit der Nutzung von ${s} bestätigst du, dass dir das bewusst ist.`,
        ],
      },
      {
        heading: '12. Haftung',
        paragraphs: [
          `Wir tun unser Bestes, damit ${s} gut und sicher funktioniert, können aber nicht garantieren, dass die Website immer ohne Unterbrechungen oder Fehler verfügbar ist. Wir sind nicht verantwortlich für das, was andere Mitglieder auf der Website veröffentlichen oder tun, und auch nicht für Verabredungen, die du mit anderen Mitgliedern triffst.`,
          `Unsere Haftung ist auf unmittelbare Schäden beschränkt und auf höchstens den Betrag, den du in den zwölf Monaten vor dem schadensverursachenden Ereignis an ${c} gezahlt hast. Diese Beschränkung gilt nicht bei Vorsatz oder grober Fahrlässigkeit von ${c} und nicht, soweit das Gesetz eine solche Beschränkung nicht zulässt.`,
        ],
      },
      {
        heading: '13. Kündigung, Löschung und Sperrung',
        paragraphs: [
          `Du kannst dein Konto jederzeit selbst in deinen Einstellungen („Konto löschen“) mit deinem Passwort löschen. Nach deinem Antrag ist dein Konto sofort für andere Mitglieder unsichtbar, und du wirst überall ausgeloggt. ${days(GRACE_DAYS)} lang kannst du dein Konto noch über den Link in der E-Mail reaktivieren, die wir dir schicken; loggst du dich in diesem Zeitraum ein, schicken wir dir den Link auf Wunsch erneut. Danach werden dein Konto und deine Daten endgültig gelöscht, wie in unserer Datenschutzerklärung beschrieben.`,
          `Wird die Löschung deines Kontos endgültig, verfallen verbleibende Credits. Nicht verwendete Credits, die du vor weniger als ${daysDative(ctx.refundDays)} gekauft hast, können vor der Löschung deines Kontos über unsere Rückerstattungsrichtlinie erstattet werden.`,
          'Wir können dein Konto vorübergehend oder dauerhaft sperren, wenn du gegen diese AGB verstößt, wenn du jünger als das Mindestalter bist oder wenn wir begründet Missbrauch oder Betrug vermuten. Auf unserer Seite über gesperrte Konten erklären wir, wie du Widerspruch einlegen kannst.',
        ],
      },
      {
        heading: '14. Änderungen',
        paragraphs: [
          'Wir können diese AGB ändern. Wichtige Änderungen kündigen wir rechtzeitig auf der Website oder per E-Mail an. Bist du mit einer Änderung nicht einverstanden, kannst du dein Konto löschen. Nutzt du die Website weiter, nachdem eine Änderung in Kraft getreten ist, gilt die geänderte Fassung.',
        ],
      },
      {
        heading: '15. Beschwerden',
        paragraphs: [
          `Du hast eine Beschwerde über ${s}? Wende dich an unseren Kundenservice ${contactSentence(ctx)}. Beschreibe deine Beschwerde so genau wie möglich und gib die E-Mail-Adresse an, mit der du dich registriert hast. Wir bestätigen den Eingang und beantworten deine Beschwerde innerhalb von 14 Tagen inhaltlich.`,
        ],
      },
      {
        heading: '16. Anwendbares Recht und Streitigkeiten',
        paragraphs: [
          `Für diese AGB und jeden Vertrag mit ${c} gilt niederländisches Recht. Streitigkeiten werden dem zuständigen Gericht in den Niederlanden vorgelegt, sofern nicht zwingendes Recht ein anderes Gericht bestimmt. Als Verbraucher behältst du den Schutz, den dir das Recht deines Wohnsitzlandes bietet.`,
        ],
      },
      {
        heading: '17. Fassung',
        paragraphs: [`Dies ist die Fassung vom ${ctx.termsVersionDate}.`],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Datenschutzerklärung

export function privacyDe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  return {
    title: 'Datenschutzerklärung',
    intro: `Bei ${s} gehen wir sorgfältig mit deinen personenbezogenen Daten um. In dieser Datenschutzerklärung erfährst du, welche Daten wir verarbeiten, warum wir das tun, wie lange wir sie speichern und welche Rechte du hast. Wir halten uns an die Datenschutz-Grundverordnung (DSGVO).`,
    sections: [
      {
        heading: 'Verantwortlicher',
        paragraphs: [
          `${c} ist Verantwortlicher für die Verarbeitung personenbezogener Daten über ${s} (${ctx.domain}). Unsere Angaben:`,
        ],
        list: companyDetails(ctx, true),
      },
      {
        heading: 'Welche Daten wir verarbeiten',
        paragraphs: ['Je nachdem, wie du die Website nutzt, verarbeiten wir folgende Daten:'],
        list: [
          'Kontodaten: Benutzername, E-Mail-Adresse, Passwort (verschlüsselt gespeichert), Geburtsdatum und Geschlecht;',
          'Profildaten: Wohnort oder Region, dein Profiltext, deine Vorlieben und deine Antworten auf Profilfragen;',
          'Fotos, die du in dein Profil hochlädst oder in Chats sendest;',
          'Nachrichten, Geschenke und Likes, die du sendest und empfängst;',
          'Kaufdaten: gekaufte Credit-Pakete, Beträge, Zahlungsart und Transaktionsdaten des Zahlungsdienstleisters (vollständige Kreditkartendaten erhalten und speichern wir nicht);',
          'technische Daten: IP-Adresse, das Land, aus dem du die Website besuchst, Browser- und Geräteinformationen, Login- und Nutzungszeiten;',
          'der Inhalt deines Kontakts mit unserem Kundenservice.',
        ],
      },
      {
        heading: 'Besondere Kategorien personenbezogener Daten und deine ausdrückliche Einwilligung',
        paragraphs: [
          'Eine Dating-Website verarbeitet fast immer Daten, die etwas über dein Sexualleben oder deine sexuelle Orientierung verraten, etwa wen du suchst, deine Fotos und den Inhalt deiner Nachrichten. Das sind besondere Kategorien personenbezogener Daten. Wir verarbeiten diese Daten nur mit deiner ausdrücklichen Einwilligung, die du bei der Registrierung und beim Ausfüllen deines Profils gibst.',
          'Du kannst deine Einwilligung jederzeit widerrufen, indem du die betreffenden Daten aus deinem Profil entfernst oder dein Konto löschst. Der Widerruf berührt nicht die Rechtmäßigkeit der Verarbeitung vor dem Widerruf. Ohne diese Daten können wir den Dating-Dienst nicht oder nur eingeschränkt anbieten.',
          'Teile in deinem Profil und deinen Nachrichten nicht mehr, als du möchtest. Gib in deinem Profil keine Informationen an, die dich direkt identifizieren, etwa deinen Nachnamen, deine Adresse oder deine Telefonnummer.',
        ],
      },
      {
        heading: 'Wofür wir deine Daten verwenden',
        paragraphs: ['Wir verwenden deine Daten für folgende Zwecke:'],
        list: [
          'um dein Konto zu erstellen und zu verwalten und dein Profil anderen Mitgliedern zu zeigen;',
          'um Kontakt mit anderen Mitgliedern zu ermöglichen, einschließlich des Sendens von Nachrichten, Fotos und Geschenken;',
          'um deine Käufe abzuwickeln, dein Credit-Guthaben zu führen und Erstattungen zu bearbeiten;',
          'um Service-E-Mails zu senden, etwa deine Aktivierungs-E-Mail, das Zurücksetzen deines Passworts und Kaufbestätigungen;',
          'um Benachrichtigungen über neue Nachrichten und, wenn du eingewilligt hast, Push-Benachrichtigungen und Newsletter zu senden;',
          'um Fotos und Profiltexte zu prüfen und unsere AGB durchzusetzen, einschließlich des Mindestalters. Neue Fotos durchlaufen zuerst eine automatische Prüfung auf Nacktheit, die auf unseren eigenen Servern läuft; sie entscheidet nie allein: Ein Teammitglied gibt jedes Foto frei oder lehnt es ab, und hat die Prüfung bei einer Ablehnung eine Rolle gespielt, steht das in der Begründung, die du erhältst;',
          'um Betrug, Missbrauch und Sicherheitsvorfälle zu verhindern und aufzudecken;',
          'um deine Fragen und Beschwerden zu beantworten;',
          'um gesetzliche Pflichten zu erfüllen, etwa die steuerrechtliche Aufbewahrungspflicht.',
        ],
      },
      {
        heading: 'Rechtsgrundlagen',
        paragraphs: ['Wir verarbeiten deine Daten auf folgenden Rechtsgrundlagen der DSGVO:'],
        list: [
          'Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO): für dein Konto, dein Profil, den Kontakt mit Mitgliedern und deine Käufe;',
          'ausdrückliche Einwilligung (Art. 6 Abs. 1 lit. a und Art. 9 Abs. 2 lit. a DSGVO): für besondere Kategorien personenbezogener Daten, Push-Benachrichtigungen und Newsletter;',
          'rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO): für unsere Buchhaltungs- und steuerlichen Aufbewahrungspflichten;',
          'berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO): für die Sicherheit der Website und die Verhinderung von Betrug und Missbrauch.',
        ],
      },
      {
        heading: `Nachrichten an ${ctx.fictionalPlural}`,
        paragraphs: [
          `${s} enthält ${ctx.fictionalPlural}, die von oder im Auftrag von ${c} betrieben werden. Nachrichten und Fotos, die du an solche Profile sendest, werden von Mitarbeitenden von ${s} gelesen und beantwortet. Sie sind zur Vertraulichkeit verpflichtet und verwenden deine Daten nur für diesen Zweck.`,
        ],
      },
      {
        heading: 'Wie lange wir deine Daten speichern',
        paragraphs: [
          `Wir speichern deine Daten, solange dein Konto besteht. Löschst du dein Konto, hast du ${days(GRACE_DAYS)} Zeit, es über den Link, den wir dir per E-Mail schicken, zu reaktivieren. Nach Ablauf dieser Frist löschen wir endgültig dein Profil, deine Fotos (auch aus unserem Speicher), den Inhalt deiner Nachrichten, deine Likes, Blockierungen, die Texte deiner Meldungen, deine Sitzungen, deine Benachrichtigungseinstellungen und deine Zahlungsdaten wie gespeicherte Karten und IBAN; wir lassen den Kundendatensatz (Name und E-Mail-Adresse), den wir beim Zahlungsanbieter für dich angelegt haben, dort löschen, und wir ersetzen deine E-Mail-Adresse, damit du dich später erneut registrieren kannst. Möchtest du nicht warten, wende dich an unseren Kundenservice: Dann machen wir die Löschung sofort endgültig.`,
          'Daten, die wir gesetzlich aufbewahren müssen, etwa deine Bestellungen, Rechnungen und die Buchungen deiner Credits, werden ohne deinen Namen, deine E-Mail-Adresse oder andere personenbezogene Daten für die gesetzliche Aufbewahrungsfrist von sieben Jahren aufbewahrt. Daten über eine Sperre wegen schwerer Verstöße können länger gespeichert werden, um eine erneute Registrierung zu verhindern, jedoch nicht länger als nötig. Technische Protokolldateien werden kurz und nur zu Sicherheitszwecken gespeichert.',
        ],
      },
      {
        heading: 'Weitergabe an Dritte',
        paragraphs: [
          'Wir verkaufen deine Daten niemals an Dritte und verwenden sie nicht für Werbung Dritter.',
          'Wir setzen jedoch Dienstleister ein, die in unserem Auftrag Daten verarbeiten (Auftragsverarbeiter), etwa unseren Hosting-Anbieter, Zahlungsdienstleister und einen E-Mail-Versanddienst. Mit diesen Parteien schließen wir Auftragsverarbeitungsverträge, und sie dürfen deine Daten nur nach unseren Weisungen verwenden. Werden Daten außerhalb des Europäischen Wirtschaftsraums verarbeitet, sorgen wir für geeignete Garantien, etwa die Standardvertragsklauseln der Europäischen Kommission.',
          'Wir geben Daten an Behörden weiter, wenn wir gesetzlich dazu verpflichtet sind, zum Beispiel auf eine rechtmäßige Anfrage von Polizei oder Justiz hin.',
        ],
      },
      {
        heading: 'Sicherheit',
        paragraphs: [
          'Wir treffen geeignete technische und organisatorische Maßnahmen, um deine Daten vor Verlust und unrechtmäßiger Nutzung zu schützen. So ist die Verbindung zur Website verschlüsselt (HTTPS), Passwörter werden nur verschlüsselt gespeichert und nur befugte Mitarbeitende haben Zugriff auf deine Daten.',
          'Unter Einstellungen → „Wo du eingeloggt bist“ siehst du die Geräte, auf denen du eingeloggt bist (Browser, System, Land und letzte Aktivität), und kannst ein Gerät oder alle anderen ausloggen. Loggst du dich von einem Gerät oder aus einem Land ein, das wir bei dir noch nicht gesehen hatten, schicken wir dir eine E-Mail.',
        ],
      },
      {
        heading: 'Deine Rechte',
        paragraphs: ['Nach der DSGVO hast du folgende Rechte:'],
        list: [
          'Recht auf Auskunft: Unter Einstellungen → „Meine Daten herunterladen“ lädst du alles, was wir über dich speichern, selbst herunter (eine ZIP-Datei mit deinen Daten und Fotos; wir schicken dir per E-Mail einen Link, der 24 Stunden gültig ist, eine Anfrage pro 24 Stunden);',
          'Recht auf Berichtigung: Du kannst unrichtige Daten berichtigen lassen oder sie selbst in deinem Profil ändern;',
          'Recht auf Löschung: Du kannst dein Konto und deine Daten löschen lassen;',
          'Recht auf Einschränkung der Verarbeitung;',
          'Recht auf Datenübertragbarkeit: Dieselbe ZIP-Datei enthält deine Daten in einem gängigen, digitalen Format (JSON) und deine Fotos;',
          'Widerspruchsrecht: Du kannst einer Verarbeitung widersprechen, die auf unserem berechtigten Interesse beruht;',
          'Recht auf Widerruf deiner Einwilligung.',
        ],
      },
      {
        heading: 'So nimmst du deine Rechte wahr',
        paragraphs: [
          `Schick deinen Antrag per E-Mail an ${ctx.supportEmail}, von der E-Mail-Adresse, mit der du dich registriert hast. Wir können dich bitten, deine Identität nachzuweisen. Wir beantworten deinen Antrag innerhalb eines Monats.`,
          'Du bist unzufrieden damit, wie wir mit deinen Daten umgehen? Sag uns Bescheid, dann suchen wir gemeinsam nach einer Lösung. Du hast außerdem das Recht, dich bei der niederländischen Datenschutzbehörde (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl) oder bei der Aufsichtsbehörde in deinem Land zu beschweren.',
        ],
      },
      {
        heading: 'Änderungen',
        paragraphs: [
          `Wir können diese Datenschutzerklärung aktualisieren. Die aktuelle Fassung findest du immer auf ${ctx.domain}. Über wichtige Änderungen informieren wir dich über die Website oder per E-Mail.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Cookie-Richtlinie

export function cookiesDe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Cookie-Richtlinie',
    intro: `${s} verwendet funktionale Cookies, die für den Betrieb der Website notwendig sind; dafür ist keine Einwilligung erforderlich. Nur das Kampagnen-Cookie setzen wir erst, wenn du eingewilligt hast. Wir setzen keine Tracking- oder Werbe-Cookies von Dritten. Unten kannst du genau nachlesen, welche Cookies wir verwenden.`,
    sections: [
      {
        heading: 'Was sind Cookies?',
        paragraphs: [
          'Cookies sind kleine Textdateien, die eine Website auf deinem Computer, Tablet oder Smartphone speichert. So kann die Website deinen Browser bei deinem nächsten Besuch wiedererkennen. Neben Cookies kann eine Website auch Daten im lokalen Speicher (Local Storage) deines Browsers ablegen.',
        ],
      },
      {
        heading: 'Funktionale Cookies (keine Einwilligung erforderlich)',
        paragraphs: [
          'Diese Cookies und Daten sind nötig, damit die Website funktioniert oder sich eine Entscheidung merkt, die du selbst getroffen hast. Dafür ist keine Einwilligung erforderlich.',
        ],
        list: [
          `Sitzungs-Cookie: merkt sich, dass du eingeloggt bist, damit du dich nicht auf jeder Seite neu einloggen musst. Speicherdauer: ${days(SESSION_COOKIE_DAYS)} oder bis du dich ausloggst.`,
          `Sprach-Cookie: merkt sich, in welcher Sprache du die Website sehen möchtest. Speicherdauer: ${days(LANGUAGE_COOKIE_DAYS)}.`,
          `Geräte-Cookie: ein zufälliger Code, den wir beim Einloggen in deinem Browser ablegen. Damit sehen unsere Moderatoren, ob jemand mehrere Konten aus demselben Browser nutzt, zum Beispiel um nach einer Sperre zurückzukehren oder um Mitglieder zu betrügen. Der Code sagt nichts über dich oder dein Gerät aus; wir speichern bei deinem Konto nur eine gehashte Form davon. Speicherdauer: ${days(DEVICE_COOKIE_DAYS)} nach deinem letzten Login.`,
          `Auswahl-Cookie: merkt sich, ob du das Kampagnen-Cookie akzeptiert oder abgelehnt hast, damit wir dich nicht bei jedem Besuch erneut fragen. Es enthält nur deine Antwort. Speicherdauer: ${days(CONSENT_COOKIE_DAYS)}.`,
          'Kampagne dieses Besuchs: Kommst du über einen Kampagnenlink, merkt sich die Seite die Kampagnencodes aus dem Link nur in ihrem Arbeitsspeicher, solange du auf der Website unterwegs bist, damit eine Anmeldung während dieses Besuchs sie mitschicken kann. Auf deinem Gerät wird nichts gespeichert: Sie verschwinden, sobald du die Seite neu lädst oder den Tab schließt, und werden für nichts anderes verwendet.',
          'Geschlossene Hinweise: Wenn du einen Hinweis oder eine Warnung schließt, merken wir uns das im lokalen Speicher deines Browsers, damit du denselben Hinweis nicht immer wieder siehst. Diese Daten bleiben nur in deinem eigenen Browser und werden nicht an uns gesendet.',
        ],
      },
      {
        heading: 'Kampagnen-Cookie (nur mit deiner Einwilligung)',
        paragraphs: [
          `Kommst du über den Link eines Partners oder einer Kampagne zu ${s}, merken wir uns, welche Kampagne das war (den Namen des Partners, die Kampagnencodes im Link und die Seite, auf der du angekommen bist), damit wir dem Partner mitteilen können, dass eine Anmeldung oder ein Kauf über ihn kam. Das Cookie enthält keine personenbezogenen Daten und nichts, woran man dich erkennen kann; die erste Kampagne bleibt gespeichert. Speicherdauer: ${days(CAMPAIGN_COOKIE_DAYS)}.`,
          'Dieses Cookie ist für den Betrieb der Website nicht notwendig. Wir setzen es deshalb nur, wenn du in dem Hinweis, den du bei der Ankunft über einen solchen Link siehst, auf „Akzeptieren“ klickst. Klickst du auf „Ablehnen“ oder triffst du keine Wahl, setzen wir es nicht; du kannst die Website dann genauso nutzen.',
        ],
      },
      {
        heading: 'Deine Wahl ändern',
        paragraphs: [
          `Du kannst deine Wahl jederzeit ändern oder deine Einwilligung widerrufen, mit den Schaltflächen „Akzeptieren“ und „Ablehnen“ unten auf dieser Seite. Widerrufst du deine Einwilligung, löschen wir das Kampagnen-Cookie sofort. Deine Wahl gilt ${days(CONSENT_COOKIE_DAYS)} lang; danach fragen wir erneut, wenn du wieder über einen Kampagnenlink kommst.`,
        ],
      },
      {
        heading: 'Kein Tracking durch Dritte',
        paragraphs: [
          `${s} verwendet keine Cookies von Werbenetzwerken, sozialen Medien oder anderen Dritten, die dein Surfverhalten verfolgen. Wir verkaufen an niemanden Daten über deinen Besuch.`,
          'Wenn du eine Zahlung vornimmst, wirst du möglicherweise auf die Seite eines Zahlungsdienstleisters weitergeleitet. Auf dessen Seite gelten die Cookie- und Datenschutzrichtlinien dieses Anbieters.',
        ],
      },
      {
        heading: 'Cookies löschen oder blockieren',
        paragraphs: [
          'Du kannst Cookies und den lokalen Speicher jederzeit über die Einstellungen deines Browsers löschen. Diese Option findest du meist unter Datenschutz oder Verlauf, etwa als „Browserdaten löschen“ oder „Cookies und Websitedaten“. Du kannst deinen Browser auch so einstellen, dass er Cookies ganz ablehnt.',
          'Bitte beachte: Löschst oder blockierst du die funktionalen Cookies, wirst du ausgeloggt und kannst dich nicht einloggen, solange Cookies blockiert sind. Außerdem wird deine Sprachauswahl vergessen und du siehst bereits geschlossene Hinweise wieder.',
        ],
      },
      {
        heading: 'Fragen',
        paragraphs: [
          `Du hast Fragen zu unserer Cookie-Richtlinie? Schreib uns an ${ctx.supportEmail}. Mehr darüber, wie wir mit deinen Daten umgehen, liest du in unserer Datenschutzerklärung.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Gesperrtes Konto

export function banDe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Dein Konto wurde vorübergehend oder dauerhaft gesperrt',
    intro: `Dein Konto bei ${s} wurde vorübergehend oder dauerhaft gesperrt, weil wir einen Verstoß gegen unsere AGB festgestellt haben, oft nachdem andere Mitglieder dich gemeldet haben. Auf dieser Seite erfährst du, warum wir das tun, was es bedeutet und wie du Widerspruch einlegen kannst.`,
    sections: [
      {
        heading: 'Warum wir Konten sperren',
        paragraphs: [
          `Damit ${s} für alle sicher und angenehm bleibt, sperren wir Konten unter anderem in folgenden Fällen:`,
        ],
        list: [
          `das Mitglied ist jünger als ${ctx.minAge} Jahre, oder wir haben einen starken Verdacht darauf;`,
          'Einschüchterung, Drohungen, Diskriminierung oder wiederholte Belästigung anderer Mitglieder;',
          'Betrug oder Betrugsversuche, etwa die Bitte um Geld, Geschenkkarten oder Zahlungsdaten;',
          'gewerbliche Aktivitäten, etwa Werbung, das Anbieten kostenpflichtiger Dienste oder das Verweisen von Mitgliedern auf andere Websites;',
          'eine falsche Identität, etwa ein Fake-Profil, Fotos einer anderen Person oder mehrere Konten;',
          'die Weitergabe personenbezogener Daten oder Fotos anderer ohne deren Einwilligung;',
          'Zahlungsmissbrauch, etwa ungerechtfertigte Rückbuchungen;',
          'andere schwere oder wiederholte Verstöße gegen unsere AGB.',
        ],
      },
      {
        heading: 'Vorübergehende oder dauerhafte Sperre',
        paragraphs: [
          'Eine vorübergehende Sperre dauert bis zu einem festgelegten Datum und einer Uhrzeit, die dir angezeigt werden, wenn du dich einloggen willst. Danach endet sie von selbst: Du kannst dich wieder einloggen und dein Profil ist wieder sichtbar.',
          'Eine dauerhafte Sperre gilt, bis wir sie aufheben, zum Beispiel nach einem Widerspruch.',
        ],
      },
      {
        heading: 'Was eine Sperre bedeutet',
        paragraphs: [
          'Solange dein Konto gesperrt ist, kannst du dich nicht einloggen und wirst überall ausgeloggt. Dein Profil erscheint nicht in den Suchergebnissen, Likes und Listen anderer Mitglieder. Mitglieder, mit denen du gechattet hast, sehen, dass dein Konto nicht mehr aktiv ist; sie können dir keine Nachrichten mehr schicken und du ihnen auch nicht. Du kannst keine Credits kaufen oder verwenden.',
          'Dein Profil, deine Chats, Likes und Credits bleiben erhalten. Heben wir die Sperre auf oder endet eine vorübergehende Sperre, ist alles wie vorher.',
          'Während einer dauerhaften Sperre darfst du kein neues Konto erstellen. Tust du es doch, wird auch dieses Konto gesperrt. Wird ein Konto gesperrt, weil die Person minderjährig ist, löschen wir das Konto und seine Daten endgültig.',
        ],
      },
      {
        heading: 'So legst du Widerspruch ein',
        paragraphs: [
          `Du glaubst, dass dein Konto zu Unrecht gesperrt wurde? Schick eine E-Mail an ${ctx.supportEmail}. Gib deinen Benutzernamen und die E-Mail-Adresse an, mit der du dich registriert hast, und erkläre, warum du nicht einverstanden bist.`,
          'Wir prüfen jeden Widerspruch sorgfältig und teilen dir unsere Entscheidung innerhalb von 14 Tagen per E-Mail mit. Stellt sich heraus, dass die Sperre ungerechtfertigt war, heben wir sie sofort auf und du kannst dich wieder ganz normal einloggen.',
        ],
      },
      {
        heading: 'Credits und Erstattungen',
        paragraphs: [
          `Du hast Fragen zu Credits, die du zum Zeitpunkt der Sperre noch hattest, oder meinst du, Anspruch auf eine Erstattung zu haben? Schreib uns an ${ctx.supportEmail}. Wir prüfen deinen Antrag im Einklang mit unserer Rückerstattungsrichtlinie und dem Gesetz.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Häufige Fragen

export function faqDe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const phone = hasPhone(ctx)
    ? ` Du kannst uns auch unter ${ctx.supportPhone.trim()} anrufen (Montag bis Freitag, 9:00 bis 17:00 Uhr niederländischer Zeit).`
    : '';
  return {
    title: 'Häufige Fragen',
    intro: `Hier findest du Antworten auf die Fragen, die uns zu ${s} am häufigsten gestellt werden. Deine Frage ist nicht dabei? Wende dich an unseren Kundenservice.`,
    sections: [
      {
        heading: 'Was sind Credits?',
        paragraphs: [
          `Credits sind die Währung von ${s}. Du kaufst sie im Voraus als Paket und verwendest sie zum Beispiel, um Nachrichten zu senden, Fotos anzusehen oder zu senden und Geschenke zu verschicken. Credits haben keinen Geldwert und können nicht auf andere Mitglieder übertragen werden. Dein aktuelles Credit-Guthaben siehst du jederzeit in deinem Konto.`,
        ],
      },
      {
        heading: 'Wie viel kostet eine Nachricht?',
        paragraphs: [
          `Wie viele Credits eine Nachricht, ein Foto oder ein Geschenk kostet, hängt von der aktuellen Preisliste von ${s} ab. Die Anzahl der Credits wird immer angezeigt, bevor du etwas sendest, damit du nie überrascht wirst. Credits werden nie abgezogen, ohne dass du selbst eine Aktion ausführst.`,
        ],
      },
      {
        heading: 'Was ist Premium?',
        paragraphs: [
          `Sobald du zum ersten Mal Credits kaufst, wirst du automatisch Premium-Mitglied. Als Premium-Mitglied kannst du unbegrenzt chatten und bis zu ${PREMIUM_MAX_PHOTOS} Fotos in dein Profil hochladen (kostenlose Mitglieder bis zu ${FREE_MAX_PHOTOS}). Premium ist kein Abo: Es werden nie automatisch Beträge abgebucht.`,
        ],
      },
      {
        heading: 'Wie kaufe ich Credits?',
        paragraphs: [
          'Geh auf die Seite „Credits kaufen“. Wähle ein Paket und eine Zahlungsart und schließ die Zahlung ab. Die Credits werden deinem Konto sofort nach der Zahlung gutgeschrieben, und du bekommst eine Bestätigung per E-Mail.',
        ],
      },
      {
        heading: 'Mit welchen Zahlungsarten kann ich bezahlen?',
        paragraphs: [
          'Du kannst mit iDEAL, Kreditkarte, PayPal und SEPA-Lastschrift bezahlen. Welche Zahlungsarten dir zur Verfügung stehen, siehst du beim Bezahlvorgang. Zahlungen laufen über eine sichere Verbindung eines anerkannten Zahlungsdienstleisters.',
        ],
      },
      {
        heading: 'Kann ich mein Geld zurückbekommen?',
        paragraphs: [
          `Ja. Innerhalb von ${daysDative(ctx.refundDays)} nach deinem Kauf kannst du eine Erstattung der Credits verlangen, die du noch nicht verwendet hast. Schick dazu eine E-Mail an ${ctx.supportEmail}. Der Betrag für die nicht verwendeten Credits wird über dieselbe Zahlungsart erstattet. Bereits verwendete Credits und Bonus-Credits werden nicht erstattet. Mehr dazu liest du in unserer Rückerstattungsrichtlinie.`,
        ],
      },
      {
        heading: 'Wie lösche ich mein Konto?',
        paragraphs: [
          `Geh zu deinen Einstellungen und wähle „Konto löschen“. Lieber eine Pause? Dort kannst du dich auch unsichtbar schalten. Bestätige mit deinem Passwort; dein Profil ist dann sofort verborgen. Du hast es dir anders überlegt? Mit dem Link in der E-Mail, die wir dir schicken, reaktivierst du dein Konto innerhalb von ${daysDative(GRACE_DAYS)} – mit Profil, Fotos, Chats und Credits. Link verloren? Logge dich ein, dann bieten wir dir an, den Link erneut zu senden. Nach Ablauf dieser Frist werden dein Konto und alle deine Daten endgültig gelöscht; nicht verwendete Credits verfallen dann.`,
        ],
      },
      {
        heading: 'Was ist der unsichtbare Modus?',
        paragraphs: [
          'Im unsichtbaren Modus kannst du die Website nutzen, ohne dass dein Profil in den Suchergebnissen und Übersichten anderer Mitglieder erscheint. Du kannst den unsichtbaren Modus in deinen Einstellungen ein- und ausschalten. Mitglieder, mit denen du schon chattest, können deine Nachrichten weiterhin lesen und beantworten.',
        ],
      },
      {
        heading: 'Wie blockiere ich ein anderes Mitglied?',
        paragraphs: [
          'Öffne das Profil oder den Chat des Mitglieds und wähle „Blockieren“. Ein blockiertes Mitglied kann dich dann nicht mehr kontaktieren. Du kannst die Blockierung später in deinen Einstellungen aufheben. Verhält sich jemand unangemessen, melde es uns bitte auch, damit wir handeln können.',
        ],
      },
      {
        heading: 'Wie lade ich meine Daten herunter, und wo sehe ich die Geräte, auf denen ich eingeloggt bin?',
        paragraphs: [
          'Geh zu den Einstellungen und wähle „Meine Daten herunterladen“. Wir erstellen eine ZIP-Datei mit allem, was wir über dich speichern (dein Konto, Profil, Fotos, Likes, Chats, Bestellungen, Credits, Sitzungen, Blockierungen und Meldungen), und schicken dir einen Link per E-Mail. Der Link ist 24 Stunden gültig und funktioniert nur, solange du eingeloggt bist. Du kannst deine Daten einmal alle 24 Stunden anfordern.',
          'In den Einstellungen siehst du unter „Wo du eingeloggt bist“ die Geräte, auf denen du eingeloggt bist, mit Browser, Land und letzter Aktivität. „Ausloggen“ loggt ein Gerät aus, „Überall sonst ausloggen“ alle anderen. Loggst du dich von einem neuen Gerät aus ein, bekommst du eine E-Mail.',
        ],
      },
      {
        heading: 'Warum ist mein Foto noch nicht sichtbar?',
        paragraphs: [
          'Jedes Foto wird von unserem Team geprüft, bevor andere Mitglieder es sehen können. Wir tun das so schnell wie möglich; bis dahin siehst nur du das Foto. Fotos werden abgelehnt, wenn du selbst darauf nicht deutlich zu sehen bist, wenn sie Minderjährige oder erkennbare andere Personen ohne deren Einwilligung zeigen, wenn sie Kontaktdaten oder Werbung enthalten oder wenn sie auf andere Weise gegen unsere AGB verstoßen.',
        ],
      },
      {
        heading: 'Ich habe mein Passwort vergessen. Was nun?',
        paragraphs: [
          'Klicke im Login-Fenster auf „Passwort vergessen?“ und gib deine E-Mail-Adresse ein. Du bekommst eine E-Mail mit einem Link, über den du ein neues Passwort festlegen kannst. Der Link ist nur begrenzt gültig. Keine E-Mail bekommen? Schau bitte auch in deinem Spam-Ordner nach.',
        ],
      },
      {
        heading: 'Ich habe keine Aktivierungs-E-Mail bekommen. Was soll ich tun?',
        paragraphs: [
          `Schau zuerst in deinem Spam-Ordner oder in den Tabs „Werbung“ oder „Benachrichtigungen“ deines Postfachs nach. Füge ${ctx.supportEmail} zu deinen Kontakten hinzu, damit unsere E-Mails künftig zuverlässig ankommen. Prüfe auch, ob deine E-Mail-Adresse richtig geschrieben ist. Klappt es immer noch nicht? Dann melde dich bei uns, und wir schicken die Aktivierungs-E-Mail erneut oder korrigieren deine E-Mail-Adresse.`,
        ],
      },
      {
        heading: `Was sind ${ctx.fictionalPlural}?`,
        paragraphs: [
          `${s} enthält auch ${ctx.fictionalPlural}. Diese Profile werden von oder im Auftrag von ${ctx.company.name} betrieben und dienen der Unterhaltung. Nachrichten an diese Profile werden von Mitarbeitenden von ${s} beantwortet. Ein persönliches Treffen mit diesen Profilen ist nicht möglich. Mehr dazu liest du in unseren AGB.`,
        ],
      },
      {
        heading: 'Wie erreiche ich den Kundenservice?',
        paragraphs: [
          `Schick eine E-Mail an ${ctx.supportEmail}. Wir beantworten deine E-Mail in der Regel innerhalb eines Werktags.${phone} Gib immer die E-Mail-Adresse an, mit der du dich registriert hast, damit wir dir schneller helfen können.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Rückerstattungsrichtlinie

export function returnDe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const d = days(ctx.refundDays);
  const dd = daysDative(ctx.refundDays);
  return {
    title: 'Rückerstattungsrichtlinie',
    intro: `Credits auf ${s} sind digitale Inhalte. Diese Rückerstattungsrichtlinie erklärt, wie du innerhalb von ${dd} nach dem Kauf dein Geld für Credits zurückbekommst, die du noch nicht verwendet hast.`,
    sections: [
      {
        heading: 'Widerrufsrecht bei digitalen Inhalten',
        paragraphs: [
          'Wenn du digitale Inhalte kaufst, die nicht auf einem körperlichen Datenträger geliefert werden, erlischt das gesetzliche Widerrufsrecht, sobald mit der Lieferung mit deiner ausdrücklichen Zustimmung begonnen wurde und du bestätigt hast, dass du dadurch dein Widerrufsrecht verlierst. Credits werden deinem Konto sofort nach der Zahlung gutgeschrieben.',
          `Trotzdem möchten wir, dass du Credits ohne Risiko kaufen kannst. Deshalb kannst du innerhalb von ${dd} nach dem Kaufdatum eine Erstattung der Credits verlangen, die du noch nicht verwendet hast. Einen Grund musst du nicht angeben.`,
        ],
      },
      {
        heading: 'So beantragst du eine Erstattung',
        paragraphs: [
          `Schick innerhalb von ${dd} nach deinem Kauf eine E-Mail an ${ctx.supportEmail} mit folgenden Angaben:`,
        ],
        list: [
          'deinem Benutzernamen und der E-Mail-Adresse, mit der du dich registriert hast;',
          'dem Kaufdatum und dem gekauften Credit-Paket;',
          'dem Hinweis, dass du vom Vertrag zurücktreten und eine Erstattung der nicht verwendeten Credits verlangen möchtest.',
        ],
      },
      {
        heading: 'So erstatten wir',
        paragraphs: [
          'Wir bestätigen den Eingang deines Antrags per E-Mail. Wir ziehen die nicht verwendeten Credits des betreffenden Pakets von deinem Konto ab und erstatten den entsprechenden Betrag. Hast du einen Teil der Credits des Pakets bereits verwendet, erstatten wir den Teil, der den nicht verwendeten Credits entspricht, im Verhältnis zum Preis, den du für das Paket gezahlt hast.',
          'Wir erstatten spätestens 14 Tage nach Eingang deines Antrags, über dieselbe Zahlungsart, die du für den Kauf verwendet hast, sofern wir nichts anderes mit dir vereinbaren. Die Erstattung ist für dich kostenlos.',
        ],
      },
      {
        heading: 'Ausnahmen',
        paragraphs: ['In folgenden Fällen ist keine Erstattung möglich:'],
        list: [
          'Credits, die du bereits für Nachrichten, Fotos, Geschenke oder andere Funktionen verwendet hast;',
          'Credits, die du kostenlos, als Bonus oder im Rahmen einer Aktion erhalten hast;',
          `Käufe, die mehr als ${d} zurückliegen;`,
          'Käufe, deren Zahlung storniert oder zurückgebucht wurde;',
          'Fälle von Betrug oder Missbrauch.',
        ],
      },
      {
        heading: 'Fragen',
        paragraphs: [
          `Du hast Fragen zu einer Erstattung? Wende dich an unseren Kundenservice ${contactSentence(ctx)}. Wir helfen dir gern.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Kundenservice

export function serviceDe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const contact = contactLines(ctx, { email: 'E-Mail: ', phone: 'Telefon: ', post: 'Postanschrift: ' });
  return {
    title: 'Kundenservice',
    intro: `Du hast eine Frage zu ${s}, deinem Konto oder einer Zahlung? Unser Kundenservice hilft dir gern. Viele Antworten findest du auch in unseren häufigen Fragen.`,
    sections: [
      {
        heading: 'Kontaktdaten',
        paragraphs: [`Du erreichst uns ${contactSentence(ctx)}.`],
        list: contact,
      },
      {
        heading: 'Servicezeiten',
        paragraphs: [
          hasPhone(ctx)
            ? 'Unser Kundenservice ist montags bis freitags von 9:00 bis 17:00 Uhr (niederländische Zeit) für dich da, außer an Feiertagen. Telefonisch sind wir nur zu diesen Zeiten erreichbar. E-Mails kannst du jederzeit schicken.'
            : 'Unser Kundenservice ist montags bis freitags von 9:00 bis 17:00 Uhr (niederländische Zeit) für dich da, außer an Feiertagen. E-Mails kannst du jederzeit schicken.',
        ],
      },
      {
        heading: 'Antwortzeit',
        paragraphs: [
          'Wir beantworten E-Mails in der Regel innerhalb eines Werktags. E-Mails, die am Wochenende oder an einem Feiertag eingehen, bearbeiten wir am nächsten Werktag.',
          'Gib immer deinen Benutzernamen und die E-Mail-Adresse an, mit der du dich registriert hast. Geht es um eine Zahlung, nenne bitte auch Datum und Betrag. So können wir dir schneller helfen. Wir fragen dich nie nach deinem Passwort.',
        ],
      },
      {
        heading: 'Beschwerden',
        paragraphs: [
          `Du bist mit etwas nicht zufrieden? Schick deine Beschwerde per E-Mail an ${ctx.supportEmail} und beschreibe so genau wie möglich, was passiert ist. Wir bestätigen den Eingang deiner Beschwerde und antworten innerhalb von 14 Tagen inhaltlich. Brauchen wir mehr Zeit, sagen wir dir innerhalb dieser Frist Bescheid.`,
          'Können wir die Angelegenheit nicht gemeinsam lösen, kannst du die Streitigkeit dem zuständigen Gericht vorlegen, wie in unseren AGB beschrieben. Beschwerden über die Verarbeitung deiner personenbezogenen Daten kannst du auch bei der niederländischen Datenschutzbehörde (Autoriteit Persoonsgegevens) einreichen.',
        ],
      },
      {
        heading: 'Angaben zum Unternehmen',
        paragraphs: [`${s} ist ein Dienst von ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Beschwerden

export function complaintsDe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const addr = fullAddress(ctx);
  const ways: string[] = [`per E-Mail an ${ctx.supportEmail}`];
  if (hasPhone(ctx))
    ways.push(
      `telefonisch unter ${ctx.supportPhone.trim()}, montags bis freitags von 9:00 bis 17:00 Uhr (niederländische Zeit)`,
    );
  if (addr) ways.push(`per Brief an ${ctx.company.name}, ${addr}`);
  return {
    title: 'Beschwerden',
    intro: `Du bist mit etwas auf ${s} nicht zufrieden? Das möchten wir gern erfahren, damit wir es gemeinsam lösen können. Auf dieser Seite erfährst du, wie du eine Beschwerde einreichst, wie wir sie bearbeiten und was du tun kannst, wenn du mit unserer Lösung nicht zufrieden bist.`,
    sections: [
      {
        heading: 'So reichst du eine Beschwerde ein',
        paragraphs: [
          `Du kannst deine Beschwerde auf folgende${ways.length === 1 ? ' Weise' : 'n Wegen'} bei uns einreichen. Reiche deine Beschwerde bitte so bald wie möglich ein, nachdem du das Problem bemerkt hast, damit wir es gründlich untersuchen können.`,
        ],
        list: punctuateList(ways),
      },
      {
        heading: 'Was in deine Beschwerde gehört',
        paragraphs: ['Gib bitte immer Folgendes an:'],
        list: [
          'die E-Mail-Adresse, mit der du dich registriert hast;',
          'das Datum, an dem das Problem aufgetreten ist;',
          'eine klare Beschreibung dessen, was passiert ist, und wenn möglich einen Screenshot;',
          'die Bestell- oder Transaktionsnummer, wenn deine Beschwerde eine Zahlung oder einen Credit-Kauf betrifft.',
        ],
      },
      {
        heading: 'So bearbeiten wir deine Beschwerde',
        paragraphs: [
          `Wir bestätigen den Eingang deiner Beschwerde innerhalb von ${COMPLAINT_ACK_WORKING_DAYS} Werktagen. Fehlen Informationen, die wir brauchen, bitten wir dich darum.`,
          `Du bekommst innerhalb von ${daysDative(COMPLAINT_ANSWER_DAYS)} nach Eingang eine inhaltliche Antwort. Brauchen wir mehr Zeit, etwa weil wir etwas mit unserem Zahlungsdienstleister klären müssen, teilen wir dir das innerhalb dieser Frist mit, mit Angabe des Grundes und des Zeitpunkts, zu dem du unsere Antwort erwarten kannst.`,
          'Wir behandeln deine Beschwerde vertraulich und verwenden deine Daten nur zur Bearbeitung deiner Beschwerde, wie in unserer Datenschutzerklärung beschrieben. Wir fragen dich nie nach deinem Passwort.',
        ],
      },
      {
        heading: 'Nicht zufrieden mit unserer Lösung?',
        paragraphs: [
          'Können wir die Angelegenheit nicht gemeinsam lösen, kannst du die Streitigkeit einer unabhängigen Streitbeilegungsstelle vorlegen, etwa der niederländischen Schlichtungsstelle De Geschillencommissie, oder dem zuständigen Gericht, wie in unseren AGB beschrieben.',
          'Beschwerden über die Verarbeitung deiner personenbezogenen Daten kannst du auch bei der niederländischen Datenschutzbehörde (Autoriteit Persoonsgegevens) einreichen.',
        ],
      },
      {
        heading: 'Beschwerden über andere Mitglieder',
        paragraphs: [
          'Belästigt dich ein anderes Mitglied, zum Beispiel indem es dich bedrängt, beleidigt oder um Geld bittet? Dann nutze die Funktion „Melden“ im Profil des Mitglieds oder in eurem Chat. So erreicht uns deine Meldung direkt, mit den Informationen, die wir zum Handeln brauchen. Mit der Funktion „Blockieren“ sorgst du dafür, dass das Mitglied dich nicht mehr kontaktieren kann.',
          'Wir nehmen jede Meldung ernst und greifen wo nötig ein, etwa indem wir Inhalte entfernen oder ein Konto sperren. Zum Schutz der Privatsphäre anderer Mitglieder können wir dir nicht immer sagen, welche Maßnahmen wir ergriffen haben.',
        ],
      },
      {
        heading: 'Angaben zum Unternehmen',
        paragraphs: [`${s} ist ein Dienst von ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}
