/**
 * The French catalogue (member keys only; the staff console stays nl/en). Informal address (tu), as
 * French dating sites do. ICU message syntax: {name}, {count, plural, one {…} other {…}}.
 */
import type { MemberCatalogue } from './translate.ts';
import { mailFr } from './mail.fr.ts';
import { signupFr } from './signup.fr.ts';
import { accountFr } from './account.fr.ts';
import { profileFr } from './profile.fr.ts';
import { membersFr } from './members.fr.ts';
import { myprofileFr } from './myprofile.fr.ts';
import { swipeFr } from './swipe.fr.ts';
import { landersFr } from './landers.fr.ts';
import { likesFr } from './likes.fr.ts';
import { likesServerFr } from './likes-server.fr.ts';
import { notifyServerFr } from './notify-server.fr.ts';
import { chatServerFr } from './chat-server.fr.ts';
import { chatFr } from './chat.fr.ts';
import { discountFr } from './discount.fr.ts';
import { paymentsServerFr } from './payments-server.fr.ts';
import { moderationFr } from './moderation.fr.ts';
import { paymentsFr } from './payments.fr.ts';
import { appealsFr } from './appeals.fr.ts';
import { deletionFr } from './deletion.fr.ts';
import { photoInspectionFr } from './photo-inspection.fr.ts';
import { accountDataFr } from './account-data.fr.ts';
import { pushServerFr } from './push-server.fr.ts';
import { mailEventsFr } from './mail-events.fr.ts';
import { pushFr } from './push.fr.ts';
import { consentFr } from './consent.fr.ts';
import { notificationsFr } from './notifications.fr.ts';

export const fr: MemberCatalogue = {
  ...mailFr,
  ...signupFr,
  ...accountFr,
  ...profileFr,
  ...membersFr,
  ...myprofileFr,
  ...swipeFr,
  ...landersFr,
  ...likesFr,
  ...likesServerFr,
  ...notifyServerFr,
  ...chatServerFr,
  ...chatFr,
  ...discountFr,
  ...paymentsServerFr,
  ...moderationFr,
  ...paymentsFr,
  ...appealsFr,
  ...deletionFr,
  ...photoInspectionFr,
  ...accountDataFr,
  ...pushServerFr,
  ...mailEventsFr,
  ...pushFr,
  ...consentFr,
  ...notificationsFr,
  // Site-wide
  'site.adultsOnly': 'Réservé aux adultes (18+)',
  'site.warningsHeader':
    'Ce site contient des contenus érotiques et est réservé aux adultes âgés de {minAge} ans ou plus.',
  'site.fictionalPlural': 'profils fictifs',
  'site.disclaimer':
    '{siteName} est un site de rencontres pour adultes. Ce site peut contenir des {fictionalPlural} : des profils gérés par le site à des fins de divertissement. Il n’est pas possible de rencontrer ces profils en personne.',
  'site.usOnlyFooter':
    'Déclaration de conformité aux exigences de tenue de registres de la loi 18 U.S.C. 2257 : toutes les personnes représentées avaient au moins 18 ans.',
  'site.skipToContent': 'Aller au contenu',
  'site.loading': 'Chargement…',

  // Navigation and top bar
  'nav.home': 'Accueil',
  'nav.login': 'Connexion',
  'nav.signup': 'Inscription gratuite',
  'nav.searchMembers': 'Rechercher des membres',
  'nav.messages': 'Messages',
  'nav.likes': 'Likes',
  'nav.credits': 'Crédits',
  'nav.getPremium': 'Passer à Premium',
  'nav.myProfile': 'Mon profil',
  'nav.settings': 'Paramètres',
  'nav.discover': 'Découvrir',
  'nav.swipeGame': 'Jeu de swipe',
  'nav.matchFinder': 'Match finder',
  'nav.logout': 'Déconnexion',
  'nav.back': 'Retour',
  'nav.menu': 'Menu',
  'nav.account': 'Compte',
  'nav.language': 'Langue',
  'nav.unreadMessages': '{count, plural, one {# message non lu} other {# messages non lus}}',
  'nav.newLikes': '{count, plural, one {# nouveau like} other {# nouveaux likes}}',
  'nav.creditsLeft': '{count, plural, one {encore # crédit} other {encore # crédits}}',
  'nav.mainNavigation': 'Navigation principale',

  // Footer
  'footer.terms': 'Conditions générales',
  'footer.privacy': 'Confidentialité',
  'footer.cookies': 'Cookies',
  'footer.ban': 'Politique de blocage',
  'footer.pricing': 'Tarifs',
  'footer.complaints': 'Réclamations',
  'footer.returnPolicy': 'Politique de remboursement',
  'footer.faq': 'Questions fréquentes',
  'footer.support': 'Service client',
  'footer.company': '{companyName}, {address}, {city} · Chambre de commerce néerlandaise (KvK) {kvk}',
  'footer.copyright': '© {year} {siteName}. Tous droits réservés.',
  'footer.links': 'Liens du pied de page',

  // Site-entry warning (product §2)
  'entry.title': 'Réservé aux adultes',
  'entry.body':
    'Ce site contient des contenus pour adultes. Tu ne peux le visiter que si tu as {minAge} ans ou plus et si la consultation de tels contenus est autorisée dans ton pays.',
  'entry.confirm': 'J’ai {minAge} ans ou plus',
  'entry.leave': 'Quitter',

  'entry.memberHeading': '{name}, {age}',
  'entry.memberPhotoAlt': 'Photo de {name}',
  'entry.signupIntro': 'Inscris-toi gratuitement et envoie tout de suite un premier message à {name}.',
  'entry.landingText':
    '{name} est sur {siteName}. Inscris-toi gratuitement pour voir tout le profil et envoyer un message.',
  'entry.chatTeaser': '{name} a envie de discuter. Écris-lui en premier !',
  'entry.cta': 'Envoyer un message à {name}',
  'entry.free': 'L’inscription est gratuite et prend une minute.',

  // Home
  'home.heroTitle': 'Rencontre des célibataires près de chez toi',
  'home.heroText':
    'Crée gratuitement ton profil, recherche des membres, like et chatte. Et si le déclic, c’était aujourd’hui ?',
  'home.cta': 'Inscris-toi gratuitement',
  'home.loginCta': 'J’ai déjà un compte',
  'home.newMembers': 'Nouveaux membres',
  'home.onlineNow': 'En ligne maintenant',
  'home.stepsTitle': 'Comment ça marche',
  'home.step1Title': 'Inscription gratuite',
  'home.step1Text': 'Crée en une minute un profil avec photo, centres d’intérêt et ville.',
  'home.step2Title': 'Chercher et liker',
  'home.step2Text': 'Trouve des membres près de chez toi. Si vous vous likez mutuellement, c’est un match.',
  'home.step3Title': 'Chatter',
  'home.step3Text': 'Envoie des messages privés, des photos et des cadeaux avec des crédits.',
  'home.memberCount': '{count, plural, one {# membre} other {# membres}}',
  'home.viewProfile': 'Voir le profil de {name}',
  'home.ageAndPlace': '{age} ans · {place}',
  'home.online': 'En ligne',

  // Errors (product §8)
  'error.notFound': 'Page introuvable',
  'error.notFoundHint': 'La page que tu cherches n’existe pas (ou plus).',
  'error.backHome': 'Retour à l’accueil',
  // A short link (product §2 `{token}`) past its date (decision 051).
  'error.linkExpired': 'Ce lien a expiré',
  'error.linkExpiredHint': 'Le lien que tu as suivi n’est plus valable. Tu retrouveras tout sur la page d’accueil.',
  'error.general': 'Une erreur s’est produite, réessaie plus tard.',
  'error.status': 'Erreur {status}',
  'error.fallback': 'Une erreur s’est produite lors de l’affichage de la page d’erreur.',
  'error.invalidInput': 'Vérifie ta saisie : {details}',
  'error.invalidCharacter': 'Ta saisie contient un caractère non valide.',
  'error.bodyTooLarge': 'Vérifie ta saisie : ce que tu envoies est trop volumineux.',
  'error.tooManyRequests': 'Trop de demandes, patiente un instant et réessaie.',
  'error.unavailable': 'Il y a beaucoup de monde en ce moment. Réessaie dans quelques secondes.',
  'error.authenticationRequired': 'Connecte-toi pour continuer.',
  'error.forbidden': 'Tu n’as pas le droit de faire ça.',
  'error.unknownSite': 'Ce site n’est pas connu ici.',
  'error.noSite': 'Aucun site n’est encore configuré ici.',
  'error.siteUnavailable': 'Ce site n’est pas disponible pour le moment.',
  'error.noSiteOwner': 'Pour l’administrateur : crée le site avec {command} (docs/deploy.md, « First start »).',
  'error.unknownEndpoint': 'Cet appel d’API n’existe pas.',
  'error.offlineTitle': 'Pas de connexion',
  'error.offlineText':
    'Cette page n’a pas pu se charger car la connexion a été perdue. Dès que tu seras de nouveau en ligne, elle se rechargera.',
  'error.retry': 'Réessayer',
  'error.reload': 'Recharger la page',

  // Language choice
  'lang.title': 'Langue et pays',
  'lang.intro': 'Choisis la langue dans laquelle tu veux utiliser {siteName}.',
  'lang.country': 'Pays',
  'lang.language': 'Langue',
  'lang.save': 'Enregistrer',
  'lang.saved': 'Ton choix de langue a été enregistré.',
  'lang.name.nl': 'Nederlands',
  'lang.name.en': 'English',
  'lang.name.es': 'Español',
  'lang.name.fr': 'Français',
  'lang.name.it': 'Italiano',
  'lang.name.pl': 'Polski',
  'lang.name.de': 'Deutsch',

  // Static pages
  'pages.lastUpdated': 'Dernière mise à jour : {date}',
  'pages.contactUs': 'Des questions ? Écris-nous à {email}.',

  // Product §5 validation texts
  'validation.nameIsEmail': 'Ton pseudo doit être différent de ton adresse e-mail.',
  'validation.nameAt': 'Ton pseudo ne peut pas commencer par @.',
  'validation.dobRequired': 'Saisis ta date de naissance ({min_age} ans ou plus)',
  'validation.dobInvalid': 'Date de naissance non valide.',
  'validation.emailInvalid': 'Adresse e-mail non valide',
  'validation.newEmailInvalid': 'Nouvelle adresse e-mail non valide.',
  'validation.emailTaken': 'Cette adresse e-mail a déjà un compte sur ce site.',
  'validation.emailNotFound': 'Adresse e-mail introuvable',
  'validation.passwordsDiffer': 'Les mots de passe saisis ne sont pas identiques.',
  'validation.oldPasswordWrong': 'Vérifie ton ancien mot de passe.',
  'validation.codeNotFound': 'Code introuvable',
  'validation.codeUsed': 'Code déjà utilisé',

  'validation.nameRequired': 'Saisis un pseudo.',
  'validation.nameLength': 'Ton pseudo doit contenir entre {min} et {max} caractères.',
  'validation.passwordLength': 'Ton mot de passe doit contenir entre {min} et {max} caractères.',
  'signup.closed': 'Les inscriptions sont fermées pour le moment.',
  'signup.inviteInvalid': 'L’inscription n’est possible qu’avec un code d’invitation valide.',
  'signup.existingAccount': 'Un compte existe déjà avec cette adresse e-mail. Connecte-toi avec ton mot de passe.',
  'activation.tooManyResends': 'Tu as déjà redemandé l’e-mail d’activation plusieurs fois. Réessaie dans une heure.',
  'activation.notConfirmed': 'Confirme d’abord ton adresse e-mail.',
  'mail.tooManyChanges': 'Tu as déjà essayé plusieurs fois de changer d’adresse e-mail. Réessaie dans une heure.',
  'mail.tooManyToAddress': 'Assez d’e-mails ont déjà été envoyés à cette adresse aujourd’hui. Réessaie demain.',
  'error.clientHeaderMissing': 'Cette demande a été refusée.',

  // Product §8 error catalogue
  'auth.loginFailed': 'Échec de la connexion, réessaie',
  'auth.lockedOut': 'Trop de tentatives échouées, compte bloqué pendant {minutes} min.',
  'auth.tooManyResetMails': 'Trop d’e-mails de réinitialisation du mot de passe envoyés, réessaie demain.',
  'auth.resetLinkInvalid': 'Lien expiré ou non valide, demande un nouvel e-mail',
  'auth.activationFailed': 'Échec de l’activation',
  'payment.failed': 'Le paiement a échoué ou a été annulé.',
  'chat.insufficientCredits': 'Tu n’as pas assez de crédits pour envoyer ce message à {name}',
  'chat.fictionalDisclosure':
    'Ceci est un profil fictif du site. Confirme d’abord que tu le sais et que tu connais le prix d’un message.',

  // Landing pages (product §2 /landers/*)
  'lander.adultonly.title': 'Réservé aux adultes : des rencontres excitantes près de chez toi',
  'lander.adultonly.text': 'Inscription discrète, anonyme et gratuite. Découvre qui est en ligne dans ta région.',
  'lander.tinderswipe.title': 'Swipe, like et matche',
  'lander.tinderswipe.text':
    'Like les personnes qui te plaisent. C’est réciproque ? Alors c’est un match et vous pouvez chatter tout de suite.',
  'lander.whoneedsstrings.title': 'Qui a besoin d’engagement ?',
  'lander.whoneedsstrings.text':
    'Des rencontres légères, sans prise de tête, avec des gens qui cherchent la même chose que toi.',
  'lander.alonetonight.title': 'Pas envie de passer la soirée en solo ?',
  'lander.alonetonight.text': 'Des membres sont en ligne en ce moment et ont eux aussi envie de discuter.',
  'lander.collagelanding.title': 'Des milliers de célibataires t’attendent',
  'lander.collagelanding.text': 'Crée gratuitement un profil et découvre qui habite près de chez toi.',
  'lander.gallery.title': 'Découvre les derniers profils',
  'lander.gallery.text': 'De nouveaux membres arrivent chaque jour. Ton match est peut-être parmi eux.',
  'lander.iconslanding.title': 'Trouve quelqu’un qui aime les mêmes choses',
  'lander.iconslanding.text': 'Choisis tes centres d’intérêt et rencontre des membres qui partagent tes passions.',
  'lander.maplanding.title': 'Des célibataires dans ta région',
  'lander.maplanding.text': 'Recherche par distance et découvre qui habite tout près.',
  'lander.socialnetwork.title': 'Le réseau social des rencontres',
  'lander.socialnetwork.text': 'Chatte, like et envoie des cadeaux aux membres qui te plaisent.',
  'lander.transitionsvideolanding.title': 'Un clic et tu es des nôtres',
  'lander.transitionsvideolanding.text':
    'L’inscription prend moins d’une minute. Ensuite, tu peux tout de suite chercher et liker.',
  'lander.video.title': 'Découvre qui est en ligne',
  'lander.video.text': 'Inscris-toi gratuitement et découvre les membres près de chez toi.',
  'lander.cta': 'Inscription gratuite',
  'lander.benefit1': 'Inscription gratuite',
  'lander.benefit2': 'Discret et sûr',
  'lander.benefit3': 'Des membres près de chez toi',

  // PWA
  'pwa.shortName': '{siteName}',
};
