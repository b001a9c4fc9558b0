import type { signupNl } from './signup.nl.ts';

export const signupEn: Record<keyof typeof signupNl, string> = {
  // /signup page and modal
  'signup.pageTitle': 'Sign up for free',
  'signup.heading': 'Sign up for free',
  'signup.intro': 'Create your profile in a minute and meet members near you.',
  'signup.haveAccount': 'Already have an account?',
  'signup.login': 'Log in',
  'signup.noscript': 'Turn on JavaScript in your browser to sign up.',
  'signup.close': 'Close',

  // The flow: progress and navigation
  'signup.progressLabel': 'Your signup progress',
  'signup.stepOf': 'Step {step} of {total}',
  'signup.back': 'Back',
  'signup.next': 'Next',
  'signup.submit': 'Create account',

  // Step 0: gender
  'signup.gender.legend': 'Who are you?',
  'signup.gender.male': "I'm a man",
  'signup.gender.female': "I'm a woman",
  'signup.gender.required': 'Choose whether you are a man or a woman.',
  'signup.lookingFor.legend': "I'm looking for",
  'signup.lookingFor.male': 'Men',
  'signup.lookingFor.female': 'Women',
  'signup.lookingFor.both': 'Both',
  'signup.lookingFor.required': 'Choose whom you are looking for: men, women or both.',

  // Step 1: date of birth
  'signup.dob.legend': 'What is your date of birth?',
  'signup.dob.day': 'Day',
  'signup.dob.month': 'Month',
  'signup.dob.year': 'Year',
  'signup.dob.hint': 'Other members only see your age, never your date of birth.',

  // Step 2: profile name
  'signup.name.label': 'Choose a profile name',
  'signup.name.hint': 'Other members see this name. Better not use your full name or your e-mail address.',

  // Step 3: e-mail and password
  'signup.account.title': 'Your login details',
  'signup.email.label': 'E-mail address',
  'signup.email.hint': 'We send your activation e-mail here. Other members never see your e-mail address.',
  'signup.password.label': 'Password',
  'signup.password.hint': 'At least {min} characters.',
  'signup.password.show': 'Show password',
  'signup.password.hide': 'Hide password',

  // Step 4: message to a member, or the confirmation
  'signup.message.label': 'Send {name} a message right away',
  'signup.message.optional': '(optional)',
  'signup.message.placeholder': 'Hi {name}, I saw your profile and…',
  'signup.message.hint': 'Your message is sent as soon as you have confirmed your e-mail address.',
  'signup.message.count': '{count} of {max} characters',
  'signup.confirm.title': 'Almost done!',
  'signup.confirm.text': 'Are your details right? Then create your free account now.',
  'signup.summary.gender': 'I am',
  'signup.summary.male': 'Man',
  'signup.summary.female': 'Woman',
  'signup.summary.lookingFor': "I'm looking for",
  'signup.summary.dob': 'Date of birth',
  'signup.summary.name': 'Profile name',
  'signup.summary.email': 'E-mail address',
  'signup.summary.edit': 'Change',
  'signup.summary.editField': 'Change {field}',
  'signup.terms':
    'By signing up you agree to the {terms} and {privacy}, and you confirm that you are {min_age} years or older.',
  'signup.termsLink': 'terms and conditions',
  'signup.privacyLink': 'privacy statement',
  'signup.newTab': '(opens in a new tab)',
  'signup.invite.label': 'Invitation code',
  'signup.invite.hint': 'Signing up is by invitation only at the moment.',

  // While the account is created (product §2 progress steps)
  'signup.working.title': 'Creating your account…',
  'signup.working.check': 'Checking your details',
  'signup.working.create': 'Creating your account',
  'signup.working.matches': 'Finding matches',
  'signup.working.mail': 'Sending the activation e-mail',
  'signup.working.done': 'done',
  'signup.working.busy': 'in progress',
  'signup.working.waiting': 'waiting',
  'signup.working.finished': 'Your account has been created.',
  'signup.emailExists.login': 'Log in with this e-mail address',

  // /complete-signup (product §2 complete step)
  'signup.complete.pageTitle': 'Confirm your e-mail address',
  'signup.complete.title': 'Confirm your e-mail address',
  'signup.complete.sent': 'We have sent an e-mail to {email}',
  'signup.complete.instructions':
    'Click the button in that e-mail to activate your account. After that your messages are sent and you can receive messages yourself.',
  'signup.complete.tipsTitle': "Didn't get the e-mail?",
  'signup.complete.tipInbox': 'Check your inbox. Sometimes it takes a few minutes for the e-mail to arrive.',
  'signup.complete.tipSpam': 'Also check your spam or junk folder.',
  'signup.complete.tipSender': 'Add {sender} to your contacts so our e-mails always arrive.',
  'signup.complete.tipTypo': 'Is there a typo in your e-mail address? Change it below.',
  'signup.complete.openWebmail': 'Open {provider}',
  'signup.complete.resend': 'Resend activation e-mail',
  'signup.complete.resending': 'Sending…',
  'signup.complete.resent': 'We have sent the activation e-mail to {email} again.',
  'signup.complete.changeEmail': 'Change e-mail address',
  'signup.complete.newEmail': 'New e-mail address',
  'signup.complete.saveEmail': 'Save and send e-mail',
  'signup.complete.saving': 'Saving…',
  'signup.complete.cancel': 'Cancel',
  'signup.complete.changed':
    'Your e-mail address has been changed to {email}. We have sent a new activation e-mail to this address.',
  'signup.complete.matchesText': 'Curious who suits you? You can already have a look around.',
  'signup.complete.matches': 'Have a look at your matches',

  // /signup-matches
  'signup.matches.pageTitle': 'Your matches',
  'signup.matches.title': 'These members suit you',
  'signup.matches.intro': 'We have picked a few members for you. View their profiles and like whoever you fancy.',
  'signup.matches.confirmText':
    'You can already view profiles. Your messages are sent as soon as you have confirmed your e-mail address.',
  'signup.matches.confirmCta': 'Confirm e-mail address',
  'signup.matches.empty': 'We are still looking for members who suit you. Check back soon.',
  'signup.matches.more': 'Search more members',

  // Activation reminder (product §2 alerts)
  'signup.reminder.text':
    'Your e-mail address has not been confirmed yet. Messages are only sent once your account has been activated.',
  'signup.reminder.link': 'Confirm your e-mail address',
  'signup.reminder.modalTitle': 'Check your e-mail',
  'signup.reminder.modalText':
    'We have sent an activation e-mail to {email}. Click the button in that e-mail to activate your account.',
  'signup.reminder.modalHint': 'Messages are only sent once your account has been activated.',
  'signup.reminder.modalOk': 'Got it',
  'signup.reminder.modalHelp': "Didn't get the e-mail?",
};
