import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ChatMessage, ChatPrices, ChatProfile, ConversationPayload, MessageType } from '../../../common/api/chat.ts';
import type { PhotoPayload } from '../../../common/api/profiles.ts';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { browserOffline, useChatEvents, useLiveState, useOnRefresh, useRealtime } from '../../lib/realtime.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { useUser } from '../../lib/user.ts';
import { Icon } from '../Icon.tsx';
import { Avatar } from './Avatar.tsx';
import { fetchConversation, markChatRead, sendMessage, type GiftOffer } from './chat-api.ts';
import { readDraft, storeDraft } from './drafts.ts';
import { ChatIcon } from './ChatIcon.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
// The pickers are dialogs (react-bootstrap's Modal): loaded at the first tap that opens one, so the
// chat's first load stays within the JavaScript budget (issue #13 §2).
const PhotoPicker = lazy(() => import('./Pickers.tsx').then((m) => ({ default: m.PhotoPicker })));
const GiftPicker = lazy(() => import('./Pickers.tsx').then((m) => ({ default: m.GiftPicker })));
const IcebreakerModal = lazy(() => import('./Pickers.tsx').then((m) => ({ default: m.IcebreakerModal })));
import { applyRead, hasUnreadFrom, mergeMessages, newClientId, sendRefused, shouldSendTyping, TYPING_SHOW_MS, type UiMessage } from './rules.ts';

export type Prices = ChatPrices;

export interface ConversationViewProps {
  profile: ChatProfile;
  /** The loaded conversation, or null for a new one with this member (/members/{id}/chat). */
  conversation: ConversationPayload | null;
  prices: Prices;
  /** Where the back button of phones leads. */
  backTo: string;
  /** A message was stored (the first one of a new conversation creates it). */
  onSent?: (message: ChatMessage) => void;
  /** The conversation was marked read (its unread count is zero now). */
  onRead?: (conversationId: number) => void;
  /** The current time (day labels). */
  now: number;
}

type Problem =
  | { kind: 'credits'; message: string; credits: number | null }
  | { kind: 'limit'; message: string }
  | { kind: 'error'; message: string };

interface Outgoing {
  type: MessageType;
  body: string;
  photo_id?: number;
  gift_id?: string;
}

const oldestFirst = (page: ChatMessage[]) => page.slice().reverse();
const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * One conversation (spec §2 chat screen): header, messages, composer. Live through the member's
 * socket: new messages (without duplicates), read receipts, typing, presence; after a reconnect
 * (and with the periodic refresh) what was missed is fetched. Sending is optimistic and idempotent (client_id), with the problems
 * of spec §5/§8 (credits, the free conversation limit) shown with their way out. What is typed is
 * kept as a draft per conversation partner (issue #13 §4); offline nothing is sent (or paid) until
 * the member sends it again.
 */
export function ConversationView({ profile: initialProfile, conversation, prices, backTo, onSent, onRead, now }: ConversationViewProps) {
  const { t } = useI18n();
  const settings = useSettings();
  const user = useUser();
  const me = user?.id ?? 0;
  const { sendTyping } = useRealtime();
  const setLive = useLiveState()?.setLive;
  const conversationId = conversation?.conversation.id ?? null;

  const [profile, setProfile] = useState(initialProfile);
  useEffect(() => setProfile(initialProfile), [initialProfile]);
  const [messages, setMessages] = useState<UiMessage[]>(() => (conversation ? oldestFirst(conversation.messages) : []));
  const [nextBefore, setNextBefore] = useState<number | null>(conversation?.next_before ?? null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [typingUntil, setTypingUntil] = useState(0);
  const [text, setTextState] = useState('');
  const draftOf = initialProfile.id;
  // Every change of the composer's text is the draft too (also a refused text that comes back).
  const setText = useCallback(
    (next: string | ((current: string) => string)) =>
      setTextState((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        if (value !== current) storeDraft(me, draftOf, value);
        return value;
      }),
    [me, draftOf],
  );
  // The draft from before (a reload, the credits detour, a lost connection): after hydration, since
  // the server cannot know it.
  useEffect(() => {
    const draft = readDraft(me, draftOf);
    if (draft) setTextState((current) => current || draft);
  }, [me, draftOf]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [picker, setPicker] = useState<'photo' | 'gift' | 'icebreakers' | null>(null);
  // Mounted from the first opening on, so that closing a picker plays its fade-out.
  const [pickersWanted, setPickersWanted] = useState(false);
  useEffect(() => {
    if (picker) setPickersWanted(true);
  }, [picker]);
  const [scrollSignal, setScrollSignal] = useState(0);
  const [credits, setCredits] = useState<number | null>(null);
  useEffect(() => setCredits(null), [user?.credits]);

  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  // The page data came again (a revalidation): merge, never drop what is shown.
  useEffect(() => {
    if (conversation) setMessages((list) => mergeMessages(list, oldestFirst(conversation.messages)));
  }, [conversation]);

  // --- Marking read (spec §4): its own call while the member looks at the chat, debounced. ---
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const markReadSoon = useCallback(() => {
    if (conversationId === null) return;
    if (readTimer.current) clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => {
      readTimer.current = null;
      if (!isVisible()) return;
      markChatRead(conversationId).then(
        (result) => {
          setMessages((list) => applyRead(list, profile.id, new Date().toISOString()));
          setLive?.({ unreadMessages: result.total_unread_messages });
          onRead?.(conversationId);
        },
        () => {
          /* tried again with the next message or when the tab comes back */
        },
      );
    }, 600);
  }, [conversationId, onRead, profile.id, setLive]);
  useEffect(() => () => {
    if (readTimer.current) clearTimeout(readTimer.current);
  }, []);
  useEffect(() => {
    const onVisible = () => {
      if (isVisible() && hasUnreadFrom(messagesRef.current, me)) markReadSoon();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markReadSoon, me]);

  // --- Live ---
  useChatEvents((e) => {
    if (e.type === 'message' && conversationId !== null && e.conversation_id === conversationId) {
      setMessages((list) => mergeMessages(list, [e.message]));
      if (e.message.sender_id !== me) {
        setTypingUntil(0);
        markReadSoon();
      }
    } else if (e.type === 'read' && e.conversation_id === conversationId && e.reader_id !== me) {
      setMessages((list) => applyRead(list, me, e.read_at));
    } else if (e.type === 'typing' && e.conversation_id === conversationId && e.from !== me) {
      setTypingUntil(Date.now() + TYPING_SHOW_MS);
    } else if (e.type === 'presence' && e.member_id === profile.id) {
      setProfile((p) => (p.online === e.online ? p : { ...p, online: e.online }));
    } else if (e.type === 'credits') {
      setCredits(e.credits);
    }
  });
  useEffect(() => {
    if (typingUntil === 0) return;
    const ms = typingUntil - Date.now();
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, ms));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  // With the one refresh (after a reconnect, when the tab comes back, spec §9's safety net): what
  // came after the newest known message; with a gap, the newest page.
  useOnRefresh(() => {
    if (conversationId === null) return;
    const lastId = messagesRef.current.reduce((max, m) => Math.max(max, m.id), 0);
    const catchUp = async () => {
      const page = await fetchConversation(conversationId, { after: lastId });
      let fetched = page.messages;
      if (page.next_before !== null) {
        const newest = await fetchConversation(conversationId);
        fetched = newest.messages;
        setMessages((list) => mergeMessages(list.filter((m) => m.id <= 0), oldestFirst(newest.messages)));
        setNextBefore(newest.next_before);
      } else {
        setMessages((list) => mergeMessages(list, oldestFirst(page.messages)));
      }
      // Loading is not reading: what came while away is marked read by its own call, if seen.
      if (isVisible() && (hasUnreadFrom(fetched, me) || hasUnreadFrom(messagesRef.current, me))) markReadSoon();
    };
    catchUp().catch(() => {});
  });

  // --- Older messages ---
  const loadOlder = useCallback(() => {
    if (conversationId === null || nextBefore === null || loadingOlder) return;
    setLoadingOlder(true);
    fetchConversation(conversationId, { before: nextBefore })
      .then((page) => {
        setMessages((list) => mergeMessages(list, oldestFirst(page.messages)));
        setNextBefore(page.next_before);
      })
      .catch(() => {})
      .finally(() => setLoadingOlder(false));
  }, [conversationId, nextBefore, loadingOlder]);

  // --- Typing: at most once per 3 s ---
  const typingSentAt = useRef<number | null>(null);
  const onTextChange = (value: string) => {
    setText(value);
    if (conversationId !== null && value.trim() && shouldSendTyping(typingSentAt.current, Date.now())) {
      typingSentAt.current = Date.now();
      sendTyping(conversationId);
    }
  };

  // --- Sending ---
  const outgoing = useRef(new Map<string, Outgoing>());
  const tempId = useRef(0);
  const deliver = useCallback(
    async (clientId: string, out: Outgoing) => {
      try {
        const result = await sendMessage({ to: profile.id, client_id: clientId, type: out.type, body: out.body, photo_id: out.photo_id, gift_id: out.gift_id });
        outgoing.current.delete(clientId);
        setMessages((list) => mergeMessages(list, [result.message]));
        setCredits(result.credits);
        onSent?.(result.message);
      } catch (err) {
        if (err instanceof ApiError && sendRefused(err.status)) {
          // Refused: the message is not sent; a text goes back into the composer.
          outgoing.current.delete(clientId);
          setMessages((list) => list.filter((m) => !(m.id <= 0 && m.client_id === clientId)));
          if (out.type === 'text') setText((current) => (current.trim() ? current : out.body));
          if (err.status === 402 || err.code === 'insufficient_credits') {
            const c = typeof err.body.credits === 'number' ? err.body.credits : null;
            setProblem({ kind: 'credits', message: err.message || t('chat.insufficientCredits', { name: profile.name }), credits: c });
            if (c !== null) setCredits(c);
          } else if (err.code === 'conversation_limit') {
            setProblem({ kind: 'limit', message: err.message });
          } else {
            setProblem({ kind: 'error', message: err.message || t('error.general') });
          }
        } else {
          // The network or the server gave up (after the client's own retries): keep it, offer to retry with the same id.
          setMessages((list) => list.map((m) => (m.id <= 0 && m.client_id === clientId ? { ...m, state: 'failed' } : m)));
        }
      }
    },
    [profile.id, profile.name, onSent, t, setText],
  );

  /** Starts a send; false when it was not started (offline: nothing is queued to be paid later). */
  const start = (out: Outgoing, preview: Partial<Pick<ChatMessage, 'photo' | 'gift'>> = {}): boolean => {
    if (browserOffline()) {
      setProblem({ kind: 'error', message: t('chat.ui.offlineNotSent') });
      return false;
    }
    const clientId = newClientId();
    outgoing.current.set(clientId, out);
    setProblem(null);
    const optimistic: UiMessage = {
      id: -++tempId.current,
      conversation_id: conversationId ?? 0,
      sender_id: me,
      type: out.type,
      body: out.body,
      photo: preview.photo ?? null,
      gift: preview.gift ?? null,
      client_id: clientId,
      created_at: new Date().toISOString(),
      read_at: null,
      state: 'pending',
    };
    setMessages((list) => mergeMessages(list, [optimistic]));
    setScrollSignal((n) => n + 1);
    void deliver(clientId, out);
    return true;
  };

  const retry = (m: UiMessage) => {
    const out = outgoing.current.get(m.client_id);
    if (!out) return;
    if (browserOffline()) {
      setProblem({ kind: 'error', message: t('chat.ui.offlineNotSent') });
      return;
    }
    setMessages((list) => list.map((x) => (x.client_id === m.client_id && x.id <= 0 ? { ...x, state: 'pending' } : x)));
    void deliver(m.client_id, out);
  };

  const sendText = () => {
    const body = text.trim();
    if (!body) return;
    if (start({ type: 'text', body })) setText('');
  };
  const sendPhoto = (p: PhotoPayload) => {
    setPicker(null);
    start({ type: 'photo', body: '', photo_id: p.id }, { photo: `${settings.cdn_prefix}${p.filename}` });
  };
  const sendGift = (g: GiftOffer) => {
    setPicker(null);
    start({ type: 'gift', body: '', gift_id: g.id }, { gift: { id: g.id, image: g.image, credits: g.credits } });
  };

  const balance = credits ?? user?.credits ?? null;
  const empty = messages.length === 0;
  const typing = typingUntil > 0;

  const intro = empty ? (
    <div className="klik-chat-welcome text-center">
      <Avatar profile={profile} size={96} dot={false} />
      <h2 className="h5 mt-3 mb-1">{t('chat.ui.newTitle', { name: profile.name })}</h2>
      <p className="text-body-secondary small mb-3">{t('chat.ui.newText')}</p>
      <button type="button" className="btn btn-outline-primary rounded-pill" onClick={() => setPicker('icebreakers')}>
        <ChatIcon name="lightbulb" className="me-2" />
        {t('chat.ui.icebreakers')}
      </button>
    </div>
  ) : (
    <p className="klik-chat-start text-center small text-body-secondary">{t('chat.ui.start', { name: profile.name })}</p>
  );

  return (
    <div className="klik-conversation">
      <header className="klik-conv-header">
        <Link to={backTo} className="btn klik-conv-back d-md-none" aria-label={t('chat.ui.back')}>
          <Icon name="arrow-left" size={20} />
        </Link>
        <Link to={`/members/${profile.id}`} className="klik-conv-who" aria-label={t('chat.ui.viewProfile', { name: profile.name })}>
          <Avatar profile={profile} size={42} />
          <span className="klik-conv-who-text">
            <span className="klik-conv-name">
              {t('chat.ui.nameAge', { name: profile.name, age: profile.age })}
              {profile.fictional && <Icon name={'stars'} size={14} className="text-primary ms-1" label={t('chat.ui.fictional')} />}
            </span>
            <span className={`klik-conv-status${typing ? ' is-typing' : ''}`}>
              {typing ? `${t('chat.ui.typing', { name: profile.name })}…` : profile.online ? t('chat.ui.online') : '\u00a0'}
            </span>
          </span>
        </Link>
      </header>

      {profile.fictional && settings.fictional_warning && (
        <p className="klik-conv-note small mb-0" role="note">
          <Icon name="info-circle-fill" size={13} className="me-1" />
          {settings.fictional_warning}
        </p>
      )}

      <MessageList
        messages={messages}
        me={me}
        profile={profile}
        hasOlder={nextBefore !== null}
        loadingOlder={loadingOlder}
        onLoadOlder={loadOlder}
        typing={typing}
        onRetry={retry}
        intro={intro}
        scrollSignal={scrollSignal}
        now={now}
      />

      {problem && (
        <div className={`alert klik-chat-problem mb-0 alert-${problem.kind === 'credits' ? 'warning' : problem.kind === 'limit' ? 'info' : 'danger'}`} role="alert">
          <div className="d-flex align-items-start gap-2">
            <Icon name={problem.kind === 'limit' ? 'gem' : problem.kind === 'credits' ? 'coin' : 'exclamation-triangle-fill'} size={18} className="mt-1 flex-none" />
            <div className="flex-grow-1">
              <p className="mb-2 fw-semibold">{problem.message}</p>
              {problem.kind === 'credits' && (
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <Link to="/credits" className="btn btn-sm btn-primary rounded-pill px-3">{t('chat.ui.buyCredits')}</Link>
                  {problem.credits !== null && <span className="small">{t('chat.ui.balance', { credits: problem.credits })}</span>}
                </div>
              )}
              {problem.kind === 'limit' && <Link to="/premium" className="btn btn-sm btn-primary rounded-pill px-3">{t('chat.ui.becomePremium')}</Link>}
            </div>
            <button type="button" className="btn-close" aria-label={t('chat.ui.dismiss')} onClick={() => setProblem(null)} />
          </div>
        </div>
      )}

      <Composer
        name={profile.name}
        value={text}
        onChange={onTextChange}
        onSend={sendText}
        onPhoto={() => setPicker('photo')}
        onGift={() => setPicker('gift')}
        onIcebreakers={empty ? () => setPicker('icebreakers') : undefined}
        maxLength={settings.message_length}
        price={prices.text}
        minimumCost={prices.minimum_message_cost}
        credits={balance}
      />

      {(pickersWanted || picker !== null) && (
        <Suspense fallback={null}>
          <PhotoPicker show={picker === 'photo'} onHide={() => setPicker(null)} onPick={sendPhoto} price={prices.photo} />
          <GiftPicker show={picker === 'gift'} onHide={() => setPicker(null)} onPick={sendGift} name={profile.name} />
          <IcebreakerModal
            show={picker === 'icebreakers'}
            onHide={() => setPicker(null)}
            onPick={(line) => {
              setPicker(null);
              onTextChange(line);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
