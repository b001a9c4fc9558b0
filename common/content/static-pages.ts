/**
 * Text of the static pages (terms, privacy, cookies, ban, FAQ, return policy, customer service,
 * complaints) in Dutch (source language) and English. Pure functions: every site-specific value
 * comes from the StaticPageContext, so the same text serves every white-label site.
 */

import type { Locale, LocaleTag, RegionalLocale } from '../constants.ts';
import { baseLocale, isRegionalLocale } from '../rules/locale.ts';
import {
  COMPLAINT_ACK_WORKING_DAYS,
  COMPLAINT_ANSWER_DAYS,
  DEVICE_COOKIE_DAYS,
  CAMPAIGN_COOKIE_DAYS,
  CONSENT_COOKIE_DAYS,
  FREE_MAX_PHOTOS,
  GRACE_DAYS,
  LANGUAGE_COOKIE_DAYS,
  PREMIUM_MAX_PHOTOS,
  SESSION_COOKIE_DAYS,
  fullAddress,
  hasPhone,
  tradenames,
  vatNumbers,
  contactLines,
} from './static-page-shared.ts';
import { banFr, complaintsFr, cookiesFr, faqFr, privacyFr, returnFr, serviceFr, termsFr } from './static-pages.fr.ts';
import { banDe, complaintsDe, cookiesDe, faqDe, privacyDe, returnDe, serviceDe, termsDe } from './static-pages.de.ts';
import { banEs, complaintsEs, cookiesEs, faqEs, privacyEs, returnEs, serviceEs, termsEs } from './static-pages.es.ts';
import { banIt, complaintsIt, cookiesIt, faqIt, privacyIt, returnIt, serviceIt, termsIt } from './static-pages.it.ts';
import { banPl, complaintsPl, cookiesPl, faqPl, privacyPl, returnPl, servicePl, termsPl } from './static-pages.pl.ts';
import { faqNlBe, serviceNlBe } from './static-pages.nl-be.ts';

export const STATIC_PAGE_SLUGS = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'faq',
  'return-policy',
  'service',
  'complaints',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

/** The languages the pages' own helpers (days, lists, company lines) write in; the pages themselves exist in every member language. */
export type StaticPageLocale = 'nl' | 'en';

// The pages' shapes live apart, so that each language's file can use them without importing this one.
export type { StaticPageContext, StaticPageSection, StaticPageContent } from './static-page-types.ts';
import type { StaticPageContext, StaticPageContent } from './static-page-types.ts';

export function isStaticPageSlug(s: string): s is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(s);
}

// ---------------------------------------------------------------------------------------------
// Helpers

function days(n: number, l: StaticPageLocale): string {
  if (l === 'nl') return n === 1 ? '1 dag' : `${n} dagen`;
  return n === 1 ? '1 day' : `${n} days`;
}

function joinList(items: string[], l: StaticPageLocale): string {
  const xs = items.map((x) => x.trim()).filter((x) => x !== '');
  if (xs.length <= 1) return xs.join('');
  const last = xs[xs.length - 1] ?? '';
  return `${xs.slice(0, -1).join(', ')} ${l === 'nl' ? 'en' : 'and'} ${last}`;
}

/** "Klik B.V., gevestigd te Herengracht 1, Amsterdam, Nederland" style description of the company. */
function companyDescription(ctx: StaticPageContext, l: StaticPageLocale): string {
  const addr = fullAddress(ctx);
  const kvk = ctx.company.kvk.trim();
  const parts: string[] = [ctx.company.name];
  if (l === 'nl') {
    if (addr) parts.push(`gevestigd aan ${addr}`);
    if (kvk) parts.push(`ingeschreven bij de Kamer van Koophandel onder nummer ${kvk}`);
  } else {
    if (addr) parts.push(`established at ${addr}`);
    if (kvk) parts.push(`registered with the Dutch Chamber of Commerce (KvK) under number ${kvk}`);
  }
  return parts.join(', ');
}

/** The company's details as list items (name, address, KvK, trade names, VAT, e-mail, phone). */
function companyDetails(ctx: StaticPageContext, l: StaticPageLocale, withContact: boolean): string[] {
  const nl = l === 'nl';
  const items: string[] = [];
  items.push(`${nl ? 'Bedrijfsnaam' : 'Company name'}: ${ctx.company.name}`);
  const addr = fullAddress(ctx);
  if (addr) items.push(`${nl ? 'Adres' : 'Address'}: ${addr}`);
  if (ctx.company.kvk.trim())
    items.push(`${nl ? 'KvK-nummer' : 'Chamber of Commerce (KvK) number'}: ${ctx.company.kvk.trim()}`);
  const tn = tradenames(ctx);
  if (tn.length > 0)
    items.push(
      `${nl ? (tn.length === 1 ? 'Handelsnaam' : 'Handelsnamen') : tn.length === 1 ? 'Trade name' : 'Trade names'}: ${tn.join(', ')}`,
    );
  const vat = vatNumbers(ctx);
  if (vat.length > 0)
    items.push(
      `${nl ? (vat.length === 1 ? 'Btw-nummer' : 'Btw-nummers') : vat.length === 1 ? 'VAT number' : 'VAT numbers'}: ${vat.join(', ')}`,
    );
  if (withContact) {
    items.push(`E-mail: ${ctx.supportEmail}`);
    if (hasPhone(ctx)) items.push(`${nl ? 'Telefoon' : 'Phone'}: ${ctx.supportPhone.trim()}`);
  }
  items.push(`Website: ${ctx.domain}`);
  return items;
}

/** "per e-mail via x" or "per e-mail via x of telefonisch via y". */
function contactSentence(ctx: StaticPageContext, l: StaticPageLocale): string {
  if (l === 'nl') {
    return hasPhone(ctx)
      ? `per e-mail via ${ctx.supportEmail} of telefonisch via ${ctx.supportPhone.trim()}`
      : `per e-mail via ${ctx.supportEmail}`;
  }
  return hasPhone(ctx)
    ? `by e-mail at ${ctx.supportEmail} or by phone at ${ctx.supportPhone.trim()}`
    : `by e-mail at ${ctx.supportEmail}`;
}

// ---------------------------------------------------------------------------------------------
// Algemene voorwaarden / Terms and conditions

function termsNl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  const tn = tradenames(ctx);
  return {
    title: 'Algemene voorwaarden',
    intro: `Deze algemene voorwaarden zijn van toepassing op het gebruik van ${s} (${ctx.domain}). Lees ze zorgvuldig door voordat je je aanmeldt. Door een account aan te maken, ga je akkoord met deze voorwaarden. Versie van ${ctx.termsVersionDate}.`,
    sections: [
      {
        heading: '1. Wie wij zijn',
        paragraphs: [
          `${s} wordt aangeboden door ${dot(companyDescription(ctx, 'nl'))}${tn.length > 0 ? ` ${c} handelt onder de ${tn.length === 1 ? 'naam' : 'namen'} ${dot(joinList(tn, 'nl'))}` : ''}${vatNumbers(ctx).length > 0 ? ` Btw-identificatienummer: ${vatNumbers(ctx).join(', ')}.` : ''}`,
          `In deze voorwaarden bedoelen we met 'wij', 'ons' en '${s}' de onderneming ${dot(c)} Met 'je', 'jij' en 'lid' bedoelen we iedereen die een account op ${s} heeft aangemaakt.`,
        ],
      },
      {
        heading: '2. Toepasselijkheid',
        paragraphs: [
          `Deze voorwaarden zijn van toepassing op iedere overeenkomst tussen jou en ${c} over het gebruik van ${s}, waaronder de aankoop van credits. Onze privacyverklaring, ons cookiebeleid en ons retourbeleid maken deel uit van deze voorwaarden.`,
          'Afwijkingen van deze voorwaarden gelden alleen als wij die uitdrukkelijk en schriftelijk (waaronder per e-mail) met je zijn overeengekomen.',
        ],
      },
      {
        heading: `3. Minimumleeftijd van ${ctx.minAge} jaar`,
        paragraphs: [
          `${s} is uitsluitend bedoeld voor volwassenen. Je moet minimaal ${ctx.minAge} jaar oud zijn om je aan te melden en de website te gebruiken. Door je aan te melden, verklaar je dat je ${ctx.minAge} jaar of ouder bent en dat de gegevens die je over jezelf opgeeft juist zijn.`,
          `Wij kunnen je op elk moment vragen je leeftijd aan te tonen. Blijkt dat je jonger bent dan ${ctx.minAge} jaar, of kun je je leeftijd niet aantonen, dan sluiten wij je account direct en definitief af.`,
        ],
      },
      {
        heading: '4. Je account',
        paragraphs: [
          'Je mag één persoonlijk account hebben. Je account is niet overdraagbaar en je mag het niet door anderen laten gebruiken.',
          'Je bent zelf verantwoordelijk voor het geheimhouden van je wachtwoord en voor alles wat er met je account gebeurt. Vermoed je dat iemand anders toegang heeft tot je account, wijzig dan direct je wachtwoord en neem contact met ons op.',
          'Je account wordt pas actief nadat je je e-mailadres hebt bevestigd via de activatielink die wij je sturen. Zorg dat je e-mailadres juist en actueel is, omdat wij belangrijke berichten over je account en je aankopen per e-mail versturen.',
        ],
      },
      {
        heading: '5. Credits en prijzen',
        paragraphs: [
          `Aanmelden op ${s} is gratis. Voor een aantal functies betaal je met credits, zoals het versturen van berichten, het bekijken of versturen van foto's en het versturen van cadeaus. Hoeveel credits een handeling kost, staat in de actuele prijslijst op de website en wordt altijd getoond voordat je de handeling uitvoert.`,
          'Credits koop je vooraf in pakketten. De prijs van een pakket is inclusief btw en wordt vóór de betaling duidelijk vermeld. Credits worden na ontvangst van je betaling direct aan je account toegevoegd.',
          'Credits zijn persoonlijk en gekoppeld aan je account. Ze hebben geen geldwaarde, zijn niet inwisselbaar voor geld (behalve zoals beschreven in artikel 8 en in ons retourbeleid) en kunnen niet worden overgedragen aan andere leden of accounts.',
          'Wij mogen de prijzen van creditpakketten en het aantal credits per handeling wijzigen. Een wijziging heeft geen gevolgen voor pakketten die je al hebt gekocht en betaald. Credits die je al hebt, blijven geldig zolang je account bestaat.',
          'Credits die je gratis of als bonus hebt ontvangen, bijvoorbeeld bij een actie, worden niet terugbetaald en kunnen een beperkte geldigheid hebben. Dat melden we dan bij de actie.',
        ],
      },
      {
        heading: '6. Premium-lidmaatschap',
        paragraphs: [
          `Met je eerste aankoop van een creditpakket word je automatisch Premium-lid. Als Premium-lid vervalt de beperking op het aantal gesprekken dat je kunt voeren en kun je tot ${PREMIUM_MAX_PHOTOS} foto's plaatsen in plaats van ${FREE_MAX_PHOTOS}.`,
          'Premium is geen abonnement. Er worden geen terugkerende bedragen in rekening gebracht: je betaalt alleen voor de creditpakketten die je zelf koopt.',
        ],
      },
      {
        heading: '7. Betaling',
        paragraphs: [
          'Je kunt betalen met de betaalmethoden die bij het afrekenen worden getoond, zoals iDEAL, creditcard, PayPal en SEPA-incasso. Betalingen worden verwerkt door een erkende betaaldienstverlener.',
          'Wordt een betaling gestorneerd of teruggeboekt zonder geldige reden, dan mogen wij de bijbehorende credits van je account afschrijven en, bij herhaling, je account blokkeren. Eventuele kosten die wij daardoor maken, kunnen wij bij je in rekening brengen.',
        ],
      },
      {
        heading: '8. Herroepingsrecht en terugbetaling',
        paragraphs: [
          `Credits zijn digitale inhoud die direct na betaling wordt geleverd. Wij bieden je daarbij de mogelijkheid om binnen ${days(ctx.refundDays, 'nl')} na aankoop de credits die je nog niet hebt gebruikt terug te vragen. Hoe dat werkt, lees je in ons retourbeleid.`,
          'Credits die je al hebt gebruikt, worden niet terugbetaald.',
        ],
      },
      {
        heading: '9. Gedragsregels',
        paragraphs: [`Wij willen dat iedereen zich veilig en prettig voelt op ${s}. Daarom is het niet toegestaan om:`],
        list: [
          'andere leden te beledigen, bedreigen, intimideren, discrimineren of lastig te vallen;',
          'je voor te doen als iemand anders, een nepprofiel aan te maken of onjuiste gegevens op te geven;',
          "foto's te plaatsen van anderen, van minderjarigen, of foto's waarop je niet zelf staat;",
          "persoonsgegevens van anderen te delen, zoals namen, adressen, telefoonnummers of foto's, zonder hun toestemming;",
          'leden op te lichten, om geld te vragen of andere vormen van fraude te plegen;',
          'reclame te maken, diensten tegen betaling aan te bieden of leden naar andere websites te lokken;',
          'inhoud te plaatsen die in strijd is met de wet, de openbare orde of de goede zeden;',
          'de website te hinderen, te hacken of met geautomatiseerde middelen gegevens te verzamelen.',
        ],
      },
      {
        heading: "10. Profielen, foto's en berichten",
        paragraphs: [
          "Je bent zelf verantwoordelijk voor de inhoud van je profiel, je foto's en je berichten. Iedere foto wordt door ons gecontroleerd voordat deze zichtbaar wordt voor andere leden. Wij mogen foto's en teksten weigeren of verwijderen als ze in strijd zijn met deze voorwaarden.",
          `Door inhoud op ${s} te plaatsen, geef je ons toestemming om deze inhoud op de website te tonen voor zolang je account bestaat. Je blijft eigenaar van je eigen foto's en teksten.`,
        ],
      },
      {
        heading: `11. ${capitalize(ctx.fictionalPlural)}`,
        paragraphs: [
          `Op ${s} komen ook ${ctx.fictionalPlural} voor. Dit zijn profielen die door of namens ${c} worden beheerd en die bedoeld zijn voor entertainment. Berichten aan deze profielen worden beantwoord door medewerkers van ${s}. Met ${ctx.fictionalPlural} is geen fysiek contact of afspraak in het echt mogelijk.`,
          `Voor het versturen van berichten aan ${ctx.fictionalPlural} gelden dezelfde prijzen in credits als voor berichten aan andere profielen. Door ${s} te gebruiken, verklaar je dat je hiervan op de hoogte bent.`,
        ],
      },
      {
        heading: '12. Aansprakelijkheid',
        paragraphs: [
          `Wij doen ons best om ${s} goed en veilig te laten werken, maar kunnen niet garanderen dat de website altijd zonder onderbrekingen of fouten beschikbaar is. Wij zijn niet verantwoordelijk voor wat andere leden op de website plaatsen of doen, en niet voor de afspraken die je met andere leden maakt.`,
          `Onze aansprakelijkheid is beperkt tot directe schade en tot ten hoogste het bedrag dat je in de twaalf maanden voorafgaand aan de schadeveroorzakende gebeurtenis aan ${c} hebt betaald. Deze beperking geldt niet bij opzet of bewuste roekeloosheid van ${c}, of voor zover de wet een beperking niet toestaat.`,
        ],
      },
      {
        heading: '13. Opzegging, verwijdering en blokkering',
        paragraphs: [
          `Je kunt je account op elk moment zelf verwijderen via je instellingen ('Account verwijderen'), met je wachtwoord. Na je verzoek wordt je account direct onzichtbaar voor andere leden en word je overal uitgelogd. Gedurende ${days(GRACE_DAYS, 'nl')} kun je je account nog heractiveren met de link uit de e-mail die we je sturen; log je in die periode in, dan sturen we je de link op verzoek opnieuw. Daarna worden je account en je gegevens definitief verwijderd, zoals beschreven in onze privacyverklaring.`,
          `Wordt de verwijdering van je account definitief, dan vervallen de credits die je nog hebt. Ongebruikte credits die je minder dan ${days(ctx.refundDays, 'nl')} geleden hebt gekocht, kun je vóór het verwijderen terugvragen via ons retourbeleid.`,
          'Wij mogen je account tijdelijk of definitief blokkeren als je deze voorwaarden overtreedt, als je jonger bent dan de minimumleeftijd, of als wij een redelijk vermoeden van misbruik of fraude hebben. Op onze pagina over blokkeringen lees je hoe je bezwaar kunt maken.',
        ],
      },
      {
        heading: '14. Wijzigingen',
        paragraphs: [
          'Wij mogen deze voorwaarden wijzigen. Belangrijke wijzigingen maken wij tijdig bekend op de website of per e-mail. Ga je niet akkoord met een wijziging, dan kun je je account verwijderen. Blijf je de website gebruiken nadat een wijziging van kracht is geworden, dan geldt de gewijzigde versie.',
        ],
      },
      {
        heading: '15. Klachten',
        paragraphs: [
          `Heb je een klacht over ${s}? Neem dan contact op met onze klantenservice, ${contactSentence(ctx, 'nl')}. Beschrijf je klacht zo duidelijk mogelijk en vermeld het e-mailadres waarmee je bent aangemeld. Wij bevestigen de ontvangst en reageren binnen 14 dagen inhoudelijk op je klacht.`,
        ],
      },
      {
        heading: '16. Toepasselijk recht en geschillen',
        paragraphs: [
          `Op deze voorwaarden en op iedere overeenkomst met ${c} is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter in Nederland, tenzij dwingend recht een andere rechter aanwijst. Als consument behoud je de bescherming die het recht van je woonland je biedt.`,
        ],
      },
      {
        heading: '17. Versie',
        paragraphs: [`Dit is de versie van ${ctx.termsVersionDate}.`],
      },
    ],
  };
}

function termsEn(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  const tn = tradenames(ctx);
  return {
    title: 'Terms and conditions',
    intro: `These terms and conditions apply to the use of ${s} (${ctx.domain}). Please read them carefully before you sign up. By creating an account, you agree to these terms. Version of ${ctx.termsVersionDate}.`,
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          `${s} is provided by ${dot(companyDescription(ctx, 'en'))}${tn.length > 0 ? ` ${c} trades under the ${tn.length === 1 ? 'name' : 'names'} ${dot(joinList(tn, 'en'))}` : ''}${vatNumbers(ctx).length > 0 ? ` VAT identification number: ${vatNumbers(ctx).join(', ')}.` : ''}`,
          `In these terms, 'we', 'us' and '${s}' refer to the company ${dot(c)} 'You' and 'member' refer to anyone who has created an account on ${s}.`,
        ],
      },
      {
        heading: '2. Scope',
        paragraphs: [
          `These terms apply to every agreement between you and ${c} regarding the use of ${s}, including the purchase of credits. Our privacy statement, cookie policy and return policy form part of these terms.`,
          'Deviations from these terms only apply if we have expressly agreed them with you in writing (including by e-mail).',
        ],
      },
      {
        heading: `3. Minimum age of ${ctx.minAge}`,
        paragraphs: [
          `${s} is intended for adults only. You must be at least ${ctx.minAge} years old to sign up and use the website. By signing up, you declare that you are ${ctx.minAge} or older and that the information you provide about yourself is accurate.`,
          `We may ask you to prove your age at any time. If it turns out that you are younger than ${ctx.minAge}, or if you cannot prove your age, we will close your account immediately and permanently.`,
        ],
      },
      {
        heading: '4. Your account',
        paragraphs: [
          'You may have one personal account. Your account is not transferable and you may not let anyone else use it.',
          'You are responsible for keeping your password secret and for everything that happens with your account. If you suspect that someone else has access to your account, change your password immediately and contact us.',
          'Your account only becomes active after you have confirmed your e-mail address using the activation link we send you. Make sure your e-mail address is correct and up to date, as we send important messages about your account and your purchases by e-mail.',
        ],
      },
      {
        heading: '5. Credits and prices',
        paragraphs: [
          `Signing up for ${s} is free. Some features are paid for with credits, such as sending messages, viewing or sending photos and sending gifts. The number of credits an action costs is shown in the current price list on the website and is always displayed before you perform the action.`,
          'Credits are purchased in advance in bundles. The price of a bundle includes VAT and is clearly stated before payment. Credits are added to your account immediately after we receive your payment.',
          'Credits are personal and linked to your account. They have no cash value, cannot be exchanged for money (except as described in article 8 and in our return policy) and cannot be transferred to other members or accounts.',
          'We may change the prices of credit bundles and the number of credits per action. A change does not affect bundles you have already bought and paid for. Credits you already have remain valid for as long as your account exists.',
          'Credits you have received for free or as a bonus, for example during a promotion, are not refundable and may have a limited validity. If so, we will state this with the promotion.',
        ],
      },
      {
        heading: '6. Premium membership',
        paragraphs: [
          `With your first purchase of a credit bundle you automatically become a Premium member. As a Premium member, the limit on the number of conversations you can have is lifted and you can upload up to ${PREMIUM_MAX_PHOTOS} photos instead of ${FREE_MAX_PHOTOS}.`,
          'Premium is not a subscription. No recurring amounts are charged: you only pay for the credit bundles you choose to buy.',
        ],
      },
      {
        heading: '7. Payment',
        paragraphs: [
          'You can pay with the payment methods shown at checkout, such as iDEAL, credit card, PayPal and SEPA direct debit. Payments are processed by a recognised payment service provider.',
          'If a payment is reversed or charged back without a valid reason, we may deduct the corresponding credits from your account and, if this happens repeatedly, suspend your account. We may charge you for any costs we incur as a result.',
        ],
      },
      {
        heading: '8. Right of withdrawal and refunds',
        paragraphs: [
          `Credits are digital content that is delivered immediately after payment. We offer you the option to request a refund of the credits you have not yet used within ${days(ctx.refundDays, 'en')} of purchase. Our return policy explains how this works.`,
          'Credits you have already used are not refunded.',
        ],
      },
      {
        heading: '9. Rules of conduct',
        paragraphs: [`We want everyone to feel safe and comfortable on ${s}. It is therefore not permitted to:`],
        list: [
          'insult, threaten, intimidate, discriminate against or harass other members;',
          'pretend to be someone else, create a fake profile or provide false information;',
          'upload photos of other people, of minors, or photos that do not show yourself;',
          "share other people's personal data, such as names, addresses, phone numbers or photos, without their consent;",
          'scam members, ask for money or commit any other form of fraud;',
          'advertise, offer paid services or lure members to other websites;',
          'post content that is unlawful or contrary to public order or decency;',
          'disrupt or hack the website, or collect data by automated means.',
        ],
      },
      {
        heading: '10. Profiles, photos and messages',
        paragraphs: [
          'You are responsible for the content of your profile, your photos and your messages. Every photo is checked by us before it becomes visible to other members. We may refuse or remove photos and texts that violate these terms.',
          `By posting content on ${s}, you give us permission to display this content on the website for as long as your account exists. You remain the owner of your own photos and texts.`,
        ],
      },
      {
        heading: `11. ${capitalize(ctx.fictionalPlural)}`,
        paragraphs: [
          `${s} also contains ${ctx.fictionalPlural}. These are profiles that are operated by or on behalf of ${c} and are intended for entertainment. Messages to these profiles are answered by ${s} staff. Physical contact or meeting in real life is not possible with ${ctx.fictionalPlural}.`,
          `Sending messages to ${ctx.fictionalPlural} costs the same number of credits as sending messages to other profiles. By using ${s}, you confirm that you are aware of this.`,
        ],
      },
      {
        heading: '12. Liability',
        paragraphs: [
          `We do our best to keep ${s} working properly and safely, but we cannot guarantee that the website will always be available without interruptions or errors. We are not responsible for what other members post or do on the website, nor for any arrangements you make with other members.`,
          `Our liability is limited to direct damage and to no more than the amount you paid to ${c} in the twelve months preceding the event that caused the damage. This limitation does not apply in the event of intent or deliberate recklessness on the part of ${c}, or to the extent that the law does not permit such a limitation.`,
        ],
      },
      {
        heading: '13. Cancellation, deletion and suspension',
        paragraphs: [
          `You can delete your account yourself at any time in your settings ('Delete account'), with your password. After your request, your account is immediately hidden from other members and you are logged out everywhere. For ${days(GRACE_DAYS, 'en')} you can still reactivate your account with the link in the e-mail we send you; if you log in during that period, we send you the link again on request. After that, your account and your data are permanently deleted, as described in our privacy statement.`,
          `When the deletion of your account becomes final, any remaining credits expire. Unused credits that you bought less than ${days(ctx.refundDays, 'en')} ago can be refunded through our return policy before you delete your account.`,
          'We may suspend or permanently ban your account if you violate these terms, if you are younger than the minimum age, or if we reasonably suspect abuse or fraud. Our page about banned accounts explains how to appeal.',
        ],
      },
      {
        heading: '14. Changes',
        paragraphs: [
          'We may change these terms. We will announce important changes in good time on the website or by e-mail. If you do not agree with a change, you can delete your account. If you continue to use the website after a change has taken effect, the amended version applies.',
        ],
      },
      {
        heading: '15. Complaints',
        paragraphs: [
          `Do you have a complaint about ${s}? Please contact our customer service ${contactSentence(ctx, 'en')}. Describe your complaint as clearly as possible and include the e-mail address you signed up with. We will confirm receipt and respond to your complaint in substance within 14 days.`,
        ],
      },
      {
        heading: '16. Applicable law and disputes',
        paragraphs: [
          `These terms and every agreement with ${c} are governed by Dutch law. Disputes will be submitted to the competent court in the Netherlands, unless mandatory law designates a different court. As a consumer, you retain the protection offered to you by the law of your country of residence.`,
        ],
      },
      {
        heading: '17. Version',
        paragraphs: [`This is the version of ${ctx.termsVersionDate}.`],
      },
    ],
  };
}

/** Ends a sentence with a full stop without doubling one (e.g. after 'B.V.'). */
function dot(x: string): string {
  return x.endsWith('.') ? x : `${x}.`;
}

function capitalize(x: string): string {
  return x.length === 0 ? x : x.charAt(0).toUpperCase() + x.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Privacyverklaring / Privacy statement

function privacyNl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  return {
    title: 'Privacyverklaring',
    intro: `Bij ${s} gaan we zorgvuldig om met je persoonsgegevens. In deze privacyverklaring lees je welke gegevens we verwerken, waarom we dat doen, hoe lang we ze bewaren en welke rechten je hebt. We houden ons daarbij aan de Algemene verordening gegevensbescherming (AVG).`,
    sections: [
      {
        heading: 'Verwerkingsverantwoordelijke',
        paragraphs: [
          `${c} is de verwerkingsverantwoordelijke voor de verwerking van persoonsgegevens via ${s} (${ctx.domain}). Onze gegevens:`,
        ],
        list: companyDetails(ctx, 'nl', true),
      },
      {
        heading: 'Welke gegevens we verwerken',
        paragraphs: ['Afhankelijk van hoe je de website gebruikt, verwerken we de volgende gegevens:'],
        list: [
          'accountgegevens: gebruikersnaam, e-mailadres, wachtwoord (versleuteld opgeslagen), geboortedatum en geslacht;',
          'profielgegevens: woonplaats of regio, je profieltekst, je voorkeuren en de antwoorden die je op profielvragen geeft;',
          "foto's die je op je profiel plaatst of in gesprekken verstuurt;",
          'berichten, cadeaus en likes die je verstuurt en ontvangt;',
          'aankoopgegevens: gekochte creditpakketten, bedragen, betaalmethode en transactiegegevens van de betaaldienstverlener (wij ontvangen en bewaren geen volledige creditcardgegevens);',
          'technische gegevens: IP-adres, het land waaruit je de website bezoekt, browser- en apparaatgegevens, tijdstippen van inloggen en gebruik;',
          'de inhoud van je contact met onze klantenservice.',
        ],
      },
      {
        heading: 'Bijzondere persoonsgegevens en je uitdrukkelijke toestemming',
        paragraphs: [
          `Een datingwebsite verwerkt bijna altijd gegevens die iets zeggen over je seksuele leven of seksuele gerichtheid, bijvoorbeeld naar wie je zoekt, je foto's en de inhoud van je berichten. Dit zijn bijzondere persoonsgegevens. Wij verwerken deze gegevens alleen met je uitdrukkelijke toestemming, die je geeft wanneer je je aanmeldt en je profiel invult.`,
          'Je kunt je toestemming op elk moment intrekken door de betreffende gegevens uit je profiel te verwijderen of je account te verwijderen. Het intrekken van je toestemming heeft geen gevolgen voor de rechtmatigheid van de verwerking daarvóór. Zonder deze gegevens kunnen we de datingdienst niet of slechts beperkt leveren.',
          `Vul in je profiel en je berichten niet meer in dan je wilt delen. Deel in je profiel geen gegevens waarmee je direct kunt worden geïdentificeerd, zoals je achternaam, adres of telefoonnummer.`,
        ],
      },
      {
        heading: 'Waarvoor we je gegevens gebruiken',
        paragraphs: ['We gebruiken je gegevens voor de volgende doelen:'],
        list: [
          'het aanmaken en beheren van je account en het tonen van je profiel aan andere leden;',
          "het mogelijk maken van contact met andere leden, waaronder het versturen van berichten, foto's en cadeaus;",
          'het verwerken van je aankopen, het bijhouden van je creditsaldo en het afhandelen van terugbetalingen;',
          'het versturen van servicemails, zoals je activatiemail, wachtwoordherstel en aankoopbevestigingen;',
          'het versturen van meldingen over nieuwe berichten en, als je daarvoor toestemming hebt gegeven, pushberichten en nieuwsbrieven;',
          "het controleren van foto's en profielteksten en het handhaven van onze voorwaarden, waaronder de minimumleeftijd. Nieuwe foto's gaan eerst langs een automatische controle op naakt, die draait op onze eigen servers; die controle beslist nooit zelf: een medewerker keurt elke foto goed of af, en als de controle meespeelde bij een afkeuring, staat dat in de uitleg die je krijgt;",
          'het voorkomen en opsporen van fraude, misbruik en beveiligingsincidenten;',
          'het beantwoorden van je vragen en klachten;',
          'het voldoen aan wettelijke verplichtingen, zoals de fiscale bewaarplicht.',
        ],
      },
      {
        heading: 'Grondslagen',
        paragraphs: ['We verwerken je gegevens op basis van de volgende grondslagen uit de AVG:'],
        list: [
          'uitvoering van de overeenkomst (artikel 6 lid 1 sub b AVG): voor je account, je profiel, contact met leden en je aankopen;',
          'uitdrukkelijke toestemming (artikel 6 lid 1 sub a en artikel 9 lid 2 sub a AVG): voor bijzondere persoonsgegevens, pushberichten en nieuwsbrieven;',
          'wettelijke verplichting (artikel 6 lid 1 sub c AVG): voor onze administratie en fiscale bewaarplicht;',
          'gerechtvaardigd belang (artikel 6 lid 1 sub f AVG): voor de beveiliging van de website en het voorkomen van fraude en misbruik.',
        ],
      },
      {
        heading: `Berichten aan ${ctx.fictionalPlural}`,
        paragraphs: [
          `Op ${s} komen ${ctx.fictionalPlural} voor die door of namens ${c} worden beheerd. Berichten en foto's die je aan zulke profielen stuurt, worden gelezen en beantwoord door medewerkers van ${s}. Zij zijn tot geheimhouding verplicht en gebruiken je gegevens uitsluitend voor dit doel.`,
        ],
      },
      {
        heading: 'Hoe lang we je gegevens bewaren',
        paragraphs: [
          `We bewaren je gegevens zolang je account bestaat. Verwijder je je account, dan heb je nog ${days(GRACE_DAYS, 'nl')} om je account te heractiveren met de link die we je mailen. Na deze termijn wissen we je profiel, foto's (ook uit onze opslag), de inhoud van je berichten, je likes, blokkeringen, de teksten van je meldingen, je sessies, je meldingsinstellingen en je betaalgegevens zoals opgeslagen kaarten en IBAN, laten we de betaaldienstverlener de klantgegevens (naam en e-mailadres) verwijderen die we daar voor je hebben aangemaakt, en vervangen we je e-mailadres, zodat je je later opnieuw kunt aanmelden. Wil je niet wachten, vraag het dan aan onze klantenservice: dan maken we de verwijdering meteen definitief.`,
          'Gegevens die we op grond van de wet moeten bewaren, zoals je bestellingen, facturen en de boekingen van je credits, bewaren we zonder je naam, e-mailadres of andere persoonsgegevens gedurende de wettelijke bewaartermijn van zeven jaar. Gegevens over een blokkering wegens ernstige overtredingen kunnen we langer bewaren om te voorkomen dat iemand zich opnieuw aanmeldt, maar niet langer dan nodig. Technische logbestanden bewaren we kort en uitsluitend voor beveiliging.',
        ],
      },
      {
        heading: 'Delen met derden',
        paragraphs: [
          'Wij verkopen je gegevens nooit aan derden en gebruiken ze niet voor advertenties van derden.',
          'We schakelen wel dienstverleners in die gegevens namens ons verwerken (verwerkers), zoals onze hostingprovider, betaaldienstverleners en een dienst voor het versturen van e-mail. Met deze partijen sluiten we verwerkersovereenkomsten en zij mogen je gegevens alleen voor onze opdracht gebruiken. Als gegevens buiten de Europese Economische Ruimte worden verwerkt, zorgen we voor passende waarborgen, zoals de standaardcontractbepalingen van de Europese Commissie.',
          'We verstrekken gegevens aan instanties als we daartoe wettelijk verplicht zijn, bijvoorbeeld op een rechtmatig verzoek van politie of justitie.',
        ],
      },
      {
        heading: 'Beveiliging',
        paragraphs: [
          'We nemen passende technische en organisatorische maatregelen om je gegevens te beschermen tegen verlies en onrechtmatig gebruik. Zo verloopt de verbinding met de website versleuteld (HTTPS), slaan we wachtwoorden alleen versleuteld op en hebben alleen bevoegde medewerkers toegang tot je gegevens.',
          'In Instellingen → "Waar je bent ingelogd" zie je op welke apparaten je bent ingelogd (browser, systeem, land en laatste activiteit) en log je een apparaat of alle andere apparaten uit. Log je in vanaf een apparaat of land dat we nog niet van je kenden, dan sturen we je een e-mail.',
        ],
      },
      {
        heading: 'Je rechten',
        paragraphs: ['Op grond van de AVG heb je de volgende rechten:'],
        list: [
          'recht op inzage: je downloadt zelf alles wat we van je bewaren via Instellingen → "Download mijn gegevens" (een ZIP-bestand met je gegevens en foto\'s; we mailen je een link die 24 uur geldig is, één aanvraag per 24 uur);',
          'recht op rectificatie: je kunt onjuiste gegevens laten corrigeren, of ze zelf aanpassen in je profiel;',
          'recht op verwijdering: je kunt je account en gegevens laten verwijderen;',
          'recht op beperking van de verwerking;',
          "recht op overdraagbaarheid: hetzelfde ZIP-bestand bevat je gegevens in een gangbaar, digitaal formaat (JSON) en je foto's;",
          'recht van bezwaar: je kunt bezwaar maken tegen verwerking op basis van ons gerechtvaardigd belang;',
          'recht om je toestemming in te trekken.',
        ],
      },
      {
        heading: 'Je rechten uitoefenen',
        paragraphs: [
          `Stuur je verzoek per e-mail naar ${ctx.supportEmail}, vanaf het e-mailadres waarmee je bent aangemeld. We kunnen je vragen je identiteit aan te tonen. We reageren binnen een maand op je verzoek.`,
          'Ben je niet tevreden over de manier waarop we met je gegevens omgaan? Laat het ons weten, dan zoeken we samen naar een oplossing. Je hebt ook het recht een klacht in te dienen bij de Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl).',
        ],
      },
      {
        heading: 'Wijzigingen',
        paragraphs: [
          `We kunnen deze privacyverklaring aanpassen. De actuele versie staat altijd op ${ctx.domain}. Bij belangrijke wijzigingen informeren we je via de website of per e-mail.`,
        ],
      },
    ],
  };
}

function privacyEn(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  return {
    title: 'Privacy statement',
    intro: `At ${s}, we handle your personal data with care. This privacy statement explains which data we process, why we do so, how long we keep it and what rights you have. We comply with the General Data Protection Regulation (GDPR).`,
    sections: [
      {
        heading: 'Controller',
        paragraphs: [
          `${c} is the controller for the processing of personal data through ${s} (${ctx.domain}). Our details:`,
        ],
        list: companyDetails(ctx, 'en', true),
      },
      {
        heading: 'Which data we process',
        paragraphs: ['Depending on how you use the website, we process the following data:'],
        list: [
          'account data: username, e-mail address, password (stored in encrypted form), date of birth and gender;',
          'profile data: place of residence or region, your profile text, your preferences and your answers to profile questions;',
          'photos you upload to your profile or send in conversations;',
          'messages, gifts and likes you send and receive;',
          'purchase data: credit bundles purchased, amounts, payment method and transaction details from the payment service provider (we do not receive or store full credit card details);',
          'technical data: IP address, the country from which you visit the website, browser and device information, login and usage times;',
          'the content of your contact with our customer service.',
        ],
      },
      {
        heading: 'Special categories of personal data and your explicit consent',
        paragraphs: [
          'A dating website almost always processes data that reveals something about your sex life or sexual orientation, such as who you are looking for, your photos and the content of your messages. These are special categories of personal data. We only process this data with your explicit consent, which you give when you sign up and fill in your profile.',
          'You can withdraw your consent at any time by removing the relevant data from your profile or by deleting your account. Withdrawing your consent does not affect the lawfulness of processing before the withdrawal. Without this data, we cannot provide the dating service, or only to a limited extent.',
          'Do not share more in your profile and messages than you want to. Do not include information in your profile that directly identifies you, such as your surname, address or phone number.',
        ],
      },
      {
        heading: 'What we use your data for',
        paragraphs: ['We use your data for the following purposes:'],
        list: [
          'creating and managing your account and showing your profile to other members;',
          'enabling contact with other members, including sending messages, photos and gifts;',
          'processing your purchases, keeping track of your credit balance and handling refunds;',
          'sending service e-mails, such as your activation e-mail, password resets and purchase confirmations;',
          'sending notifications about new messages and, if you have given consent, push notifications and newsletters;',
          'reviewing photos and profile texts and enforcing our terms, including the minimum age. New photos first pass an automatic check for nudity that runs on our own servers; it never decides by itself: a member of staff approves or rejects every photo, and if the check played a part in a rejection, the explanation you receive says so;',
          'preventing and detecting fraud, abuse and security incidents;',
          'answering your questions and complaints;',
          'complying with legal obligations, such as the statutory retention obligation for tax purposes.',
        ],
      },
      {
        heading: 'Legal bases',
        paragraphs: ['We process your data on the following legal bases under the GDPR:'],
        list: [
          'performance of the contract (Article 6(1)(b) GDPR): for your account, your profile, contact with members and your purchases;',
          'explicit consent (Article 6(1)(a) and Article 9(2)(a) GDPR): for special categories of personal data, push notifications and newsletters;',
          'legal obligation (Article 6(1)(c) GDPR): for our accounting and tax retention obligations;',
          'legitimate interest (Article 6(1)(f) GDPR): for the security of the website and the prevention of fraud and abuse.',
        ],
      },
      {
        heading: `Messages to ${ctx.fictionalPlural}`,
        paragraphs: [
          `${s} contains ${ctx.fictionalPlural} operated by or on behalf of ${dot(c)} Messages and photos you send to such profiles are read and answered by ${s} staff. They are bound by confidentiality and use your data for this purpose only.`,
        ],
      },
      {
        heading: 'How long we keep your data',
        paragraphs: [
          `We keep your data for as long as your account exists. If you delete your account, you have ${days(GRACE_DAYS, 'en')} to reactivate it with the link we mail you. After this period, we permanently erase your profile, photos (also from our storage), the content of your messages, your likes, blocks, the texts of your reports, your sessions, your notification settings and your payment details such as saved cards and IBAN, we have the payment provider delete the customer record (name and e-mail address) we created there for you, and we replace your e-mail address, so that you can sign up again later. If you do not want to wait, ask our customer service: we then make the deletion final at once.`,
          'Data we are legally required to keep, such as your orders, invoices and the bookings of your credits, is kept without your name, e-mail address or other personal data for the statutory retention period of seven years. Data about a ban for serious violations may be kept longer to prevent someone from signing up again, but no longer than necessary. Technical log files are kept briefly and only for security purposes.',
        ],
      },
      {
        heading: 'Sharing with third parties',
        paragraphs: [
          'We never sell your data to third parties and do not use it for third-party advertising.',
          "We do use service providers that process data on our behalf (processors), such as our hosting provider, payment service providers and an e-mail delivery service. We conclude data processing agreements with these parties and they may only use your data on our instructions. If data is processed outside the European Economic Area, we ensure appropriate safeguards, such as the European Commission's standard contractual clauses.",
          'We disclose data to authorities when we are legally required to do so, for example following a lawful request from the police or judicial authorities.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'We take appropriate technical and organisational measures to protect your data against loss and unlawful use. For example, the connection to the website is encrypted (HTTPS), passwords are only stored in encrypted form and only authorised staff have access to your data.',
          'In Settings → "Where you are logged in" you see the devices you are logged in on (browser, system, country and last activity) and log out one device or all others. If you log in from a device or country we had not seen for you before, we send you an e-mail.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Under the GDPR you have the following rights:'],
        list: [
          'right of access: you download everything we keep about you yourself in Settings → "Download my data" (a ZIP file with your data and photos; we mail you a link that is valid for 24 hours, one request per 24 hours);',
          'right to rectification: you can have incorrect data corrected, or change it yourself in your profile;',
          'right to erasure: you can have your account and data deleted;',
          'right to restriction of processing;',
          'right to data portability: the same ZIP file holds your data in a common, digital format (JSON) and your photos;',
          'right to object: you can object to processing based on our legitimate interest;',
          'right to withdraw your consent.',
        ],
      },
      {
        heading: 'Exercising your rights',
        paragraphs: [
          `Send your request by e-mail to ${ctx.supportEmail}, from the e-mail address you signed up with. We may ask you to verify your identity. We will respond to your request within one month.`,
          'Are you unhappy with the way we handle your data? Let us know and we will look for a solution together. You also have the right to lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl) or the supervisory authority in your country.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          `We may update this privacy statement. The current version is always available on ${ctx.domain}. We will inform you of important changes via the website or by e-mail.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Cookiebeleid / Cookie policy

function cookiesNl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Cookiebeleid',
    intro: `${s} gebruikt functionele cookies die nodig zijn om de website te laten werken; daarvoor is geen toestemming nodig. Alleen het campagnecookie plaatsen we pas als je daar toestemming voor geeft. We plaatsen geen tracking- of advertentiecookies van derden. Hieronder lees je precies welke cookies we gebruiken.`,
    sections: [
      {
        heading: 'Wat zijn cookies?',
        paragraphs: [
          'Cookies zijn kleine tekstbestanden die een website op je computer, tablet of telefoon opslaat. Bij een volgend bezoek herkent de website je browser daardoor. Naast cookies kan een website ook gegevens in de lokale opslag van je browser bewaren.',
        ],
      },
      {
        heading: 'Functionele cookies (geen toestemming nodig)',
        paragraphs: [
          'Deze cookies en gegevens zijn nodig om de website te laten werken of om een keuze te onthouden die je zelf hebt gemaakt. Hiervoor is geen toestemming nodig.',
        ],
        list: [
          `Sessiecookie: houdt bij dat je bent ingelogd, zodat je niet op iedere pagina opnieuw hoeft in te loggen. Bewaartermijn: ${days(SESSION_COOKIE_DAYS, 'nl')}, of totdat je uitlogt.`,
          `Taalcookie: onthoudt in welke taal je de website wilt zien. Bewaartermijn: ${days(LANGUAGE_COOKIE_DAYS, 'nl')}.`,
          `Apparaatcookie: een willekeurige code die we bij het inloggen in je browser zetten. Zo kunnen onze moderatoren zien of iemand vanuit dezelfde browser meerdere accounts gebruikt, bijvoorbeeld om na een blokkade terug te komen of om leden op te lichten. De code zegt niets over jou of je apparaat; we bewaren alleen een versleutelde afgeleide ervan bij je account. Bewaartermijn: ${days(DEVICE_COOKIE_DAYS, 'nl')} na je laatste keer inloggen.`,
          `Keuzecookie: onthoudt of je het campagnecookie hebt geaccepteerd of geweigerd, zodat we je dat niet bij ieder bezoek opnieuw vragen. Het bevat alleen je antwoord. Bewaartermijn: ${days(CONSENT_COOKIE_DAYS, 'nl')}.`,
          'Campagne van dit bezoek: kom je via een campagnelink binnen, dan onthoudt de pagina de campagnecodes uit de link alleen in haar werkgeheugen zolang je op de site rondkijkt, zodat een aanmelding tijdens dit bezoek ze kan meesturen. Er wordt niets op je apparaat opgeslagen: ze verdwijnen zodra je de pagina opnieuw laadt of het tabblad sluit, en worden nergens anders voor gebruikt.',
          'Weggeklikte meldingen: als je een melding of waarschuwing hebt gesloten, onthouden we dat in de lokale opslag van je browser, zodat je dezelfde melding niet steeds opnieuw ziet. Deze gegevens blijven alleen in je eigen browser staan en worden niet naar ons verstuurd.',
        ],
      },
      {
        heading: 'Campagnecookie (alleen met je toestemming)',
        paragraphs: [
          `Kom je via de link van een partner of een campagne bij ${s} binnen, dan onthouden we welke campagne dat was (de naam van de partner, de campagnecodes uit de link en de pagina waarop je binnenkwam), zodat we de partner kunnen laten weten dat een aanmelding of aankoop via hem kwam. Het cookie bevat geen persoonsgegevens en niets waaraan je te herkennen bent; de eerste campagne blijft staan. Bewaartermijn: ${days(CAMPAIGN_COOKIE_DAYS, 'nl')}.`,
          'Dit cookie is niet nodig om de website te laten werken. We plaatsen het daarom alleen als je op "Accepteren" klikt in de melding die je ziet als je via zo\'n link binnenkomt. Klik je op "Weigeren" of maak je geen keuze, dan plaatsen we het niet; je kunt de website dan precies zo gebruiken.',
        ],
      },
      {
        heading: 'Je keuze wijzigen',
        paragraphs: [
          `Je kunt je keuze op elk moment wijzigen of je toestemming intrekken met de knoppen "Accepteren" en "Weigeren" onderaan deze pagina. Trek je je toestemming in, dan verwijderen we het campagnecookie meteen. Je keuze geldt ${days(CONSENT_COOKIE_DAYS, 'nl')}; daarna vragen we het opnieuw als je weer via een campagnelink binnenkomt.`,
        ],
      },
      {
        heading: 'Geen tracking door derden',
        paragraphs: [
          `${s} gebruikt geen cookies van advertentienetwerken, sociale media of andere derden die je surfgedrag volgen. We verkopen geen gegevens over je bezoek aan anderen.`,
          'Als je een betaling doet, word je mogelijk doorgestuurd naar de pagina van een betaaldienstverlener. Op die pagina gelden het cookie- en privacybeleid van die betaaldienstverlener.',
        ],
      },
      {
        heading: 'Cookies verwijderen of blokkeren',
        paragraphs: [
          'Je kunt cookies en de lokale opslag op elk moment verwijderen via de instellingen van je browser. Meestal vind je deze optie onder Privacy of Geschiedenis, bijvoorbeeld als "Browsegegevens wissen" of "Cookies en sitegegevens". Je kunt in je browser ook instellen dat cookies helemaal niet meer worden geaccepteerd.',
          'Let op: verwijder of blokkeer je de functionele cookies, dan word je uitgelogd en kun je niet meer inloggen zolang cookies zijn geblokkeerd. Ook wordt je taalkeuze vergeten en zie je eerder weggeklikte meldingen opnieuw.',
        ],
      },
      {
        heading: 'Vragen',
        paragraphs: [
          `Heb je vragen over ons cookiebeleid? Neem dan contact met ons op via ${ctx.supportEmail}. Meer over hoe we met je gegevens omgaan, lees je in onze privacyverklaring.`,
        ],
      },
    ],
  };
}

function cookiesEn(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Cookie policy',
    intro: `${s} uses functional cookies that are necessary for the website to work; these need no consent. Only the campaign cookie is placed after you consent to it. We do not place any third-party tracking or advertising cookies. Below you can read exactly which cookies we use.`,
    sections: [
      {
        heading: 'What are cookies?',
        paragraphs: [
          "Cookies are small text files that a website stores on your computer, tablet or phone. This allows the website to recognise your browser on your next visit. In addition to cookies, a website can also store data in your browser's local storage.",
        ],
      },
      {
        heading: 'Functional cookies (no consent needed)',
        paragraphs: [
          'These cookies and data are needed for the website to work or to remember a choice you made yourself. They do not require consent.',
        ],
        list: [
          `Session cookie: keeps track of the fact that you are logged in, so you do not have to log in again on every page. Retention period: ${days(SESSION_COOKIE_DAYS, 'en')}, or until you log out.`,
          `Language cookie: remembers the language in which you want to see the website. Retention period: ${days(LANGUAGE_COOKIE_DAYS, 'en')}.`,
          `Device cookie: a random code we place in your browser when you log in. It lets our moderators see whether someone uses several accounts from the same browser, for example to return after a ban or to scam members. The code says nothing about you or your device; we keep only a hashed form of it with your account. Retention period: ${days(DEVICE_COOKIE_DAYS, 'en')} after you last logged in.`,
          `Choice cookie: remembers whether you accepted or refused the campaign cookie, so that we do not ask again on every visit. It holds only your answer. Retention period: ${days(CONSENT_COOKIE_DAYS, 'en')}.`,
          'Campaign of this visit: if you arrive through a campaign link, the page remembers the campaign codes of the link only in its working memory while you browse the site, so that a signup during this visit can send them along. Nothing is stored on your device: they are gone as soon as you reload the page or close the tab, and are used for nothing else.',
          "Dismissed notices: when you close a notice or warning, we remember this in your browser's local storage so that you do not see the same notice again and again. This data stays in your own browser only and is not sent to us.",
        ],
      },
      {
        heading: 'Campaign cookie (only with your consent)',
        paragraphs: [
          `If you come to ${s} through a partner's or a campaign's link, we remember which campaign it was (the partner's name, the campaign codes in the link and the page you arrived on), so that we can tell the partner that a signup or purchase came through them. The cookie holds no personal data and nothing that identifies you; the first campaign stays. Retention period: ${days(CAMPAIGN_COOKIE_DAYS, 'en')}.`,
          'This cookie is not necessary for the website to work. We therefore place it only if you click "Accept" in the notice you see when you arrive through such a link. If you click "Refuse" or make no choice, we do not place it; you can use the website exactly the same way.',
        ],
      },
      {
        heading: 'Changing your choice',
        paragraphs: [
          `You can change your choice or withdraw your consent at any time with the "Accept" and "Refuse" buttons at the bottom of this page. If you withdraw your consent, we delete the campaign cookie at once. Your choice holds for ${days(CONSENT_COOKIE_DAYS, 'en')}; after that we ask again when you arrive through a campaign link.`,
        ],
      },
      {
        heading: 'No third-party tracking',
        paragraphs: [
          `${s} does not use cookies from advertising networks, social media or other third parties that track your browsing behaviour. We do not sell data about your visit to anyone.`,
          'When you make a payment, you may be redirected to the page of a payment service provider. The cookie and privacy policies of that provider apply on its page.',
        ],
      },
      {
        heading: 'Removing or blocking cookies',
        paragraphs: [
          'You can delete cookies and local storage at any time through your browser settings. This option can usually be found under Privacy or History, for example as "Clear browsing data" or "Cookies and site data". You can also set your browser to refuse cookies altogether.',
          'Please note: if you delete or block the functional cookies, you will be logged out and you will not be able to log in as long as cookies are blocked. Your language choice will also be forgotten and you will see previously dismissed notices again.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [
          `Do you have questions about our cookie policy? Please contact us at ${ctx.supportEmail}. You can read more about how we handle your data in our privacy statement.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Geblokkeerd account / Banned account

function banNl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Je account is geschorst of geblokkeerd',
    intro: `Je account op ${s} is geschorst of geblokkeerd omdat we een overtreding van onze algemene voorwaarden hebben vastgesteld, vaak nadat andere leden je hebben gemeld. Op deze pagina lees je waarom we dat doen, wat het betekent en hoe je bezwaar kunt maken.`,
    sections: [
      {
        heading: 'Waarom we accounts schorsen of blokkeren',
        paragraphs: [
          `Om ${s} veilig en prettig te houden voor iedereen, schorsen of blokkeren we accounts onder meer in de volgende situaties:`,
        ],
        list: [
          `het lid is jonger dan ${ctx.minAge} jaar, of we hebben een sterk vermoeden daarvan;`,
          'intimidatie, bedreiging, discriminatie of het herhaaldelijk lastigvallen van andere leden;',
          'oplichting of pogingen daartoe, zoals het vragen om geld, cadeaubonnen of betaalgegevens;',
          'commerciële activiteiten, zoals reclame, het aanbieden van betaalde diensten of het doorverwijzen naar andere websites;',
          "een valse identiteit, zoals een nepprofiel, foto's van iemand anders of meerdere accounts;",
          "het delen van persoonsgegevens of foto's van anderen zonder hun toestemming;",
          'misbruik van betalingen, zoals het onterecht terugboeken van betalingen;',
          'andere ernstige of herhaalde overtredingen van onze algemene voorwaarden.',
        ],
      },
      {
        heading: 'Schorsing of blokkering',
        paragraphs: [
          'Een schorsing duurt tot een bepaalde datum en tijd. Die zie je in de melding wanneer je probeert in te loggen. Daarna vervalt de schorsing vanzelf: je kunt weer inloggen en je profiel is weer zichtbaar.',
          'Een blokkering geldt voor onbepaalde tijd, tot wij haar opheffen, bijvoorbeeld na een bezwaar.',
        ],
      },
      {
        heading: 'Wat een schorsing of blokkering betekent',
        paragraphs: [
          'Zolang je account geschorst of geblokkeerd is, kun je niet inloggen en ben je overal uitgelogd. Je profiel staat niet in de zoekresultaten, likes en overzichten van andere leden. Leden met wie je een gesprek had, zien dat je account niet meer actief is; zij kunnen jou geen berichten meer sturen en jij hen niet. Je kunt geen credits kopen of gebruiken.',
          'Je profiel, je gesprekken, je likes en je credits blijven bewaard. Heffen we de schorsing of blokkering op, of loopt een schorsing af, dan is alles weer zoals het was.',
          `Het is niet toegestaan om tijdens een blokkering een nieuw account aan te maken. Doe je dat toch, dan wordt ook dat account geblokkeerd. Bij een blokkering wegens een minderjarige gebruiker verwijderen we het account en de bijbehorende gegevens definitief.`,
        ],
      },
      {
        heading: 'Bezwaar maken',
        paragraphs: [
          `Denk je dat je account ten onrechte is geschorst of geblokkeerd? Stuur dan een e-mail naar ${ctx.supportEmail}. Vermeld daarin je gebruikersnaam en het e-mailadres waarmee je bent aangemeld, en leg uit waarom je het niet eens bent met de schorsing of blokkering.`,
          'We beoordelen ieder bezwaar zorgvuldig en laten je binnen 14 dagen per e-mail weten wat onze beslissing is. Blijkt de schorsing of blokkering onterecht, dan heffen we die direct op en kun je weer gewoon inloggen.',
        ],
      },
      {
        heading: 'Credits en terugbetaling',
        paragraphs: [
          `Heb je vragen over credits die je nog had op het moment van de schorsing of blokkering, of denk je recht te hebben op terugbetaling? Neem dan contact op via ${ctx.supportEmail}. We bekijken je verzoek aan de hand van ons retourbeleid en de wet.`,
        ],
      },
    ],
  };
}

function banEn(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Your account has been suspended or banned',
    intro: `Your account on ${s} has been suspended or banned because we found a violation of our terms and conditions, often after other members reported you. On this page you can read why we do this, what it means and how you can appeal.`,
    sections: [
      {
        heading: 'Why we suspend or ban accounts',
        paragraphs: [
          `To keep ${s} safe and pleasant for everyone, we suspend or ban accounts in situations including the following:`,
        ],
        list: [
          `the member is younger than ${ctx.minAge}, or we strongly suspect so;`,
          'intimidation, threats, discrimination or repeatedly harassing other members;',
          'scams or attempted scams, such as asking for money, gift cards or payment details;',
          'commercial activities, such as advertising, offering paid services or referring members to other websites;',
          "a false identity, such as a fake profile, someone else's photos or multiple accounts;",
          "sharing other people's personal data or photos without their consent;",
          'payment abuse, such as unjustified chargebacks;',
          'other serious or repeated violations of our terms and conditions.',
        ],
      },
      {
        heading: 'Suspension or ban',
        paragraphs: [
          'A suspension lasts until a set date and time, which the message shows when you try to log in. After that it ends by itself: you can log in again and your profile is visible again.',
          'A ban lasts until we lift it, for example after an appeal.',
        ],
      },
      {
        heading: 'What a suspension or ban means',
        paragraphs: [
          "While your account is suspended or banned, you cannot log in and you are logged out everywhere. Your profile does not appear in other members' search results, likes and lists. Members you had a conversation with see that your account is no longer active; they can no longer send you messages and you cannot send them any. You cannot buy or use credits.",
          'Your profile, conversations, likes and credits are kept. When we lift the suspension or ban, or a suspension ends, everything is as it was.',
          'You are not allowed to create a new account while you are banned. If you do, that account will be banned as well. If an account is banned because the user is a minor, we permanently delete the account and its data.',
        ],
      },
      {
        heading: 'How to appeal',
        paragraphs: [
          `Do you think your account was suspended or banned by mistake? Send an e-mail to ${ctx.supportEmail}. Include your username and the e-mail address you signed up with, and explain why you disagree.`,
          'We review every appeal carefully and will let you know our decision by e-mail within 14 days. If the suspension or ban turns out to be unjustified, we will lift it immediately and you can log in again as usual.',
        ],
      },
      {
        heading: 'Credits and refunds',
        paragraphs: [
          `Do you have questions about credits you still had at the time of the suspension or ban, or do you believe you are entitled to a refund? Please contact us at ${ctx.supportEmail}. We will assess your request in line with our return policy and the law.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Veelgestelde vragen / Frequently asked questions

function faqNl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const phone = hasPhone(ctx)
    ? ` Je kunt ons ook bellen op ${ctx.supportPhone.trim()} (maandag tot en met vrijdag van 9:00 tot 17:00 uur).`
    : '';
  return {
    title: 'Veelgestelde vragen',
    intro: `Hier vind je antwoorden op de vragen die we het vaakst krijgen over ${s}. Staat je vraag er niet tussen? Neem dan contact op met onze klantenservice.`,
    sections: [
      {
        heading: 'Wat zijn credits?',
        paragraphs: [
          `Credits zijn het betaalmiddel van ${s}. Je koopt ze vooraf in een pakket en gebruikt ze voor bijvoorbeeld het versturen van berichten, het bekijken of versturen van foto's en het versturen van cadeaus. Credits hebben geen geldwaarde en zijn niet overdraagbaar aan andere leden. Je actuele creditsaldo zie je altijd in je account.`,
        ],
      },
      {
        heading: 'Wat kost een bericht?',
        paragraphs: [
          `Hoeveel credits een bericht, foto of cadeau kost, hangt af van de actuele prijslijst van ${s}. Het aantal credits wordt altijd getoond voordat je iets verstuurt, zodat je nooit voor verrassingen komt te staan. Er worden nooit credits afgeschreven zonder dat je zelf een actie uitvoert.`,
        ],
      },
      {
        heading: 'Wat is Premium?',
        paragraphs: [
          `Zodra je voor het eerst credits koopt, word je automatisch Premium-lid. Als Premium-lid kun je onbeperkt gesprekken voeren en tot ${PREMIUM_MAX_PHOTOS} foto's op je profiel plaatsen (gratis leden maximaal ${FREE_MAX_PHOTOS}). Premium is geen abonnement: er worden nooit automatisch bedragen afgeschreven.`,
        ],
      },
      {
        heading: 'Hoe koop ik credits?',
        paragraphs: [
          "Ga naar de pagina 'Credits kopen'. Kies een pakket, kies een betaalmethode en rond de betaling af. Direct na je betaling worden de credits aan je account toegevoegd en ontvang je een bevestiging per e-mail.",
        ],
      },
      {
        heading: 'Welke betaalmethoden kan ik gebruiken?',
        paragraphs: [
          'Je kunt betalen met iDEAL, creditcard, PayPal en SEPA-incasso. Welke methoden voor jou beschikbaar zijn, zie je bij het afrekenen. Betalingen verlopen via een beveiligde verbinding van een erkende betaaldienstverlener.',
        ],
      },
      {
        heading: 'Kan ik mijn geld terugkrijgen?',
        paragraphs: [
          `Ja. Binnen ${days(ctx.refundDays, 'nl')} na je aankoop kun je de credits die je nog niet hebt gebruikt terugvragen. Stuur daarvoor een e-mail naar ${ctx.supportEmail}. Je krijgt het bedrag voor de ongebruikte credits terug via dezelfde betaalmethode. Credits die je al hebt gebruikt en bonuscredits worden niet terugbetaald. Lees meer in ons retourbeleid.`,
        ],
      },
      {
        heading: 'Hoe verwijder ik mijn account?',
        paragraphs: [
          `Ga naar je instellingen en kies 'Account verwijderen'. Liever even pauze? Daar kun je ook onzichtbaar worden. Bevestig met je wachtwoord; je profiel is daarna direct niet meer zichtbaar. Heb je spijt? Met de link uit de e-mail die we je sturen heractiveer je je account binnen ${days(GRACE_DAYS, 'nl')}, met je profiel, foto's, gesprekken en credits. Kwijt? Log in, dan bieden we aan de link opnieuw te sturen. Na die termijn worden je account en al je gegevens definitief verwijderd; niet-gebruikte credits vervallen dan.`,
        ],
      },
      {
        heading: 'Wat is de onzichtbare modus?',
        paragraphs: [
          'Met de onzichtbare modus kun je de website gebruiken zonder dat je profiel in zoekresultaten en overzichten van andere leden verschijnt. Je zet de onzichtbare modus aan en uit via je instellingen. Leden met wie je al een gesprek hebt, kunnen je berichten nog wel lezen en beantwoorden.',
        ],
      },
      {
        heading: 'Hoe blokkeer ik een ander lid?',
        paragraphs: [
          "Open het profiel of het gesprek van het lid en kies 'Blokkeren'. Een geblokkeerd lid kan daarna geen contact meer met je opnemen. Je kunt de blokkering later weer opheffen via je instellingen. Gedraagt iemand zich ongepast, meld het ons dan ook, zodat we maatregelen kunnen nemen.",
        ],
      },
      {
        heading: 'Hoe download ik mijn gegevens, en waar zie ik op welke apparaten ik ben ingelogd?',
        paragraphs: [
          "Ga naar Instellingen en kies 'Download mijn gegevens'. We maken een ZIP-bestand met alles wat we over je bewaren (je account, profiel, foto's, likes, gesprekken, bestellingen, credits, sessies, blokkades en meldingen) en mailen je een link. De link is 24 uur geldig en werkt alleen als je bent ingelogd. Je kunt één keer per 24 uur je gegevens aanvragen.",
          "In Instellingen, bij 'Waar je bent ingelogd', staan de apparaten waarop je bent ingelogd, met browser, land en laatste activiteit. Met 'Uitloggen' log je één apparaat uit, met 'Overal elders uitloggen' alle andere. Log je in vanaf een nieuw apparaat, dan krijg je een e-mail.",
        ],
      },
      {
        heading: 'Waarom is mijn foto nog niet zichtbaar?',
        paragraphs: [
          "Iedere foto wordt door ons team gecontroleerd voordat andere leden hem kunnen zien. We doen dat zo snel mogelijk; tot die tijd zie alleen jij de foto. Foto's worden afgekeurd als je er niet zelf duidelijk op staat, als er minderjarigen of herkenbare anderen zonder toestemming op staan, als er contactgegevens of reclame op te zien zijn, of als ze op een andere manier in strijd zijn met onze voorwaarden.",
        ],
      },
      {
        heading: 'Ik ben mijn wachtwoord vergeten. Wat nu?',
        paragraphs: [
          "Klik bij het inloggen op 'Wachtwoord vergeten?' en vul je e-mailadres in. Je ontvangt dan een e-mail met een link waarmee je een nieuw wachtwoord kunt instellen. De link is een beperkte tijd geldig. Geen e-mail ontvangen? Kijk dan ook in je map met ongewenste e-mail (spam).",
        ],
      },
      {
        heading: 'Ik heb geen activatiemail ontvangen. Wat moet ik doen?',
        paragraphs: [
          `Kijk eerst in je map met ongewenste e-mail (spam) of in de tabbladen Reclame of Updates van je mailbox. Voeg ${ctx.supportEmail} toe aan je contactpersonen, zodat onze e-mails voortaan goed aankomen. Controleer ook of je e-mailadres juist is gespeld. Lukt het nog steeds niet, neem dan contact met ons op; we sturen de activatiemail dan opnieuw of passen je e-mailadres aan.`,
        ],
      },
      {
        heading: `Wat zijn ${ctx.fictionalPlural}?`,
        paragraphs: [
          `Op ${s} komen ook ${ctx.fictionalPlural} voor. Deze profielen worden door of namens ${ctx.company.name} beheerd en zijn bedoeld voor entertainment. Berichten aan deze profielen worden beantwoord door medewerkers van ${s}. Een afspraak in het echt is met deze profielen niet mogelijk. Meer hierover lees je in onze algemene voorwaarden.`,
        ],
      },
      {
        heading: 'Hoe neem ik contact op met de klantenservice?',
        paragraphs: [
          `Stuur een e-mail naar ${ctx.supportEmail}. We beantwoorden je e-mail meestal binnen één werkdag.${phone} Vermeld altijd het e-mailadres waarmee je bent aangemeld, dan kunnen we je sneller helpen.`,
        ],
      },
    ],
  };
}

function faqEn(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const phone = hasPhone(ctx)
    ? ` You can also call us on ${ctx.supportPhone.trim()} (Monday to Friday, 9:00 to 17:00 Dutch time).`
    : '';
  return {
    title: 'Frequently asked questions',
    intro: `Here you will find answers to the questions we are asked most often about ${s}. Can't find your question? Please contact our customer service.`,
    sections: [
      {
        heading: 'What are credits?',
        paragraphs: [
          `Credits are the currency of ${s}. You buy them in advance in a bundle and use them, for example, to send messages, view or send photos and send gifts. Credits have no cash value and cannot be transferred to other members. You can always see your current credit balance in your account.`,
        ],
      },
      {
        heading: 'How much does a message cost?',
        paragraphs: [
          `The number of credits a message, photo or gift costs depends on the current price list of ${s}. The number of credits is always shown before you send anything, so you will never be surprised. Credits are never deducted without you performing an action yourself.`,
        ],
      },
      {
        heading: 'What is Premium?',
        paragraphs: [
          `As soon as you buy credits for the first time, you automatically become a Premium member. As a Premium member you can have unlimited conversations and upload up to ${PREMIUM_MAX_PHOTOS} photos to your profile (free members up to ${FREE_MAX_PHOTOS}). Premium is not a subscription: no amounts are ever charged automatically.`,
        ],
      },
      {
        heading: 'How do I buy credits?',
        paragraphs: [
          "Go to the 'Buy credits' page. Choose a bundle, choose a payment method and complete the payment. The credits are added to your account immediately after payment and you will receive a confirmation by e-mail.",
        ],
      },
      {
        heading: 'Which payment methods can I use?',
        paragraphs: [
          'You can pay with iDEAL, credit card, PayPal and SEPA direct debit. The methods available to you are shown at checkout. Payments are made over a secure connection of a recognised payment service provider.',
        ],
      },
      {
        heading: 'Can I get my money back?',
        paragraphs: [
          `Yes. Within ${days(ctx.refundDays, 'en')} of your purchase you can request a refund of the credits you have not yet used. To do so, send an e-mail to ${ctx.supportEmail}. The amount for the unused credits is refunded via the same payment method. Credits you have already used and bonus credits are not refunded. Read more in our return policy.`,
        ],
      },
      {
        heading: 'How do I delete my account?',
        paragraphs: [
          `Go to your settings and choose 'Delete account'. Rather take a break? You can become invisible there too. Confirm with your password; your profile is then immediately hidden. Changed your mind? The link in the e-mail we send you reactivates your account within ${days(GRACE_DAYS, 'en')}, with your profile, photos, conversations and credits. Lost it? Log in, and we offer to send the link again. After that period, your account and all your data are permanently deleted; unused credits then expire.`,
        ],
      },
      {
        heading: 'What is invisible mode?',
        paragraphs: [
          "Invisible mode lets you use the website without your profile appearing in other members' search results and overviews. You can switch invisible mode on and off in your settings. Members you are already chatting with can still read and reply to your messages.",
        ],
      },
      {
        heading: 'How do I block another member?',
        paragraphs: [
          "Open the member's profile or conversation and choose 'Block'. A blocked member can then no longer contact you. You can unblock them later in your settings. If someone behaves inappropriately, please also report it to us so that we can take action.",
        ],
      },
      {
        heading: 'How do I download my data, and where do I see the devices I am logged in on?',
        paragraphs: [
          "Go to Settings and choose 'Download my data'. We make a ZIP file with everything we keep about you (your account, profile, photos, likes, conversations, orders, credits, sessions, blocks and reports) and mail you a link. The link is valid for 24 hours and only works while you are logged in. You can ask for your data once every 24 hours.",
          "In Settings, under 'Where you are logged in', you see the devices you are logged in on, with browser, country and last activity. 'Log out' logs out one device, 'Log out everywhere else' all others. If you log in from a new device, you get an e-mail.",
        ],
      },
      {
        heading: 'Why is my photo not visible yet?',
        paragraphs: [
          'Every photo is checked by our team before other members can see it. We do this as quickly as possible; until then, only you can see the photo. Photos are rejected if you are not clearly visible in them yourself, if they show minors or recognisable other people without their consent, if they contain contact details or advertising, or if they otherwise violate our terms.',
        ],
      },
      {
        heading: 'I forgot my password. What now?',
        paragraphs: [
          "Click 'Forgot password?' on the login screen and enter your e-mail address. You will receive an e-mail with a link to set a new password. The link is valid for a limited time. No e-mail? Please also check your junk mail (spam) folder.",
        ],
      },
      {
        heading: "I didn't receive an activation e-mail. What should I do?",
        paragraphs: [
          `First check your junk mail (spam) folder or the Promotions or Updates tabs of your mailbox. Add ${ctx.supportEmail} to your contacts so that our e-mails arrive properly from now on. Also check that your e-mail address is spelled correctly. Still not working? Please contact us and we will resend the activation e-mail or correct your e-mail address.`,
        ],
      },
      {
        heading: `What are ${ctx.fictionalPlural}?`,
        paragraphs: [
          `${s} also contains ${ctx.fictionalPlural}. These profiles are operated by or on behalf of ${ctx.company.name} and are intended for entertainment. Messages to these profiles are answered by ${s} staff. Meeting these profiles in real life is not possible. You can read more about this in our terms and conditions.`,
        ],
      },
      {
        heading: 'How do I contact customer service?',
        paragraphs: [
          `Send an e-mail to ${ctx.supportEmail}. We usually answer your e-mail within one working day.${phone} Always include the e-mail address you signed up with, so that we can help you faster.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Retourbeleid / Return policy

function returnNl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const d = days(ctx.refundDays, 'nl');
  return {
    title: 'Retourbeleid',
    intro: `Credits op ${s} zijn digitale inhoud. In dit retourbeleid lees je hoe je binnen ${d} na aankoop je geld terugkrijgt voor credits die je nog niet hebt gebruikt.`,
    sections: [
      {
        heading: 'Herroepingsrecht bij digitale inhoud',
        paragraphs: [
          'Bij de aankoop van digitale inhoud die niet op een fysieke drager wordt geleverd, vervalt het wettelijke herroepingsrecht zodra de levering met je uitdrukkelijke toestemming is begonnen en je hebt verklaard daarmee afstand te doen van je herroepingsrecht. Credits worden direct na je betaling aan je account toegevoegd.',
          `Toch willen we dat je zonder risico credits kunt kopen. Daarom kun je binnen ${d} na de datum van aankoop de credits die je nog niet hebt gebruikt, terugvragen. Je hoeft daarvoor geen reden op te geven.`,
        ],
      },
      {
        heading: 'Hoe je een terugbetaling aanvraagt',
        paragraphs: [`Stuur binnen ${d} na je aankoop een e-mail naar ${ctx.supportEmail} met daarin:`],
        list: [
          'je gebruikersnaam en het e-mailadres waarmee je bent aangemeld;',
          'de datum van de aankoop en het gekochte creditpakket;',
          'de mededeling dat je de overeenkomst wilt herroepen en de ongebruikte credits wilt terugvragen.',
        ],
      },
      {
        heading: 'Hoe we terugbetalen',
        paragraphs: [
          'Na ontvangst van je verzoek bevestigen we dit per e-mail. We schrijven de ongebruikte credits van het betreffende pakket van je account af en betalen het bedrag daarvoor terug. Heb je een deel van de credits uit het pakket al gebruikt, dan betalen we het deel terug dat overeenkomt met de ongebruikte credits, naar verhouding van de prijs die je voor het pakket hebt betaald.',
          'We betalen uiterlijk binnen 14 dagen na ontvangst van je verzoek terug, via dezelfde betaalmethode die je voor de aankoop hebt gebruikt, tenzij we samen iets anders afspreken. Aan de terugbetaling zijn voor jou geen kosten verbonden.',
        ],
      },
      {
        heading: 'Uitzonderingen',
        paragraphs: ['In de volgende gevallen is terugbetaling niet mogelijk:'],
        list: [
          "credits die je al hebt gebruikt voor berichten, foto's, cadeaus of andere functies;",
          'credits die je gratis, als bonus of bij een actie hebt ontvangen;',
          `aankopen die langer dan ${d} geleden zijn gedaan;`,
          'aankopen waarvan de betaling is teruggeboekt of gestorneerd;',
          'gevallen van fraude of misbruik.',
        ],
      },
      {
        heading: 'Vragen',
        paragraphs: [
          `Heb je vragen over een terugbetaling? Neem contact op met onze klantenservice, ${contactSentence(ctx, 'nl')}. We helpen je graag.`,
        ],
      },
    ],
  };
}

function returnEn(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const d = days(ctx.refundDays, 'en');
  return {
    title: 'Return policy',
    intro: `Credits on ${s} are digital content. This return policy explains how to get your money back within ${d} of purchase for credits you have not yet used.`,
    sections: [
      {
        heading: 'Right of withdrawal for digital content',
        paragraphs: [
          'When you buy digital content that is not supplied on a physical medium, the statutory right of withdrawal lapses once delivery has begun with your express consent and you have acknowledged that you thereby lose your right of withdrawal. Credits are added to your account immediately after payment.',
          `Even so, we want you to be able to buy credits without risk. That is why you can request a refund of the credits you have not yet used within ${d} of the date of purchase. You do not have to give a reason.`,
        ],
      },
      {
        heading: 'How to request a refund',
        paragraphs: [`Within ${d} of your purchase, send an e-mail to ${ctx.supportEmail} stating:`],
        list: [
          'your username and the e-mail address you signed up with;',
          'the date of purchase and the credit bundle purchased;',
          'that you wish to withdraw from the agreement and request a refund of the unused credits.',
        ],
      },
      {
        heading: 'How we refund',
        paragraphs: [
          'We will confirm receipt of your request by e-mail. We deduct the unused credits of the bundle concerned from your account and refund the corresponding amount. If you have already used part of the credits in the bundle, we refund the part corresponding to the unused credits, in proportion to the price you paid for the bundle.',
          'We refund no later than 14 days after receiving your request, using the same payment method you used for the purchase, unless we agree otherwise with you. The refund is free of charge for you.',
        ],
      },
      {
        heading: 'Exceptions',
        paragraphs: ['A refund is not possible in the following cases:'],
        list: [
          'credits you have already used for messages, photos, gifts or other features;',
          'credits you received for free, as a bonus or as part of a promotion;',
          `purchases made more than ${d} ago;`,
          'purchases whose payment has been reversed or charged back;',
          'cases of fraud or abuse.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [
          `Do you have questions about a refund? Please contact our customer service ${contactSentence(ctx, 'en')}. We are happy to help.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Klantenservice / Customer service

function serviceNl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const contact = contactLines(ctx, { email: 'E-mail: ', phone: 'Telefoon: ', post: 'Postadres: ' });
  return {
    title: 'Klantenservice',
    intro: `Heb je een vraag over ${s}, je account of een betaling? Onze klantenservice helpt je graag. Veel antwoorden vind je ook al in onze veelgestelde vragen.`,
    sections: [
      {
        heading: 'Contactgegevens',
        paragraphs: [`Je kunt ${contactSentence(ctx, 'nl')} contact met ons opnemen.`],
        list: contact,
      },
      {
        heading: 'Openingstijden',
        paragraphs: [
          hasPhone(ctx)
            ? 'Onze klantenservice is bereikbaar van maandag tot en met vrijdag van 9:00 tot 17:00 uur, behalve op officiële feestdagen. Telefonisch zijn we alleen tijdens deze openingstijden bereikbaar. E-mails kun je altijd sturen.'
            : 'Onze klantenservice is bereikbaar van maandag tot en met vrijdag van 9:00 tot 17:00 uur, behalve op officiële feestdagen. E-mails kun je altijd sturen.',
        ],
      },
      {
        heading: 'Reactietijd',
        paragraphs: [
          'We beantwoorden e-mails meestal binnen één werkdag. E-mails die je in het weekend of op een feestdag stuurt, behandelen we op de eerstvolgende werkdag.',
          'Vermeld in je e-mail altijd je gebruikersnaam en het e-mailadres waarmee je bent aangemeld. Gaat je vraag over een betaling, vermeld dan ook de datum en het bedrag. Zo kunnen we je sneller helpen. We vragen je nooit om je wachtwoord.',
        ],
      },
      {
        heading: 'Klachten',
        paragraphs: [
          `Ben je ergens niet tevreden over? Stuur je klacht per e-mail naar ${ctx.supportEmail} en beschrijf zo duidelijk mogelijk wat er is gebeurd. We bevestigen de ontvangst van je klacht en reageren binnen 14 dagen inhoudelijk. Hebben we meer tijd nodig, dan laten we je dat binnen deze termijn weten.`,
          'Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter, zoals beschreven in onze algemene voorwaarden. Voor klachten over de verwerking van je persoonsgegevens kun je ook terecht bij de Autoriteit Persoonsgegevens.',
        ],
      },
      {
        heading: 'Bedrijfsgegevens',
        paragraphs: [`${s} is een dienst van ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, 'nl', false),
      },
    ],
  };
}

function serviceEn(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const contact = contactLines(ctx, { email: 'E-mail: ', phone: 'Phone: ', post: 'Postal address: ' });
  return {
    title: 'Customer service',
    intro: `Do you have a question about ${s}, your account or a payment? Our customer service is happy to help. You can also find many answers in our frequently asked questions.`,
    sections: [
      {
        heading: 'Contact details',
        paragraphs: [`You can contact us ${contactSentence(ctx, 'en')}.`],
        list: contact,
      },
      {
        heading: 'Opening hours',
        paragraphs: [
          hasPhone(ctx)
            ? 'Our customer service is available Monday to Friday from 9:00 to 17:00 (Dutch time), except on public holidays. We can only be reached by phone during these hours. You can send e-mails at any time.'
            : 'Our customer service is available Monday to Friday from 9:00 to 17:00 (Dutch time), except on public holidays. You can send e-mails at any time.',
        ],
      },
      {
        heading: 'Response time',
        paragraphs: [
          'We usually answer e-mails within one working day. E-mails sent at the weekend or on a public holiday are handled on the next working day.',
          'Always include your username and the e-mail address you signed up with. If your question concerns a payment, please also include the date and amount. This helps us to help you faster. We will never ask for your password.',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          `Not satisfied with something? Send your complaint by e-mail to ${ctx.supportEmail} and describe as clearly as possible what happened. We will confirm receipt of your complaint and respond in substance within 14 days. If we need more time, we will let you know within this period.`,
          'If we cannot resolve the matter together, you can submit the dispute to the competent court, as described in our terms and conditions. Complaints about the processing of your personal data can also be submitted to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Company details',
        paragraphs: [`${s} is a service of ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, 'en', false),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Klachten / Complaints

/** List items ending in ';', the last one in '.'. */
function punctuateList(items: string[]): string[] {
  return items.map((x, i) => (i === items.length - 1 ? dot(x) : `${x};`));
}

function complaintsNl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const addr = fullAddress(ctx);
  const ways: string[] = [`per e-mail naar ${ctx.supportEmail}`];
  if (hasPhone(ctx))
    ways.push(`telefonisch via ${ctx.supportPhone.trim()}, van maandag tot en met vrijdag van 9:00 tot 17:00 uur`);
  if (addr) ways.push(`per brief naar ${ctx.company.name}, ${addr}`);
  return {
    title: 'Klachten',
    intro: `Ben je ergens niet tevreden over bij ${s}? Dat horen we graag, zodat we het samen met je kunnen oplossen. Op deze pagina lees je hoe je een klacht indient, hoe we je klacht behandelen en wat je kunt doen als je niet tevreden bent met onze oplossing.`,
    sections: [
      {
        heading: 'Hoe je een klacht indient',
        paragraphs: [
          `Je kunt je klacht op ${ways.length === 1 ? 'de volgende manier' : 'de volgende manieren'} bij ons indienen. Dien je klacht bij voorkeur zo snel mogelijk in nadat je het probleem hebt ontdekt, dan kunnen we het beter onderzoeken.`,
        ],
        list: punctuateList(ways),
      },
      {
        heading: 'Wat je in je klacht vermeldt',
        paragraphs: ['Vermeld in je klacht in ieder geval:'],
        list: [
          'het e-mailadres waarmee je bent aangemeld;',
          'de datum waarop het probleem zich voordeed;',
          'een duidelijke omschrijving van wat er is gebeurd en, als dat kan, een schermafbeelding;',
          'het bestel- of transactienummer, als je klacht over een betaling of een aankoop van credits gaat.',
        ],
      },
      {
        heading: 'Hoe we je klacht behandelen',
        paragraphs: [
          `We bevestigen de ontvangst van je klacht binnen ${COMPLAINT_ACK_WORKING_DAYS} werkdagen. Ontbreken er gegevens die we nodig hebben, dan vragen we je die aan te vullen.`,
          `Binnen ${days(COMPLAINT_ANSWER_DAYS, 'nl')} na ontvangst krijg je een inhoudelijk antwoord op je klacht. Hebben we meer tijd nodig, bijvoorbeeld omdat we iets moeten navragen bij onze betaaldienstverlener, dan laten we je dat binnen deze termijn weten, met de reden en het moment waarop je ons antwoord kunt verwachten.`,
          'We behandelen je klacht vertrouwelijk en gebruiken je gegevens alleen om je klacht af te handelen, zoals beschreven in onze privacyverklaring. We vragen je nooit om je wachtwoord.',
        ],
      },
      {
        heading: 'Niet tevreden met onze oplossing?',
        paragraphs: [
          'Komen we er samen niet uit, dan kun je het geschil voorleggen aan een onafhankelijke geschilleninstantie, zoals De Geschillencommissie, of aan de bevoegde rechter, zoals beschreven in onze algemene voorwaarden.',
          'Gaat je klacht over de verwerking van je persoonsgegevens, dan kun je ook terecht bij de Autoriteit Persoonsgegevens.',
        ],
      },
      {
        heading: 'Klachten over andere leden',
        paragraphs: [
          "Heb je last van een ander lid, bijvoorbeeld omdat iemand je lastigvalt, beledigt of om geld vraagt? Gebruik dan de functie 'Melden' op het profiel of in het gesprek van dat lid. Zo komt je melding direct bij ons terecht, met de gegevens die we nodig hebben om in te grijpen. Met de functie 'Blokkeren' zorg je ervoor dat het lid geen contact meer met je kan opnemen.",
          'We nemen iedere melding serieus en nemen maatregelen als dat nodig is, zoals het verwijderen van inhoud of het blokkeren van een account. Om de privacy van andere leden te beschermen, kunnen we je niet altijd vertellen welke maatregelen we hebben genomen.',
        ],
      },
      {
        heading: 'Bedrijfsgegevens',
        paragraphs: [`${s} is een dienst van ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, 'nl', false),
      },
    ],
  };
}

function complaintsEn(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const addr = fullAddress(ctx);
  const ways: string[] = [`by e-mail to ${ctx.supportEmail}`];
  if (hasPhone(ctx))
    ways.push(`by phone at ${ctx.supportPhone.trim()}, Monday to Friday from 9:00 to 17:00 (Dutch time)`);
  if (addr) ways.push(`by letter to ${ctx.company.name}, ${addr}`);
  return {
    title: 'Complaints',
    intro: `Not satisfied with something on ${s}? We would like to hear about it, so that we can resolve it together. This page explains how to file a complaint, how we handle your complaint and what you can do if you are not satisfied with our solution.`,
    sections: [
      {
        heading: 'How to file a complaint',
        paragraphs: [
          `You can submit your complaint to us in the following ${ways.length === 1 ? 'way' : 'ways'}. Please file your complaint as soon as possible after you notice the problem, so that we can investigate it properly.`,
        ],
        list: punctuateList(ways),
      },
      {
        heading: 'What to include in your complaint',
        paragraphs: ['Please always include:'],
        list: [
          'the e-mail address you signed up with;',
          'the date on which the problem occurred;',
          'a clear description of what happened and, if possible, a screenshot;',
          'the order or transaction number, if your complaint concerns a payment or a purchase of credits.',
        ],
      },
      {
        heading: 'How we handle your complaint',
        paragraphs: [
          `We will acknowledge receipt of your complaint within ${COMPLAINT_ACK_WORKING_DAYS} working days. If any information we need is missing, we will ask you to provide it.`,
          `You will receive an answer in substance within ${days(COMPLAINT_ANSWER_DAYS, 'en')} of receipt. If we need more time, for example because we have to check something with our payment service provider, we will let you know within this period, stating the reason and when you can expect our answer.`,
          'We treat your complaint confidentially and only use your data to handle your complaint, as described in our privacy statement. We will never ask for your password.',
        ],
      },
      {
        heading: 'Not satisfied with our solution?',
        paragraphs: [
          'If we cannot resolve the matter together, you can submit the dispute to an independent dispute resolution body, such as the Dutch Disputes Committee (De Geschillencommissie), or to the competent court, as described in our terms and conditions.',
          'Complaints about the processing of your personal data can also be submitted to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Complaints about other members',
        paragraphs: [
          "Is another member bothering you, for example by harassing or insulting you or asking you for money? Then use the 'Report' function on that member's profile or in your conversation. This way your report reaches us directly, with the information we need to take action. With the 'Block' function you make sure that the member can no longer contact you.",
          'We take every report seriously and take action where necessary, such as removing content or banning an account. To protect the privacy of other members, we cannot always tell you which measures we have taken.',
        ],
      },
      {
        heading: 'Company details',
        paragraphs: [`${s} is a service of ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, 'en', false),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------

type Builder = (ctx: StaticPageContext) => StaticPageContent;
/** Every page in every member language (Dutch and English here, the others each in a file of their own). */
const BUILDERS: Record<StaticPageSlug, Record<Locale, Builder>> = {
  terms: { nl: termsNl, en: termsEn, fr: termsFr, de: termsDe, es: termsEs, it: termsIt, pl: termsPl },
  privacy: { nl: privacyNl, en: privacyEn, fr: privacyFr, de: privacyDe, es: privacyEs, it: privacyIt, pl: privacyPl },
  cookies: { nl: cookiesNl, en: cookiesEn, fr: cookiesFr, de: cookiesDe, es: cookiesEs, it: cookiesIt, pl: cookiesPl },
  ban: { nl: banNl, en: banEn, fr: banFr, de: banDe, es: banEs, it: banIt, pl: banPl },
  faq: { nl: faqNl, en: faqEn, fr: faqFr, de: faqDe, es: faqEs, it: faqIt, pl: faqPl },
  'return-policy': { nl: returnNl, en: returnEn, fr: returnFr, de: returnDe, es: returnEs, it: returnIt, pl: returnPl },
  service: { nl: serviceNl, en: serviceEn, fr: serviceFr, de: serviceDe, es: serviceEs, it: serviceIt, pl: servicePl },
  complaints: {
    nl: complaintsNl,
    en: complaintsEn,
    fr: complaintsFr,
    de: complaintsDe,
    es: complaintsEs,
    it: complaintsIt,
    pl: complaintsPl,
  },
};

/**
 * The pages a regional variant words its own way (decision 050): Flemish help pages; every other
 * page is its language's.
 */
const REGIONAL_BUILDERS: Record<RegionalLocale, Partial<Record<StaticPageSlug, Builder>>> = {
  'nl-BE': { faq: faqNlBe, service: serviceNlBe },
  'fr-BE': {},
};

/**
 * The page in the member's language or its regional variant ('nl-BE': the Flemish FAQ; English
 * where a language does not have the page).
 */
export function staticPageContent(slug: StaticPageSlug, tag: LocaleTag, ctx: StaticPageContext): StaticPageContent {
  const regional = isRegionalLocale(tag) ? REGIONAL_BUILDERS[tag][slug] : undefined;
  return (regional ?? BUILDERS[slug][baseLocale(tag)] ?? BUILDERS[slug].en)(ctx);
}

/** Whether the page exists in this language (else staticPageContent gives the English). */
export function hasStaticPage(slug: StaticPageSlug, locale: Locale): boolean {
  return BUILDERS[slug][locale] !== undefined;
}
