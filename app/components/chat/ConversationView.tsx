import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { ChatMessage, ChatPrices, ChatProfile, ConversationPayload } from '../../../common/api/chat.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';
import { Avatar } from './Avatar.tsx';
import { ChatIcon } from './ChatIcon.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
// The pickers are dialogs (react-bootstrap's Modal): loaded at the first tap that opens one, so the
// chat's first load stays within the JavaScript budget (issue #13 §2).
const PhotoPicker = lazy(() => import('./Pickers.tsx').then((m) => ({ default: m.PhotoPicker })));
const GiftPicker = lazy(() => import('./Pickers.tsx').then((m) => ({ default: m.GiftPicker })));
const IcebreakerModal = lazy(() => import('./Pickers.tsx').then((m) => ({ default: m.IcebreakerModal })));
import { useConversation } from './use-conversation.ts';

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

/**
 * One conversation (spec §2 chat screen): header, messages, composer, the send problems of spec
 * §5/§8 (credits, the free conversation limit) with their way out, and the pickers. It renders;
 * `useConversation` holds the state (live messages, read calls, typing, sending, draft, pickers).
 */
export function ConversationView({ profile: initialProfile, conversation, prices, backTo, onSent, onRead, now }: ConversationViewProps) {
  const { t } = useI18n();
  const settings = useSettings();
  const c = useConversation({ profile: initialProfile, conversation, onSent, onRead });
  const { profile, messages, typing, problem, pickers } = c;
  const empty = messages.length === 0;

  const intro = empty ? (
    <div className="klik-chat-welcome text-center">
      <Avatar profile={profile} size={96} dot={false} />
      <h2 className="h5 mt-3 mb-1">{t('chat.ui.newTitle', { name: profile.name })}</h2>
      <p className="text-body-secondary small mb-3">{t('chat.ui.newText')}</p>
      <button type="button" className="btn btn-outline-primary rounded-pill" onClick={() => pickers.show('icebreakers')}>
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
        me={c.me}
        profile={profile}
        hasOlder={c.hasOlder}
        loadingOlder={c.loadingOlder}
        onLoadOlder={c.loadOlder}
        typing={typing}
        onRetry={c.retry}
        intro={intro}
        scrollSignal={c.scrollSignal}
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
            <button type="button" className="btn-close" aria-label={t('chat.ui.dismiss')} onClick={c.dismissProblem} />
          </div>
        </div>
      )}

      <Composer
        name={profile.name}
        value={c.text}
        onChange={c.onTextChange}
        onSend={c.sendText}
        onPhoto={() => pickers.show('photo')}
        onGift={() => pickers.show('gift')}
        onIcebreakers={empty ? () => pickers.show('icebreakers') : undefined}
        maxLength={settings.message_length}
        price={prices.text}
        minimumCost={prices.minimum_message_cost}
        credits={c.balance}
      />

      {pickers.mounted && (
        <Suspense fallback={null}>
          <PhotoPicker show={pickers.open === 'photo'} onHide={pickers.close} onPick={c.sendPhoto} price={prices.photo} />
          <GiftPicker show={pickers.open === 'gift'} onHide={pickers.close} onPick={c.sendGift} name={profile.name} />
          <IcebreakerModal show={pickers.open === 'icebreakers'} onHide={pickers.close} onPick={c.pickLine} />
        </Suspense>
      )}
    </div>
  );
}
