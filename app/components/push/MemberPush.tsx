import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { useChatEvents } from '../../lib/realtime.tsx';
import { countVisit, markEngaged } from '../../lib/storage.ts';
import { Toast } from '../../ui/Toast.tsx';
import { isEngagement, messageToastFor, preview } from './rules.ts';
import '../members/members.scss';

/**
 * What a member's open app does with the live events beyond the badges, on every page
 * (the root mounts it lazily for members): a message from another conversation than the open one
 * toasts with the sender's name and a link to it, and a message sent or a like received marks the
 * good moment for the push prompt. Counts this browser's visits for the prompt too.
 */
export function MemberPush({ memberId }: { memberId: number }) {
  const t = useT();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const names = useRef(new Map<number, string>());
  const [toast, setToast] = useState<{ key: number; name: string; text: string; to: string } | null>(null);

  useEffect(() => countVisit(), []);

  // Opening the conversation the toast was about closes the toast.
  useEffect(() => {
    if (toast && pathname === toast.to) setToast(null);
  }, [pathname, toast]);

  useChatEvents((e) => {
    if (isEngagement(e, memberId)) markEngaged();
    const about = messageToastFor(e, memberId, pathRef.current);
    if (!about || e.type !== 'message') return;
    const text = e.message.type === 'text' ? preview(e.message.body) : '';
    const show = (name: string) => {
      // The member may have opened that conversation meanwhile.
      if (!messageToastFor(e, memberId, pathRef.current)) return;
      setToast({ key: e.message.id, name, text, to: `/chats/${about.conversationId}` });
    };
    const known = names.current.get(about.from);
    if (known !== undefined) return show(known);
    void api<{ profile: { name: string } }>('GET', '/api/member.php', undefined, { query: { id: about.from } })
      .then((r) => {
        names.current.set(about.from, r.profile.name);
        show(r.profile.name);
      })
      .catch(() => {
        /* no name, no toast: the badge and the list still show the message */
      });
  });
  // This component is a lazy chunk: a message that arrives before it has mounted gets no toast. Said
  // on <html> once it listens, after the subscription above, so a browser test can wait for it
  // rather than for a sign another component gives (the push prompt counts the visit too).
  useEffect(() => {
    document.documentElement.dataset.messageToasts = 'listening';
  }, []);

  if (!toast) return null;
  return (
    <Toast
      toastKey={toast.key}
      bg="secondary"
      icon="chat-heart"
      placement="top"
      title={t('push.toast.newMessage', { name: toast.name })}
      text={
        <>
          {toast.text && <span className="d-block text-break">{toast.text}</span>}
          <Link
            to={toast.to}
            className="link-light fw-semibold"
            onClick={() => setToast(null)}
            data-testid="message-toast-link"
          >
            {t('push.toast.open')}
          </Link>
        </>
      }
      delay={6000}
      onClose={() => setToast(null)}
    />
  );
}
