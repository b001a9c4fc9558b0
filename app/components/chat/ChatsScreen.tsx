import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ChatItem, ChatMessage, ChatProfile, ConversationPayload } from '../../../common/api/chat.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useUser } from '../../lib/user.ts';
import { Icon } from '../Icon.tsx';
import { ChatList } from './ChatList.tsx';
import { ConversationView, type Prices } from './ConversationView.tsx';
import { useChatList } from './use-chat-list.ts';
import { useNow } from './use-time-zone.ts';
import './chat.scss';

export interface ChatsScreenProps {
  chats: ChatItem[];
  /** The loader's time: the first render shows the same times on server and browser. */
  now: number;
  /** /chats/{id}: the open conversation. */
  conversation?: ConversationPayload | null;
  /** /members/{id}/chat without a conversation yet: the member and what sending costs. */
  newWith?: { profile: ChatProfile; prices: Prices; blocked?: boolean; startsLeft?: number | null } | null;
}

/**
 * The chat screen (product §2): the conversation list beside the chat view on wider screens (list
 * 300–400 px, chat content at most 800 px), one column on phones — the list at /chats, the
 * conversation at /chats/{id} with a back button.
 */
export function ChatsScreen({
  chats: initialChats,
  now: loaderNow,
  conversation = null,
  newWith = null,
}: ChatsScreenProps) {
  const { t } = useI18n();
  const user = useUser();
  const navigate = useNavigate();
  const now = useNow(loaderNow);
  const openId = conversation?.conversation.id ?? null;
  const leaveOpen = useCallback(() => void navigate('/chats', { replace: true }), [navigate]);
  const { chats, remove, markOpenRead } = useChatList(
    initialChats,
    user?.id ?? 0,
    openId,
    leaveOpen,
    t('error.general'),
  );

  const onRemove = (c: ChatItem) => {
    if (window.confirm(t('chat.ui.removeConfirm', { name: c.profile.name }))) void remove(c.conversation.id);
  };
  const onSentNew = useCallback(
    (m: ChatMessage) => {
      if (newWith) void navigate(`/chats/${m.conversation_id}`, { replace: true });
    },
    [navigate, newWith],
  );

  const view = conversation || newWith ? 'conversation' : 'list';
  return (
    <div className="klik-chats" data-view={view}>
      <aside className="klik-chats-aside" aria-labelledby="klik-chats-title">
        <div className="klik-chats-aside-head">
          <h1 id="klik-chats-title" className="h5 mb-0">
            {t('chat.ui.title')}
          </h1>
        </div>
        <div className="klik-chats-scroll">
          <ChatList chats={chats} openId={openId} now={now} onRemove={onRemove} />
        </div>
      </aside>
      <section className="klik-chats-pane">
        {conversation ? (
          <ConversationView
            key={conversation.conversation.id}
            profile={conversation.profile}
            conversation={conversation}
            prices={conversation.prices}
            backTo="/chats"
            onRead={markOpenRead}
            now={now}
          />
        ) : newWith ? (
          <ConversationView
            key={`new-${newWith.profile.id}`}
            profile={newWith.profile}
            conversation={null}
            prices={newWith.prices}
            backTo={`/members/${newWith.profile.id}`}
            onSent={onSentNew}
            now={now}
            blocked={newWith.blocked}
            startsLeft={newWith.startsLeft ?? null}
          />
        ) : (
          <div className="klik-chats-choose text-center text-body-secondary">
            <div className="klik-chat-empty-icon mx-auto mb-3" aria-hidden="true">
              <Icon name="chat-heart" size={36} />
            </div>
            <h2 className="h5 text-body">{t('chat.ui.choose.title')}</h2>
            <p className="small mb-0">{t('chat.ui.choose.text')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
