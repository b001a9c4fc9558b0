import type { deletionNl } from './deletion.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of deleting and restoring an account (member keys only; the staff console stays nl/en). */
export const deletionFr: Record<Extract<keyof typeof deletionNl, MemberMessageKey>, string> = {
  'deletion.title': 'Supprimer le compte',
  'deletion.intro':
    'Tu veux vraiment partir ? Une fois supprimé, ton compte devient aussitôt invisible. Tu peux encore le restaurer pendant {days} jours avec le lien que nous t’envoyons par e-mail ; ensuite, c’est définitif.',
  'deletion.start': 'Supprimer le compte',
  'deletion.offer.title': 'Et si tu restais ? Tu profites de {percentage} % de réduction',
  'deletion.offer.text':
    'Rien que pour toi : {percentage} % de réduction sur ton prochain achat de crédits, utilisable une seule fois.',
  'deletion.offer.claim': 'Je reste, je veux la réduction',
  'deletion.offer.code':
    'Ton code de réduction : {code}, valable jusqu’au {until}. Saisis-le lors de ton achat de crédits.',
  'deletion.offer.toCredits': 'Voir les crédits',
  'deletion.pause.title': 'Envie de faire une pause ?',
  'deletion.pause.text':
    'Rends ton profil invisible : personne ne te trouvera dans la recherche, mais ton compte et tes conversations sont conservés.',
  'deletion.pause.button': 'Faire une pause',
  'deletion.pause.done':
    'Ton profil est maintenant invisible. Tu peux désactiver cette option à tout moment dans tes paramètres.',
  'deletion.decline': 'Non, continuer la suppression',
  'deletion.reason': 'Pourquoi pars-tu ? (facultatif)',
  'deletion.password': 'Ton mot de passe',
  'deletion.confirm': 'Supprimer mon compte',
  'deletion.cancel': 'Annuler',
  'deletion.wrongPassword': 'Le mot de passe est incorrect.',
  'deletion.reasonTooLong': 'Ta raison ne peut pas dépasser {max} caractères.',
  'deletion.notPossible': 'Ce compte ne peut pas être supprimé.',
  'deletion.noOffer': 'Aucune offre pour le moment.',
  'deleted.meta.title': 'Compte supprimé',
  'deleted.title': 'Ton compte a été supprimé',
  'deleted.text':
    'Dommage que tu partes ! Ton profil n’est plus visible. Tu as changé d’avis ? Le lien de l’e-mail que nous t’avons envoyé te permet de restaurer ton compte dans les {days} jours. Passé ce délai, nous effaçons définitivement tes données.',
  'deleted.redirect':
    'Dans {seconds, plural, one {# seconde} other {# secondes}}, nous te redirigeons vers un site partenaire.',
  'deleted.redirectNow': 'Continuer maintenant',
  'deleted.home': 'Retour à l’accueil',
  'auth.deletedReactivatable':
    'Ton compte a été supprimé, mais tu peux encore le restaurer jusqu’au {until} avec le lien de notre e-mail.',
  'auth.reactivationResend': 'Renvoyer le lien de restauration',
  'auth.reactivationSent': 'Nous t’avons renvoyé le lien de restauration par e-mail.',
  'auth.reactivated': 'Ton compte a été restauré. Connecte-toi pour continuer.',
  'auth.reactivationInvalid': 'Ce lien de restauration est invalide ou a expiré.',
  'auth.tooManyReactivationMails':
    'Nous t’avons déjà envoyé le lien plusieurs fois aujourd’hui. Vérifie ta boîte de réception (et tes spams), ou réessaie demain.',
  'chat.deletedMember': 'membre supprimé',
  'chat.messageDeleted': 'message supprimé',
  'mail.account_deleted.subject': 'Ton compte sur {siteName} a été supprimé',
  'mail.account_deleted.preheader': 'Des regrets ? Tu peux restaurer ton compte jusqu’au {until}.',
  'mail.account_deleted.intro':
    'Tu as supprimé ton compte sur {siteName}. Ton profil n’est plus visible. Tu as changé d’avis ? Le bouton ci-dessous restaure ton compte, avec ton profil, tes photos, tes conversations et tes crédits, jusqu’au {until}.',
  'mail.account_deleted.button': 'Restaurer mon compte',
  'mail.account_deleted.after':
    'Si tu ne fais rien, nous effacerons définitivement tes données le {until}. Ce n’est pas toi qui as supprimé ton compte ? Restaure-le et change ton mot de passe.',
};
