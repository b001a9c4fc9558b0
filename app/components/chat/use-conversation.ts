import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ChatMessage, ChatProfile, ConversationPayload, MessageType } from '../../../common/api/chat.ts';
import type { PhotoPayload } from '../../../common/api/profiles.ts';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { browserOffline, useChatEvents, useLiveState, useOnRefresh, useRealtime } from '../../lib/realtime.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { useUser } from '../../lib/user.ts';
import { fetchConversation, markChatRead, sendMessage, type GiftOffer } from './chat-api.ts';
import {
  clearHeld,
  holdMessage,
  readDraft,
  readHeld,
  storeDraft,
  storeReturnTrip,
  type HeldMessage,
} from './drafts.ts';
import {
  applyRead,
  coveredUpTo,
  hasGap,
  hasUnreadFrom,
  maxSeq,
  mergeMessages,
  newClientId,
  NO_SEQ,
  receiveSeq,
  replaceMessage,
  sendRefused,
  shouldSendTyping,
  TYPING_SHOW_MS,
  type SeqState,
  type UiMessage,
} from './rules.ts';

/** What went wrong with a send, shown above the composer with its way out (product §5/§8). */
export type Problem =
  | { kind: 'credits'; message: string; credits: number | null }
  | { kind: 'limit'; message: string }
  | { kind: 'error'; message: string };

export type Picker = 'photo' | 'gift' | 'icebreakers';

interface Outgoing {
  type: MessageType;
  body: string;
  photo_id?: number;
  gift_id?: string;
  /** What the screen showed of a photo or gift: kept with a refused one. */
  preview?: Partial<Pick<ChatMessage, 'photo' | 'gift'>>;
}

/** The message to keep when a send is refused for lack of credits. */
function heldOf(out: Outgoing): HeldMessage | null {
  if (out.type === 'text') return { type: 'text', body: out.body };
  if (out.type === 'gift' && out.gift_id && out.preview?.gift)
    return { type: 'gift', gift_id: out.gift_id, image: out.preview.gift.image, credits: out.preview.gift.credits };
  if (out.type === 'photo' && out.photo_id && out.preview?.photo)
    return { type: 'photo', photo_id: out.photo_id, photo: out.preview.photo };
  return null;
}

/** Whether a message that went out is the kept one. */
function isHeld(held: HeldMessage, out: Outgoing): boolean {
  if (held.type === 'text') return out.type === 'text' && out.body === held.body;
  if (held.type === 'gift') return out.type === 'gift' && out.gift_id === held.gift_id;
  return out.type === 'photo' && out.photo_id === held.photo_id;
}

const oldestFirst = (page: ChatMessage[]) => page.slice().reverse();
const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

export interface ConversationOptions {
  profile: ChatProfile;
  /** The loaded conversation, or null for a new one (the first message creates it). */
  conversation: ConversationPayload | null;
  /** A message was stored. */
  onSent?: (message: ChatMessage) => void;
  /** The conversation was marked read. */
  onRead?: (conversationId: number) => void;
}

/**
 * The state machine of one conversation (decision 018: the component renders, the hooks hold the
 * state): the messages — the loader's, live through the member's socket (no duplicates, read
 * receipts), caught up after a reconnect, older pages on demand —, marking read while the member
 * looks, typing both ways, presence, the draft, the pickers, and sending: optimistic and idempotent
 * (client_id), refusals shown as a problem, network failures kept to be retried with the same id,
 * and offline nothing started (nothing paid is queued).
 */
export function useConversation({ profile: initialProfile, conversation, onSent, onRead }: ConversationOptions) {
  const { t } = useI18n();
  const settings = useSettings();
  const user = useUser();
  const me = user?.id ?? 0;
  const conversationId = conversation?.conversation.id ?? null;

  const [profile, setProfile] = useState(initialProfile);
  useEffect(() => setProfile(initialProfile), [initialProfile]);
  const [messages, setMessages] = useState<UiMessage[]>(() => (conversation ? oldestFirst(conversation.messages) : []));
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const [nextBefore, setNextBefore] = useState<number | null>(conversation?.next_before ?? null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [scrollSignal, setScrollSignal] = useState(0);
  const [credits, setCredits] = useState<number | null>(null);
  useEffect(() => setCredits(null), [user?.credits]);
  const [text, setText] = useDraft(me, initialProfile.id);
  const pickers = usePickers();
  // A message refused for lack of credits, kept across the purchase; read after hydration.
  const [held, setHeld] = useState<HeldMessage | null>(null);
  const heldRef = useRef(held);
  heldRef.current = held;
  useEffect(() => setHeld(readHeld(me, initialProfile.id)), [me, initialProfile.id]);

  // Where the tab stands in the conversation's sequence (decision 036): the newest page holds
  // everything up to its highest number (the rest on older pages).
  const seqRef = useRef<SeqState>(conversation ? coveredUpTo(NO_SEQ, maxSeq(conversation.messages)) : NO_SEQ);

  // The page data came again (a revalidation): merge, never drop what is shown.
  useEffect(() => {
    if (!conversation) return;
    setMessages((list) => mergeMessages(list, oldestFirst(conversation.messages)));
    seqRef.current = coveredUpTo(seqRef.current, maxSeq(conversation.messages));
  }, [conversation]);

  const markReadSoon = useMarkRead(conversationId, profile.id, setMessages, onRead);
  useEffect(() => {
    const onVisible = () => {
      if (isVisible() && hasUnreadFrom(messagesRef.current, me)) markReadSoon();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markReadSoon, me]);

  const { typing, theyTyped, stopTheirTyping, onTextChange } = useTyping(conversationId, setText);

  // --- Catching up (decision 036) ---
  // Everything after the last number held without a gap, in pages; once more when a gap is still
  // open after it (an event that came during the fetch). One at a time; a failure waits for the
  // next refresh or the next event.
  const catchingUp = useRef<Promise<ChatMessage[]> | null>(null);
  const catchUpAgain = useRef(false);
  const catchUp = useCallback((): Promise<ChatMessage[]> => {
    if (conversationId === null) return Promise.resolve([]);
    if (catchingUp.current) {
      catchUpAgain.current = true;
      return catchingUp.current;
    }
    /** What the fetches brought (the screen state updates after a render; the caller reads this). */
    const run = async () => {
      const fetched: ChatMessage[] = [];
      // Bounded: a gap the server cannot fill (it never should) must not become a loop.
      for (let round = 0; round < 5; round++) {
        catchUpAgain.current = false;
        const page = await fetchConversation(conversationId, { after_seq: seqRef.current.synced });
        if (page.next_after_seq !== null) {
          // Away for long: the newest page instead of everything (older pages load on demand).
          const newest = await fetchConversation(conversationId);
          const upTo = maxSeq(newest.messages);
          fetched.push(...newest.messages);
          // What is still on its way stays, and so does what an event brought after this page.
          setMessages((list) =>
            mergeMessages(
              list.filter((m) => m.id <= 0 || (m.seq ?? 0) > upTo),
              oldestFirst(newest.messages),
            ),
          );
          setNextBefore(newest.next_before);
          seqRef.current = coveredUpTo({ synced: 0, ahead: seqRef.current.ahead }, upTo);
        } else {
          fetched.push(...page.messages);
          setMessages((list) => mergeMessages(list, oldestFirst(page.messages)));
          seqRef.current = coveredUpTo(seqRef.current, maxSeq(page.messages));
        }
        if (!catchUpAgain.current && !hasGap(seqRef.current)) break;
      }
      return fetched;
    };
    catchingUp.current = run().finally(() => {
      catchingUp.current = null;
    });
    return catchingUp.current;
  }, [conversationId]);

  // --- Live ---
  useChatEvents((e) => {
    if (e.type === 'message' && conversationId !== null && e.conversation_id === conversationId) {
      setMessages((list) => mergeMessages(list, [e.message]));
      seqRef.current = receiveSeq(seqRef.current, [e.message]);
      // One before it never came (a lost event, or it is still on its way): fetch what is missing.
      if (hasGap(seqRef.current)) catchUp().catch(() => {});
      if (e.message.sender_id !== me) {
        stopTheirTyping();
        markReadSoon();
      }
    } else if (e.type === 'message_changed' && e.conversation_id === conversationId) {
      setMessages((list) => replaceMessage(list, e.message));
    } else if (e.type === 'read' && e.conversation_id === conversationId && e.reader_id !== me) {
      setMessages((list) => applyRead(list, me, e.read_at));
    } else if (e.type === 'typing' && e.conversation_id === conversationId && e.from !== me) {
      theyTyped();
    } else if (e.type === 'presence' && e.member_id === profile.id) {
      setProfile((p) => (p.online === e.online ? p : { ...p, online: e.online }));
    } else if (e.type === 'credits') {
      setCredits(e.credits);
    }
  });

  // With the one refresh (after a reconnect, when the tab comes back, product §9's safety net): what
  // came after the last message held without a gap (by sequence, so nothing committed late is
  // passed over); when that is more than a page, the newest page.
  useOnRefresh(() => {
    if (conversationId === null) return;
    catchUp()
      .then((fetched) => {
        // Loading is not reading: what came while away is marked read by its own call, if seen.
        if (isVisible() && (hasUnreadFrom(fetched, me) || hasUnreadFrom(messagesRef.current, me))) markReadSoon();
      })
      .catch(() => {});
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

  // --- Sending ---
  const outgoing = useRef(new Map<string, Outgoing>());
  const tempId = useRef(0);
  const deliver = useCallback(
    async (clientId: string, out: Outgoing) => {
      try {
        const result = await sendMessage({
          to: profile.id,
          client_id: clientId,
          type: out.type,
          body: out.body,
          photo_id: out.photo_id,
          gift_id: out.gift_id,
        });
        outgoing.current.delete(clientId);
        setMessages((list) => mergeMessages(list, [result.message]));
        if (result.message.conversation_id === conversationId) {
          seqRef.current = receiveSeq(seqRef.current, [result.message]);
          if (hasGap(seqRef.current)) catchUp().catch(() => {});
        }
        setCredits(result.credits);
        if (heldRef.current && isHeld(heldRef.current, out)) {
          clearHeld(me, profile.id);
          setHeld(null);
        }
        onSent?.(result.message);
      } catch (err) {
        if (err instanceof ApiError && sendRefused(err.status)) {
          // Refused: the message is not sent; a text goes back into the composer.
          outgoing.current.delete(clientId);
          setMessages((list) => list.filter((m) => !(m.id <= 0 && m.client_id === clientId)));
          if (out.type === 'text') setText((current) => (current.trim() ? current : out.body));
          if (err.status === 402 || err.code === 'insufficient_credits') {
            const c = typeof err.body.credits === 'number' ? err.body.credits : null;
            // Kept (text, gift or photo) to be sent with one tap after buying credits.
            const keep = heldOf(out);
            if (keep) {
              holdMessage(me, profile.id, keep);
              setHeld(keep);
            }
            setProblem({
              kind: 'credits',
              message: err.message || t('chat.insufficientCredits', { name: profile.name }),
              credits: c,
            });
            if (c !== null) setCredits(c);
          } else if (err.code === 'conversation_limit') {
            setProblem({ kind: 'limit', message: err.message });
          } else if (err.code === 'account_inactive') {
            // Suspended or banned meanwhile: the conversation shows it instead of the composer.
            setProfile((p) => ({ ...p, inactive: true, online: false }));
          } else {
            setProblem({ kind: 'error', message: err.message || t('error.general') });
          }
        } else {
          // The network or the server gave up (after the client's own retries): keep it, offer to retry with the same id.
          setMessages((list) =>
            list.map((m) => (m.id <= 0 && m.client_id === clientId ? { ...m, state: 'failed' } : m)),
          );
        }
      }
    },
    [me, profile.id, profile.name, onSent, t, setText, conversationId, catchUp],
  );

  /** Starts a send; false when it was not started (offline: nothing is queued to be paid later). */
  const start = (out: Outgoing, preview: Partial<Pick<ChatMessage, 'photo' | 'gift'>> = {}): boolean => {
    if (browserOffline()) {
      setProblem({ kind: 'error', message: t('chat.ui.offlineNotSent') });
      return false;
    }
    const clientId = newClientId();
    out = { ...out, preview };
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
      seq: null,
      removed: false,
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
    pickers.close();
    start({ type: 'photo', body: '', photo_id: p.id }, { photo: `${settings.cdn_prefix}${p.filename}` });
  };
  const sendGift = (g: GiftOffer) => {
    pickers.close();
    start({ type: 'gift', body: '', gift_id: g.id }, { gift: { id: g.id, image: g.image, credits: g.credits } });
  };
  /** The kept message, sent at the member's tap (never by itself). */
  const sendHeld = () => {
    const h = heldRef.current;
    if (!h) return;
    if (h.type === 'text') {
      if (start({ type: 'text', body: h.body }) && text.trim() === h.body) setText('');
    } else if (h.type === 'gift') {
      start(
        { type: 'gift', body: '', gift_id: h.gift_id },
        { gift: { id: h.gift_id, image: h.image, credits: h.credits } },
      );
    } else {
      start({ type: 'photo', body: '', photo_id: h.photo_id }, { photo: h.photo });
    }
  };
  const dropHeld = () => {
    clearHeld(me, profile.id);
    setHeld(null);
  };
  /** Leaving to buy credits: the success page leads back here. */
  const leaveToBuy = () =>
    storeReturnTrip(me, { memberId: profile.id, name: profile.name, path: window.location.pathname });

  /** An icebreaker goes into the composer, to be edited or sent. */
  const pickLine = (line: string) => {
    pickers.close();
    onTextChange(line);
  };

  return {
    me,
    profile,
    messages,
    hasOlder: nextBefore !== null,
    loadingOlder,
    loadOlder,
    typing,
    text,
    onTextChange,
    problem,
    dismissProblem: () => setProblem(null),
    scrollSignal,
    /** The latest balance known: from a send or a credits event, else the user object's. */
    balance: credits ?? user?.credits ?? null,
    sendText,
    sendPhoto,
    sendGift,
    held,
    sendHeld,
    dropHeld,
    leaveToBuy,
    pickLine,
    retry,
    pickers,
  };
}

/**
 * The composer's text, kept as a draft per conversation partner: every change is
 * stored (also a refused text that comes back), and the draft from before (a reload, the credits
 * detour, a lost connection) returns after hydration, since the server cannot know it.
 */
function useDraft(me: number, draftOf: number): [string, Dispatch<SetStateAction<string>>] {
  const [text, setTextState] = useState('');
  const setText = useCallback(
    (next: SetStateAction<string>) =>
      setTextState((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        if (value !== current) storeDraft(me, draftOf, value);
        return value;
      }),
    [me, draftOf],
  );
  useEffect(() => {
    const draft = readDraft(me, draftOf);
    if (draft) setTextState((current) => current || draft);
  }, [me, draftOf]);
  return [text, setText];
}

/**
 * Which picker is open. The pickers are mounted from the first opening on (they are a lazy chunk),
 * so that closing one plays its fade-out.
 */
function usePickers() {
  const [open, setOpen] = useState<Picker | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return {
    open,
    mounted: wanted || open !== null,
    show: setOpen as (picker: Picker) => void,
    close: useCallback(() => setOpen(null), []),
  };
}

/** Marking read (product §4): its own call while the member looks at the chat, debounced. */
function useMarkRead(
  conversationId: number | null,
  partnerId: number,
  setMessages: Dispatch<SetStateAction<UiMessage[]>>,
  onRead?: (conversationId: number) => void,
) {
  const setLive = useLiveState()?.setLive;
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const markReadSoon = useCallback(() => {
    if (conversationId === null) return;
    if (readTimer.current) clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => {
      readTimer.current = null;
      if (!isVisible()) return;
      markChatRead(conversationId).then(
        (result) => {
          setMessages((list) => applyRead(list, partnerId, new Date().toISOString()));
          setLive?.({ unreadMessages: result.total_unread_messages });
          onRead?.(conversationId);
        },
        () => {
          /* tried again with the next message or when the tab comes back */
        },
      );
    }, 600);
  }, [conversationId, onRead, partnerId, setLive, setMessages]);
  useEffect(
    () => () => {
      if (readTimer.current) clearTimeout(readTimer.current);
    },
    [],
  );
  return markReadSoon;
}

/** Typing both ways: theirs shown for a while after each event, ours sent at most once per 3 s. */
function useTyping(conversationId: number | null, setText: (value: string) => void) {
  const { sendTyping } = useRealtime();
  const [typingUntil, setTypingUntil] = useState(0);
  useEffect(() => {
    if (typingUntil === 0) return;
    const ms = typingUntil - Date.now();
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, ms));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const typingSentAt = useRef<number | null>(null);
  const onTextChange = (value: string) => {
    setText(value);
    if (conversationId !== null && value.trim() && shouldSendTyping(typingSentAt.current, Date.now())) {
      typingSentAt.current = Date.now();
      sendTyping(conversationId);
    }
  };
  return {
    typing: typingUntil > 0,
    theyTyped: () => setTypingUntil(Date.now() + TYPING_SHOW_MS),
    stopTheirTyping: () => setTypingUntil(0),
    onTextChange,
  };
}
