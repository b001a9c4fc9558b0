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
  'mail.activation.intro': 'Great that you signed up at {siteName}! Confirm your e-mail address to activate your account. Then you can start searching, liking and chatting right away.',
  'mail.activation.button': 'Activate my account',

  'mail.password_reset.subject': 'Set a new password for {siteName}',
  'mail.password_reset.preheader': 'Use this link to set a new password.',
  'mail.password_reset.intro': 'We received a request to reset the password of your {siteName} account. Click the button to choose a new password.',
  'mail.password_reset.validity': 'The link is valid for {validMinutes, plural, one {# minute} other {# minutes}} and works only once.',
  'mail.password_reset.button': 'Set a new password',
  'mail.password_reset.notYou': "Didn't ask for a new password? Then there's nothing you need to do: your current password keeps working.",

  'mail.email_change.subject': 'Confirm your new e-mail address for {siteName}',
  'mail.email_change.preheader': 'Confirm that {newEmail} is your new e-mail address.',
  'mail.email_change.intro': 'You asked to change the e-mail address of your {siteName} account to {newEmail}. Click the button to confirm this new address. Until then your old address stays in use.',
  'mail.email_change.button': 'Confirm my new e-mail address',

  'mail.directdebit_code.subject': 'Your direct debit code for {siteName}: {code}',
  'mail.directdebit_code.preheader': 'Enter this code on the direct debit form.',
  'mail.directdebit_code.intro': 'Your code to pay by direct debit is {code}. Enter it on the form to confirm your order.',
  'mail.directdebit_code.button': 'Go to the direct debit form',
  'mail.directdebit_code.validity': 'The code is valid for {validMinutes} minutes.',
  'mail.directdebit_code.notYou': 'Did you not ask for this? Then you can ignore this e-mail; nothing will be debited.',
  'mail.welcome.subject': 'Welcome to {siteName}!',
  'mail.welcome.preheader': 'Your account is active. Time to meet people!',
  'mail.welcome.intro': 'Your {siteName} account is active. Complete your profile with a nice photo and a few words about yourself: that way you stand out more. Then search for members near you, like them and send a message.',
  'mail.welcome.button': 'Go to {siteName}',
  'mail.warning.subject': 'A warning from {siteName}',
  'mail.warning.preheader': 'We received a report about you and looked into it.',
  'mail.warning.intro': 'Another member reported you, and our team has looked into the report. It was about: {category}. That is not in line with the house rules of {siteName}. Please take this as a warning: read the rules again and keep to them.',
  'mail.warning.button': 'Read the house rules',
  'mail.warning.after': 'If we receive such a report again, we may suspend or ban your account.',
};
