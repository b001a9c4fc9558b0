import type { accountNl } from './account.nl.ts';

export const accountEn: Record<keyof typeof accountNl, string> = {
  // Shared form pieces
  'account.field.email': 'Email address',
  'account.field.password': 'Password',
  'account.field.oldPassword': 'Current password',
  'account.field.newPassword': 'New password',
  'account.field.passwordRepeat': 'Repeat your new password',
  'account.field.passwordHint': 'At least {min} characters.',
  'account.password.show': 'Show password',
  'account.submitting': 'Working…',
  'account.required.email': 'Enter your email address.',
  'account.required.password': 'Enter your password.',
  'account.required.oldPassword': 'Enter your current password.',
  'account.required.passwordRepeat': 'Repeat your new password.',
  'account.backToLogin': 'Back to log in',
  'account.continue': 'Continue',

  // /login
  'account.login.title': 'Log in',
  'account.login.intro': 'Welcome back! Log in to continue.',
  'account.login.submit': 'Log in',
  'account.login.forgot': 'Forgot your password?',
  'account.login.noAccount': 'No account yet?',
  'account.login.signup': 'Sign up for free',

  // /reset-password
  'account.reset.title': 'Forgot your password',
  'account.reset.intro':
    'Enter the email address of your account. We will send you an email with a link to set a new password.',
  'account.reset.submit': 'Send me a link',
  'account.reset.sent':
    'We have sent an email to {email} with a link to reset your password. The link is valid for one hour.',
  'account.reset.spamHint': 'Nothing received? Please check your spam folder too.',
  'account.reset.otherAddress': 'Try another email address',

  // /reset-password/do
  'account.resetDo.title': 'Set a new password',
  'account.resetDo.intro': 'Choose a new password for your account.',
  'account.resetDo.submit': 'Save password',
  'account.resetDo.done': 'Your password has been changed and you are logged in. Taking you there…',
  'account.resetDo.requestNew': 'Request a new email',

  // /mail-change/do
  'account.mailChange.title': 'Confirm your new email address',
  'account.mailChange.checking': 'Confirming your new email address…',
  'account.mailChange.done': 'Your email address has been changed to {email}.',
  'account.mailChange.toSettings': 'Go to your settings',
  'account.mailChange.login': 'Log in with your new address',
  'account.mailChange.retry': 'Try again',

  // /activate/done and /activate/error
  'account.activateDone.title': 'Your account has been activated!',
  'account.activateDone.text':
    'Your profile is now visible to other members and messages to you will be delivered from now on.',
  'account.activateDone.profileHint': 'Members reply more often to a profile with a photo and a nice description.',
  'account.activateDone.profile': 'Complete your profile',
  'account.activateDone.members': 'Search members',
  'account.activateError.text':
    'The activation link has expired, has already been used or was not copied completely. Please contact our customer service and we will help you.',
  'account.activateError.support': 'Customer service',
  'account.activateError.email': 'Email',
  'account.activateError.phone': 'Phone',
  'account.activateError.resend': 'Request a new activation email',
  'account.activateError.alreadyActive': 'Your account is already activated. You can simply carry on.',
  'account.activateError.loginHint': 'Log in to request a new activation email.',

  // /settings
  'account.settings.title': 'Settings',
  'account.settings.email.title': 'Email address',
  'account.settings.email.current': 'Your current email address',
  'account.settings.email.new': 'New email address',
  'account.settings.email.hint': 'We will send a confirmation link to your new address.',
  'account.settings.email.hintUnconfirmed':
    'Your account is not activated yet: your address changes at once and the activation email goes to the new address.',
  'account.settings.email.submit': 'Change email address',
  'account.settings.email.pending':
    'We have sent a confirmation link to {email}. Your address changes as soon as you open it.',
  'account.settings.email.changed':
    'Your email address has been changed to {email}. The activation email has been sent to this address.',
  'account.settings.email.same': 'This already is your email address.',
  'account.settings.password.title': 'Password',
  'account.settings.password.submit': 'Change password',
  'account.settings.password.done': 'Your password has been changed. You have been logged out on your other devices.',
  'account.settings.language.title': 'Language',
  'account.settings.language.label': 'Language of the site and your emails',
  'account.settings.language.submit': 'Save language',
  'account.settings.language.only': 'Available language for your country: {language}.',
} as const;
