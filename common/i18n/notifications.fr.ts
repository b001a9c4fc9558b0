import type { notificationsNl } from './notifications.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of notification settings and unsubscribing (member keys only; the staff console stays nl/en). */
export const notificationsFr: Record<Extract<keyof typeof notificationsNl, MemberMessageKey>, string> = {
  'nav.notifications': 'Notifications',
  'notifications.title': 'Notifications',
  'notifications.intro':
    'Choisis ce pour quoi nous t’envoyons un e-mail ou une notification push. Chaque changement est enregistré immédiatement.',
  'notifications.listLabel': 'Types de notifications',
  'notifications.channel.email': 'E-mail',
  'notifications.channel.push': 'Push',
  'notifications.switch.email': '{category} par e-mail',
  'notifications.switch.push': '{category} en notification push',
  'notifications.emailOnly': 'Par e-mail uniquement',
  'notifications.marketingOff': 'Désactivé jusqu’à ce que tu l’actives toi-même.',
  'notifications.saveFailed': 'Ton changement n’a pas été enregistré. Réessaie.',
  'notifications.emailTo': 'Les e-mails sont envoyés à {email}.',
  'notifications.changeEmail': 'Changer d’adresse e-mail',
  'notifications.settingsText': 'Choisis quels e-mails et quelles notifications push tu reçois de notre part.',
  'notifications.settingsLink': 'Gérer les notifications',
  'notifications.category.new_conversations': 'Nouvelles conversations',
  'notifications.category.new_conversations.description': 'Quelqu’un t’écrit pour la première fois.',
  'notifications.category.new_conversations.topic': 'les nouvelles conversations',
  'notifications.category.new_messages': 'Nouveaux messages',
  'notifications.category.new_messages.description':
    'Un nouveau message dans une conversation pendant que tu n’es pas sur le site.',
  'notifications.category.new_messages.topic': 'les nouveaux messages',
  'notifications.category.like': 'Likes',
  'notifications.category.like.description': 'Quelqu’un te like, ou vous avez un match.',
  'notifications.category.like.topic': 'les nouveaux likes',
  'notifications.category.unread_message_reminders': 'Messages non lus',
  'notifications.category.unread_message_reminders.description':
    'Un rappel quand un message n’est toujours pas lu au bout d’un jour.',
  'notifications.category.unread_message_reminders.topic': 'les messages non lus',
  'notifications.category.promotions': 'Offres',
  'notifications.category.promotions.description': 'Réductions et promotions sur les crédits et Premium.',
  'notifications.category.promotions.topic': 'les offres',
  'notifications.category.weekly_updates': 'Mise à jour hebdomadaire',
  'notifications.category.weekly_updates.description': 'Une fois par semaine, les nouveaux membres près de chez toi.',
  'notifications.category.weekly_updates.topic': 'la mise à jour hebdomadaire',
  'notifications.category.news': 'Actualités',
  'notifications.category.news.description': 'Nouvelles fonctionnalités et actualités de {siteName}.',
  'notifications.category.news.topic': 'les actualités de {siteName}',
  'notifications.category.reminders': 'Rappels',
  'notifications.category.reminders.description':
    'Quand ton profil n’est pas encore complet ou qu’une offre est sur le point de se terminer.',
  'notifications.category.reminders.topic': 'les rappels',
  'notifications.alert.label': 'Tes notifications par e-mail sont désactivées',
  'notifications.alert.bounce':
    'Nous n’avons pas pu distribuer nos e-mails à {email}. C’est pourquoi nous ne t’envoyons plus de notifications par e-mail.',
  'notifications.alert.fbl':
    'Tu as marqué un de nos e-mails comme spam, nous ne t’envoyons donc plus de notifications par e-mail.',
  'notifications.alert.listunsubscribe': 'Via ta messagerie, tu as demandé à ne plus recevoir d’e-mails sur {topics}.',
  'notifications.alert.listunsubscribeSome':
    'Via ta messagerie, tu as demandé à ne plus recevoir une partie de nos e-mails.',
  'notifications.alert.reenable': 'Réactiver les notifications',
  'notifications.alert.changeEmail': 'Changer d’adresse e-mail',
  'notifications.alert.reenabled': 'Tu recevras à nouveau des notifications par e-mail.',
  'notifications.error.noChannel': 'Nous envoyons ce type de message uniquement par e-mail, pas en notification push.',
  'notifications.error.badLink':
    'Ce lien de désabonnement n’est pas valide. Copie le lien complet depuis l’e-mail, ou connecte-toi et choisis tes notifications dans Notifications.',
  'unsubscribe.title': 'Se désabonner',
  'unsubscribe.question': 'Te désabonner des e-mails sur {topic} ?',
  'unsubscribe.explain':
    'Tu ne recevras plus d’e-mails de {siteName} sur {topic}. Tes autres notifications restent inchangées.',
  'unsubscribe.confirm': 'Me désabonner',
  'unsubscribe.done': 'Ton désabonnement est confirmé',
  'unsubscribe.doneText':
    'Tu ne recevras plus d’e-mails de {siteName} sur {topic}. Tu peux réactiver cette option à tout moment.',
  'unsubscribe.manage': 'Voir tes notifications',
  'unsubscribe.invalidTitle': 'Ce lien de désabonnement ne fonctionne pas',
  'unsubscribe.tooMany': 'Trop de demandes, patiente un instant et réessaie.',
  'notifications.device.title': 'Notifications push sur cet appareil',
  'notifications.device.text':
    'Active cette option pour recevoir sur cet appareil les notifications push choisies ci-dessus, même quand le site n’est pas ouvert.',
  'notifications.device.blocked':
    'Ton navigateur bloque les notifications de ce site. Autorise-les dans les paramètres de ton navigateur (le cadenas à côté de l’adresse), puis reviens ici.',
  'notifications.device.unsupported':
    'Ce navigateur ne peut pas recevoir de notifications push. Sur iPhone, ça fonctionne une fois le site ajouté à ton écran d’accueil.',
  'notifications.device.notAllowed':
    'Tu n’as pas donné l’autorisation, les notifications push restent donc désactivées sur cet appareil.',
  'notifications.device.label': 'Notifications push sur cet appareil',
};
