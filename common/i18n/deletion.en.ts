import type { deletionNl } from './deletion.nl.ts';

/** Account deletion, reactivation and the final purge, English. */
export const deletionEn: Record<keyof typeof deletionNl, string> = {
  'deletion.title': 'Delete account',
  'deletion.intro':
    'Do you really want to leave? Once deleted, your account is hidden at once. You can restore it for {days} days with the link we mail you; after that it is final.',
  'deletion.start': 'Delete account',
  'deletion.offer.title': 'Staying after all? You get {percentage}% off',
  'deletion.offer.text': 'Just for you: {percentage}% off your next credit purchase, for one use.',
  'deletion.offer.claim': 'I will stay, give me the discount',
  'deletion.offer.code': 'Your discount code: {code}, valid until {until}. Enter it when you buy credits.',
  'deletion.offer.toCredits': 'To the credits',
  'deletion.pause.title': 'Take a break?',
  'deletion.pause.text':
    'Make your profile invisible: nobody finds you in search, but your account and conversations are kept.',
  'deletion.pause.button': 'Take a break',
  'deletion.pause.done': 'You are invisible now. You can switch this off in your settings at any time.',
  'deletion.decline': 'No, continue deleting',
  'deletion.reason': 'Why are you leaving? (optional)',
  'deletion.password': 'Your password',
  'deletion.confirm': 'Delete my account',
  'deletion.cancel': 'Cancel',
  'deletion.wrongPassword': 'The password is not correct.',
  'deletion.reasonTooLong': 'Your reason can be at most {max} characters long.',
  'deletion.notPossible': 'This account cannot be deleted.',
  'deletion.noOffer': 'There is no offer right now.',

  'deleted.meta.title': 'Account deleted',
  'deleted.title': 'Your account has been deleted',
  'deleted.text':
    'Sorry to see you go! Your profile can no longer be seen. Changed your mind? The link in the e-mail we sent you restores your account within {days} days. After that we erase your data for good.',
  'deleted.redirect': 'In {seconds, plural, one {# second} other {# seconds}} we will take you to a partner site.',
  'deleted.redirectNow': 'Go now',
  'deleted.home': 'To the home page',

  'auth.deletedReactivatable':
    'Your account has been deleted, but you can still restore it until {until} with the link from our e-mail.',
  'auth.reactivationResend': 'Send the restore link again',
  'auth.reactivationSent': 'We have mailed you the restore link again.',
  'auth.reactivated': 'Your account has been restored. Log in to continue.',
  'auth.reactivationInvalid': 'This restore link is invalid or has expired.',
  'auth.tooManyReactivationMails':
    'We have sent you the link a few times today already. Check your inbox (and spam), or try again tomorrow.',

  'chat.deletedMember': 'deleted member',
  'chat.messageDeleted': 'message deleted',

  'mail.account_deleted.subject': 'Your account on {siteName} has been deleted',
  'mail.account_deleted.preheader': 'Regrets? You can restore your account until {until}.',
  'mail.account_deleted.intro':
    'You deleted your account on {siteName}. Your profile can no longer be seen. Changed your mind? The button below restores your account, with your profile, photos, conversations and credits, until {until}.',
  'mail.account_deleted.button': 'Restore my account',
  'mail.account_deleted.after':
    'If you do nothing, we erase your data for good on {until}. Did you not delete your account yourself? Restore it and change your password.',

  'staff.member.deletion.title': 'Deletion',
  'staff.member.deletion.pending': 'Deleted on {deleted}, final on {final}.',
  'staff.member.deletion.final': 'Deleted on {deleted}, made final on {final}.',
  'staff.member.deletion.purge': 'Make final now',
  'staff.member.deletion.confirm': 'All personal data of this member is erased now. This cannot be undone.',
  'staff.member.deletion.done': 'The deletion has been made final.',
  'staff.member.deletion.notPending': 'This account is not waiting for a final deletion.',
};
