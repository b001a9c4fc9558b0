import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The screens of product §2, grouped by their layout (product §2 "Layouts"). */
export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx'),
    route('pages/:slug', 'routes/static-page.tsx'),
    route('complaints', 'routes/complaints.tsx'),
    route('lang-config', 'routes/lang-config.tsx'),
    // Accounts
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('complete-signup', 'routes/complete-signup.tsx'),
    route('signup-matches', 'routes/signup-matches.tsx'),
    route('activate/done', 'routes/activate-done.tsx'),
    route('activate/error', 'routes/activate-error.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('reset-password/do', 'routes/reset-password-do.tsx'),
    route('mail-change/do', 'routes/mail-change-do.tsx'),
    route('settings', 'routes/settings.tsx'),
    // Notifications: the settings, and the unsubscribe page of the mails' footer link
    route('notifications', 'routes/notifications.tsx'),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    // Appeals against a moderation decision: the statement of reasons' link (decision 041)
    route('appeal', 'routes/appeal.tsx'),
    // Leaving
    route('account-deleted', 'routes/account-deleted.tsx'),
    // Profiles and search
    route('members', 'routes/members.tsx'),
    route('members/:id', 'routes/member.tsx', { id: 'member' }),
    route('likes/m/:id', 'routes/member.tsx', { id: 'likes-member' }),
    route('profile', 'routes/profile.tsx'),
    // Likes, swipe game and match finder
    route('likes', 'routes/likes.tsx', { id: 'likes' }),
    route('likes/:type', 'routes/likes.tsx', { id: 'likes-type' }),
    route('swipe-game', 'routes/swipe-game.tsx'),
    route('match-finder', 'routes/match-finder.tsx'),
    // Credits, payments and Premium
    route('premium', 'routes/premium.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('credits', 'routes/credits.tsx'),
    route('credits/repeat-order', 'routes/credits-repeat-order.tsx'),
    route('credits/:id/:paymentmethod?', 'routes/credits-pay.tsx'),
    route('directdebit', 'routes/directdebit.tsx'),
    route('transactions/:id?', 'routes/transactions.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/empty.tsx', [
    route('members/:id/signup', 'routes/member-entry.tsx', { id: 'member-signup' }),
    route('members/:id/landing', 'routes/member-entry.tsx', { id: 'member-landing' }),
    route('members/:id/landing2/:slug?', 'routes/member-entry.tsx', { id: 'member-landing2' }),
    route('members/:id/landing3/:slug?', 'routes/member-entry.tsx', { id: 'member-landing3' }),
  ]),
  // The eleven landers, each its own page (decision 054); a slug where none is taken is the layout's 404.
  layout('layouts/lander.tsx', [
    route('landers/adultonly', 'routes/lander-adultonly.tsx'),
    route('landers/tinderswipe', 'routes/lander-tinderswipe.tsx'),
    route('landers/whoneedsstrings', 'routes/lander-whoneedsstrings.tsx'),
    route('landers/alonetonight/:slug?', 'routes/lander-alonetonight.tsx'),
    route('landers/collagelanding/:slug?', 'routes/lander-collagelanding.tsx'),
    route('landers/gallery/:slug?', 'routes/lander-gallery.tsx'),
    route('landers/iconslanding/:slug?', 'routes/lander-iconslanding.tsx'),
    route('landers/maplanding/:slug?', 'routes/lander-maplanding.tsx'),
    route('landers/socialnetwork/:slug?', 'routes/lander-socialnetwork.tsx'),
    route('landers/transitionsvideolanding/:slug?', 'routes/lander-transitionsvideolanding.tsx'),
    route('landers/video/:slug?', 'routes/lander-video.tsx'),
    route('landers/*', 'routes/not-found.tsx', { id: 'lander-not-found' }),
  ]),
  // Chat: the bare chat layout
  layout('layouts/chat.tsx', [
    route('chats', 'routes/chats.tsx', { id: 'chats' }),
    route('chats/:id', 'routes/chats.tsx', { id: 'chats-id' }),
    route('members/:id/chat', 'routes/member-chat.tsx'),
  ]),
  // The staff console (decision 019): its own layout; sections add their routes here.
  layout('layouts/staff.tsx', [
    route('staff', 'routes/staff-home.tsx'),
    route('staff/login', 'routes/staff-login.tsx'),
    route('staff/logout', 'routes/staff-logout.tsx'),
    route('staff/setup/:token', 'routes/staff-setup.tsx'),
    route('staff/accounts', 'routes/staff-accounts.tsx'),
    route('staff/audit', 'routes/staff-audit.tsx'),
    route('staff/reports', 'routes/staff-reports.tsx'),
    route('staff/reports/:id', 'routes/staff-report.tsx'),
    route('staff/appeals', 'routes/staff-appeals.tsx'),
    route('staff/appeals/:id', 'routes/staff-appeal.tsx'),
    route('staff/transparency', 'routes/staff-transparency.tsx'),
    route('staff/members', 'routes/staff-members.tsx'),
    route('staff/members/:id', 'routes/staff-member.tsx'),
    route('staff/members/:id/history', 'routes/staff-member-history.tsx'),
    route('staff/codes', 'routes/staff-codes.tsx'),
    route('staff/photos', 'routes/staff-photos.tsx'),
    route('staff/jobs', 'routes/staff-jobs.tsx'),
    route('staff/postbacks', 'routes/staff-postbacks.tsx'),
    route('staff/campaigns', 'routes/staff-campaigns.tsx'),
    route('staff/numbers', 'routes/staff-numbers.tsx'),
    route('staff/sites', 'routes/staff-sites.tsx'),
    route('staff/inbox', 'routes/staff-inbox.tsx'),
    route('staff/personas', 'routes/staff-personas.tsx'),
    route('staff/personas/:id', 'routes/staff-persona.tsx'),
    route('staff/*', 'routes/staff-not-found.tsx'),
  ]),
  // The sandbox provider's hosted checkout: stands in for an outside page, so no layout.
  route('sandbox/checkout/:paymentId', 'routes/sandbox-checkout.tsx'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  // The page the service worker shows without a network.
  route('offline', 'routes/offline.ts'),
] satisfies RouteConfig;
