import type { Route } from './+types/staff-inbox';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import { routeAction, useAction, type Failure } from '../lib/actions.ts';
import { ApiError } from '../lib/api.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffTime, requireStaffPage } from '../lib/staff.ts';
import {
  addInboxNote,
  claimNextConversation,
  fetchQueue,
  releaseConversation,
  replyAsPersona,
  signalTyping,
} from '../components/staff/inbox-actions.ts';
import {
  Brief,
  Conversation,
  MemberAbout,
  Notes,
  PersonCard,
  RecentConversations,
} from '../components/staff/inbox-parts.tsx';
import { answerTimeText, waitedText } from '../components/staff/overview.tsx';
import { newClientId, shouldSendTyping } from '../components/chat/rules.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { staffMay } from '../../common/rules/staff-roles.ts';
import { STAFF_MEDIA_PATH } from '../../common/rules/photo-files.ts';
import type { InboxConversation, InboxQueue, InboxReply } from '../../common/api/operator.ts';

/**
 * /staff/inbox (operators, admins): members' conversations with the site's fictional profiles, one
 * at a time (decision 046). The header counts who waits (and how many past the site's target time),
 * polled while the tab is visible; "Volgend gesprek" claims the longest wait under a three-minute
 * lease, which typing renews (the member sees the persona typing); the answer goes out as the persona
 * — words, one of its approved photos or one of the site's fixed honest answers — and the next
 * conversation is claimed at once. Beside it the persona with its brief, the member's profile, the
 * notes per member and persona, the site's disclosure and the rules; never anything of what a member
 * pays. A supervisor (inbox.supervise) also reads any conversation back, with who wrote each answer
 * (`?read=<id>`), and sees today's figures per operator on the overview (docs/staff-console.md, "Inbox").
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request, 'inbox.answer');
  const { operatorQueue, operatorInbox } = context.klik.services;
  const me = { id: staff.id, role: staff.role, siteIds: staff.site_ids };
  const supervisor = staffMay(staff.role, 'inbox.supervise');
  const read = Number(new URL(request.url).searchParams.get('read'));
  const [waiting, mine, recent, reading] = await Promise.all([
    operatorQueue.waiting(staff.site_ids),
    operatorInbox.figures(me, 'today'),
    supervisor ? operatorInbox.recent(me) : null,
    supervisor && Number.isInteger(read) && read > 0 ? operatorInbox.view(me, read).catch(() => null) : null,
  ]);
  const queue: InboxQueue = {
    waiting: waiting.count,
    oldest_waiting_since: waiting.oldest?.toISOString() ?? null,
    late: waiting.late,
  };
  return { title: pageTitle(context.klik, 'staff.inbox.title'), queue, mine, recent, reading };
}

export const clientAction = routeAction(claimNextConversation, replyAsPersona, releaseConversation, addInboxNote);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** How often the header asks for the queue while the page is visible. */
const POLL_MS = 1_000;

/**
 * The queue's state: the loader's, then polled every second while the tab is visible (a hidden
 * tab asks nothing; it asks at once when shown again). `refresh` asks now, after a claim or answer.
 */
function useQueue(initial: InboxQueue): { queue: InboxQueue; refresh: () => void } {
  const [queue, setQueue] = useState(initial);
  useEffect(() => setQueue(initial), [initial]);
  const restart = useRef<() => void>(() => {});
  useEffect(() => {
    // Each start is a generation: an answer or a timer of an earlier one is ignored.
    let generation = 0;
    let timer: number | undefined;
    let controller: AbortController | null = null;
    const stop = () => {
      generation++;
      window.clearTimeout(timer);
      controller?.abort();
    };
    const start = (delay: number) => {
      stop();
      const mine = generation;
      const run = async () => {
        controller = new AbortController();
        try {
          const next = await fetchQueue(controller.signal);
          if (mine === generation) setQueue(next);
        } catch {
          // Keep the last figure; the next round asks again.
        }
        if (mine === generation) timer = window.setTimeout(run, POLL_MS);
      };
      timer = window.setTimeout(run, delay);
    };
    const visible = () => document.visibilityState === 'visible';
    const onVisibility = () => (visible() ? start(0) : stop());
    restart.current = () => {
      if (visible()) start(0);
    };
    if (visible()) start(POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      restart.current = () => {};
      stop();
    };
  }, []);
  const refresh = useCallback(() => restart.current(), []);
  return { queue, refresh };
}

export default function StaffInbox() {
  const { reading } = useLoaderData<typeof loader>();
  return reading ? <ReadBack conversation={reading} /> : <Inbox />;
}

/** A supervisor reading a conversation back: the messages with who wrote each answer, the notes; no answering. */
function ReadBack({ conversation }: { conversation: InboxConversation }) {
  const t = useT();
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/inbox">← {t('staff.inbox.reading.back')}</Link>
      </p>
      <h1 className="h3 mb-2">{t('staff.inbox.reading.title')}</h1>
      <p className="alert alert-info py-2">{t('staff.inbox.reading.note')}</p>
      <div className="row g-4">
        <div className="col-lg-8">
          <Conversation conversation={conversation} reading />
        </div>
        <aside className="col-lg-4 d-flex flex-column gap-3">
          <PersonCard
            heading={t('staff.inbox.reading.persona')}
            profile={conversation.persona}
            photo
            testId="inbox-persona"
          >
            <Brief brief={conversation.brief} />
          </PersonCard>
          <PersonCard heading={t('staff.inbox.member')} profile={conversation.member} testId="inbox-member">
            <MemberAbout conversation={conversation} />
          </PersonCard>
          <Notes conversation={conversation} canWrite={false} />
        </aside>
      </div>
    </>
  );
}

function Inbox() {
  const t = useT();
  const { locale } = useI18n();
  const { queue: initialQueue, mine, recent } = useLoaderData<typeof loader>();
  const { queue, refresh } = useQueue(initialQueue);
  const [held, setHeld] = useState<InboxConversation | null>(null);
  /** A claim found nobody waiting. */
  const [nobody, setNobody] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  /** When the member was last told the persona types (which also renews the lease). */
  const lastTyping = useRef<number | null>(null);
  /** The id of the answer being sent: a retry of the same answer keeps it, so it is stored once. */
  const clientId = useRef<string | null>(null);

  /** The conversation is someone else's now (409): the server's text, and nothing of it left here. */
  const lose = useCallback(
    (message: string) => {
      setHeld(null);
      setDraft('');
      clientId.current = null;
      setError(message || t('staff.inbox.leaseLost'));
      refresh();
    },
    [t, refresh],
  );
  const failed = (f: Failure) => (f.status === 409 ? lose(f.message) : setError(f.message));

  const claim = useAction(claimNextConversation, {
    reload: false,
    done: ({ conversation }) => {
      setHeld(conversation);
      setNobody(conversation === null);
      setDraft('');
      clientId.current = null;
      lastTyping.current = null;
      refresh();
    },
    failed,
  });
  const reply = useAction(replyAsPersona, {
    reload: false,
    // The conversation left the queue with the answer: on to the next one.
    done: () => {
      setDraft('');
      clientId.current = null;
      claim.submit({});
    },
    failed,
  });
  const release = useAction(releaseConversation, {
    reload: false,
    done: () => {
      setHeld(null);
      setDraft('');
      refresh();
    },
    failed,
  });
  const busy = reply.busy || claim.busy || release.busy;

  // Straight to the answer after a claim.
  const heldId = held?.conversation_id;
  useEffect(() => {
    if (heldId !== undefined) textarea.current?.focus();
  }, [heldId]);

  const next = () => {
    setError(null);
    claim.submit({});
  };
  /** Sends an answer; a retry of the same one keeps its client id (stored once). */
  const answer = (content: Omit<InboxReply, 'client_id'>, sameAsBefore: boolean) => {
    if (!held || busy) return;
    setError(null);
    if (!sameAsBefore) clientId.current = null;
    clientId.current ??= newClientId();
    reply.submit({ id: held.conversation_id, reply: { ...content, client_id: clientId.current } as InboxReply });
  };
  const send = () => {
    if (draft.trim()) answer({ body: draft.trim() }, true);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const onChange = (value: string) => {
    setDraft(value);
    // Another text is another message.
    clientId.current = null;
    if (!held || !value || !shouldSendTyping(lastTyping.current, Date.now())) return;
    lastTyping.current = Date.now();
    signalTyping(held.conversation_id).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 409) lose(err.message);
    });
  };

  const waitedMinutes = held?.waiting_since
    ? Math.max(0, Math.floor((Date.now() - new Date(held.waiting_since).getTime()) / 60_000))
    : null;

  return (
    <>
      <h1 className="h3 mb-2">{t('staff.inbox.title')}</h1>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <div>
          <p className="mb-0 fw-semibold" role="status" aria-live="polite" data-testid="inbox-waiting">
            {t('staff.inbox.waiting', { count: queue.waiting })}
            {queue.oldest_waiting_since && (
              <> · {t('staff.inbox.oldest', { time: formatStaffTime(queue.oldest_waiting_since, locale) })}</>
            )}
            {queue.late > 0 && (
              <span className="badge text-bg-danger ms-2" data-testid="inbox-late">
                {t('staff.inbox.late', { count: queue.late })}
              </span>
            )}
          </p>
          <p className="mb-0 small text-body-secondary" data-testid="inbox-mine">
            {t('staff.inbox.mine', {
              count: mine.answered,
              duration: answerTimeText(t, mine.median_answer_seconds ?? 0),
            })}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary d-inline-flex align-items-center gap-2 ms-md-auto"
          onClick={next}
          disabled={busy}
          aria-busy={claim.busy || undefined}
        >
          {claim.busy && <Spinner />}
          <span>{t('staff.inbox.next')}</span>
          {claim.busy && <span className="visually-hidden">{t('staff.inbox.claiming')}</span>}
        </button>
      </div>
      {error && <FormAlert className="mb-3">{error}</FormAlert>}
      {held ? (
        <div className="row g-4">
          <div className="col-lg-8">
            {waitedMinutes !== null && (
              <p
                className={`small mb-2 ${waitedMinutes >= held.target_answer_minutes ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
              >
                {t('staff.inbox.waited', { duration: waitedText(t, waitedMinutes) })}
                {waitedMinutes >= held.target_answer_minutes && (
                  <> · {t('staff.inbox.overTarget', { minutes: held.target_answer_minutes })}</>
                )}
              </p>
            )}
            <Conversation conversation={held} />
            <form onSubmit={onSubmit} className="mt-3" aria-busy={reply.busy || undefined}>
              <label htmlFor="inbox-reply" className="form-label fw-semibold">
                {t('staff.inbox.replyLabel', { name: held.persona.name })}
              </label>
              <textarea
                id="inbox-reply"
                ref={textarea}
                className="form-control"
                rows={4}
                maxLength={5000}
                value={draft}
                onChange={(e) => onChange(e.target.value)}
                onKeyDown={onKeyDown}
                aria-describedby="inbox-reply-help"
                readOnly={reply.busy}
              />
              <div id="inbox-reply-help" className="form-text">
                {t('staff.inbox.replyHelp')}
              </div>
              <div className="d-flex flex-wrap gap-2 mt-2">
                <button
                  type="submit"
                  className="btn btn-primary d-inline-flex align-items-center gap-2"
                  disabled={busy || !draft.trim()}
                  aria-busy={reply.busy || undefined}
                >
                  {reply.busy && <Spinner />}
                  <span>{t('staff.inbox.send', { name: held.persona.name })}</span>
                  {reply.busy && <span className="visually-hidden">{t('staff.inbox.sending')}</span>}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary d-inline-flex align-items-center gap-2"
                  onClick={() => {
                    setError(null);
                    release.submit({ id: held.conversation_id });
                  }}
                  disabled={busy}
                  aria-busy={release.busy || undefined}
                >
                  {release.busy && <Spinner />}
                  <span>{t('staff.inbox.release')}</span>
                </button>
              </div>
            </form>
            <div className="row g-3 mt-1">
              <section className="col-md-6" aria-labelledby="inbox-fixed">
                <h2 className="h6" id="inbox-fixed">
                  {t('staff.inbox.fixed.title')}
                </h2>
                <p className="small text-body-secondary">
                  {t('staff.inbox.fixed.help', { persona: held.persona.name })}
                </p>
                {held.fixed_answers.length === 0 ? (
                  <p className="small fst-italic">{t('staff.inbox.fixed.none')}</p>
                ) : (
                  <ul className="list-unstyled d-flex flex-column gap-2 mb-0" data-testid="inbox-fixed">
                    {held.fixed_answers.map((f) => (
                      <li key={f.label}>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-dark text-start w-100"
                          disabled={busy}
                          onClick={() => answer({ fixed: f.label }, false)}
                          title={f.text}
                        >
                          <span className="fw-semibold d-block">{t('staff.inbox.fixed.send', { label: f.label })}</span>
                          <span className="small d-block text-body-secondary">{f.text}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section className="col-md-6" aria-labelledby="inbox-photos">
                <h2 className="h6" id="inbox-photos">
                  {t('staff.inbox.photos.title')}
                </h2>
                <p className="small text-body-secondary">
                  {t('staff.inbox.photos.help', { persona: held.persona.name })}
                </p>
                {held.persona_photos.length === 0 ? (
                  <p className="small fst-italic">{t('staff.inbox.photos.none')}</p>
                ) : (
                  <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                    {held.persona_photos.map((p, i) => (
                      <li key={p.id}>
                        <button
                          type="button"
                          className="btn p-0 border rounded-3 overflow-hidden"
                          disabled={busy}
                          onClick={() => answer({ photo_id: p.id }, false)}
                          aria-label={t('staff.inbox.photos.send', { n: i + 1, persona: held.persona.name })}
                        >
                          <img
                            src={STAFF_MEDIA_PATH + p.thumb_filename}
                            alt=""
                            width={64}
                            height={64}
                            className="d-block object-fit-cover"
                          />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          </div>
          <aside className="col-lg-4 d-flex flex-column gap-3">
            <PersonCard heading={t('staff.inbox.persona')} profile={held.persona} photo testId="inbox-persona">
              <Brief brief={held.brief} />
            </PersonCard>
            <div className="alert alert-warning mb-0" data-testid="inbox-rules">
              <h2 className="h6 alert-heading">{t('staff.inbox.rulesTitle')}</h2>
              <p className="fw-semibold">{t('staff.inbox.rules')}</p>
              <p className="small mb-1">{t('staff.inbox.siteWarning')}</p>
              <p className="small mb-0 fst-italic">{held.fictional_warning}</p>
            </div>
            <PersonCard heading={t('staff.inbox.member')} profile={held.member} testId="inbox-member">
              <MemberAbout conversation={held} />
            </PersonCard>
            <Notes conversation={held} canWrite />
          </aside>
        </div>
      ) : nobody ? (
        <EmptyState icon="chat-heart" title={t('staff.inbox.empty.title')} text={t('staff.inbox.empty.text')} />
      ) : (
        <EmptyState icon="chat-heart" title={t('staff.inbox.idle.title')} text={t('staff.inbox.idle.text')} />
      )}
      {recent && <RecentConversations recent={recent} />}
    </>
  );
}
