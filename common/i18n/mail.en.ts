import type { mailNl } from './mail.nl.ts';

/** English texts of the e-mails (the type requires every key of the Dutch source). */
export const mailEn: Record<keyof typeof mailNl, string> = {
  'mail.common.greeting': 'Hi {name},',
  'mail.common.linkFallback': 'Button not working? Copy this link and paste it into your browser:',
  'mail.common.notYou': "Wasn't you? Then you can simply ignore this e-mail.",
  'mail.common.signoff': 'Best wishes,',
  'mail.common.team': 'The {siteName} team',
  'mail.common.help': 'Questions? E-mail us at {supportEmail}.',
  'mail.common.reason': 'You receive this e-mail because you signed up at {domain}.',

  'mail.activation.subject': 'Confirm your e-mail address for {siteName}',
  'mail.activation.preheader': 'One more click and your {siteName} account is active.',
  'mail.activation.intro':
    'Great that you signed up at {siteName}! Confirm your e-mail address to activate your account. Then you can start searching, liking and chatting right away.',
  'mail.activation.button': 'Activate my account',

  'mail.password_reset.subject': 'Set a new password for {siteName}',
  'mail.password_reset.preheader': 'Use this link to set a new password.',
  'mail.password_reset.intro':
    'We received a request to reset the password of your {siteName} account. Click the button to choose a new password.',
  'mail.password_reset.validity':
    'The link is valid for {validMinutes, plural, one {# minute} other {# minutes}} and works only once.',
  'mail.password_reset.button': 'Set a new password',
  'mail.password_reset.notYou':
    "Didn't ask for a new password? Then there's nothing you need to do: your current password keeps working.",

  'mail.email_change.subject': 'Confirm your new e-mail address for {siteName}',
  'mail.email_change.preheader': 'Confirm that {newEmail} is your new e-mail address.',
  'mail.email_change.intro':
    'You asked to change the e-mail address of your {siteName} account to {newEmail}. Click the button to confirm this new address. Until then your old address stays in use.',
  'mail.email_change.button': 'Confirm my new e-mail address',

  'mail.directdebit_code.subject': 'Your direct debit code for {siteName}: {code}',
  'mail.directdebit_code.preheader': 'Enter this code on the direct debit form.',
  'mail.directdebit_code.intro':
    'Your code to pay by direct debit is {code}. Enter it on the form to confirm your order.',
  'mail.directdebit_code.button': 'Go to the direct debit form',
  'mail.directdebit_code.validity': 'The code is valid for {validMinutes} minutes.',
  'mail.directdebit_code.notYou': 'Did you not ask for this? Then you can ignore this e-mail; nothing will be debited.',
  'mail.welcome.subject': 'Welcome to {siteName}!',
  'mail.welcome.preheader': 'Your account is active. Time to meet people!',
  'mail.welcome.intro':
    'Your {siteName} account is active! These three steps help you stand out and make contact sooner:',
  'mail.welcome.button': 'Go to {siteName}',
  'mail.warning.subject': 'A warning from {siteName}',
  'mail.warning.preheader': 'We received a report about you and looked into it.',
  'mail.warning.intro':
    'Another member reported you, and our team has looked into the report. It was about: {category}. That is not in line with the house rules of {siteName}. Please take this as a warning: read the rules again and keep to them.',
  'mail.warning.button': 'Read the house rules',
  'mail.warning.after': 'If we receive such a report again, we may suspend or ban your account.',
  'mail.account_suspended.subject': 'Your account on {siteName} is suspended until {until}',
  'mail.account_suspended.preheader': 'What we decided, why, and how to object.',
  'mail.account_suspended.intro':
    'Another member reported you, and our team has looked into the report. It was about: {category}. That is against the house rules of {siteName}.',
  'mail.account_suspended.decision':
    'Your account is therefore suspended until {until}. Until then you cannot log in and nobody sees your profile; after that you can log in as usual. Your conversations and credits are kept.',
  'mail.account_suspended.button': 'Read the house rules',
  'mail.account_banned.subject': 'Your account on {siteName} is banned',
  'mail.account_banned.preheader': 'What we decided, why, and how to object.',
  'mail.account_banned.intro':
    'Another member reported you, and our team has looked into the report. It was about: {category}. That is against the house rules of {siteName}.',
  'mail.account_banned.decision':
    'Your account is therefore banned: you can no longer log in and nobody sees your profile. The ban lasts until a member of staff lifts it.',
  'mail.account_banned.button': 'Read the house rules',
  'mail.restriction.byPerson':
    'This decision was taken by a member of staff who looked at the report, not automatically.',
  'mail.restriction.objection':
    'Do you disagree? Then appeal within six months; you do not need to log in for it. A member of staff other than the one who decided looks at your appeal, and you hear the outcome by e-mail. You can also turn to a certified out-of-court dispute settlement body, or to the courts.',
  'mail.report_handled.subject': 'Your report on {siteName} has been handled',
  'mail.report_handled.preheader': 'Thank you for letting us know.',
  'mail.report_handled.intro': 'You reported another member ({category}). Our team has looked into your report.',
  'mail.report_handled.actioned':
    'We have taken action under our house rules. We do not share what exactly: that concerns only the other member.',
  'mail.report_handled.dismissed':
    'We found no breach of our house rules, so we are taking no action. If you see something wrong again, feel free to report it.',
  'mail.report_handled.after': 'Rather not see the other member any more? Block them from their profile.',
  'mail.report_handled.button': 'Go to {siteName}',

  'mail.common.unsubscribe': 'Unsubscribe from these e-mails',
  'mail.common.preferences': 'Notification settings',
  'mail.common.photoAlt': 'Photo of {name}',
  'mail.common.age': '{age}',
  'mail.common.viewProfile': 'View profile',
  'mail.common.privacy': 'For your privacy, our e-mails never contain what messages say.',

  'mail.new_conversation.subject': 'Someone sent you a message on {siteName}',
  'mail.new_conversation.preheader': 'A new conversation is waiting for you.',
  'mail.new_conversation.intro':
    '{senderName} started a conversation with you. Curious what it says? Read the message on {siteName} and write back.',
  'mail.new_conversation.button': 'Read the message',
  'mail.new_conversation.reason': 'You get this e-mail because notifications for new conversations are on.',

  'mail.new_messages.subject': '{count, plural, one {A new message} other {# new messages}} on {siteName}',
  'mail.new_messages.preheader': '{count, plural, one {# new message} other {# new messages}} from {senderName}',
  'mail.new_messages.intro':
    'You have {count, plural, one {# new message} other {# new messages}} from {senderName}. Read {count, plural, one {it} other {them}} on {siteName} and reply soon.',
  'mail.new_messages.button': '{count, plural, one {Read the message} other {Read the messages}}',
  'mail.new_messages.reason': 'You get this e-mail because notifications for new messages are on.',

  'mail.like.subject': 'Someone likes you on {siteName}',
  'mail.like.preheader': '{likerName} liked you.',
  'mail.like.intro':
    '{likerName} likes you! Have a look at the profile: if you like {likerName} too, like back and you have a match.',
  'mail.like.button': 'See who likes you',
  'mail.like.reason': 'You get this e-mail because notifications for likes are on.',

  'mail.unread_reminder.subject':
    'You have {unreadCount, plural, one {an unread message} other {# unread messages}} on {siteName}',
  'mail.unread_reminder.preheader':
    '{unreadCount, plural, one {A message is} other {# messages are}} still waiting for you.',
  'mail.unread_reminder.intro':
    '{unreadCount, plural, one {# unread message is} other {# unread messages are}} still waiting for you, from {senders}. Don’t keep them waiting too long!',
  'mail.unread_reminder.introNoSenders':
    '{unreadCount, plural, one {# unread message is} other {# unread messages are}} still waiting for you. Don’t keep them waiting too long!',
  'mail.unread_reminder.others': '{count, plural, one {# other} other {# others}}',
  'mail.unread_reminder.button': 'Read your messages',
  'mail.unread_reminder.reason': 'You get this e-mail because reminders of unread messages are on.',

  'mail.weekly_update.subject': 'Your weekly update from {siteName}',
  'mail.weekly_update.preheader': 'Members you might like this week.',
  'mail.weekly_update.intro': 'Here are a few members you might like this week. See someone? Send a like or a message!',
  'mail.weekly_update.introEmpty': 'Have a look around {siteName} this week: there are bound to be members you like.',
  'mail.weekly_update.button': 'See more members',
  'mail.weekly_update.reason': 'You get this e-mail because the weekly update is on.',
  // Campaigns (decision 052): why the mail came, per the preference it honours
  'mail.campaign.reason.promotions': 'You get this e-mail because promotions from {siteName} are on.',
  'mail.campaign.reason.news': 'You get this e-mail because news from {siteName} is on.',
  'mail.campaign.reason.reminders': 'You get this e-mail because reminders from {siteName} are on.',

  'mail.welcome.step1': 'Add a clear photo of yourself to your profile.',
  'mail.welcome.step2': 'Say in a few words who you are and what you are looking for.',
  'mail.welcome.step3': 'Search for members near you, like them and send a message.',

  'mail.directdebit_code.codeLabel': 'Your code',

  'mail.receipt.subject': 'Your receipt from {siteName} (order {orderId})',
  'mail.receipt.preheader': '{description} for {amount}: thank you for your purchase.',
  'mail.receipt.intro':
    'Thank you for your purchase! Your payment is in and {credits, plural, one {# credit is} other {# credits are}} on your account.',
  'mail.receipt.order': 'Order number',
  'mail.receipt.date': 'Date',
  'mail.receipt.product': 'Product',
  'mail.receipt.total': 'Total',
  'mail.receipt.vat': 'including {vatRate} VAT: {vatAmount}',
  'mail.receipt.button': 'View your orders',
  'mail.receipt.refund':
    '{refundDays, plural, =0 {An order cannot be cancelled after payment.} one {Changed your mind? Within # day of purchase you can get your money back for the credits you have not used yet. Just e-mail us at {supportEmail} with your order number.} other {Changed your mind? Within # days of purchase you can get your money back for the credits you have not used yet. Just e-mail us at {supportEmail} with your order number.}}',
  'mail.receipt.after': 'Keep this e-mail as proof of your payment.',
};
