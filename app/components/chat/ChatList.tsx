import { Link } from 'react-router';
import type { ChatItem } from '../../../common/api/chat.ts';
import { unreadBadgeText } from '../../../common/rules/badges.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { Avatar } from './Avatar.tsx';
import { FictionalMark } from '../FictionalMark.tsx';
import { listTime, previewText } from './rules.ts';
import { useTimeZone } from './use-time-zone.ts';

/**
 * The conversation list (product §2, §3): photo, name, age, online dot, the last message's preview,
 * its time and the unread badge (99+); a remove button per chat (product §4).
 */
export function ChatList({
  chats,
  openId,
  now,
  onRemove,
}: {
  chats: ChatItem[];
  openId: number | null;
  now: number;
  onRemove: (chat: ChatItem) => void;
}) {
  const { t, localeTag } = useI18n();
  const tz = useTimeZone();
  if (chats.length === 0) {
    return (
      <div className="klik-chat-empty text-center px-4 py-5">
        <div className="klik-chat-empty-icon mx-auto mb-3" aria-hidden="true">
          <Icon name="chat-heart" size={36} />
        </div>
        <h2 className="h5">{t('chat.ui.empty.title')}</h2>
        <p className="text-body-secondary small">{t('chat.ui.empty.text')}</p>
        <Link to="/members" className="btn btn-primary rounded-pill px-4">
          <Icon name="search" className="me-2" />
          {t('chat.ui.empty.cta')}
        </Link>
      </div>
    );
  }
  const labels = { photo: t('chat.ui.photo'), gift: t('chat.ui.gift'), you: t('chat.ui.you') };
  return (
    <ul className="klik-chat-list list-unstyled mb-0" aria-label={t('chat.ui.listLabel')}>
      {chats.map((c) => {
        const badge = unreadBadgeText(c.num_unread_messages);
        const open = c.conversation.id === openId;
        const when = c.last_message?.created_at ?? c.conversation.updated_at;
        return (
          <li key={c.conversation.id} className={`klik-chat-item${open ? ' is-open' : ''}${badge ? ' is-unread' : ''}`}>
            <Link
              to={`/chats/${c.conversation.id}`}
              className="klik-chat-item-link"
              aria-current={open ? 'page' : undefined}
            >
              <Avatar profile={c.profile} size={52} />
              <span className="klik-chat-item-body">
                <span className="klik-chat-item-top">
                  <span className="klik-chat-item-name">
                    {c.profile.name || t('chat.deletedMember')}
                    {c.profile.age !== null && <span className="klik-chat-item-age">, {c.profile.age}</span>}
                    {/* Pauses in the link's name, which is read from these spans. */}
                    <span className="visually-hidden">, </span>
                  </span>
                  {c.profile.fictional && (
                    <>
                      <FictionalMark variant="plain" className="klik-chat-item-fictional" />
                      <span className="visually-hidden">, </span>
                    </>
                  )}
                  <time className="klik-chat-item-time" dateTime={when}>
                    {listTime(when, now, localeTag, t('chat.ui.yesterday'), tz)}
                  </time>
                  <span className="visually-hidden">, </span>
                </span>
                <span className="klik-chat-item-bottom">
                  {c.profile.inactive ? (
                    // Suspended, banned or deleted; the conversation stays readable.
                    <span className="klik-chat-item-preview is-inactive">{t('chat.ui.inactive')}</span>
                  ) : (
                    <span className="klik-chat-item-preview">{previewText(c.last_message, labels)}</span>
                  )}
                  {badge && (
                    <span className="badge rounded-pill klik-badge-unread klik-chat-item-badge" aria-hidden="true">
                      {badge}
                    </span>
                  )}
                  {/* The link is named by what it shows (name, age, the fictional mark, time, preview:
                      WCAG 2.5.3, label in name), and the unread count in words instead of the badge. */}
                  {badge && (
                    <span className="visually-hidden">
                      , {t('chat.ui.unreadLabel', { count: c.num_unread_messages })}
                    </span>
                  )}
                </span>
              </span>
            </Link>
            <button
              type="button"
              className="klik-chat-item-remove btn btn-sm"
              aria-label={t('chat.ui.removeLabel', { name: c.profile.name || t('chat.deletedMember') })}
              title={t('chat.ui.remove')}
              onClick={() => onRemove(c)}
            >
              <Icon name="trash" size={16} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
