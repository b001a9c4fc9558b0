/**
 * French texts of the static pages (terms, privacy, cookies, ban, FAQ, return policy, customer
 * service, complaints): the same structure as the English ones in static-pages.ts, every
 * site-specific value from the StaticPageContext. Legal pages address the member formally (vous),
 * as French legal texts do. Not wired in yet.
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
// Helpers (the French counterparts of the private helpers in static-pages.ts)

function days(n: number): string {
  return n === 1 ? '1 jour' : `${n} jours`;
}

function joinList(items: string[]): string {
  const xs = items.map((x) => x.trim()).filter((x) => x !== '');
  if (xs.length <= 1) return xs.join('');
  const last = xs[xs.length - 1] ?? '';
  return `${xs.slice(0, -1).join(', ')} et ${last}`;
}

/** "Klik B.V., sise Herengracht 1, Amsterdam, Pays-Bas" style description of the company. */
function companyDescription(ctx: StaticPageContext): string {
  const addr = fullAddress(ctx);
  const kvk = ctx.company.kvk.trim();
  const parts: string[] = [ctx.company.name];
  if (addr) parts.push(`sise ${addr}`);
  if (kvk) parts.push(`immatriculée à la Chambre de commerce néerlandaise (KvK) sous le numéro ${kvk}`);
  return parts.join(', ');
}

/** The company's details as list items (name, address, KvK, trade names, VAT, e-mail, phone). */
function companyDetails(ctx: StaticPageContext, withContact: boolean): string[] {
  const items: string[] = [];
  items.push(`Raison sociale\u00a0: ${ctx.company.name}`);
  const addr = fullAddress(ctx);
  if (addr) items.push(`Adresse\u00a0: ${addr}`);
  if (ctx.company.kvk.trim())
    items.push(`Numéro d’immatriculation à la Chambre de commerce (KvK)\u00a0: ${ctx.company.kvk.trim()}`);
  const tn = tradenames(ctx);
  if (tn.length > 0) items.push(`${tn.length === 1 ? 'Nom commercial' : 'Noms commerciaux'}\u00a0: ${tn.join(', ')}`);
  const vat = vatNumbers(ctx);
  if (vat.length > 0) items.push(`${vat.length === 1 ? 'Numéro de TVA' : 'Numéros de TVA'}\u00a0: ${vat.join(', ')}`);
  if (withContact) {
    items.push(`E-mail\u00a0: ${ctx.supportEmail}`);
    if (hasPhone(ctx)) items.push(`Téléphone\u00a0: ${ctx.supportPhone.trim()}`);
  }
  items.push(`Site web\u00a0: ${ctx.domain}`);
  return items;
}

/** "par e-mail à x" or "par e-mail à x ou par téléphone au y". */
function contactSentence(ctx: StaticPageContext): string {
  return hasPhone(ctx)
    ? `par e-mail à ${ctx.supportEmail} ou par téléphone au ${ctx.supportPhone.trim()}`
    : `par e-mail à ${ctx.supportEmail}`;
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
  return items.map((x, i) => (i === items.length - 1 ? dot(x) : `${x}\u00a0;`));
}

// ---------------------------------------------------------------------------------------------
// Conditions générales

export function termsFr(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  const tn = tradenames(ctx);
  return {
    title: 'Conditions générales',
    intro: `Les présentes conditions générales s’appliquent à l’utilisation de ${s} (${ctx.domain}). Lisez-les attentivement avant de vous inscrire. En créant un compte, vous acceptez ces conditions. Version du ${ctx.termsVersionDate}.`,
    sections: [
      {
        heading: '1. Qui sommes-nous\u00a0?',
        paragraphs: [
          `${s} est proposé par ${dot(companyDescription(ctx))}${tn.length > 0 ? ` ${c} exerce son activité sous ${tn.length === 1 ? 'le nom commercial' : 'les noms commerciaux'} ${dot(joinList(tn))}` : ''}${vatNumbers(ctx).length > 0 ? ` Numéro d’identification à la TVA\u00a0: ${vatNumbers(ctx).join(', ')}.` : ''}`,
          `Dans les présentes conditions, «\u00a0nous\u00a0» et «\u00a0${s}\u00a0» désignent la société ${dot(c)} «\u00a0Vous\u00a0» et «\u00a0membre\u00a0» désignent toute personne ayant créé un compte sur ${s}.`,
        ],
      },
      {
        heading: '2. Champ d’application',
        paragraphs: [
          `Les présentes conditions s’appliquent à tout contrat conclu entre vous et ${c} concernant l’utilisation de ${s}, y compris l’achat de crédits. Notre politique de confidentialité, notre politique en matière de cookies et notre politique de remboursement font partie intégrante de ces conditions.`,
          'Toute dérogation aux présentes conditions ne s’applique que si nous en avons expressément convenu avec vous par écrit (y compris par e-mail).',
        ],
      },
      {
        heading: `3. Âge minimum de ${ctx.minAge} ans`,
        paragraphs: [
          `${s} est exclusivement destiné aux adultes. Vous devez avoir au moins ${ctx.minAge} ans pour vous inscrire et utiliser le site. En vous inscrivant, vous déclarez avoir ${ctx.minAge} ans ou plus et que les informations que vous fournissez sur vous-même sont exactes.`,
          `Nous pouvons à tout moment vous demander de prouver votre âge. S’il s’avère que vous avez moins de ${ctx.minAge} ans, ou si vous ne pouvez pas prouver votre âge, nous fermerons votre compte immédiatement et définitivement.`,
        ],
      },
      {
        heading: '4. Votre compte',
        paragraphs: [
          'Vous ne pouvez avoir qu’un seul compte personnel. Votre compte n’est pas cessible et vous ne pouvez pas le laisser utiliser par quelqu’un d’autre.',
          'Vous êtes responsable de la confidentialité de votre mot de passe et de tout ce qui se passe avec votre compte. Si vous soupçonnez qu’une autre personne a accès à votre compte, changez immédiatement votre mot de passe et contactez-nous.',
          'Votre compte n’est activé qu’après la confirmation de votre adresse e-mail au moyen du lien d’activation que nous vous envoyons. Veillez à ce que votre adresse e-mail soit correcte et à jour, car nous vous envoyons par e-mail des messages importants concernant votre compte et vos achats.',
        ],
      },
      {
        heading: '5. Crédits et prix',
        paragraphs: [
          `L’inscription sur ${s} est gratuite. Certaines fonctionnalités se paient en crédits, comme l’envoi de messages, la consultation ou l’envoi de photos et l’envoi de cadeaux. Le nombre de crédits que coûte une action figure dans la grille tarifaire en vigueur sur le site et est toujours affiché avant que vous effectuiez l’action.`,
          'Les crédits s’achètent à l’avance, par packs. Le prix d’un pack s’entend TVA comprise et est clairement indiqué avant le paiement. Les crédits sont ajoutés à votre compte dès réception de votre paiement.',
          'Les crédits sont personnels et liés à votre compte. Ils n’ont pas de valeur monétaire, ne peuvent pas être échangés contre de l’argent (sauf dans les cas décrits à l’article 8 et dans notre politique de remboursement) et ne peuvent pas être transférés à d’autres membres ou comptes.',
          'Nous pouvons modifier les prix des packs de crédits et le nombre de crédits par action. Une modification n’affecte pas les packs que vous avez déjà achetés et payés. Les crédits dont vous disposez déjà restent valables tant que votre compte existe.',
          'Les crédits que vous avez reçus gratuitement ou en bonus, par exemple lors d’une promotion, ne sont pas remboursables et peuvent avoir une durée de validité limitée. Le cas échéant, nous l’indiquons avec la promotion.',
        ],
      },
      {
        heading: '6. Statut Premium',
        paragraphs: [
          `Dès votre premier achat d’un pack de crédits, vous devenez automatiquement membre Premium. En tant que membre Premium, la limite du nombre de conversations est levée et vous pouvez publier jusqu’à ${PREMIUM_MAX_PHOTOS} photos au lieu de ${FREE_MAX_PHOTOS}.`,
          'Premium n’est pas un abonnement. Aucun montant récurrent n’est prélevé\u00a0: vous ne payez que les packs de crédits que vous choisissez d’acheter.',
        ],
      },
      {
        heading: '7. Paiement',
        paragraphs: [
          'Vous pouvez payer avec les moyens de paiement proposés lors de la commande, tels que iDEAL, la carte bancaire, PayPal et le prélèvement SEPA. Les paiements sont traités par un prestataire de services de paiement reconnu.',
          'Si un paiement est annulé ou fait l’objet d’une rétrofacturation sans motif valable, nous pouvons déduire les crédits correspondants de votre compte et, si cela se répète, suspendre votre compte. Nous pouvons vous facturer les frais que nous supportons de ce fait.',
        ],
      },
      {
        heading: '8. Droit de rétractation et remboursements',
        paragraphs: [
          `Les crédits sont un contenu numérique fourni immédiatement après le paiement. Nous vous offrons la possibilité de demander le remboursement des crédits que vous n’avez pas encore utilisés dans un délai de ${days(ctx.refundDays)} après l’achat. Notre politique de remboursement explique comment procéder.`,
          'Les crédits déjà utilisés ne sont pas remboursés.',
        ],
      },
      {
        heading: '9. Règles de conduite',
        paragraphs: [
          `Nous voulons que chacun se sente en sécurité et à l’aise sur ${s}. Il est donc interdit de\u00a0:`,
        ],
        list: [
          'insulter, menacer, intimider, discriminer ou harceler d’autres membres\u00a0;',
          'se faire passer pour quelqu’un d’autre, créer un faux profil ou fournir de fausses informations\u00a0;',
          'publier des photos d’autres personnes, de mineurs, ou des photos qui ne vous représentent pas\u00a0;',
          'partager les données personnelles d’autres personnes, telles que noms, adresses, numéros de téléphone ou photos, sans leur consentement\u00a0;',
          'escroquer des membres, demander de l’argent ou commettre toute autre forme de fraude\u00a0;',
          'faire de la publicité, proposer des services payants ou attirer des membres vers d’autres sites web\u00a0;',
          'publier des contenus illicites ou contraires à l’ordre public ou aux bonnes mœurs\u00a0;',
          'perturber ou pirater le site, ou collecter des données par des moyens automatisés.',
        ],
      },
      {
        heading: '10. Profils, photos et messages',
        paragraphs: [
          'Vous êtes responsable du contenu de votre profil, de vos photos et de vos messages. Chaque photo est vérifiée par nos soins avant de devenir visible pour les autres membres. Nous pouvons refuser ou supprimer les photos et les textes qui enfreignent les présentes conditions.',
          `En publiant du contenu sur ${s}, vous nous autorisez à afficher ce contenu sur le site aussi longtemps que votre compte existe. Vous restez propriétaire de vos propres photos et textes.`,
        ],
      },
      {
        heading: `11. ${capitalize(ctx.fictionalPlural)}`,
        paragraphs: [
          `${s} contient également des ${ctx.fictionalPlural}. Il s’agit de profils gérés par ${c} ou pour son compte, à des fins de divertissement. Les messages adressés à ces profils reçoivent une réponse de collaborateurs de ${s}. Un contact physique ou une rencontre réelle n’est pas possible avec les ${ctx.fictionalPlural}.`,
          `L’envoi de messages aux ${ctx.fictionalPlural} coûte le même nombre de crédits que l’envoi de messages à d’autres profils. En utilisant ${s}, vous confirmez en avoir connaissance.`,
        ],
      },
      {
        heading: '12. Responsabilité',
        paragraphs: [
          `Nous faisons de notre mieux pour que ${s} fonctionne correctement et en toute sécurité, mais nous ne pouvons pas garantir que le site sera toujours disponible sans interruption ni erreur. Nous ne sommes pas responsables de ce que d’autres membres publient ou font sur le site, ni des arrangements que vous concluez avec d’autres membres.`,
          `Notre responsabilité est limitée aux dommages directs et, au maximum, au montant que vous avez payé à ${c} au cours des douze mois précédant l’événement à l’origine du dommage. Cette limitation ne s’applique pas en cas de faute intentionnelle ou de faute lourde de ${c}, ni dans la mesure où la loi ne permet pas une telle limitation.`,
        ],
      },
      {
        heading: '13. Résiliation, suppression et suspension',
        paragraphs: [
          `Vous pouvez à tout moment supprimer vous-même votre compte dans vos paramètres («\u00a0Supprimer le compte\u00a0»), avec votre mot de passe. Dès votre demande, votre compte est masqué aux autres membres et votre session est fermée sur tous vos appareils. Pendant ${days(GRACE_DAYS)}, vous pouvez encore réactiver votre compte grâce au lien figurant dans l’e-mail que nous vous envoyons\u00a0; si vous vous connectez pendant cette période, nous vous renvoyons le lien sur demande. Ensuite, votre compte et vos données sont définitivement supprimés, comme décrit dans notre politique de confidentialité.`,
          `Lorsque la suppression de votre compte devient définitive, les crédits restants expirent. Les crédits non utilisés achetés il y a moins de ${days(ctx.refundDays)} peuvent être remboursés selon notre politique de remboursement avant la suppression de votre compte.`,
          'Nous pouvons suspendre ou bloquer définitivement votre compte si vous enfreignez les présentes conditions, si vous n’avez pas l’âge minimum, ou si nous soupçonnons raisonnablement un abus ou une fraude. Notre page consacrée aux comptes bloqués explique comment contester une telle décision.',
        ],
      },
      {
        heading: '14. Modifications',
        paragraphs: [
          'Nous pouvons modifier les présentes conditions. Nous annonçons suffisamment à l’avance les modifications importantes sur le site ou par e-mail. Si vous n’acceptez pas une modification, vous pouvez supprimer votre compte. Si vous continuez à utiliser le site après l’entrée en vigueur d’une modification, la version modifiée s’applique.',
        ],
      },
      {
        heading: '15. Réclamations',
        paragraphs: [
          `Vous avez une réclamation concernant ${s}\u00a0? Contactez notre service client ${contactSentence(ctx)}. Décrivez votre réclamation aussi clairement que possible et indiquez l’adresse e-mail utilisée lors de votre inscription. Nous accusons réception de votre réclamation et y répondons sur le fond dans un délai de 14 jours.`,
        ],
      },
      {
        heading: '16. Droit applicable et litiges',
        paragraphs: [
          `Les présentes conditions et tout contrat conclu avec ${c} sont régis par le droit néerlandais. Les litiges sont soumis au tribunal compétent aux Pays-Bas, sauf si une disposition légale impérative désigne une autre juridiction. En tant que consommateur, vous conservez la protection que vous offre le droit de votre pays de résidence.`,
        ],
      },
      {
        heading: '17. Version',
        paragraphs: [`Ceci est la version du ${ctx.termsVersionDate}.`],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Politique de confidentialité

export function privacyFr(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  return {
    title: 'Politique de confidentialité',
    intro: `Chez ${s}, nous traitons vos données personnelles avec soin. La présente politique de confidentialité explique quelles données nous traitons, pourquoi, combien de temps nous les conservons et quels sont vos droits. Nous respectons le Règlement général sur la protection des données (RGPD).`,
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          `${c} est responsable du traitement des données personnelles effectué via ${s} (${ctx.domain}). Nos coordonnées\u00a0:`,
        ],
        list: companyDetails(ctx, true),
      },
      {
        heading: 'Les données que nous traitons',
        paragraphs: ['Selon la manière dont vous utilisez le site, nous traitons les données suivantes\u00a0:'],
        list: [
          'données de compte\u00a0: pseudo, adresse e-mail, mot de passe (stocké sous forme chiffrée), date de naissance et genre\u00a0;',
          'données de profil\u00a0: ville ou région de résidence, texte de votre profil, vos préférences et vos réponses aux questions du profil\u00a0;',
          'les photos que vous publiez sur votre profil ou envoyez dans des conversations\u00a0;',
          'les messages, cadeaux et likes que vous envoyez et recevez\u00a0;',
          'données d’achat\u00a0: packs de crédits achetés, montants, moyen de paiement et détails de transaction fournis par le prestataire de paiement (nous ne recevons ni ne conservons les données complètes de votre carte bancaire)\u00a0;',
          'données techniques\u00a0: adresse IP, pays depuis lequel vous consultez le site, informations sur le navigateur et l’appareil, heures de connexion et d’utilisation\u00a0;',
          'le contenu de vos échanges avec notre service client.',
        ],
      },
      {
        heading: 'Catégories particulières de données personnelles et votre consentement explicite',
        paragraphs: [
          'Un site de rencontres traite presque toujours des données qui révèlent quelque chose de votre vie sexuelle ou de votre orientation sexuelle, comme les personnes que vous recherchez, vos photos et le contenu de vos messages. Il s’agit de catégories particulières de données personnelles. Nous ne traitons ces données qu’avec votre consentement explicite, que vous donnez lors de votre inscription et en remplissant votre profil.',
          'Vous pouvez retirer votre consentement à tout moment en supprimant les données concernées de votre profil ou en supprimant votre compte. Le retrait de votre consentement ne compromet pas la licéité du traitement effectué avant ce retrait. Sans ces données, nous ne pouvons pas fournir le service de rencontres, ou seulement de manière limitée.',
          'Ne partagez pas plus que vous ne le souhaitez dans votre profil et vos messages. N’indiquez pas dans votre profil d’informations permettant de vous identifier directement, comme votre nom de famille, votre adresse ou votre numéro de téléphone.',
        ],
      },
      {
        heading: 'À quoi servent vos données',
        paragraphs: ['Nous utilisons vos données aux fins suivantes\u00a0:'],
        list: [
          'créer et gérer votre compte et montrer votre profil aux autres membres\u00a0;',
          'permettre le contact avec d’autres membres, notamment l’envoi de messages, de photos et de cadeaux\u00a0;',
          'traiter vos achats, tenir à jour votre solde de crédits et traiter les remboursements\u00a0;',
          'envoyer des e-mails de service, comme votre e-mail d’activation, la réinitialisation de votre mot de passe et les confirmations d’achat\u00a0;',
          'envoyer des notifications concernant les nouveaux messages et, si vous y avez consenti, des notifications push et des newsletters\u00a0;',
          'vérifier les photos et les textes de profil et faire respecter nos conditions, y compris l’âge minimum. Les nouvelles photos passent d’abord un contrôle automatique de nudité qui s’exécute sur nos propres serveurs\u00a0; ce contrôle ne décide jamais seul\u00a0: une personne de notre équipe valide ou refuse chaque photo, et si le contrôle a joué un rôle dans un refus, l’explication que vous recevez le précise\u00a0;',
          'prévenir et détecter la fraude, les abus et les incidents de sécurité\u00a0;',
          'répondre à vos questions et à vos réclamations\u00a0;',
          'respecter nos obligations légales, comme l’obligation légale de conservation à des fins fiscales.',
        ],
      },
      {
        heading: 'Bases juridiques',
        paragraphs: ['Nous traitons vos données sur les bases juridiques suivantes du RGPD\u00a0:'],
        list: [
          'l’exécution du contrat (article 6, paragraphe 1, point b), du RGPD)\u00a0: pour votre compte, votre profil, le contact avec les membres et vos achats\u00a0;',
          'le consentement explicite (article 6, paragraphe 1, point a), et article 9, paragraphe 2, point a), du RGPD)\u00a0: pour les catégories particulières de données personnelles, les notifications push et les newsletters\u00a0;',
          'l’obligation légale (article 6, paragraphe 1, point c), du RGPD)\u00a0: pour nos obligations comptables et de conservation fiscale\u00a0;',
          'l’intérêt légitime (article 6, paragraphe 1, point f), du RGPD)\u00a0: pour la sécurité du site et la prévention de la fraude et des abus.',
        ],
      },
      {
        heading: `Messages aux ${ctx.fictionalPlural}`,
        paragraphs: [
          `${s} contient des ${ctx.fictionalPlural} gérés par ${c} ou pour son compte. Les messages et photos que vous envoyez à ces profils sont lus et reçoivent une réponse de collaborateurs de ${s}. Ceux-ci sont tenus à la confidentialité et n’utilisent vos données qu’à cette fin.`,
        ],
      },
      {
        heading: 'Durée de conservation de vos données',
        paragraphs: [
          `Nous conservons vos données aussi longtemps que votre compte existe. Si vous supprimez votre compte, vous disposez de ${days(GRACE_DAYS)} pour le réactiver avec le lien que nous vous envoyons par e-mail. Passé ce délai, nous effaçons définitivement votre profil, vos photos (y compris de notre espace de stockage), le contenu de vos messages, vos likes, vos blocages, les textes de vos signalements, vos sessions, vos préférences de notification et vos données de paiement telles que les cartes enregistrées et l’IBAN\u00a0; nous faisons supprimer par le prestataire de paiement la fiche client (nom et adresse e-mail) que nous y avions créée pour vous, et nous remplaçons votre adresse e-mail, afin que vous puissiez vous réinscrire plus tard. Si vous ne voulez pas attendre, adressez-vous à notre service client\u00a0: nous rendons alors la suppression définitive immédiatement.`,
          'Les données que la loi nous oblige à conserver, comme vos commandes, vos factures et les écritures de vos crédits, sont conservées sans votre nom, votre adresse e-mail ni aucune autre donnée personnelle pendant la durée légale de conservation de sept ans. Les données relatives à un blocage pour infractions graves peuvent être conservées plus longtemps afin d’empêcher une nouvelle inscription, mais pas plus longtemps que nécessaire. Les fichiers journaux techniques sont conservés brièvement et uniquement à des fins de sécurité.',
        ],
      },
      {
        heading: 'Partage avec des tiers',
        paragraphs: [
          'Nous ne vendons jamais vos données à des tiers et ne les utilisons pas pour la publicité de tiers.',
          'Nous faisons appel à des prestataires qui traitent des données pour notre compte (sous-traitants), comme notre hébergeur, des prestataires de services de paiement et un service d’envoi d’e-mails. Nous concluons avec eux des contrats de sous-traitance et ils ne peuvent utiliser vos données que sur nos instructions. Si des données sont traitées en dehors de l’Espace économique européen, nous mettons en place des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.',
          'Nous communiquons des données aux autorités lorsque la loi nous y oblige, par exemple à la suite d’une demande légale de la police ou des autorités judiciaires.',
        ],
      },
      {
        heading: 'Sécurité',
        paragraphs: [
          'Nous prenons des mesures techniques et organisationnelles appropriées pour protéger vos données contre la perte et toute utilisation illicite. Par exemple, la connexion au site est chiffrée (HTTPS), les mots de passe ne sont stockés que sous forme chiffrée et seules les personnes autorisées de notre équipe ont accès à vos données.',
          'Dans Paramètres → «\u00a0Où ta session est ouverte\u00a0», vous voyez les appareils sur lesquels votre session est ouverte (navigateur, système, pays et dernière activité) et vous pouvez fermer la session d’un appareil ou de tous les autres. Si vous vous connectez depuis un appareil ou un pays que nous ne connaissions pas encore pour vous, nous vous envoyons un e-mail.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: ['En vertu du RGPD, vous disposez des droits suivants\u00a0:'],
        list: [
          'droit d’accès\u00a0: vous téléchargez vous-même tout ce que nous conservons sur vous dans Paramètres → «\u00a0Télécharger mes données\u00a0» (un fichier ZIP contenant vos données et vos photos\u00a0; nous vous envoyons par e-mail un lien valable 24 heures, une demande par 24 heures)\u00a0;',
          'droit de rectification\u00a0: vous pouvez faire corriger des données inexactes, ou les modifier vous-même dans votre profil\u00a0;',
          'droit à l’effacement\u00a0: vous pouvez faire supprimer votre compte et vos données\u00a0;',
          'droit à la limitation du traitement\u00a0;',
          'droit à la portabilité des données\u00a0: le même fichier ZIP contient vos données dans un format numérique courant (JSON) ainsi que vos photos\u00a0;',
          'droit d’opposition\u00a0: vous pouvez vous opposer aux traitements fondés sur notre intérêt légitime\u00a0;',
          'droit de retirer votre consentement.',
        ],
      },
      {
        heading: 'Exercer vos droits',
        paragraphs: [
          `Envoyez votre demande par e-mail à ${ctx.supportEmail}, depuis l’adresse e-mail utilisée lors de votre inscription. Nous pouvons vous demander de vérifier votre identité. Nous répondons à votre demande dans un délai d’un mois.`,
          'La manière dont nous traitons vos données ne vous satisfait pas\u00a0? Faites-le-nous savoir et nous chercherons ensemble une solution. Vous avez également le droit d’introduire une réclamation auprès de l’autorité néerlandaise de protection des données (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl) ou de l’autorité de contrôle de votre pays.',
        ],
      },
      {
        heading: 'Modifications',
        paragraphs: [
          `Nous pouvons mettre à jour la présente politique de confidentialité. La version en vigueur est toujours disponible sur ${ctx.domain}. Nous vous informons des modifications importantes via le site ou par e-mail.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Politique en matière de cookies

export function cookiesFr(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Politique en matière de cookies',
    intro: `${s} utilise des cookies fonctionnels, nécessaires au fonctionnement du site, qui ne demandent pas de consentement. Le cookie de campagne, lui, n’est déposé qu’avec votre accord. Nous ne déposons aucun cookie de suivi ou publicitaire de tiers. Vous trouverez ci-dessous la liste exacte des cookies que nous utilisons.`,
    sections: [
      {
        heading: 'Qu’est-ce qu’un cookie\u00a0?',
        paragraphs: [
          'Les cookies sont de petits fichiers texte qu’un site web enregistre sur votre ordinateur, votre tablette ou votre téléphone. Ils permettent au site de reconnaître votre navigateur lors de votre prochaine visite. Outre les cookies, un site peut aussi enregistrer des données dans le stockage local de votre navigateur.',
        ],
      },
      {
        heading: 'Cookies fonctionnels (sans consentement)',
        paragraphs: [
          'Ces cookies et données sont nécessaires au fonctionnement du site ou à la mémorisation d’un choix que vous avez fait vous-même. Ils ne nécessitent pas de consentement.',
        ],
        list: [
          `Cookie de session\u00a0: mémorise que votre session est ouverte, afin que vous n’ayez pas à vous reconnecter sur chaque page. Durée de conservation\u00a0: ${days(SESSION_COOKIE_DAYS)}, ou jusqu’à votre déconnexion.`,
          `Cookie de langue\u00a0: mémorise la langue dans laquelle vous souhaitez afficher le site. Durée de conservation\u00a0: ${days(LANGUAGE_COOKIE_DAYS)}.`,
          `Cookie d’appareil\u00a0: un code aléatoire que nous déposons dans votre navigateur lorsque vous vous connectez. Il permet à nos modérateurs de voir si une même personne utilise plusieurs comptes depuis le même navigateur, par exemple pour revenir après un blocage ou pour escroquer des membres. Ce code ne dit rien sur vous ni sur votre appareil\u00a0; nous n’en conservons qu’une forme hachée avec votre compte. Durée de conservation\u00a0: ${days(DEVICE_COOKIE_DAYS)} après votre dernière connexion.`,
          `Cookie de choix\u00a0: mémorise si vous avez accepté ou refusé le cookie de campagne, afin de ne pas vous reposer la question à chaque visite. Il ne contient que votre réponse. Durée de conservation\u00a0: ${days(CONSENT_COOKIE_DAYS)}.`,
          'Campagne de cette visite\u00a0: si vous arrivez par un lien de campagne, la page retient les codes de campagne du lien uniquement dans sa mémoire de travail pendant que vous naviguez sur le site, afin qu’une inscription pendant cette visite puisse les transmettre. Rien n’est enregistré sur votre appareil\u00a0: ils disparaissent dès que vous rechargez la page ou fermez l’onglet, et ne servent à rien d’autre.',
          'Notifications fermées\u00a0: lorsque vous fermez une notification ou un avertissement, nous le mémorisons dans le stockage local de votre navigateur pour que vous ne voyiez pas sans cesse la même notification. Ces données restent uniquement dans votre propre navigateur et ne nous sont pas envoyées.',
        ],
      },
      {
        heading: 'Cookie de campagne (uniquement avec votre accord)',
        paragraphs: [
          `Si vous arrivez sur ${s} par le lien d’un partenaire ou d’une campagne, nous retenons de quelle campagne il s’agit (le nom du partenaire, les codes de campagne du lien et la page d’arrivée), afin de pouvoir signaler au partenaire qu’une inscription ou un achat est venu par lui. Ce cookie ne contient aucune donnée personnelle ni rien qui permette de vous identifier\u00a0; la première campagne est conservée. Durée de conservation\u00a0: ${days(CAMPAIGN_COOKIE_DAYS)}.`,
          'Ce cookie n’est pas nécessaire au fonctionnement du site. Nous ne le déposons donc que si vous cliquez sur «\u00a0Accepter\u00a0» dans l’avis affiché lorsque vous arrivez par un tel lien. Si vous cliquez sur «\u00a0Refuser\u00a0» ou ne faites aucun choix, nous ne le déposons pas\u00a0; vous pouvez utiliser le site exactement de la même façon.',
        ],
      },
      {
        heading: 'Modifier votre choix',
        paragraphs: [
          `Vous pouvez modifier votre choix ou retirer votre consentement à tout moment avec les boutons «\u00a0Accepter\u00a0» et «\u00a0Refuser\u00a0» en bas de cette page. Si vous retirez votre consentement, nous supprimons immédiatement le cookie de campagne. Votre choix vaut pour ${days(CONSENT_COOKIE_DAYS)}\u00a0; ensuite, nous vous reposons la question lorsque vous arrivez par un lien de campagne.`,
        ],
      },
      {
        heading: 'Aucun suivi par des tiers',
        paragraphs: [
          `${s} n’utilise pas de cookies de régies publicitaires, de réseaux sociaux ou d’autres tiers qui suivent votre navigation. Nous ne vendons à personne de données sur votre visite.`,
          'Lorsque vous effectuez un paiement, vous pouvez être redirigé vers la page d’un prestataire de services de paiement. Les politiques de cookies et de confidentialité de ce prestataire s’appliquent sur sa page.',
        ],
      },
      {
        heading: 'Supprimer ou bloquer les cookies',
        paragraphs: [
          'Vous pouvez supprimer à tout moment les cookies et le stockage local via les paramètres de votre navigateur. Cette option se trouve généralement sous Confidentialité ou Historique, par exemple sous «\u00a0Effacer les données de navigation\u00a0» ou «\u00a0Cookies et données de site\u00a0». Vous pouvez aussi configurer votre navigateur pour refuser tous les cookies.',
          'Attention\u00a0: si vous supprimez ou bloquez les cookies fonctionnels, votre session sera fermée et vous ne pourrez pas vous connecter tant que les cookies sont bloqués. Votre choix de langue sera également oublié et vous verrez de nouveau les notifications que vous aviez fermées.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [
          `Vous avez des questions sur notre politique en matière de cookies\u00a0? Contactez-nous à ${ctx.supportEmail}. Pour en savoir plus sur la manière dont nous traitons vos données, consultez notre politique de confidentialité.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Compte suspendu ou bloqué

export function banFr(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Votre compte a été suspendu ou bloqué',
    intro: `Votre compte sur ${s} a été suspendu ou bloqué parce que nous avons constaté une infraction à nos conditions générales, souvent après des signalements d’autres membres. Cette page explique pourquoi nous le faisons, ce que cela implique et comment contester la décision.`,
    sections: [
      {
        heading: 'Pourquoi nous suspendons ou bloquons des comptes',
        paragraphs: [
          `Pour que ${s} reste sûr et agréable pour tous, nous suspendons ou bloquons des comptes notamment dans les situations suivantes\u00a0:`,
        ],
        list: [
          `le membre a moins de ${ctx.minAge} ans, ou nous le soupçonnons fortement\u00a0;`,
          'intimidation, menaces, discrimination ou harcèlement répété d’autres membres\u00a0;',
          'escroquerie ou tentative d’escroquerie, comme demander de l’argent, des cartes cadeaux ou des données de paiement\u00a0;',
          'activités commerciales, comme la publicité, la proposition de services payants ou le renvoi de membres vers d’autres sites web\u00a0;',
          'fausse identité, comme un faux profil, les photos de quelqu’un d’autre ou plusieurs comptes\u00a0;',
          'partage des données personnelles ou des photos d’autres personnes sans leur consentement\u00a0;',
          'abus de paiement, comme des rétrofacturations injustifiées\u00a0;',
          'autres infractions graves ou répétées à nos conditions générales.',
        ],
      },
      {
        heading: 'Suspension ou blocage',
        paragraphs: [
          'Une suspension dure jusqu’à une date et une heure déterminées, indiquées dans le message qui s’affiche lorsque vous essayez de vous connecter. Elle prend ensuite fin d’elle-même\u00a0: vous pouvez de nouveau vous connecter et votre profil est de nouveau visible.',
          'Un blocage dure jusqu’à ce que nous le levions, par exemple après une contestation.',
        ],
      },
      {
        heading: 'Ce qu’implique une suspension ou un blocage',
        paragraphs: [
          'Tant que votre compte est suspendu ou bloqué, vous ne pouvez pas vous connecter et votre session est fermée sur tous vos appareils. Votre profil n’apparaît pas dans les résultats de recherche, les likes et les listes des autres membres. Les membres avec qui vous aviez une conversation voient que votre compte n’est plus actif\u00a0; ils ne peuvent plus vous envoyer de messages et vous ne pouvez plus leur en envoyer. Vous ne pouvez ni acheter ni utiliser de crédits.',
          'Votre profil, vos conversations, vos likes et vos crédits sont conservés. Lorsque nous levons la suspension ou le blocage, ou qu’une suspension prend fin, tout redevient comme avant.',
          'Il est interdit de créer un nouveau compte tant que votre compte est bloqué. Si vous le faites, ce compte sera également bloqué. Si un compte est bloqué parce que son utilisateur est mineur, nous supprimons définitivement le compte et ses données.',
        ],
      },
      {
        heading: 'Comment contester',
        paragraphs: [
          `Vous pensez que votre compte a été suspendu ou bloqué par erreur\u00a0? Envoyez un e-mail à ${ctx.supportEmail}. Indiquez votre pseudo et l’adresse e-mail utilisée lors de votre inscription, et expliquez pourquoi vous n’êtes pas d’accord.`,
          'Nous examinons attentivement chaque contestation et vous communiquons notre décision par e-mail dans un délai de 14 jours. S’il s’avère que la suspension ou le blocage était injustifié, nous le levons immédiatement et vous pouvez de nouveau vous connecter normalement.',
        ],
      },
      {
        heading: 'Crédits et remboursements',
        paragraphs: [
          `Vous avez des questions sur les crédits dont vous disposiez encore au moment de la suspension ou du blocage, ou vous estimez avoir droit à un remboursement\u00a0? Contactez-nous à ${ctx.supportEmail}. Nous examinerons votre demande conformément à notre politique de remboursement et à la loi.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Questions fréquentes

export function faqFr(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const phone = hasPhone(ctx)
    ? ` Vous pouvez aussi nous appeler au ${ctx.supportPhone.trim()} (du lundi au vendredi, de 9\u00a0h à 17\u00a0h, heure néerlandaise).`
    : '';
  return {
    title: 'Questions fréquentes',
    intro: `Vous trouverez ici les réponses aux questions qu’on nous pose le plus souvent sur ${s}. Vous ne trouvez pas votre question\u00a0? Contactez notre service client.`,
    sections: [
      {
        heading: 'Que sont les crédits\u00a0?',
        paragraphs: [
          `Les crédits sont la monnaie de ${s}. Vous les achetez à l’avance par pack et les utilisez par exemple pour envoyer des messages, consulter ou envoyer des photos et envoyer des cadeaux. Les crédits n’ont pas de valeur monétaire et ne peuvent pas être transférés à d’autres membres. Vous pouvez toujours consulter votre solde de crédits actuel dans votre compte.`,
        ],
      },
      {
        heading: 'Combien coûte un message\u00a0?',
        paragraphs: [
          `Le nombre de crédits que coûte un message, une photo ou un cadeau dépend de la grille tarifaire en vigueur de ${s}. Le nombre de crédits est toujours affiché avant tout envoi, vous n’aurez donc jamais de mauvaise surprise. Aucun crédit n’est jamais débité sans que vous ayez vous-même effectué une action.`,
        ],
      },
      {
        heading: 'Qu’est-ce que Premium\u00a0?',
        paragraphs: [
          `Dès que vous achetez des crédits pour la première fois, vous devenez automatiquement membre Premium. En tant que membre Premium, vous pouvez avoir un nombre illimité de conversations et publier jusqu’à ${PREMIUM_MAX_PHOTOS} photos sur votre profil (jusqu’à ${FREE_MAX_PHOTOS} pour les membres gratuits). Premium n’est pas un abonnement\u00a0: aucun montant n’est jamais prélevé automatiquement.`,
        ],
      },
      {
        heading: 'Comment acheter des crédits\u00a0?',
        paragraphs: [
          'Rendez-vous sur la page «\u00a0Acheter des crédits\u00a0». Choisissez un pack et un moyen de paiement, puis effectuez le paiement. Les crédits sont ajoutés à votre compte immédiatement après le paiement et vous recevez une confirmation par e-mail.',
        ],
      },
      {
        heading: 'Quels moyens de paiement puis-je utiliser\u00a0?',
        paragraphs: [
          'Vous pouvez payer par iDEAL, carte bancaire, PayPal et prélèvement SEPA. Les moyens de paiement disponibles pour vous sont affichés lors de la commande. Les paiements s’effectuent via une connexion sécurisée d’un prestataire de services de paiement reconnu.',
        ],
      },
      {
        heading: 'Puis-je obtenir un remboursement\u00a0?',
        paragraphs: [
          `Oui. Dans un délai de ${days(ctx.refundDays)} après votre achat, vous pouvez demander le remboursement des crédits que vous n’avez pas encore utilisés. Pour cela, envoyez un e-mail à ${ctx.supportEmail}. Le montant correspondant aux crédits non utilisés est remboursé via le même moyen de paiement. Les crédits déjà utilisés et les crédits bonus ne sont pas remboursés. Pour en savoir plus, consultez notre politique de remboursement.`,
        ],
      },
      {
        heading: 'Comment supprimer mon compte\u00a0?',
        paragraphs: [
          `Allez dans vos paramètres et choisissez «\u00a0Supprimer le compte\u00a0». Vous préférez faire une pause\u00a0? Vous pouvez aussi y passer en mode invisible. Confirmez avec votre mot de passe\u00a0; votre profil est alors immédiatement masqué. Vous avez changé d’avis\u00a0? Le lien figurant dans l’e-mail que nous vous envoyons réactive votre compte dans un délai de ${days(GRACE_DAYS)}, avec votre profil, vos photos, vos conversations et vos crédits. Vous l’avez perdu\u00a0? Connectez-vous et nous vous proposerons de vous renvoyer le lien. Passé ce délai, votre compte et toutes vos données sont définitivement supprimés\u00a0; les crédits non utilisés expirent alors.`,
        ],
      },
      {
        heading: 'Qu’est-ce que le mode invisible\u00a0?',
        paragraphs: [
          'Le mode invisible vous permet d’utiliser le site sans que votre profil apparaisse dans les résultats de recherche et les aperçus des autres membres. Vous pouvez activer et désactiver le mode invisible dans vos paramètres. Les membres avec qui vous discutez déjà peuvent toujours lire vos messages et y répondre.',
        ],
      },
      {
        heading: 'Comment bloquer un autre membre\u00a0?',
        paragraphs: [
          'Ouvrez le profil ou la conversation du membre et choisissez «\u00a0Bloquer\u00a0». Le membre bloqué ne peut alors plus vous contacter. Vous pouvez le débloquer plus tard dans vos paramètres. Si quelqu’un se comporte de manière inappropriée, signalez-le-nous également afin que nous puissions intervenir.',
        ],
      },
      {
        heading: 'Comment télécharger mes données, et où voir les appareils sur lesquels ma session est ouverte\u00a0?',
        paragraphs: [
          'Allez dans Paramètres et choisissez «\u00a0Télécharger mes données\u00a0». Nous préparons un fichier ZIP avec tout ce que nous conservons sur vous (votre compte, votre profil, vos photos, likes, conversations, commandes, crédits, sessions, blocages et signalements) et vous envoyons un lien par e-mail. Le lien est valable 24 heures et ne fonctionne que lorsque vous êtes connecté à votre compte. Vous pouvez demander vos données une fois toutes les 24 heures.',
          'Dans Paramètres, sous «\u00a0Où ta session est ouverte\u00a0», vous voyez les appareils sur lesquels votre session est ouverte, avec le navigateur, le pays et la dernière activité. «\u00a0Se déconnecter\u00a0» ferme la session d’un appareil, «\u00a0Se déconnecter partout ailleurs\u00a0» celle de tous les autres. Si vous vous connectez depuis un nouvel appareil, vous recevez un e-mail.',
        ],
      },
      {
        heading: 'Pourquoi ma photo n’est-elle pas encore visible\u00a0?',
        paragraphs: [
          'Chaque photo est vérifiée par notre équipe avant que les autres membres puissent la voir. Nous le faisons le plus rapidement possible\u00a0; en attendant, la photo n’est visible que par vous. Les photos sont refusées si vous n’y apparaissez pas clairement vous-même, si elles montrent des mineurs ou d’autres personnes reconnaissables sans leur consentement, si elles contiennent des coordonnées ou de la publicité, ou si elles enfreignent nos conditions d’une autre manière.',
        ],
      },
      {
        heading: 'J’ai oublié mon mot de passe. Que faire\u00a0?',
        paragraphs: [
          'Cliquez sur «\u00a0Mot de passe oublié\u00a0?\u00a0» sur l’écran de connexion et saisissez votre adresse e-mail. Vous recevrez un e-mail avec un lien pour choisir un nouveau mot de passe. Le lien est valable pendant une durée limitée. Pas d’e-mail\u00a0? Vérifiez aussi votre dossier de courrier indésirable (spam).',
        ],
      },
      {
        heading: 'Je n’ai pas reçu d’e-mail d’activation. Que faire\u00a0?',
        paragraphs: [
          `Vérifiez d’abord votre dossier de courrier indésirable (spam) ou les onglets Promotions ou Notifications de votre messagerie. Ajoutez ${ctx.supportEmail} à vos contacts pour que nos e-mails arrivent correctement à l’avenir. Vérifiez aussi que votre adresse e-mail est correctement orthographiée. Toujours rien\u00a0? Contactez-nous et nous vous renverrons l’e-mail d’activation ou corrigerons votre adresse e-mail.`,
        ],
      },
      {
        heading: `Que sont les ${ctx.fictionalPlural}\u00a0?`,
        paragraphs: [
          `${s} contient également des ${ctx.fictionalPlural}. Ces profils sont gérés par ${ctx.company.name} ou pour son compte, à des fins de divertissement. Les messages adressés à ces profils reçoivent une réponse de collaborateurs de ${s}. Il n’est pas possible de rencontrer ces profils dans la vie réelle. Pour en savoir plus, consultez nos conditions générales.`,
        ],
      },
      {
        heading: 'Comment contacter le service client\u00a0?',
        paragraphs: [
          `Envoyez un e-mail à ${ctx.supportEmail}. Nous répondons généralement à votre e-mail dans un délai d’un jour ouvrable.${phone} Indiquez toujours l’adresse e-mail utilisée lors de votre inscription, afin que nous puissions vous aider plus rapidement.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Politique de remboursement

export function returnFr(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const d = days(ctx.refundDays);
  return {
    title: 'Politique de remboursement',
    intro: `Les crédits de ${s} sont un contenu numérique. La présente politique de remboursement explique comment obtenir, dans un délai de ${d} après l’achat, le remboursement des crédits que vous n’avez pas encore utilisés.`,
    sections: [
      {
        heading: 'Droit de rétractation pour les contenus numériques',
        paragraphs: [
          'Lorsque vous achetez un contenu numérique qui n’est pas fourni sur un support matériel, le droit légal de rétractation s’éteint dès que l’exécution a commencé avec votre accord préalable exprès et que vous avez reconnu perdre ainsi votre droit de rétractation. Les crédits sont ajoutés à votre compte immédiatement après le paiement.',
          `Nous voulons néanmoins que vous puissiez acheter des crédits sans risque. C’est pourquoi vous pouvez demander le remboursement des crédits que vous n’avez pas encore utilisés dans un délai de ${d} à compter de la date d’achat. Vous n’avez pas à justifier votre décision.`,
        ],
      },
      {
        heading: 'Comment demander un remboursement',
        paragraphs: [
          `Dans un délai de ${d} après votre achat, envoyez un e-mail à ${ctx.supportEmail} en indiquant\u00a0:`,
        ],
        list: [
          'votre pseudo et l’adresse e-mail utilisée lors de votre inscription\u00a0;',
          'la date d’achat et le pack de crédits acheté\u00a0;',
          'que vous souhaitez vous rétracter du contrat et demandez le remboursement des crédits non utilisés.',
        ],
      },
      {
        heading: 'Comment nous remboursons',
        paragraphs: [
          'Nous accusons réception de votre demande par e-mail. Nous déduisons de votre compte les crédits non utilisés du pack concerné et remboursons le montant correspondant. Si vous avez déjà utilisé une partie des crédits du pack, nous remboursons la part correspondant aux crédits non utilisés, au prorata du prix que vous avez payé pour le pack.',
          'Nous procédons au remboursement au plus tard 14 jours après réception de votre demande, en utilisant le même moyen de paiement que celui utilisé pour l’achat, sauf accord contraire avec vous. Le remboursement est gratuit pour vous.',
        ],
      },
      {
        heading: 'Exceptions',
        paragraphs: ['Un remboursement n’est pas possible dans les cas suivants\u00a0:'],
        list: [
          'crédits déjà utilisés pour des messages, photos, cadeaux ou d’autres fonctionnalités\u00a0;',
          'crédits reçus gratuitement, en bonus ou dans le cadre d’une promotion\u00a0;',
          `achats effectués il y a plus de ${d}\u00a0;`,
          'achats dont le paiement a été annulé ou a fait l’objet d’une rétrofacturation\u00a0;',
          'cas de fraude ou d’abus.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [
          `Vous avez des questions sur un remboursement\u00a0? Contactez notre service client ${contactSentence(ctx)}. Nous serons ravis de vous aider.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Service client

export function serviceFr(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const contact = contactLines(ctx, {
    email: 'E-mail\u00a0: ',
    phone: 'Téléphone\u00a0: ',
    post: 'Adresse postale\u00a0: ',
  });
  return {
    title: 'Service client',
    intro: `Vous avez une question sur ${s}, votre compte ou un paiement\u00a0? Notre service client est là pour vous aider. Vous trouverez aussi de nombreuses réponses dans nos questions fréquentes.`,
    sections: [
      {
        heading: 'Coordonnées',
        paragraphs: [`Vous pouvez nous contacter ${contactSentence(ctx)}.`],
        list: contact,
      },
      {
        heading: 'Horaires',
        paragraphs: [
          hasPhone(ctx)
            ? 'Notre service client est disponible du lundi au vendredi, de 9\u00a0h à 17\u00a0h (heure néerlandaise), sauf les jours fériés. Nous ne sommes joignables par téléphone que pendant ces horaires. Vous pouvez envoyer des e-mails à tout moment.'
            : 'Notre service client est disponible du lundi au vendredi, de 9\u00a0h à 17\u00a0h (heure néerlandaise), sauf les jours fériés. Vous pouvez envoyer des e-mails à tout moment.',
        ],
      },
      {
        heading: 'Délai de réponse',
        paragraphs: [
          'Nous répondons généralement aux e-mails dans un délai d’un jour ouvrable. Les e-mails envoyés le week-end ou un jour férié sont traités le jour ouvrable suivant.',
          'Indiquez toujours votre pseudo et l’adresse e-mail utilisée lors de votre inscription. Si votre question concerne un paiement, indiquez aussi la date et le montant. Cela nous permet de vous aider plus rapidement. Nous ne vous demanderons jamais votre mot de passe.',
        ],
      },
      {
        heading: 'Réclamations',
        paragraphs: [
          `Quelque chose ne vous satisfait pas\u00a0? Envoyez votre réclamation par e-mail à ${ctx.supportEmail} et décrivez aussi clairement que possible ce qui s’est passé. Nous accusons réception de votre réclamation et y répondons sur le fond dans un délai de 14 jours. Si nous avons besoin de plus de temps, nous vous en informons dans ce délai.`,
          'Si nous ne parvenons pas à résoudre le problème ensemble, vous pouvez soumettre le litige au tribunal compétent, comme décrit dans nos conditions générales. Les réclamations relatives au traitement de vos données personnelles peuvent également être adressées à l’autorité néerlandaise de protection des données (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Informations sur la société',
        paragraphs: [`${s} est un service de ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Réclamations

export function complaintsFr(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const addr = fullAddress(ctx);
  const ways: string[] = [`par e-mail à ${ctx.supportEmail}`];
  if (hasPhone(ctx))
    ways.push(
      `par téléphone au ${ctx.supportPhone.trim()}, du lundi au vendredi de 9\u00a0h à 17\u00a0h (heure néerlandaise)`,
    );
  if (addr) ways.push(`par courrier à ${ctx.company.name}, ${addr}`);
  return {
    title: 'Réclamations',
    intro: `Quelque chose ne vous satisfait pas sur ${s}\u00a0? Nous voulons le savoir, afin de trouver ensemble une solution. Cette page explique comment déposer une réclamation, comment nous la traitons et ce que vous pouvez faire si notre solution ne vous satisfait pas.`,
    sections: [
      {
        heading: 'Comment déposer une réclamation',
        paragraphs: [
          `Vous pouvez nous adresser votre réclamation ${ways.length === 1 ? 'de la manière suivante' : 'des manières suivantes'}. Déposez votre réclamation le plus tôt possible après avoir constaté le problème, afin que nous puissions l’examiner correctement.`,
        ],
        list: punctuateList(ways),
      },
      {
        heading: 'Ce que doit contenir votre réclamation',
        paragraphs: ['Indiquez toujours\u00a0:'],
        list: [
          'l’adresse e-mail utilisée lors de votre inscription\u00a0;',
          'la date à laquelle le problème s’est produit\u00a0;',
          'une description claire de ce qui s’est passé et, si possible, une capture d’écran\u00a0;',
          'le numéro de commande ou de transaction, si votre réclamation concerne un paiement ou un achat de crédits.',
        ],
      },
      {
        heading: 'Comment nous traitons votre réclamation',
        paragraphs: [
          `Nous accusons réception de votre réclamation dans un délai de ${COMPLAINT_ACK_WORKING_DAYS} jours ouvrables. S’il manque des informations dont nous avons besoin, nous vous demandons de nous les fournir.`,
          `Vous recevez une réponse sur le fond dans un délai de ${days(COMPLAINT_ANSWER_DAYS)} à compter de la réception. Si nous avons besoin de plus de temps, par exemple parce que nous devons vérifier quelque chose auprès de notre prestataire de services de paiement, nous vous en informons dans ce délai, en indiquant la raison et le moment où vous pouvez attendre notre réponse.`,
          'Nous traitons votre réclamation de manière confidentielle et n’utilisons vos données que pour la traiter, comme décrit dans notre politique de confidentialité. Nous ne vous demanderons jamais votre mot de passe.',
        ],
      },
      {
        heading: 'Notre solution ne vous satisfait pas\u00a0?',
        paragraphs: [
          'Si nous ne parvenons pas à résoudre le problème ensemble, vous pouvez soumettre le litige à un organisme indépendant de règlement des litiges, comme la commission néerlandaise des litiges (De Geschillencommissie), ou au tribunal compétent, comme décrit dans nos conditions générales.',
          'Les réclamations relatives au traitement de vos données personnelles peuvent également être adressées à l’autorité néerlandaise de protection des données (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Réclamations concernant d’autres membres',
        paragraphs: [
          'Un autre membre vous importune, par exemple en vous harcelant, en vous insultant ou en vous demandant de l’argent\u00a0? Utilisez alors la fonction «\u00a0Signaler\u00a0» sur le profil de ce membre ou dans votre conversation. Votre signalement nous parvient ainsi directement, avec les informations dont nous avons besoin pour intervenir. Avec la fonction «\u00a0Bloquer\u00a0», vous faites en sorte que ce membre ne puisse plus vous contacter.',
          'Nous prenons chaque signalement au sérieux et intervenons si nécessaire, par exemple en supprimant des contenus ou en bloquant un compte. Pour protéger la vie privée des autres membres, nous ne pouvons pas toujours vous dire quelles mesures nous avons prises.',
        ],
      },
      {
        heading: 'Informations sur la société',
        paragraphs: [`${s} est un service de ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}
