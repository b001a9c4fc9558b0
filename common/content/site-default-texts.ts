import type { Locale } from '../constants.ts';

/**
 * The texts a new site starts with, in the site's own language (`domain_language`): the page title
 * and description, what it calls and says of its fictional profiles, and the operators' fixed honest
 * answers. The owner changes each in the console (Sites); until then a site made in German is German.
 */
export interface SiteDefaultTexts {
  indexTitle: string;
  description: string;
  fictionalWarning: string;
  fictionalSingular: string;
  fictionalPlural: string;
  /** Label → text, sent unchanged by an operator as the fictional profile. */
  fixedAnswers: Record<string, string>;
}

const TEXTS: Record<Locale, (name: string) => SiteDefaultTexts> = {
  nl: (name) => ({
    indexTitle: `${name} – daten en chatten met singles bij jou in de buurt`,
    description: `Meld je gratis aan bij ${name}, zoek leden bij jou in de buurt, like, match en chat.`,
    fictionalWarning: `Dit is een fictief profiel, beheerd door ${name} voor entertainment. Je kunt hier niet fysiek mee afspreken.`,
    fictionalSingular: 'fictief profiel',
    fictionalPlural: 'fictieve profielen',
    fixedAnswers: {
      Afspreken: `Ik ben een fictief profiel, beheerd door medewerkers van ${name} voor entertainment. Afspreken of elkaar in het echt ontmoeten kan daarom niet.`,
      'Echt persoon?': `Nee, ik ben geen echt persoon: dit is een fictief profiel, beheerd door medewerkers van ${name}.`,
      Contactgegevens: `Ik kan geen telefoonnummer, adres of andere contactgegevens delen: dit is een fictief profiel van ${name}.`,
    },
  }),
  en: (name) => ({
    indexTitle: `${name} – dating and chatting with singles near you`,
    description: `Join ${name} for free, find members near you, like, match and chat.`,
    fictionalWarning: `This is a fictional profile, run by ${name} for entertainment. You cannot meet it in person.`,
    fictionalSingular: 'fictional profile',
    fictionalPlural: 'fictional profiles',
    fixedAnswers: {
      Meeting: `I am a fictional profile, run by the staff of ${name} for entertainment, so meeting in real life is not possible.`,
      'Real person?': `No, I am not a real person: this is a fictional profile, run by the staff of ${name}.`,
      'Contact details': `I cannot share a phone number, address or other contact details: this is a fictional profile of ${name}.`,
    },
  }),
  de: (name) => ({
    indexTitle: `${name} – Singles in deiner Nähe kennenlernen und chatten`,
    description: `Melde dich kostenlos bei ${name} an, finde Mitglieder in deiner Nähe, like, matche und chatte.`,
    fictionalWarning: `Dies ist ein fiktives Profil, das ${name} zur Unterhaltung betreibt. Ein echtes Treffen ist nicht möglich.`,
    fictionalSingular: 'fiktives Profil',
    fictionalPlural: 'fiktive Profile',
    fixedAnswers: {
      Treffen: `Ich bin ein fiktives Profil, das Mitarbeitende von ${name} zur Unterhaltung betreiben. Ein Treffen im echten Leben ist deshalb nicht möglich.`,
      'Echte Person?': `Nein, ich bin keine echte Person: Dies ist ein fiktives Profil, betrieben von Mitarbeitenden von ${name}.`,
      Kontaktdaten: `Ich kann keine Telefonnummer, Adresse oder andere Kontaktdaten teilen: Dies ist ein fiktives Profil von ${name}.`,
    },
  }),
  fr: (name) => ({
    indexTitle: `${name} – rencontres et chat avec des célibataires près de chez toi`,
    description: `Inscris-toi gratuitement sur ${name}, trouve des membres près de chez toi, like, matche et discute.`,
    fictionalWarning: `Ceci est un profil fictif, géré par ${name} à des fins de divertissement. Tu ne peux pas le rencontrer en vrai.`,
    fictionalSingular: 'profil fictif',
    fictionalPlural: 'profils fictifs',
    fixedAnswers: {
      Rencontre: `Je suis un profil fictif, géré par l’équipe de ${name} à des fins de divertissement. Se rencontrer en vrai n’est donc pas possible.`,
      'Vraie personne ?': `Non, je ne suis pas une vraie personne : ceci est un profil fictif, géré par l’équipe de ${name}.`,
      Coordonnées: `Je ne peux partager ni numéro de téléphone, ni adresse, ni autres coordonnées : ceci est un profil fictif de ${name}.`,
    },
  }),
  es: (name) => ({
    indexTitle: `${name} – citas y chat con solteros cerca de ti`,
    description: `Regístrate gratis en ${name}, encuentra miembros cerca de ti, da like, haz match y chatea.`,
    fictionalWarning: `Este es un perfil ficticio, gestionado por ${name} con fines de entretenimiento. No puedes quedar con él en persona.`,
    fictionalSingular: 'perfil ficticio',
    fictionalPlural: 'perfiles ficticios',
    fixedAnswers: {
      Quedar: `Soy un perfil ficticio, gestionado por el equipo de ${name} con fines de entretenimiento, así que no es posible quedar en persona.`,
      '¿Persona real?': `No, no soy una persona real: este es un perfil ficticio, gestionado por el equipo de ${name}.`,
      'Datos de contacto': `No puedo compartir un número de teléfono, una dirección ni otros datos de contacto: este es un perfil ficticio de ${name}.`,
    },
  }),
  it: (name) => ({
    indexTitle: `${name} – incontri e chat con single vicino a te`,
    description: `Iscriviti gratis a ${name}, trova membri vicino a te, metti like, fai match e chatta.`,
    fictionalWarning: `Questo è un profilo fittizio, gestito da ${name} a scopo di intrattenimento. Non puoi incontrarlo di persona.`,
    fictionalSingular: 'profilo fittizio',
    fictionalPlural: 'profili fittizi',
    fixedAnswers: {
      Incontro: `Sono un profilo fittizio, gestito dallo staff di ${name} a scopo di intrattenimento, quindi non è possibile incontrarsi di persona.`,
      'Persona reale?': `No, non sono una persona reale: questo è un profilo fittizio, gestito dallo staff di ${name}.`,
      Contatti: `Non posso condividere numero di telefono, indirizzo o altri contatti: questo è un profilo fittizio di ${name}.`,
    },
  }),
  pl: (name) => ({
    indexTitle: `${name} – randki i czat z singlami w twojej okolicy`,
    description: `Dołącz za darmo do ${name}, znajdź osoby w pobliżu, lajkuj, dopasuj się i czatuj.`,
    fictionalWarning: `To jest fikcyjny profil prowadzony przez ${name} dla rozrywki. Nie możesz spotkać się z nim na żywo.`,
    fictionalSingular: 'fikcyjny profil',
    fictionalPlural: 'fikcyjne profile',
    fixedAnswers: {
      Spotkanie: `Jestem fikcyjnym profilem prowadzonym przez zespół ${name} dla rozrywki, więc spotkanie na żywo nie jest możliwe.`,
      'Prawdziwa osoba?': `Nie, nie jestem prawdziwą osobą: to fikcyjny profil prowadzony przez zespół ${name}.`,
      'Dane kontaktowe': `Nie mogę podać numeru telefonu, adresu ani innych danych kontaktowych: to fikcyjny profil ${name}.`,
    },
  }),
};

export function siteDefaultTexts(language: Locale, name: string): SiteDefaultTexts {
  return (TEXTS[language] ?? TEXTS.nl)(name);
}
