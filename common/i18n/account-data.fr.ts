import type { accountDataNl } from './account-data.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the data export and the member's sessions (member keys only; the staff console stays nl/en). */
export const accountDataFr: Record<Extract<keyof typeof accountDataNl, MemberMessageKey>, string> = {
  'export.title': 'Télécharger mes données',
  'export.intro':
    'Demande un fichier ZIP avec tout ce que nous conservons sur toi : ton compte, ton profil et tes photos, tes likes, conversations, commandes, crédits, sessions, blocages et signalements. Nous le préparons et t’envoyons par e-mail un lien valable 24 heures. Une demande par 24 heures.',
  'export.request': 'Télécharger mes données',
  'export.requested': 'Ta demande a bien été reçue. Nous t’enverrons le lien par e-mail dès que ton fichier sera prêt.',
  'export.pending':
    'Ton fichier est en préparation (demandé le {date, date, long} à {date, time, short}). Tu recevras un e-mail.',
  'export.ready':
    'Ton fichier est disponible jusqu’au {date, date, long} à {date, time, short}. Le lien se trouve dans ton e-mail.',
  'export.download': 'Télécharger',
  'export.tooSoon':
    'Tu as déjà demandé tes données au cours des dernières 24 heures. C’est possible une fois toutes les 24 heures ; réessaie demain.',
  'export.gone':
    'Ce lien de téléchargement a expiré ou n’existe pas. Demande à nouveau tes données dans les Paramètres.',
  'sessions.title': 'Où ta session est ouverte',
  'sessions.intro':
    'Les appareils sur lesquels ta session est ouverte en ce moment. Tu n’en reconnais pas un ? Déconnecte-le et change ton mot de passe.',
  'sessions.label': 'Tes sessions',
  'sessions.current': 'Cet appareil',
  'sessions.lastActive': 'Dernière activité le {date, date, medium} à {date, time, short}',
  'sessions.unknownDevice': 'Appareil inconnu',
  'sessions.unknownPlace': 'lieu inconnu',
  'sessions.end': 'Se déconnecter',
  'sessions.endLabel': 'Déconnecter : {device}',
  'sessions.endOthers': 'Se déconnecter partout ailleurs',
  'sessions.ended': 'La session sur {device} a été fermée.',
  'sessions.endedOthers':
    '{count, plural, =0 {Ta session n’était ouverte nulle part ailleurs.} one {Ta session a été fermée sur 1 autre appareil.} other {Ta session a été fermée sur # autres appareils.}}',
  'sessions.notFound': 'Cette session n’existe plus.',
  'sessions.onlyThis': 'Ta session n’est ouverte que sur cet appareil.',
  'mail.data_export.subject': 'Tes données de {siteName} sont prêtes',
  'mail.data_export.preheader': 'Télécharge-les dans les 24 heures.',
  'mail.data_export.intro':
    'Tu as demandé tes données. Le fichier ZIP est prêt : télécharge-le dans les 24 heures avec le bouton ci-dessous. Il faut pour cela te connecter à ton compte.',
  'mail.data_export.button': 'Télécharger mes données',
  'mail.data_export.after':
    'Ce n’est pas toi qui as fait cette demande ? Change ton mot de passe et déconnecte-toi partout ailleurs dans les Paramètres.',
  'mail.new_device.subject': 'Nouvelle connexion à ton compte {siteName}',
  'mail.new_device.preheader': 'Connexion depuis {device} ({place}).',
  'mail.new_device.intro':
    'Quelqu’un vient de se connecter à ton compte depuis un appareil ou un lieu que nous ne connaissions pas encore pour toi : {device} ({place}). Si c’était toi, tu n’as rien à faire.',
  'mail.new_device.button': 'Voir où ta session est ouverte',
  'mail.new_device.after':
    'Ce n’était pas toi ? Ferme cette session dans les Paramètres et change immédiatement ton mot de passe.',
};
