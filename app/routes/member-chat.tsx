import type { Route } from './+types/member-chat';
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { createTranslator } from '../../common/i18n/index.ts';
import type { ChatProfile } from '../../common/api/chat.ts';
import { ChatsScreen } from '../components/chat/ChatsScreen.tsx';
import { VisitorChat } from '../components/chat/VisitorChat.tsx';
import { idParam, orNotFound } from '../lib/loader.ts';
import { routeAction } from '../lib/actions.ts';
import { blockMember, reportMember, unblockMember } from '../components/members/actions.ts';

/**
 * /members/{id}/chat (product §2): the chat with a member. With a conversation already, that is
 * /chats/{id}; otherwise a new conversation with them — the first message starts it. Visitors see
 * the member and a message box that opens the free signup (the chat layout's entry warning, product §2).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, site, member, settings, localeTag, country } = context.klik;
  const id = idParam(params.id);
  if (!member) {
    // A visitor from a campaign link: the member and a message box that opens the free signup.
    const p = await orNotFound(services.publicProfile(site, null, id));
    const profile: ChatProfile = {
      id: p.id,
      name: p.name,
      age: p.age,
      main_image: p.main_image,
      online: p.online,
      fictional: p.fictional,
      inactive: false,
    };
    return {
      visitor: true as const,
      profile,
      title: createTranslator(localeTag)('chat.ui.metaTitleWith', { name: p.name, siteName: settings.name }),
    };
  }
  if (id === member.id) throw redirect('/chats');
  const existing = await services.chat.conversationWith(member.id, id);
  if (existing !== null) throw redirect(`/chats/${existing}`);
  const p = await orNotFound(services.publicProfile(site, member, id));
  const profile: ChatProfile = {
    id: p.id,
    name: p.name,
    age: p.age,
    main_image: p.main_image,
    online: p.online,
    fictional: p.fictional,
    inactive: false,
  };
  const { chats } = await services.chat.list(member);
  return {
    visitor: false as const,
    chats,
    profile,
    // What each kind of message costs, before the conversation exists.
    prices: await services.chat.prices(site, country),
    // Product §4 free members start at most 2 conversations: said before the member types.
    startsLeft: await services.chat.startsLeft(member),
    // Whom the viewer blocked: the page shows Unblock where the composer would be.
    blocked: p.blocked_by_me,
    title: createTranslator(localeTag)('chat.ui.metaTitleWith', { name: profile.name, siteName: settings.name }),
    now: Date.now(),
  };
}

/** The chat header's report, block and unblock. */
export const clientAction = routeAction(reportMember, blockMember, unblockMember);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

/** Like /chats: the screen keeps itself current; only navigating loads the page again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function MemberChat({ loaderData }: Route.ComponentProps) {
  if (loaderData.visitor) return <VisitorChat profile={loaderData.profile} />;
  return (
    <ChatsScreen
      chats={loaderData.chats}
      newWith={{
        profile: loaderData.profile,
        prices: loaderData.prices,
        blocked: loaderData.blocked,
        startsLeft: loaderData.startsLeft,
      }}
      now={loaderData.now}
    />
  );
}
