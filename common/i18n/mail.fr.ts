import type { mailNl } from './mail.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the e-mails to members (member keys only; the staff console stays nl/en). */
export const mailFr: Record<Extract<keyof typeof mailNl, MemberMessageKey>, string> = {
  'mail.common.greeting': 'Salut {name},',
  'mail.common.linkFallback': 'Le bouton ne fonctionne pas ? Copie ce lien et colle-le dans ton navigateur :',
  'mail.common.notYou': 'Ce n’était pas toi ? Alors tu peux simplement ignorer cet e-mail.',
  'mail.common.signoff': 'À très vite,',
  'mail.common.team': 'L’équipe {siteName}',
  'mail.common.help': 'Des questions ? Écris-nous à {supportEmail}.',
  'mail.common.reason': 'Tu reçois cet e-mail parce que tu as créé un compte sur {domain}.',
  'mail.activation.subject': 'Confirme ton adresse e-mail pour {siteName}',
  'mail.activation.preheader': 'Plus qu’un clic et ton compte {siteName} est actif.',
  'mail.activation.intro':
    'Super que tu aies rejoint {siteName} ! Confirme ton adresse e-mail pour activer ton compte. Tu pourras ensuite tout de suite rechercher des membres, liker et chatter.',
  'mail.activation.button': 'Activer mon compte',
  'mail.password_reset.subject': 'Choisis un nouveau mot de passe pour {siteName}',
  'mail.password_reset.preheader': 'Utilise ce lien pour choisir un nouveau mot de passe.',
  'mail.password_reset.intro':
    'Nous avons reçu une demande de réinitialisation du mot de passe de ton compte {siteName}. Clique sur le bouton pour choisir un nouveau mot de passe.',
  'mail.password_reset.validity':
    'Le lien est valable {validMinutes, plural, one {# minute} other {# minutes}} et ne fonctionne qu’une seule fois.',
  'mail.password_reset.button': 'Choisir un nouveau mot de passe',
  'mail.password_reset.notYou':
    'Tu n’as pas demandé de nouveau mot de passe ? Tu n’as rien à faire : ton mot de passe actuel reste valable.',
  'mail.email_change.subject': 'Confirme ta nouvelle adresse e-mail pour {siteName}',
  'mail.email_change.preheader': 'Confirme que {newEmail} est ta nouvelle adresse e-mail.',
  'mail.email_change.intro':
    'Tu as demandé à remplacer l’adresse e-mail de ton compte {siteName} par {newEmail}. Clique sur le bouton pour confirmer cette nouvelle adresse. D’ici là, ton ancienne adresse reste utilisée.',
  'mail.email_change.button': 'Confirmer ma nouvelle adresse e-mail',
  'mail.directdebit_code.subject': 'Ton code de prélèvement SEPA pour {siteName} : {code}',
  'mail.directdebit_code.preheader': 'Saisis ce code dans le formulaire de prélèvement.',
  'mail.directdebit_code.intro':
    'Ton code pour payer par prélèvement automatique est {code}. Saisis-le dans le formulaire pour confirmer ta commande.',
  'mail.directdebit_code.button': 'Aller au formulaire de prélèvement',
  'mail.directdebit_code.validity': 'Le code est valable {validMinutes} minutes.',
  'mail.directdebit_code.notYou':
    'Ce n’est pas toi qui as fait cette demande ? Tu peux ignorer cet e-mail ; aucun prélèvement ne sera effectué.',
  'mail.welcome.subject': 'Bienvenue sur {siteName} !',
  'mail.welcome.preheader': 'Ton compte est actif. C’est le moment de faire des rencontres !',
  'mail.welcome.intro':
    'Ton compte {siteName} est actif ! Avec ces trois étapes, tu te feras remarquer davantage et tu entreras plus vite en contact :',
  'mail.welcome.button': 'Aller sur {siteName}',
  'mail.warning.subject': 'Un avertissement de {siteName}',
  'mail.warning.preheader': 'Nous avons reçu et examiné un signalement te concernant.',
  'mail.warning.intro':
    'Un autre membre t’a signalé, et notre équipe a examiné le signalement. Motif : {category}. Ce n’est pas conforme aux règles de {siteName}. Considère ceci comme un avertissement : relis les règles et respecte-les.',
  'mail.warning.button': 'Lire les règles du site',
  'mail.warning.after':
    'Si nous recevons à nouveau un signalement de ce type, nous pourrons suspendre ou bloquer ton compte.',
  'mail.account_suspended.subject': 'Ton compte sur {siteName} est suspendu jusqu’au {until}',
  'mail.account_suspended.preheader': 'Ce que nous avons décidé, pourquoi, et comment contester.',
  'mail.account_suspended.intro':
    'Un autre membre t’a signalé, et notre équipe a examiné le signalement. Motif : {category}. C’est contraire aux règles de {siteName}.',
  'mail.account_suspended.decision':
    'Ton compte est donc suspendu jusqu’au {until}. D’ici là, tu ne peux pas te connecter et personne ne voit ton profil ; ensuite, tu pourras de nouveau te connecter normalement. Tes conversations et tes crédits sont conservés.',
  'mail.account_suspended.button': 'Lire les règles du site',
  'mail.account_banned.subject': 'Ton compte sur {siteName} est bloqué',
  'mail.account_banned.preheader': 'Ce que nous avons décidé, pourquoi, et comment contester.',
  'mail.account_banned.intro':
    'Un autre membre t’a signalé, et notre équipe a examiné le signalement. Motif : {category}. C’est contraire aux règles de {siteName}.',
  'mail.account_banned.decision':
    'Ton compte est donc bloqué : tu ne peux plus te connecter et personne ne voit plus ton profil. Le blocage reste en place jusqu’à ce qu’une personne de notre équipe le lève.',
  'mail.account_banned.button': 'Lire les règles du site',
  'mail.restriction.byPerson':
    'Cette décision a été prise par une personne de notre équipe qui a examiné le signalement, pas de façon automatique.',
  'mail.restriction.objection':
    'Tu n’es pas d’accord ? Conteste la décision dans un délai de six mois ; pas besoin de te connecter pour cela. Une autre personne de l’équipe que celle qui a pris la décision examinera ta contestation, et tu recevras le résultat par e-mail. Tu peux aussi t’adresser à un organisme certifié de règlement extrajudiciaire des litiges, ou saisir la justice.',
  'mail.report_handled.subject': 'Ton signalement sur {siteName} a été traité',
  'mail.report_handled.preheader': 'Merci de nous l’avoir signalé.',
  'mail.report_handled.intro': 'Tu as signalé un autre membre ({category}). Notre équipe a examiné ton signalement.',
  'mail.report_handled.actioned':
    'Nous avons pris des mesures en application des règles du site. Nous ne précisons pas lesquelles : cela ne concerne que l’autre membre.',
  'mail.report_handled.dismissed':
    'Nous n’avons constaté aucune infraction aux règles du site, nous ne prenons donc pas de mesures. Si tu remarques à nouveau quelque chose d’anormal, n’hésite pas à le signaler.',
  'mail.report_handled.after': 'Tu ne veux plus voir ce membre ? Bloque-le depuis son profil.',
  'mail.report_handled.button': 'Aller sur {siteName}',
  'mail.common.unsubscribe': 'Se désabonner de ces e-mails',
  'mail.common.preferences': 'Gérer les notifications',
  'mail.common.photoAlt': 'Photo de {name}',
  'mail.common.age': '{age} ans',
  'mail.common.viewProfile': 'Voir le profil',
  'mail.common.privacy': 'Pour protéger ta vie privée, nos e-mails ne contiennent jamais le contenu des messages.',
  'mail.new_conversation.subject': 'Quelqu’un t’a envoyé un message sur {siteName}',
  'mail.new_conversation.preheader': 'Une nouvelle conversation t’attend.',
  'mail.new_conversation.intro':
    '{senderName} a commencé une conversation avec toi. Envie de savoir ce qu’il y a dedans ? Lis le message sur {siteName} et réponds.',
  'mail.new_conversation.button': 'Lire le message',
  'mail.new_conversation.reason':
    'Tu reçois cet e-mail parce que les notifications de nouvelles conversations sont activées.',
  'mail.new_messages.subject': '{count, plural, one {Un nouveau message} other {# nouveaux messages}} sur {siteName}',
  'mail.new_messages.preheader': '{count, plural, one {# nouveau message} other {# nouveaux messages}} de {senderName}',
  'mail.new_messages.intro':
    'Tu as {count, plural, one {# nouveau message} other {# nouveaux messages}} de {senderName}. {count, plural, one {Lis-le} other {Lis-les}} sur {siteName} et réponds vite.',
  'mail.new_messages.button': '{count, plural, one {Lire le message} other {Lire les messages}}',
  'mail.new_messages.reason': 'Tu reçois cet e-mail parce que les notifications de nouveaux messages sont activées.',
  'mail.like.subject': 'Tu plais à quelqu’un sur {siteName}',
  'mail.like.preheader': '{likerName} t’a envoyé un like.',
  'mail.like.intro':
    '{likerName} te like ! Jette un œil au profil : si {likerName} te plaît aussi, like en retour et c’est un match.',
  'mail.like.button': 'Voir qui te like',
  'mail.like.reason': 'Tu reçois cet e-mail parce que les notifications de likes sont activées.',
  'mail.unread_reminder.subject':
    'Tu as {unreadCount, plural, one {un message non lu} other {# messages non lus}} sur {siteName}',
  'mail.unread_reminder.preheader':
    '{unreadCount, plural, one {Un message t’attend} other {# messages t’attendent}} encore.',
  'mail.unread_reminder.intro':
    '{unreadCount, plural, one {# message non lu t’attend} other {# messages non lus t’attendent}} encore, de la part de {senders}. Ne les fais pas trop attendre !',
  'mail.unread_reminder.introNoSenders':
    '{unreadCount, plural, one {# message non lu t’attend} other {# messages non lus t’attendent}} encore. Ne les fais pas trop attendre !',
  'mail.unread_reminder.others': '{count, plural, one {# autre personne} other {# autres personnes}}',
  'mail.unread_reminder.button': 'Lire tes messages',
  'mail.unread_reminder.reason': 'Tu reçois cet e-mail parce que les rappels de messages non lus sont activés.',
  'mail.weekly_update.subject': 'Ta mise à jour hebdomadaire de {siteName}',
  'mail.weekly_update.preheader': 'Des membres qui pourraient te plaire cette semaine.',
  'mail.weekly_update.intro':
    'Voici quelques membres qui pourraient te plaire cette semaine. Quelqu’un te tape dans l’œil ? Envoie un like ou un petit message !',
  'mail.weekly_update.introEmpty':
    'Fais un tour sur {siteName} cette semaine : il y a sûrement des membres qui te plairont.',
  'mail.weekly_update.button': 'Voir plus de membres',
  'mail.weekly_update.reason': 'Tu reçois cet e-mail parce que la mise à jour hebdomadaire est activée.',
  // Campaigns (decision 052): why the mail came, per the preference it honours
  'mail.campaign.reason.promotions': 'Tu reçois cet e-mail parce que tu as activé les offres de {siteName}.',
  'mail.campaign.reason.news': 'Tu reçois cet e-mail parce que tu as activé les actualités de {siteName}.',
  'mail.campaign.reason.reminders': 'Tu reçois cet e-mail parce que tu as activé les rappels de {siteName}.',
  'mail.welcome.step1': 'Ajoute une photo nette de toi sur ton profil.',
  'mail.welcome.step2': 'Dis en quelques mots qui tu es et ce que tu recherches.',
  'mail.welcome.step3': 'Cherche des membres près de chez toi, like-les et envoie-leur un petit message.',
  'mail.directdebit_code.codeLabel': 'Ton code',
  'mail.receipt.subject': 'Ton reçu de {siteName} (commande {orderId})',
  'mail.receipt.preheader': '{description} pour {amount} : merci pour ton achat.',
  'mail.receipt.intro':
    'Merci pour ton achat ! Ton paiement a bien été reçu et {credits, plural, one {# crédit a été ajouté} other {# crédits ont été ajoutés}} à ton compte.',
  'mail.receipt.order': 'Numéro de commande',
  'mail.receipt.date': 'Date',
  'mail.receipt.product': 'Produit',
  'mail.receipt.total': 'Total',
  'mail.receipt.vat': 'dont TVA {vatRate} : {vatAmount}',
  'mail.receipt.button': 'Voir tes commandes',
  'mail.receipt.refund':
    '{refundDays, plural, =0 {Une commande ne peut pas être annulée après le paiement.} one {Tu regrettes ton achat ? Dans un délai de # jour après l’achat, tu peux demander le remboursement des crédits que tu n’as pas encore utilisés. Écris-nous pour cela à {supportEmail} en indiquant ton numéro de commande.} other {Tu regrettes ton achat ? Dans un délai de # jours après l’achat, tu peux demander le remboursement des crédits que tu n’as pas encore utilisés. Écris-nous pour cela à {supportEmail} en indiquant ton numéro de commande.}}',
  'mail.receipt.after': 'Conserve cet e-mail comme preuve de paiement.',
};
