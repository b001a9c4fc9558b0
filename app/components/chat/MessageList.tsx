import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatProfile } from '../../../common/api/chat.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ChatIcon } from './ChatIcon.tsx';
import { useTimeZone } from './use-time-zone.ts';
import { dayLabel, groupByDay, lastReadOwnId, timeOfDay, type UiMessage } from './rules.ts';

export interface MessageListProps {
  messages: UiMessage[];
  me: number;
  profile: ChatProfile;
  /** More (older) messages exist. */
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  typing: boolean;
  onRetry: (m: UiMessage) => void;
  /** Shown above the messages: the start of the conversation, or the new-conversation welcome. */
  intro?: ReactNode;
  /** Changes when the member sent something: the list goes to the newest message. */
  scrollSignal: number;
  /** The current time (day labels). */
  now: number;
}

/**
 * The messages of a conversation (product §2), newest at the bottom. The scroller is a reversed
 * column: it opens at the bottom without a jump, and older messages loaded on top keep what the
 * member is reading in place. Day separators, own messages right, photos and gifts, read receipts,
 * the typing indicator. role="log": new messages are announced politely.
 */
export const MessageList = memo(function MessageList(props: MessageListProps) {
  const { messages, me, profile, hasOlder, loadingOlder, onLoadOlder, typing, onRetry, intro, scrollSignal, now } =
    props;
  const { t, localeTag } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [showNew, setShowNew] = useState(false);
  const tz = useTimeZone();
  const readId = lastReadOwnId(messages, me);
  const groups = groupByDay(messages, tz);
  const dayText = (iso: string) =>
    dayLabel(iso, now, localeTag, { today: t('chat.ui.today'), yesterday: t('chat.ui.yesterday') }, tz);

  const toBottom = useCallback((smooth = false) => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    atBottom.current = true;
    setShowNew(false);
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    // In a reversed column scrollTop is 0 at the bottom and negative above it.
    atBottom.current = Math.abs(el.scrollTop) < 80;
    if (atBottom.current) setShowNew(false);
    const fromTop = el.scrollHeight - el.clientHeight - Math.abs(el.scrollTop);
    if (fromTop < 200 && hasOlder && !loadingOlder) onLoadOlder();
  };

  // A new newest message: follow it when the member is at the bottom (or sent it), else offer a button.
  const last = messages.at(-1);
  const lastKey = last ? `${last.sender_id}:${last.client_id}` : '';
  const seenKey = useRef(lastKey);
  useEffect(() => {
    if (lastKey === seenKey.current) return;
    seenKey.current = lastKey;
    if (atBottom.current) toBottom();
    else if (last && last.sender_id !== me) setShowNew(true);
  }, [lastKey, last, me, toBottom]);
  useEffect(() => {
    if (scrollSignal > 0) toBottom();
  }, [scrollSignal, toBottom]);
  useEffect(() => {
    if (typing && atBottom.current) toBottom();
  }, [typing, toBottom]);

  const giftName = (id: string) => t(`gift.${id}` as MessageKey);

  return (
    <div className="klik-messages-wrap">
      <div ref={scroller} className="klik-messages" onScroll={onScroll}>
        <div className="klik-messages-inner">
          {hasOlder ? (
            <div className="text-center py-2">
              <button
                type="button"
                className="btn btn-sm btn-light rounded-pill klik-load-older"
                onClick={onLoadOlder}
                disabled={loadingOlder}
              >
                {loadingOlder && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {loadingOlder ? t('chat.ui.loadingOlder') : t('chat.ui.loadOlder')}
              </button>
            </div>
          ) : (
            intro
          )}
          <div
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={t('chat.ui.messagesLabel', { name: profile.name })}
            className="klik-message-log"
          >
            {groups.map((g) => (
              <section key={g.key} aria-label={dayText(g.date)}>
                <div className="klik-day" aria-hidden="true">
                  <span>{dayText(g.date)}</span>
                </div>
                {g.items.map((m, i) => {
                  const own = m.sender_id === me;
                  const next = g.items[i + 1];
                  const prev = g.items[i - 1];
                  const first = !prev || prev.sender_id !== m.sender_id;
                  const lastOfRun = !next || next.sender_id !== m.sender_id;
                  return (
                    <div
                      key={m.client_id + ':' + m.sender_id}
                      className={`klik-msg ${own ? 'is-own' : 'is-theirs'}${first ? ' is-first' : ''}${lastOfRun ? ' is-last' : ''}${m.state ? ` is-${m.state}` : ''}`}
                    >
                      <div className={`klik-bubble klik-bubble-${m.type}`}>
                        <span className="visually-hidden">{own ? t('chat.ui.you') : `${profile.name}: `}</span>
                        {m.type === 'photo' && m.photo && (
                          <a
                            href={m.photo}
                            target="_blank"
                            rel="noreferrer"
                            className="klik-bubble-photo"
                            aria-label={t('chat.ui.openPhoto')}
                          >
                            <img
                              src={m.photo}
                              alt={own ? t('chat.ui.ownPhotoAlt') : t('chat.ui.photoAlt', { name: profile.name })}
                              loading="lazy"
                              decoding="async"
                              onLoad={() => atBottom.current && toBottom()}
                            />
                          </a>
                        )}
                        {m.type === 'gift' && m.gift && (
                          <span className="klik-bubble-gift">
                            <img
                              src={m.gift.image}
                              alt=""
                              width={88}
                              height={88}
                              onLoad={() => atBottom.current && toBottom()}
                            />
                            <span className="klik-bubble-gift-name">{giftName(m.gift.id)}</span>
                            <span className="klik-bubble-gift-note">
                              {own ? t('chat.ui.giftFromMe') : t('chat.ui.giftFrom', { name: profile.name })}
                            </span>
                          </span>
                        )}
                        {m.body && <span className="klik-bubble-text">{m.body}</span>}
                        {m.removed && (
                          <span className="klik-bubble-text fst-italic text-body-secondary">
                            {t('chat.messageRemoved')}
                          </span>
                        )}
                        {/* The content of a member whose deletion is final is erased. */}
                        {m.type === 'text' && !m.body && !m.removed && (
                          <span className="klik-bubble-text fst-italic text-body-secondary">
                            {t('chat.messageDeleted')}
                          </span>
                        )}
                        <span className="klik-bubble-meta">
                          <time dateTime={m.created_at}>{timeOfDay(m.created_at, localeTag, tz)}</time>
                          {own && m.state === 'pending' && (
                            <ChatIcon name="clock" size={12} label={t('chat.ui.sending')} />
                          )}
                          {own &&
                            !m.state &&
                            (m.read_at ? (
                              <ChatIcon
                                name="check-all"
                                size={15}
                                className="klik-tick is-read"
                                label={t('chat.ui.read')}
                              />
                            ) : (
                              <ChatIcon name="check" size={15} className="klik-tick" label={t('chat.ui.sent')} />
                            ))}
                        </span>
                      </div>
                      {m.state === 'failed' && (
                        <div className="klik-msg-failed">
                          <ChatIcon name="exclamation-circle" size={14} />
                          <span>{t('chat.ui.failed')}</span>
                          <button
                            type="button"
                            className="btn btn-link btn-sm p-0 align-baseline"
                            onClick={() => onRetry(m)}
                          >
                            <ChatIcon name="arrow-clockwise" size={13} className="me-1" />
                            {t('chat.ui.retry')}
                          </button>
                        </div>
                      )}
                      {own && m.id === readId && (
                        <div className="klik-msg-read">
                          {t('chat.ui.read')} <ChatIcon name="check-all" size={14} />
                        </div>
                      )}
                    </div>
                  );
                })}
              </section>
            ))}
          </div>
          {typing && (
            <div className="klik-msg is-theirs is-first is-last klik-typing" role="status">
              <div className="klik-bubble">
                <span className="klik-typing-dots" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
              </div>
              <span className="klik-typing-text">{t('chat.ui.typing', { name: profile.name })}…</span>
            </div>
          )}
        </div>
      </div>
      {showNew && (
        <button
          type="button"
          className="btn btn-primary btn-sm rounded-pill shadow klik-new-pill"
          onClick={() => toBottom(true)}
        >
          <ChatIcon name="arrow-down" size={14} className="me-1" />
          {t('chat.ui.newMessages')}
        </button>
      )}
    </div>
  );
});
