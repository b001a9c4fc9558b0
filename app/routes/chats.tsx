import type { Route } from './+types/chats';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { createTranslator } from '../../common/i18n/index.ts';
import { ChatsScreen } from '../components/chat/ChatsScreen.tsx';
import { idParam, orNotFound, requireMember } from '../lib/loader.ts';
import { routeAction } from '../lib/actions.ts';
import { blockMember, reportMember, unblockMember } from '../components/members/actions.ts';

/**
 * /chats and /chats/{id} (product §2, §3, §4): the member's conversations and, with an id, one of them
 * — opening it marks it read. Members only; an unknown or foreign conversation is a 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services, site, settings, localeTag, country } = context.klik;
  const member = requireMember(context.klik, request);
  const tr = createTranslator(localeTag);
  let conversation = null;
  if (params.id !== undefined) {
    const id = idParam(params.id);
    // Product §4: opening it marks it read — first, so the list below already counts it as read. After
    // that the screen marks it read itself (POST /api/chat-read.php) while the member looks at it.
    await orNotFound(services.chat.markRead(member, id));
    conversation = await orNotFound(services.chat.conversation(site, member, { id }, country));
  }
  const { chats } = await services.chat.list(member);
  const title = conversation
    ? tr('chat.ui.metaTitleWith', { name: conversation.profile.name, siteName: settings.name })
    : tr('chat.ui.metaTitle', { siteName: settings.name });
  return { chats, conversation, title, now: Date.now() };
}

/** The chat header's report, block and unblock. */
export const clientAction = routeAction(reportMember, blockMember, unblockMember);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The screen keeps itself current (socket events, catching up after a reconnect, its own refresh),
 * so a revalidation of the same page — after every chat event — does not load it again (and does not
 * mark a conversation read behind a hidden tab). Navigating does.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function Chats({ loaderData }: Route.ComponentProps) {
  return <ChatsScreen chats={loaderData.chats} conversation={loaderData.conversation} now={loaderData.now} />;
}
