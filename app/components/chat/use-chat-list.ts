import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatItem } from '../../../common/api/chat.ts';
import { useChatEvents, useOnRefresh } from '../../lib/realtime.tsx';
import { fetchChats, removeChat } from './chat-api.ts';
import { chatsAfterChange, chatsAfterMessage } from './rules.ts';

/**
 * The conversation list as the screen holds it: the loader's list, then live — a message moves its
 * chat to the top with the unread count the event carries (an unknown chat reloads the list), reads
 * clear the count, presence moves the dot — and reloaded with the live connection's one refresh
 * (after a reconnect, when the tab comes back, and product §9's safety net).
 * Removing (product §4): off the list at once, then the server; on failure an alert and a reload.
 */
export function useChatList(
  initial: ChatItem[],
  me: number,
  openId: number | null,
  onRemovedOpen: () => void,
  errorText: string,
) {
  const [chats, setChats] = useState(initial);
  const chatsRef = useRef(chats);
  chatsRef.current = chats;
  const removing = useRef(new Set<number>());
  useEffect(() => setChats(initial.filter((c) => !removing.current.has(c.conversation.id))), [initial]);

  const openRef = useRef(openId);
  openRef.current = openId;
  const onRemovedOpenRef = useRef(onRemovedOpen);
  onRemovedOpenRef.current = onRemovedOpen;

  const reload = useCallback(async () => {
    try {
      const payload = await fetchChats();
      setChats(payload.chats.filter((c) => !removing.current.has(c.conversation.id)));
    } catch {
      /* the next refresh tries again */
    }
  }, []);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reloadSoon = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void reload();
    }, 300);
  }, [reload]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useChatEvents((e) => {
    if (e.type === 'message') {
      const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
      // Known chat: moved up at once. Unknown (a new conversation): the list is loaded again.
      if (!chatsRef.current.some((c) => c.conversation.id === e.conversation_id)) reloadSoon();
      else
        setChats(
          (list) =>
            chatsAfterMessage(list, e.message, me, visible ? openRef.current : null, e.num_unread_messages) ?? list,
        );
    } else if (e.type === 'read' && e.reader_id === me) {
      setChats((list) =>
        list.map((c) =>
          c.conversation.id === e.conversation_id && c.num_unread_messages > 0 ? { ...c, num_unread_messages: 0 } : c,
        ),
      );
    } else if (e.type === 'presence') {
      setChats((list) =>
        list.map((c) =>
          c.profile.id === e.member_id && c.profile.online !== e.online
            ? { ...c, profile: { ...c.profile, online: e.online } }
            : c,
        ),
      );
    } else if (e.type === 'message_changed') {
      setChats((list) => chatsAfterChange(list, e.message));
    } else if (e.type === 'chat_removed') {
      setChats((list) => list.filter((c) => c.conversation.id !== e.conversation_id));
      if (openRef.current === e.conversation_id) onRemovedOpenRef.current();
    }
  });
  useOnRefresh(() => void reload());

  /** The open chat was read: its count is zero at once (product §4). */
  const markOpenRead = useCallback((id: number) => {
    setChats((list) =>
      list.map((c) => (c.conversation.id === id && c.num_unread_messages > 0 ? { ...c, num_unread_messages: 0 } : c)),
    );
  }, []);

  const remove = useCallback(
    async (id: number) => {
      removing.current.add(id);
      setChats((list) => list.filter((c) => c.conversation.id !== id));
      if (openRef.current === id) onRemovedOpenRef.current();
      try {
        await removeChat(id);
      } catch (err) {
        window.alert((err instanceof Error && err.message) || errorText);
        removing.current.delete(id);
        await reload();
        return;
      }
      removing.current.delete(id);
    },
    [reload, errorText],
  );

  return { chats, reload, remove, markOpenRead };
}
