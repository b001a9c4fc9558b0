import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ChatMessage, ChatPrices, ChatProfile, ConversationPayload } from '../../../common/api/chat.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { usePurchasesAvailable, useSettings } from '../../lib/root-data.ts';
import { FREE_MAX_CONVERSATIONS } from '../../../common/constants.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { Icon } from '../Icon.tsx';
import { Avatar } from './Avatar.tsx';
import { FictionalMark } from '../FictionalMark.tsx';
import { ChatIcon } from './ChatIcon.tsx';
import { Composer } from './Composer.tsx';
import { FictionalDisclosure } from './FictionalDisclosure.tsx';
import { useUser } from '../../lib/user.ts';
import { MessageList } from './MessageList.tsx';
// The pickers are dialogs (react-bootstrap's Modal): loaded at the first tap that opens one, so the
// chat's first load stays within the JavaScript budget.
const PhotoPicker = lazy(() => import('./Pickers.tsx').then((m) => ({ default: m.PhotoPicker })));
const GiftPicker = lazy(() => import('./Pickers.tsx').then((m) => ({ default: m.GiftPicker })));
const IcebreakerModal = lazy(() => import('./Pickers.tsx').then((m) => ({ default: m.IcebreakerModal })));
import { useConversation } from './use-conversation.ts';
import { MenuButton } from '../MenuButton.tsx';
import { useAction } from '../../lib/actions.ts';
import { blockMember, unblockMember } from '../members/actions.ts';
import { Spinner } from '../../ui/Spinner.tsx';
// Reporting and the block confirmation are dialogs too, loaded at the first tap.
const ReportDialog = lazy(() => import('../reports/ReportDialog.tsx'));
const BlockConfirmModal = lazy(() => import('../members/BlockConfirmModal.tsx'));

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
  /** A new conversation with a member the viewer blocked (/members/{id}/chat): Unblock instead of the composer. */
  blocked?: boolean;
  /** A new conversation: how many more the member may start (null: no limit; product §4). */
  startsLeft?: number | null;
}

/**
 * One conversation (product §2 chat screen): header, messages, composer, the send problems of spec
 * §5/§8 (credits, the free conversation limit) with their way out, and the pickers. It renders;
 * `useConversation` holds the state (live messages, read calls, typing, sending, draft, pickers).
 */
export function ConversationView({
  profile: initialProfile,
  conversation,
  prices,
  backTo,
  onSent,
  onRead,
  now,
  blocked: initiallyBlocked = false,
  startsLeft = null,
}: ConversationViewProps) {
  const { t } = useI18n();
  const settings = useSettings();
  const user = useUser();
  // Decision 047: the first paid message to a profile the site runs waits for the disclosure.
  const [disclosed, setDisclosed] = useState(false);
  const purchases = usePurchasesAvailable();
  const c = useConversation({ profile: initialProfile, conversation, onSent, onRead });
  const { profile: shown, messages, typing, problem, pickers } = c;
  // A member whose deletion is final has no name left: 'verwijderd lid'.
  const profile = shown.name ? shown : { ...shown, name: t('chat.deletedMember') };
  // ... and no age: the server sends none once the birth date is erased.
  const nameAge = profile.age === null ? profile.name : t('chat.ui.nameAge', { name: profile.name, age: profile.age });
  const empty = messages.length === 0;
  const mustDisclose =
    profile.fictional && prices.text > 0 && user !== null && !user.fictional_disclosure_confirmed && !disclosed;
  const safety = useSafetyActions(profile.id, conversation?.conversation.id ?? null, initiallyBlocked);

  // Nothing can be sent to someone blocked or no longer active: no invitation to write then.
  // A free member who started all their conversations is told so before typing a third opener.
  const limitReached = conversation === null && startsLeft === 0;
  const closed = profile.inactive || safety.blocked || limitReached;
  const intro = empty ? (
    <div className="klik-chat-welcome text-center">
      <Avatar profile={profile} size={96} dot={false} />
      {closed ? (
        <h2 className="h5 mt-3 mb-1">{nameAge}</h2>
      ) : (
        <>
          <h2 className="h5 mt-3 mb-1">{t('chat.ui.newTitle', { name: profile.name })}</h2>
          <p className="text-body-secondary small mb-3">{t('chat.ui.newText')}</p>
          <button
            type="button"
            className="btn btn-outline-primary rounded-pill"
            onClick={() => pickers.show('icebreakers')}
          >
            <ChatIcon name="lightbulb" className="me-2" />
            {t('chat.ui.icebreakers')}
          </button>
        </>
      )}
    </div>
  ) : (
    <p className="klik-chat-start text-center small text-body-secondary">
      {t('chat.ui.start', { name: profile.name })}
    </p>
  );

  return (
    <div className="klik-conversation">
      <header className="klik-conv-header">
        <Link to={backTo} className="btn klik-conv-back d-md-none" aria-label={t('chat.ui.back')}>
          <Icon name="arrow-left" size={20} />
        </Link>
        {/*
          Named by what it shows (name and age, the mark, the status) and then what it does: a name
          that did not contain the visible text ('Profiel van … bekijken') is not what a member who
          speaks to the phone says. The name is the page's level-one heading.
        */}
        <Link to={`/members/${profile.id}`} className="klik-conv-who">
          <Avatar profile={profile} size={42} />
          <div className="klik-conv-who-text">
            <h1 className="klik-conv-name">{nameAge}</h1>
            {profile.fictional && <FictionalMark className="klik-conv-fictional" />}
            <span className={`klik-conv-status${profile.inactive ? ' is-inactive' : typing ? ' is-typing' : ''}`}>
              {profile.inactive
                ? t('chat.ui.inactive')
                : typing
                  ? `${t('chat.ui.typing', { name: profile.name })}…`
                  : profile.online
                    ? t('chat.ui.online')
                    : '\u00a0'}
            </span>
            <span className="visually-hidden">, {t('chat.ui.openProfile')}</span>
          </div>
        </Link>
        <div className="klik-conv-menu ms-auto">
          <MenuButton
            id={`conv-menu-${profile.id}`}
            label={t('chat.ui.menu', { name: profile.name })}
            toggleClassName="btn klik-conv-back"
            toggle={safety.busy ? <Spinner /> : <Icon name="three-dots-vertical" size={20} />}
          >
            <button type="button" className="dropdown-item" onClick={safety.openReport}>
              <Icon name="flag" size={15} className="me-2" />
              {t('chat.ui.report')}
            </button>
            {safety.blocked ? (
              <button type="button" className="dropdown-item" onClick={safety.unblock}>
                <Icon name="slash-circle" size={15} className="me-2" />
                {t('chat.ui.unblock')}
              </button>
            ) : (
              <button type="button" className="dropdown-item text-danger" onClick={safety.openBlock}>
                <Icon name="slash-circle" size={15} className="me-2" />
                {t('chat.ui.block')}
              </button>
            )}
          </MenuButton>
        </div>
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
        <div
          className={`alert klik-chat-problem mb-0 alert-${problem.kind === 'credits' ? 'warning' : problem.kind === 'limit' ? 'info' : 'danger'}`}
          role="alert"
        >
          <div className="d-flex align-items-start gap-2">
            <Icon
              name={
                problem.kind === 'limit' ? 'gem' : problem.kind === 'credits' ? 'coin' : 'exclamation-triangle-fill'
              }
              size={18}
              className="mt-1 flex-none"
            />
            <div className="flex-grow-1">
              <p className="mb-2 fw-semibold">{problem.message}</p>
              {problem.kind === 'credits' && (
                <div className="d-flex flex-wrap align-items-center gap-2">
                  {purchases && (
                    <Link to="/credits" onClick={c.leaveToBuy} className="btn btn-sm btn-primary rounded-pill px-3">
                      {t('chat.ui.buyCredits')}
                    </Link>
                  )}
                  {problem.credits !== null && (
                    <span className="small">{t('chat.ui.balance', { credits: problem.credits })}</span>
                  )}
                </div>
              )}
              {problem.kind === 'limit' && purchases && (
                <Link to="/premium" className="btn btn-sm btn-primary rounded-pill px-3">
                  {t('chat.ui.becomePremium')}
                </Link>
              )}
            </div>
            <button type="button" className="btn-close" aria-label={t('chat.ui.dismiss')} onClick={c.dismissProblem} />
          </div>
        </div>
      )}

      {safety.error && (
        <div className="alert alert-danger klik-chat-problem mb-0" role="alert">
          {safety.error}
        </div>
      )}

      {profile.inactive ? (
        <p className="klik-conv-closed mb-0" role="status">
          <Icon name="slash-circle" size={16} className="me-2 flex-shrink-0" />
          {t('chat.ui.inactiveText', { name: profile.name })}
        </p>
      ) : safety.blocked ? (
        <div className="klik-conv-closed" role="status">
          <Icon name="slash-circle" size={16} className="me-2 flex-shrink-0" />
          <span className="flex-grow-1">{t('chat.ui.blockedText', { name: profile.name })}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary text-nowrap ms-2"
            onClick={safety.unblock}
            disabled={safety.busy}
          >
            {safety.busy && <Spinner className="me-1" />}
            {t('chat.ui.unblock')}
          </button>
        </div>
      ) : limitReached ? (
        <div className="klik-conv-closed flex-wrap gap-2" role="status" data-testid="conversation-limit">
          <Icon name="gem" size={16} className="me-2 flex-shrink-0" />
          <span className="flex-grow-1">
            {t('chat.ui.limit.reached', { max: FREE_MAX_CONVERSATIONS, name: profile.name })}
          </span>
          {purchases && (
            <>
              <Link to="/premium" className="btn btn-sm btn-primary rounded-pill px-3">
                {t('chat.ui.becomePremium')}
              </Link>
              <Link to="/credits" onClick={c.leaveToBuy} className="btn btn-sm btn-outline-primary rounded-pill px-3">
                {t('chat.ui.buyCreditsShort')}
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          {conversation === null && startsLeft !== null && (
            <p className="klik-composer-limit mb-0" role="note">
              {t('chat.ui.limit.left', { count: startsLeft })}
            </p>
          )}
          {c.held && !problem && (
            <div
              className="klik-composer-held d-flex flex-wrap align-items-center gap-2"
              role="status"
              data-testid="held-message"
            >
              {c.held.type === 'gift' && <img src={c.held.image} alt="" width={32} height={32} />}
              <span className="flex-grow-1 klik-min-w-0">
                {c.held.type === 'text'
                  ? t('chat.ui.held.text', {
                      name: profile.name,
                      body: c.held.body.length > 60 ? `${c.held.body.slice(0, 60)}…` : c.held.body,
                    })
                  : c.held.type === 'gift'
                    ? t('chat.ui.held.gift', { name: profile.name, gift: t(`gift.${c.held.gift_id}` as MessageKey) })
                    : t('chat.ui.held.photo', { name: profile.name })}
              </span>
              <button type="button" className="btn btn-sm btn-primary rounded-pill px-3" onClick={c.sendHeld}>
                {t('chat.ui.held.send', {
                  credits:
                    c.held.type === 'gift' ? c.held.credits : c.held.type === 'photo' ? prices.photo : prices.text,
                })}
              </button>
              <button type="button" className="btn btn-sm btn-link" onClick={c.dropHeld}>
                {t('chat.ui.held.drop')}
              </button>
            </div>
          )}
          {mustDisclose ? (
            <FictionalDisclosure
              name={profile.name}
              credits={prices.text}
              minimumCost={prices.minimum_message_cost}
              onConfirmed={() => setDisclosed(true)}
            />
          ) : (
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
              onBuy={c.leaveToBuy}
            />
          )}
        </>
      )}

      {pickers.mounted && (
        <Suspense fallback={null}>
          <PhotoPicker
            show={pickers.open === 'photo'}
            onHide={pickers.close}
            onPick={c.sendPhoto}
            price={prices.photo}
            basis={prices.credit_basis}
          />
          <GiftPicker
            show={pickers.open === 'gift'}
            onHide={pickers.close}
            onPick={c.sendGift}
            name={profile.name}
            basis={prices.credit_basis}
          />
          <IcebreakerModal show={pickers.open === 'icebreakers'} onHide={pickers.close} onPick={c.pickLine} />
        </Suspense>
      )}

      {safety.report && (
        <Suspense fallback={null}>
          <ReportDialog
            key={safety.report.key}
            show={safety.report.open}
            member={{ id: profile.id, name: profile.name }}
            conversationId={conversation?.conversation.id ?? null}
            canBlock={!safety.blocked}
            onHide={safety.closeReport}
            onBlocked={safety.blockedFromDialog}
            onExited={safety.reportExited}
          />
        </Suspense>
      )}
      {safety.confirm && (
        <Suspense fallback={null}>
          <BlockConfirmModal
            show={safety.confirm.open}
            busy={safety.busy}
            name={profile.name}
            error={safety.confirm.error}
            onCancel={safety.closeBlock}
            onConfirm={safety.block}
            onExited={safety.blockExited}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Reporting, blocking and unblocking from the chat header (the FAQ promises both). A
 * block deletes the conversation (product §6), so after one the screen goes to the member's chat page,
 * which shows Unblock where the composer was; without a conversation yet it stays and shows that.
 * The chat keeps itself current, so these writes reload no page data (the route does not either).
 */
function useSafetyActions(memberId: number, conversationId: number | null, initiallyBlocked: boolean) {
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState(initiallyBlocked);
  const [report, setReport] = useState<{ open: boolean; key: number } | null>(null);
  const [confirm, setConfirm] = useState<{ open: boolean; error: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Blocked from a dialog: what follows waits until the dialog has closed. */
  const blockedMeanwhile = useRef(false);

  const afterBlock = () => {
    blockedMeanwhile.current = false;
    if (conversationId !== null) void navigate(`/members/${memberId}/chat`, { replace: true });
    else setBlocked(true);
  };
  const blockAction = useAction(blockMember, {
    reload: false,
    done: () => {
      blockedMeanwhile.current = true;
      setConfirm((c) => (c ? { ...c, open: false } : c));
    },
    failed: (failure) => setConfirm((c) => (c ? { ...c, error: failure.message } : c)),
  });
  const unblockAction = useAction(unblockMember, {
    reload: false,
    done: () => setBlocked(false),
    failed: (failure) => setError(failure.message),
  });

  return {
    blocked,
    busy: blockAction.busy || unblockAction.busy,
    error,
    report,
    confirm,
    openReport: () => setReport({ open: true, key: Date.now() }),
    closeReport: () => setReport((r) => (r ? { ...r, open: false } : r)),
    blockedFromDialog: () => {
      blockedMeanwhile.current = true;
    },
    reportExited: () => {
      setReport(null);
      if (blockedMeanwhile.current) afterBlock();
    },
    openBlock: () => setConfirm({ open: true, error: null }),
    closeBlock: () => setConfirm((c) => (c ? { ...c, open: false } : c)),
    block: () => {
      setConfirm((c) => (c ? { ...c, error: null } : c));
      blockAction.submit({ id: memberId });
    },
    blockExited: () => {
      setConfirm(null);
      if (blockedMeanwhile.current) afterBlock();
    },
    unblock: () => {
      setError(null);
      unblockAction.submit({ id: memberId });
    },
  };
}
