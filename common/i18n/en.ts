import type { MessageKey } from './nl.ts';
import { mailEn } from './mail.en.ts';
import { signupEn } from './signup.en.ts';
import { accountEn } from './account.en.ts';
import { profileEn } from './profile.en.ts';
import { membersEn } from './members.en.ts';
import { myprofileEn } from './myprofile.en.ts';
import { swipeEn } from './swipe.en.ts';
import { landersEn } from './landers.en.ts';
import { likesEn } from './likes.en.ts';
import { likesServerEn } from './likes-server.en.ts';
import { notifyServerEn } from './notify-server.en.ts';
import { chatServerEn } from './chat-server.en.ts';
import { chatEn } from './chat.en.ts';
import { discountEn } from './discount.en.ts';
import { paymentsServerEn } from './payments-server.en.ts';
import { moderationEn } from './moderation.en.ts';
import { paymentsEn } from './payments.en.ts';
import { staffEn } from './staff.en.ts';
import { staffReportsEn } from './staff-reports.en.ts';
import { appealsEn } from './appeals.en.ts';
import { staffCareEn } from './staff-care.en.ts';
import { deletionEn } from './deletion.en.ts';
import { photoInspectionEn } from './photo-inspection.en.ts';
import { accountDataEn } from './account-data.en.ts';
import { pushServerEn } from './push-server.en.ts';
import { mailEventsEn } from './mail-events.en.ts';
import { pushEn } from './push.en.ts';
import { consentEn } from './consent.en.ts';
import { campaignPushEn } from './campaign-push.en.ts';
import { notificationsEn } from './notifications.en.ts';
import { siteAssetsEn } from './site-assets.en.ts';
import { siteAdminEn } from './site-admin.en.ts';
import { operatorEn } from './operator.en.ts';
import { personasEn } from './personas.en.ts';
import { numbersEn } from './numbers.en.ts';

/** English: complete (the type requires every key of the Dutch source). */
export const en: Record<MessageKey, string> = {
  ...mailEn,
  ...signupEn,
  ...accountEn,
  ...profileEn,
  ...membersEn,
  ...myprofileEn,
  ...swipeEn,
  ...landersEn,
  ...likesEn,
  ...likesServerEn,
  ...notifyServerEn,
  ...chatServerEn,
  ...chatEn,
  ...discountEn,
  ...paymentsServerEn,
  ...moderationEn,
  ...paymentsEn,
  ...staffEn,
  ...staffReportsEn,
  ...appealsEn,
  ...staffCareEn,
  ...deletionEn,
  ...photoInspectionEn,
  ...accountDataEn,
  ...pushServerEn,
  ...mailEventsEn,
  ...pushEn,
  ...consentEn,
  ...campaignPushEn,
  ...notificationsEn,
  ...siteAssetsEn,
  ...siteAdminEn,
  ...operatorEn,
  ...personasEn,
  ...numbersEn,
  'site.adultsOnly': 'Adults only (18+)',
  'site.warningsHeader': 'This site contains erotic content and is intended only for adults aged {minAge} and over.',
  'site.fictionalPlural': 'fictional profiles',
  'site.disclaimer':
    '{siteName} is a dating site for adults. This site may contain {fictionalPlural}: profiles run by the site for entertainment. You cannot meet these profiles in person.',
  'site.usOnlyFooter':
    '18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement: all persons depicted were at least 18 years of age.',
  'site.skipToContent': 'Skip to content',
  'site.loading': 'Loading…',

  'nav.home': 'Home',
  'nav.login': 'Log in',
  'nav.signup': 'Sign up free',
  'nav.searchMembers': 'Search members',
  'nav.messages': 'Messages',
  'nav.likes': 'Likes',
  'nav.credits': 'Credits',
  'nav.getPremium': 'Get Premium',
  'nav.myProfile': 'My profile',
  'nav.settings': 'Settings',
  'nav.discover': 'Discover',
  'nav.swipeGame': 'Swipe game',
  'nav.matchFinder': 'Match finder',
  'nav.logout': 'Log out',
  'nav.back': 'Back',
  'nav.menu': 'Menu',
  'nav.account': 'Account',
  'nav.language': 'Language',
  'nav.unreadMessages': '{count, plural, one {# unread message} other {# unread messages}}',
  'nav.newLikes': '{count, plural, one {# new like} other {# new likes}}',
  'nav.creditsLeft': '{count, plural, one {# credit left} other {# credits left}}',
  'nav.mainNavigation': 'Main navigation',

  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy',
  'footer.cookies': 'Cookies',
  'footer.ban': 'Ban policy',
  'footer.pricing': 'Pricing',
  'footer.complaints': 'Complaints',
  'footer.returnPolicy': 'Return policy',
  'footer.faq': 'FAQ',
  'footer.support': 'Support',
  'footer.company': '{companyName}, {address}, {city} · Chamber of Commerce {kvk}',
  'footer.copyright': '© {year} {siteName}. All rights reserved.',
  'footer.links': 'Footer links',

  'entry.title': 'Adults only',
  'entry.body':
    'This website contains adult content. You may only visit this site if you are {minAge} or older and viewing such content is legal where you live.',
  'entry.confirm': 'I am {minAge} or older',
  'entry.leave': 'Leave',

  'entry.memberHeading': '{name}, {age}',
  'entry.memberPhotoAlt': 'Photo of {name}',
  'entry.signupIntro': 'Sign up free and send {name} a first message right away.',
  'entry.landingText': '{name} is on {siteName}. Sign up free to see the whole profile and send a message.',
  'entry.chatTeaser': '{name} is up for a chat. Be the first to send a message!',
  'entry.cta': 'Send {name} a message',
  'entry.free': 'Signing up is free and takes a minute.',

  'home.heroTitle': 'Meet singles near you',
  'home.heroText': 'Create a free profile, search members, like and chat. A click today?',
  'home.cta': 'Sign up free',
  'home.loginCta': 'I already have an account',
  'home.newMembers': 'New members',
  'home.onlineNow': 'Online now',
  'home.stepsTitle': 'How it works',
  'home.step1Title': 'Sign up free',
  'home.step1Text': 'Create a profile with a photo, interests and where you live in a minute.',
  'home.step2Title': 'Search and like',
  'home.step2Text': 'Find members near you. When you like each other, it is a match.',
  'home.step3Title': 'Chat',
  'home.step3Text': 'Send private messages, photos and gifts with credits.',
  'home.memberCount': '{count, plural, one {# member} other {# members}}',
  'home.viewProfile': "View {name}'s profile",
  'home.ageAndPlace': '{age} years · {place}',
  'home.online': 'Online',

  'error.notFound': 'This page could not be found',
  'error.notFoundHint': 'The page you are looking for does not exist (any more).',
  'error.backHome': 'Back to the home page',
  // A short link (product §2 `{token}`) past its date (decision 051).
  'error.linkExpired': 'This link has expired',
  'error.linkExpiredHint': 'The link you followed is no longer valid. Everything is still on the home page.',
  'error.general': 'An error occurred, please try again later.',
  'error.status': 'Error {status}',
  'error.fallback': 'An error occurred while showing the error page.',
  'error.invalidInput': 'Please check your input: {details}',
  'error.invalidCharacter': 'Your input contains an invalid character.',
  'error.bodyTooLarge': 'Please check your input: what you sent is too large.',
  'error.tooManyRequests': 'Too many requests, please wait a moment and try again.',
  'error.unavailable': 'It is very busy right now. Please try again in a few seconds.',
  'error.authenticationRequired': 'Please log in to continue.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.unknownSite': 'This website is not known here.',
  'error.noSite': 'No site is configured here yet.',
  'error.siteUnavailable': 'This website is not available at the moment.',
  'error.noSiteOwner': 'For the site owner: create the site with {command} (docs/deploy.md, «First start»).',
  'error.unknownEndpoint': 'This API call does not exist.',
  'error.offlineTitle': 'No connection',
  'error.offlineText':
    'This page could not load because the connection is gone. As soon as you are back online, it loads again.',
  'error.retry': 'Try again',
  'error.reload': 'Reload the page',

  'lang.title': 'Language and country',
  'lang.intro': 'Choose the language in which you want to use {siteName}.',
  'lang.country': 'Country',
  'lang.language': 'Language',
  'lang.save': 'Save',
  'lang.saved': 'Your language choice has been saved.',
  'lang.name.nl': 'Nederlands',
  'lang.name.en': 'English',
  'lang.name.es': 'Español',
  'lang.name.fr': 'Français',
  'lang.name.it': 'Italiano',
  'lang.name.pl': 'Polski',
  'lang.name.de': 'Deutsch',

  'pages.lastUpdated': 'Last updated: {date}',
  'pages.contactUs': 'Questions? E-mail us at {email}.',

  'validation.nameIsEmail': 'Profile name must be different from your email address.',
  'validation.nameAt': 'Your profile name must not start with @.',
  'validation.dobRequired': 'Enter your date of birth ({min_age}+ years)',
  'validation.dobInvalid': 'Invalid date of birth.',
  'validation.emailInvalid': 'Invalid e-mail',
  'validation.newEmailInvalid': 'New e-mail address is invalid.',
  'validation.emailTaken': 'This e-mail address already has an account on this site.',
  'validation.emailNotFound': 'E-mail address not found',
  'validation.passwordsDiffer': 'The passwords do not match.',
  'validation.oldPasswordWrong': 'Check your old password.',
  'validation.codeNotFound': 'Code not found',
  'validation.codeUsed': 'Code already used',

  'validation.nameRequired': 'Enter a profile name.',
  'validation.nameLength': 'Your profile name must be {min} to {max} characters long.',
  'validation.passwordLength': 'Your password must be {min} to {max} characters long.',
  'signup.closed': 'Signing up is not possible at the moment.',
  'signup.inviteInvalid': 'You can only sign up with a valid invite code.',
  'signup.existingAccount': 'An account with this e-mail address already exists. Log in with your password.',
  'activation.tooManyResends':
    'You have had the activation e-mail resent a few times already. Please try again in an hour.',
  'activation.notConfirmed': 'Please confirm your e-mail address first.',
  'mail.tooManyChanges':
    'You have tried to change your e-mail address a few times already. Please try again in an hour.',
  'mail.tooManyToAddress': 'Enough e-mails have been sent to this address today. Please try again tomorrow.',
  'error.clientHeaderMissing': 'This request was refused.',

  'auth.loginFailed': 'Login failed, please try again',
  'auth.lockedOut': 'Too many failed attempts, account blocked for {minutes} min.',
  'auth.tooManyResetMails': 'Too many password reset e-mails sent, please try again tomorrow.',
  'auth.resetLinkInvalid': 'Link expired or invalid, please request a new e-mail',
  'auth.activationFailed': 'Activation failed',
  'payment.failed': 'The payment failed or was cancelled.',
  'chat.insufficientCredits': 'You do not have enough credits to send this message to {name}',
  'chat.fictionalDisclosure':
    'This is a fictional profile run by the site. First confirm that you know this and what a message costs.',

  'lander.adultonly.title': 'Adults only: exciting contacts near you',
  'lander.adultonly.text': 'Discreet, anonymous and free to join. See who is online in your area.',
  'lander.tinderswipe.title': 'Swipe, like and match',
  'lander.tinderswipe.text': 'Like who you fancy. Like each other? It is a match and you can chat right away.',
  'lander.whoneedsstrings.title': 'Who needs strings?',
  'lander.whoneedsstrings.text': 'Light-hearted dating without the fuss, with people who want the same as you.',
  'lander.alonetonight.title': 'Not alone tonight?',
  'lander.alonetonight.text': 'There are members online right now who would love a chat too.',
  'lander.collagelanding.title': 'Thousands of singles are waiting for you',
  'lander.collagelanding.text': 'Create a free profile and see who lives near you.',
  'lander.gallery.title': 'See the newest profiles',
  'lander.gallery.text': 'New members join every day. Your match may be among them.',
  'lander.iconslanding.title': 'Find someone who loves the same things',
  'lander.iconslanding.text': 'Pick your interests and meet members with the same passions.',
  'lander.maplanding.title': 'Singles in your region',
  'lander.maplanding.text': 'Search by distance and discover who lives close by.',
  'lander.socialnetwork.title': 'The social network for dating',
  'lander.socialnetwork.text': 'Chat, like and send gifts to members you like.',
  'lander.transitionsvideolanding.title': 'One click and you are in',
  'lander.transitionsvideolanding.text':
    'Signing up takes less than a minute. Then you can search and like right away.',
  'lander.video.title': 'See who is online',
  'lander.video.text': 'Sign up free and discover the members near you.',
  'lander.cta': 'Sign up free',
  'lander.benefit1': 'Free to join',
  'lander.benefit2': 'Discreet and safe',
  'lander.benefit3': 'Members near you',

  'pwa.shortName': '{siteName}',
};
