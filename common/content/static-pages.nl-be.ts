/**
 * Flemish versions (nl-BE, decision 050) of the two help pages a member reads for everyday
 * questions: the FAQ and the customer service page. They say what the Dutch pages say, in the
 * wording of common/i18n/nl-be.ts (aanmelden for logging in, inschrijven for signing up, toestel,
 * klantendienst, openingsuren, times as 9u), and name only the payment methods a Belgian can use
 * here (no iDEAL). The legal pages (terms, privacy, cookies, ban, return policy, complaints) stay
 * the Dutch ones: they state the company's Dutch legal setting (Dutch law, the Dutch Chamber of
 * Commerce and supervisory authority), which is the same for a Belgian member.
 */

import type { StaticPageContent, StaticPageContext } from './static-page-types.ts';
import {
  FREE_MAX_PHOTOS,
  GRACE_DAYS,
  PREMIUM_MAX_PHOTOS,
  fullAddress,
  hasPhone,
  tradenames,
  vatNumbers,
  contactLines,
} from './static-page-shared.ts';

// ---------------------------------------------------------------------------------------------
// Helpers (the Flemish counterparts of the private helpers in static-pages.ts)

function days(n: number): string {
  return n === 1 ? '1 dag' : `${n} dagen`;
}

function dot(x: string): string {
  return x.endsWith('.') ? x : `${x}.`;
}

/** "per e-mail via x" or "per e-mail via x of telefonisch via y". */
function contactSentence(ctx: StaticPageContext): string {
  return hasPhone(ctx)
    ? `per e-mail via ${ctx.supportEmail} of telefonisch via ${ctx.supportPhone.trim()}`
    : `per e-mail via ${ctx.supportEmail}`;
}

/** The company's details as list items: the Dutch Chamber of Commerce's number is named as such. */
function companyDetails(ctx: StaticPageContext): string[] {
  const items: string[] = [`Bedrijfsnaam: ${ctx.company.name}`];
  const addr = fullAddress(ctx);
  if (addr) items.push(`Adres: ${addr}`);
  if (ctx.company.kvk.trim()) items.push(`KvK-nummer (Nederland): ${ctx.company.kvk.trim()}`);
  const tn = tradenames(ctx);
  if (tn.length > 0) items.push(`${tn.length === 1 ? 'Handelsnaam' : 'Handelsnamen'}: ${tn.join(', ')}`);
  const vat = vatNumbers(ctx);
  if (vat.length > 0) items.push(`${vat.length === 1 ? 'Btw-nummer' : 'Btw-nummers'}: ${vat.join(', ')}`);
  items.push(`Website: ${ctx.domain}`);
  return items;
}

const HOURS = 'van maandag tot en met vrijdag van 9u tot 17u';

// ---------------------------------------------------------------------------------------------
// Veelgestelde vragen

export function faqNlBe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const phone = hasPhone(ctx) ? ` Je kunt ons ook bellen op ${ctx.supportPhone.trim()} (${HOURS}).` : '';
  return {
    title: 'Veelgestelde vragen',
    intro: `Hier vind je antwoorden op de vragen die we het vaakst krijgen over ${s}. Staat je vraag er niet tussen? Neem dan contact op met onze klantendienst.`,
    sections: [
      {
        heading: 'Wat zijn credits?',
        paragraphs: [
          `Credits zijn het betaalmiddel van ${s}. Je koopt ze vooraf in een pakket en gebruikt ze bijvoorbeeld om berichten te versturen, foto's te bekijken of te versturen en cadeaus te sturen. Credits hebben geen geldwaarde en je kunt ze niet doorgeven aan andere leden. Je huidige creditsaldo zie je altijd in je account.`,
        ],
      },
      {
        heading: 'Wat kost een bericht?',
        paragraphs: [
          `Hoeveel credits een bericht, foto of cadeau kost, hangt af van de actuele prijslijst van ${s}. Het aantal credits zie je altijd voordat je iets verstuurt, zodat je nooit voor verrassingen staat. We schrijven nooit credits af zonder dat je zelf iets doet.`,
        ],
      },
      {
        heading: 'Wat is Premium?',
        paragraphs: [
          `Zodra je voor het eerst credits koopt, word je automatisch Premium-lid. Als Premium-lid kun je onbeperkt gesprekken voeren en tot ${PREMIUM_MAX_PHOTOS} foto's op je profiel zetten (gratis leden hoogstens ${FREE_MAX_PHOTOS}). Premium is geen abonnement: we schrijven nooit automatisch bedragen af.`,
        ],
      },
      {
        heading: 'Hoe koop ik credits?',
        paragraphs: [
          "Ga naar de pagina 'Credits kopen'. Kies een pakket, kies een betaalmethode en rond de betaling af. Meteen na je betaling staan de credits op je account en krijg je een bevestiging per e-mail.",
        ],
      },
      {
        heading: 'Welke betaalmethoden kan ik gebruiken?',
        paragraphs: [
          'Je kunt betalen met kredietkaart, PayPal en domiciliëring (SEPA). Welke methoden voor jou beschikbaar zijn, zie je bij het afrekenen. Je betaalt via een beveiligde verbinding van een erkende betaaldienstverlener.',
        ],
      },
      {
        heading: 'Kan ik mijn geld terugkrijgen?',
        paragraphs: [
          `Ja. Binnen ${days(ctx.refundDays)} na je aankoop kun je de credits die je nog niet hebt gebruikt terugvragen. Stuur daarvoor een e-mail naar ${ctx.supportEmail}. Je krijgt het bedrag voor de ongebruikte credits terug via dezelfde betaalmethode. Credits die je al hebt gebruikt en bonuscredits betalen we niet terug. Meer lees je in ons retourbeleid.`,
        ],
      },
      {
        heading: 'Hoe verwijder ik mijn account?',
        paragraphs: [
          `Ga naar je instellingen en kies 'Account verwijderen'. Liever even pauzeren? Daar kun je ook onzichtbaar worden. Bevestig met je wachtwoord; je profiel is daarna meteen niet meer zichtbaar. Spijt? Met de link uit de e-mail die we je sturen, zet je je account binnen ${days(GRACE_DAYS)} terug, met je profiel, foto's, gesprekken en credits. Link kwijt? Meld je aan, dan bieden we aan hem opnieuw te sturen. Daarna verwijderen we je account en al je gegevens definitief; credits die je niet gebruikt hebt, vervallen dan.`,
        ],
      },
      {
        heading: 'Wat is de onzichtbare modus?',
        paragraphs: [
          'Met de onzichtbare modus gebruik je de website zonder dat je profiel in de zoekresultaten en overzichten van andere leden verschijnt. Je zet de onzichtbare modus aan en uit in je instellingen. Leden met wie je al een gesprek hebt, kunnen je berichten nog wel lezen en beantwoorden.',
        ],
      },
      {
        heading: 'Hoe blokkeer ik een ander lid?',
        paragraphs: [
          "Open het profiel of het gesprek van het lid en kies 'Blokkeren'. Een geblokkeerd lid kan daarna geen contact meer met je opnemen. Je kunt de blokkering later weer opheffen in je instellingen. Gedraagt iemand zich ongepast, meld het ons dan ook, zodat we maatregelen kunnen nemen.",
        ],
      },
      {
        heading: 'Hoe download ik mijn gegevens, en waar zie ik op welke toestellen ik ben aangemeld?',
        paragraphs: [
          "Ga naar Instellingen en kies 'Download mijn gegevens'. We maken een ZIP-bestand met alles wat we over je bewaren (je account, profiel, foto's, likes, gesprekken, bestellingen, credits, sessies, blokkades en meldingen) en mailen je een link. De link is 24 uur geldig en werkt alleen als je bent aangemeld. Je kunt één keer per 24 uur je gegevens aanvragen.",
          "In Instellingen, bij 'Waar je bent aangemeld', staan de toestellen waarop je bent aangemeld, met browser, land en laatste activiteit. Met 'Afmelden' meld je één toestel af, met 'Overal elders afmelden' alle andere. Meld je je aan vanaf een nieuw toestel, dan krijg je een e-mail.",
        ],
      },
      {
        heading: 'Waarom is mijn foto nog niet zichtbaar?',
        paragraphs: [
          'Ons team bekijkt elke foto voordat andere leden hem kunnen zien. We doen dat zo snel mogelijk; tot dan zie alleen jij de foto. We keuren een foto af als je er zelf niet duidelijk op staat, als er minderjarigen of herkenbare anderen zonder toestemming op staan, als er contactgegevens of reclame op te zien zijn, of als hij op een andere manier in strijd is met onze voorwaarden.',
        ],
      },
      {
        heading: 'Ik ben mijn wachtwoord vergeten. Wat nu?',
        paragraphs: [
          "Klik bij het aanmelden op 'Wachtwoord vergeten?' en vul je e-mailadres in. Je krijgt dan een e-mail met een link waarmee je een nieuw wachtwoord kunt instellen. De link is een beperkte tijd geldig. Geen e-mail gekregen? Kijk dan ook in je map met ongewenste e-mail (spam).",
        ],
      },
      {
        heading: 'Ik heb geen activatiemail gekregen. Wat moet ik doen?',
        paragraphs: [
          `Kijk eerst in je map met ongewenste e-mail (spam) of in de tabbladen Reclame of Updates van je mailbox. Voeg ${ctx.supportEmail} toe aan je contactpersonen, zodat onze e-mails voortaan goed aankomen. Controleer ook of je e-mailadres juist gespeld is. Lukt het nog altijd niet, neem dan contact met ons op; dan sturen we de activatiemail opnieuw of passen we je e-mailadres aan.`,
        ],
      },
      {
        heading: `Wat zijn ${ctx.fictionalPlural}?`,
        paragraphs: [
          `Op ${s} komen ook ${ctx.fictionalPlural} voor. Die profielen worden door of namens ${ctx.company.name} beheerd en zijn bedoeld voor entertainment. Berichten aan deze profielen worden beantwoord door medewerkers van ${s}. Met deze profielen kun je niet echt afspreken. Meer hierover lees je in onze algemene voorwaarden.`,
        ],
      },
      {
        heading: 'Hoe neem ik contact op met de klantendienst?',
        paragraphs: [
          `Stuur een e-mail naar ${ctx.supportEmail}. We beantwoorden je e-mail meestal binnen één werkdag.${phone} Vermeld altijd het e-mailadres waarmee je bent ingeschreven, dan kunnen we je sneller helpen.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Klantendienst

export function serviceNlBe(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const contact = contactLines(ctx, { email: 'E-mail: ', phone: 'Telefoon: ', post: 'Postadres: ' });
  return {
    title: 'Klantendienst',
    intro: `Heb je een vraag over ${s}, je account of een betaling? Onze klantendienst helpt je graag. Veel antwoorden vind je ook al in onze veelgestelde vragen.`,
    sections: [
      {
        heading: 'Contactgegevens',
        paragraphs: [`Je kunt ${contactSentence(ctx)} contact met ons opnemen.`],
        list: contact,
      },
      {
        heading: 'Openingsuren',
        paragraphs: [
          hasPhone(ctx)
            ? `Onze klantendienst is bereikbaar ${HOURS}, behalve op officiële feestdagen. Telefonisch zijn we alleen tijdens deze openingsuren bereikbaar. E-mails kun je altijd sturen.`
            : `Onze klantendienst is bereikbaar ${HOURS}, behalve op officiële feestdagen. E-mails kun je altijd sturen.`,
        ],
      },
      {
        heading: 'Reactietijd',
        paragraphs: [
          'We beantwoorden e-mails meestal binnen één werkdag. E-mails die je in het weekend of op een feestdag stuurt, behandelen we op de eerstvolgende werkdag.',
          'Vermeld in je e-mail altijd je gebruikersnaam en het e-mailadres waarmee je bent ingeschreven. Gaat je vraag over een betaling, vermeld dan ook de datum en het bedrag. Zo kunnen we je sneller helpen. We vragen je nooit naar je wachtwoord.',
        ],
      },
      {
        heading: 'Klachten',
        paragraphs: [
          `Ben je ergens niet tevreden over? Stuur je klacht per e-mail naar ${ctx.supportEmail} en beschrijf zo duidelijk mogelijk wat er is gebeurd. We bevestigen dat we je klacht hebben gekregen en antwoorden binnen 14 dagen inhoudelijk. Hebben we meer tijd nodig, dan laten we je dat binnen die termijn weten.`,
          // The GDPR (art. 77) lets a member complain where they live too: in Belgium, the GBA.
          'Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter, zoals beschreven in onze algemene voorwaarden. Voor klachten over de verwerking van je persoonsgegevens kun je ook terecht bij de Nederlandse Autoriteit Persoonsgegevens of bij de Belgische Gegevensbeschermingsautoriteit.',
        ],
      },
      {
        heading: 'Bedrijfsgegevens',
        paragraphs: [`${s} is een dienst van ${dot(ctx.company.name)}`],
        list: companyDetails(ctx),
      },
    ],
  };
}
