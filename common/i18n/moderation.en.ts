import type { moderationNl } from './moderation.nl.ts';

/** English texts of reports, blocks from the chat, the blocked list, suspension and ban. */
export const moderationEn: Record<keyof typeof moderationNl, string> = {
  'auth.suspended': 'Your account is suspended until {until}. You cannot log in until then.',
  'auth.banned': 'Your account has been banned. You can no longer log in.',
  'auth.restrictionLink': 'Read why and how to appeal',
  'restriction.reasonRequired': 'Give a reason (at most {max} characters).',
  'restriction.untilInPast': 'Choose an end date in the future.',

  'contact.inactive': 'This account is no longer active. You can no longer send this member messages or likes.',

  'report.categoryRequired': 'Choose why you are reporting this member.',
  'report.textTooLong': 'Your explanation may be at most {max} characters long.',
  'report.textRequired': 'Describe in a few words what happened (at least {min} characters).',
  'report.self': 'You cannot report yourself.',
  'report.alreadyReported':
    'You have already reported {name}. Our team is looking into your report; there is nothing more you need to do.',
  'report.conversationUnknown': 'This conversation is not with this member.',
  'report.notFound': 'This report does not exist.',
  'report.alreadyHandled': 'This report has already been handled.',
  'report.category.spam_scam': 'Spam or scam',
  'report.category.harassment': 'Intimidation or harassment',
  'report.category.fake_profile': 'Fake profile',
  'report.category.underage': 'Possibly underage',
  'report.category.offensive_photo': 'Offensive photo',
  'report.category.other': 'Something else',

  'members.auth.report': 'Log in or sign up for free to report {name} to us.',
  'report.ui.open': 'Report',
  'report.ui.openLabel': 'Report {name}',
  'report.ui.title': 'Report {name}',
  'report.ui.intro': 'Your report is confidential: {name} will not learn who made it.',
  'report.ui.categoryLegend': 'Why are you reporting this member?',
  'report.ui.textLabel': 'Explanation',
  'report.ui.textHint': 'Tell us what happened. Needed for "Something else"; otherwise you may leave it empty.',
  'report.ui.counter': '{count} / {max}',
  'report.ui.submit': 'Send report',
  'report.ui.busy': 'Sending…',
  'report.ui.cancel': 'Cancel',
  'report.ui.close': 'Close',
  'report.ui.thanksTitle': 'Thank you for your report',
  'report.ui.thanksText':
    'Our team will look into your report as soon as possible. This keeps {siteName} safe and pleasant.',
  'report.ui.blockOffer': 'Want no more contact with {name}? Block {name} right away.',
  'report.ui.blockAlso': 'Block as well',
  'report.ui.blockBusy': 'Blocking…',
  'report.ui.blocked': 'You blocked {name}. Your conversation and likes have been removed.',

  'chat.ui.menu': 'More for {name}',
  'chat.ui.report': 'Report',
  'chat.ui.block': 'Block',
  'chat.ui.unblock': 'Unblock',
  'chat.ui.inactive': 'Account no longer active',
  'chat.ui.inactiveText': 'This account is no longer active. You can no longer send {name} messages.',
  'chat.ui.blockedText': 'You blocked {name}. Unblock {name} to send messages again.',

  'blocks.list.title': 'Blocked members',
  'blocks.list.intro':
    'Members you block cannot see your profile or contact you. Unblock someone and you can find each other again.',
  'blocks.list.empty': 'You have not blocked anyone.',
  'blocks.list.since': 'blocked on {date, date, ::dMMMMy}',
  'blocks.list.unblocked': 'You unblocked {name}.',
  'blocks.list.label': 'Blocked members',
};
