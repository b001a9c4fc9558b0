import type { appealsNl } from './appeals.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of moderation decisions and appeals (member keys only; the staff console stays nl/en). */
export const appealsFr: Record<Extract<keyof typeof appealsNl, MemberMessageKey>, string> = {
  'decision.inWords': '{what} ({ground})',
  'decision.kind.photo_removed': 'ta photo a été supprimée',
  'decision.kind.warning': 'tu as reçu un avertissement',
  'decision.kind.suspension': 'ton compte a été suspendu',
  'decision.kind.ban': 'ton compte a été bloqué',
  'decision.ground.rules': 'contraire aux règles du site',
  'appeal.title': 'Contester la décision',
  'appeal.decisionTitle': 'Notre décision',
  'appeal.decidedOn': 'Décision du {date}',
  'appeal.endsOn': 'En vigueur jusqu’au {date}',
  'appeal.byPerson': 'Cette décision a été prise par une personne de notre équipe, pas par un ordinateur.',
  'appeal.explain':
    'Tu penses que nous avons fait une erreur ? Explique-nous pourquoi. Une autre personne de l’équipe que celle qui a pris la décision examinera ta contestation, et tu recevras le résultat par e-mail. Tu peux contester cette décision une seule fois, jusqu’au {date} inclus.',
  'appeal.textLabel': 'Pourquoi la décision n’est-elle pas juste ?',
  'appeal.textHelp': 'Au moins {min} et au plus {max} caractères.',
  'appeal.submit': 'Envoyer ma contestation',
  'appeal.sent':
    'Nous avons bien reçu ta contestation. Tu recevras une confirmation par e-mail, puis le résultat dès que possible.',
  'appeal.yours': 'Ta contestation',
  'appeal.sentOn': 'Envoyée le {date}',
  'appeal.status.open': 'Une personne de notre équipe examine ta contestation. Tu recevras le résultat par e-mail.',
  'appeal.status.granted': 'Ta contestation est acceptée : nous avons annulé la décision.',
  'appeal.status.denied': 'La décision est maintenue.',
  'appeal.reversed': 'Cette décision a été annulée.',
  'appeal.outside':
    'Tu n’es pas d’accord avec le résultat ? Tu peux t’adresser à un organisme certifié de règlement extrajudiciaire des litiges, ou saisir la justice.',
  'appeal.invalidTitle': 'Ce lien ne fonctionne pas',
  'appeal.linkInvalid':
    'Ce lien n’est pas valide. Utilise le lien de l’e-mail que nous t’avons envoyé, ou écris à notre service client.',
  'appeal.textLength': 'Écris au moins {min} et au plus {max} caractères.',
  'appeal.exists': 'Tu as déjà contesté cette décision. Tu recevras le résultat par e-mail.',
  'appeal.tooLate': 'Le délai pour contester (six mois) est dépassé.',
  'appeal.reversedAlready': 'Cette décision a déjà été annulée ; plus besoin de la contester.',
  'mail.restriction.objectionByMail':
    'Tu n’es pas d’accord ? Envoie tes explications à {supportEmail} dans un délai de six mois. Une autre personne de l’équipe que celle qui a pris la décision examinera ta contestation, et tu recevras le résultat par e-mail. Tu peux aussi t’adresser à un organisme certifié de règlement extrajudiciaire des litiges, ou saisir la justice.',
  'mail.restriction.appealLink': 'Contester la décision',
  'mail.restriction.detectedByStaff':
    'Un contrôle automatique a signalé cette photo comme pouvant enfreindre les règles du site ; la décision elle-même a été prise par une personne de notre équipe, pas de façon automatique.',
  'mail.restriction.byStaff': 'Cette décision a été prise par une personne de notre équipe, pas de façon automatique.',
  'mail.account_held.subject': 'Ton compte sur {siteName} est temporairement suspendu',
  'mail.account_held.preheader': 'Nous examinons ton compte ; voici comment contester.',
  'mail.account_held.intro':
    'Nous avons refusé une de tes photos, car la personne qui y figure semble mineure. {siteName} est réservé aux adultes.',
  'mail.account_held.decision':
    'Ton compte est donc suspendu jusqu’à ce qu’une personne de notre équipe l’ait examiné, au plus tard jusqu’au {until}. D’ici là, tu ne peux pas te connecter et personne ne voit ton profil. Tu as 18 ans ou plus ? Fais-le-nous savoir en contestant la décision.',
  'mail.account_held.button': 'Lire les règles du site',
  'mail.appeal_link.subject': 'Ton lien pour contester une décision sur {siteName}',
  'mail.appeal_link.preheader': 'Voici comment contester notre décision.',
  'mail.appeal_link.intro': 'Tu as demandé le lien pour contester notre décision : {decision}.',
  'mail.appeal_link.button': 'Contester la décision',
  'mail.appeal_link.after': 'Tu n’as rien demandé ? Tu peux ignorer cet e-mail.',
  'appeal.requestTitle': 'Tu n’as pas le lien sous la main ?',
  'appeal.requestIntro':
    'Ton compte est suspendu ou bloqué ? Saisis ton adresse e-mail ; nous t’enverrons à nouveau le lien pour contester la décision.',
  'appeal.requestEmail': 'Adresse e-mail',
  'appeal.requestSubmit': 'Envoie-moi le lien',
  'appeal.requestSent':
    'Si un compte suspendu ou bloqué correspond à cette adresse, nous t’enverrons le lien d’ici quelques minutes. Pense à vérifier tes spams.',
  'appeal.fromLogin': 'Contester une décision',
  'mail.text_removed.subject': 'Ton texte de profil sur {siteName} a été supprimé',
  'mail.text_removed.preheader': 'Ce que nous avons décidé, pourquoi, et comment contester.',
  'mail.text_removed.intro':
    'Un autre membre a signalé ton profil, et notre équipe l’a examiné. Motif : {category}. Ton texte de profil a donc été supprimé ; le reste de ton profil reste inchangé. Tu peux écrire un nouveau texte conforme aux règles du site.',
  'mail.text_removed.button': 'Voir ton profil',
  'decision.kind.text_removed': 'ton texte de profil a été supprimé',
  'mail.appeal_received.subject': 'Ta contestation sur {siteName} a bien été reçue',
  'mail.appeal_received.preheader': 'Une autre personne de l’équipe réexamine la décision.',
  'mail.appeal_received.intro':
    'Tu as contesté notre décision : {decision}. Une autre personne de l’équipe que celle qui a pris la décision examine ta contestation.',
  'mail.appeal_received.after': 'Tu recevras le résultat par e-mail, généralement sous quelques jours.',
  'mail.appeal_received.button': 'Aller sur {siteName}',
  'mail.appeal_decided.subject': 'Le résultat de ta contestation sur {siteName}',
  'mail.appeal_decided.preheader': 'Une autre personne de l’équipe a réexaminé la décision.',
  'mail.appeal_decided.intro':
    'Tu as contesté notre décision : {decision}. Une autre personne de l’équipe l’a réexaminée.',
  'mail.appeal_decided.granted':
    'Ta contestation est acceptée : nous avons annulé la décision et tout ce qu’elle avait entraîné.',
  'mail.appeal_decided.denied': 'La décision est maintenue : elle est conforme aux règles du site.',
  'mail.appeal_decided.note': 'Explication : {note}',
  'mail.appeal_decided.further':
    'Tu n’es pas d’accord ? Tu peux t’adresser à un organisme certifié de règlement extrajudiciaire des litiges, ou saisir la justice.',
  'mail.appeal_decided.button': 'Aller sur {siteName}',
  'mail.report_reversed.subject': 'Du nouveau concernant ton signalement sur {siteName}',
  'mail.report_reversed.preheader': 'Une mesure prise après ton signalement a été annulée.',
  'mail.report_reversed.intro':
    'Tu as signalé un autre membre ({category}), et nous avions pris des mesures à la suite de ton signalement.',
  'mail.report_reversed.after':
    'L’autre membre a contesté ces mesures et, après un nouvel examen par une autre personne de l’équipe, nous les avons annulées. Nous ne pouvons pas t’en dire plus. Si tu remarques à nouveau quelque chose d’anormal, n’hésite pas à le signaler.',
  'mail.report_reversed.button': 'Aller sur {siteName}',
  'mail.message_removed.subject': 'Un de tes messages sur {siteName} a été supprimé',
  'mail.message_removed.preheader': 'Ce que nous avons décidé, pourquoi, et comment contester.',
  'mail.message_removed.intro':
    'Un autre membre a signalé une conversation avec toi, et notre équipe l’a examinée. Motif : {category}. Un de tes messages dans cette conversation a donc été supprimé ; les deux membres voient désormais qu’un modérateur l’a supprimé. Ton compte reste inchangé.',
  'mail.message_removed.button': 'Voir tes messages',
  'decision.kind.message_removed': 'un de tes messages a été supprimé',
  'chat.messageRemoved': 'supprimé par un modérateur',
};
