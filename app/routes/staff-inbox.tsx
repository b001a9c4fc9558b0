import type { Route } from './+types/staff-inbox';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLoaderData } from 'react-router';
import { routeAction, useAction, type Failure } from '../lib/actions.ts';
import { ApiError } from '../lib/api.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { countryInWords, formatStaffDate, formatStaffTime, requireStaffPage } from '../lib/staff.ts';
import {
  claimNextConversation,
  fetchQueue,
  releaseConversation,
  renewLease,
  replyAsPersona,
} from '../components/staff/inbox-actions.ts';
import { newClientId } from '../components/chat/rules.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { initialsOf } from '../../common/rules/initials.ts';
import { STAFF_MEDIA_PATH } from '../../common/rules/photo-files.ts';
import type { InboxConversation, InboxQueue } from '../../common/api/operator.ts';
import type { ProfileCard } from '../../common/api/profiles.ts';

/**
 * /staff/inbox (operators, admins): members' conversations with the site's fictional profiles, one
 * at a time (decision 046). The header counts who waits, polled while the tab is visible; "Volgend
 * gesprek" claims the longest wait under a three-minute lease, which typing renews; the answer goes
 * out as the persona and the next conversation is claimed at once. Beside it the persona, the site's
 * disclosure and the rules; never anything of what a member pays (docs/staff-console.md, "Inbox").
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request, 'inbox.answer');
  const { count, oldest } = await context.klik.services.operatorQueue.waiting(staff.site_ids);
  const queue: InboxQueue = { waiting: count, oldest_waiting_since: oldest?.toISOString() ?? null };
  return { title: pageTitle(context.klik, 'staff.inbox.title'), queue };
}

export const clientAction = routeAction(claimNextConversation, replyAsPersona, releaseConversation);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** How often the header asks for the queue while the page is visible. */
const POLL_MS = 2_000;
/** Typing renews the lease (three minutes) at most this often. */
const RENEW_MS = 30_000;

/**
 * The queue's state: the loader's, then polled every two seconds while the tab is visible (a hidden
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
  const t = useT();
  const { locale } = useI18n();
  const { queue: initialQueue } = useLoaderData<typeof loader>();
  const { queue, refresh } = useQueue(initialQueue);
  const [held, setHeld] = useState<InboxConversation | null>(null);
  /** A claim found nobody waiting. */
  const [nobody, setNobody] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const lastRenew = useRef(0);
  /** The id of the answer being sent: a retry of the same text keeps it, so it is stored once. */
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
      lastRenew.current = Date.now();
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

  // Straight to the answer after a claim.
  const heldId = held?.conversation_id;
  useEffect(() => {
    if (heldId !== undefined) textarea.current?.focus();
  }, [heldId]);

  const next = () => {
    setError(null);
    claim.submit({});
  };
  const send = () => {
    if (!held || reply.busy || claim.busy || !draft.trim()) return;
    setError(null);
    clientId.current ??= newClientId();
    reply.submit({ id: held.conversation_id, body: draft.trim(), client_id: clientId.current });
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
    if (!held || Date.now() - lastRenew.current < RENEW_MS) return;
    lastRenew.current = Date.now();
    const id = held.conversation_id;
    renewLease(id).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 409) lose(err.message);
    });
  };

  return (
    <>
      <h1 className="h3 mb-2">{t('staff.inbox.title')}</h1>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <p className="mb-0 fw-semibold" role="status" aria-live="polite" data-testid="inbox-waiting">
          {t('staff.inbox.waiting', { count: queue.waiting })}
          {queue.oldest_waiting_since && (
            <> · {t('staff.inbox.oldest', { time: formatStaffTime(queue.oldest_waiting_since, locale) })}</>
          )}
        </p>
        <button
          type="button"
          className="btn btn-primary d-inline-flex align-items-center gap-2 ms-md-auto"
          onClick={next}
          disabled={claim.busy || reply.busy || release.busy}
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
                  disabled={reply.busy || claim.busy || release.busy || !draft.trim()}
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
                  disabled={reply.busy || claim.busy || release.busy}
                  aria-busy={release.busy || undefined}
                >
                  {release.busy && <Spinner />}
                  <span>{t('staff.inbox.release')}</span>
                </button>
              </div>
            </form>
          </div>
          <aside className="col-lg-4 d-flex flex-column gap-3">
            <PersonCard heading={t('staff.inbox.persona')} profile={held.persona} photo testId="inbox-persona" />
            <div className="alert alert-warning mb-0" data-testid="inbox-rules">
              <h2 className="h6 alert-heading">{t('staff.inbox.rulesTitle')}</h2>
              <p className="fw-semibold">{t('staff.inbox.rules')}</p>
              <p className="small mb-1">{t('staff.inbox.siteWarning')}</p>
              <p className="small mb-0 fst-italic">{held.fictional_warning}</p>
            </div>
            <PersonCard heading={t('staff.inbox.member')} profile={held.member} testId="inbox-member" />
          </aside>
        </div>
      ) : nobody ? (
        <EmptyState icon="chat-heart" title={t('staff.inbox.empty.title')} text={t('staff.inbox.empty.text')} />
      ) : (
        <EmptyState icon="chat-heart" title={t('staff.inbox.idle.title')} text={t('staff.inbox.idle.text')} />
      )}
    </>
  );
}

/** The messages, oldest at the top: the member's on the left, the persona's on the right, each with its time. */
function Conversation({ conversation }: { conversation: InboxConversation }) {
  const t = useT();
  const { locale } = useI18n();
  const { member, persona } = conversation;
  const list = useRef<HTMLDivElement>(null);
  // The newest message in view, as in a chat.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [conversation]);
  const messages = [...conversation.messages].reverse();
  const label = t('staff.inbox.conversation', { member: member.name, persona: persona.name });
  return (
    <section aria-label={label}>
      <h2 className="h5">{label}</h2>
      <div
        ref={list}
        className="border rounded-3 bg-body-tertiary p-3 overflow-auto"
        style={{ maxHeight: '60vh' }}
        tabIndex={0}
        aria-label={label}
        data-testid="inbox-messages"
      >
        {messages.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('staff.inbox.noMessages')}</p>
        ) : (
          <ol className="list-unstyled d-flex flex-column gap-2 mb-0">
            {messages.map((m) => {
              const mine = m.sender_id === persona.id;
              return (
                <li key={m.id} className={`d-flex ${mine ? 'justify-content-end' : 'justify-content-start'}`}>
                  <div
                    className={`rounded-3 px-3 py-2 ${mine ? 'bg-primary-subtle' : 'bg-body border'}`}
                    style={{ maxWidth: '80%' }}
                    data-from={mine ? 'persona' : 'member'}
                  >
                    <span className="visually-hidden">
                      {t(mine ? 'staff.inbox.fromPersona' : 'staff.inbox.fromMember', {
                        name: mine ? persona.name : member.name,
                      })}
                      :{' '}
                    </span>
                    <span className="d-block text-break" style={{ whiteSpace: 'pre-wrap' }}>
                      {messageText(m, t)}
                    </span>
                    <time dateTime={m.created_at} className="d-block small text-body-secondary text-end">
                      {sameDay(m.created_at)
                        ? formatStaffTime(m.created_at, locale)
                        : formatStaffDate(m.created_at, locale)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}

/** A message as the operator reads it: the words; for a photo or a gift only that it is one (never a price). */
function messageText(m: InboxConversation['messages'][number], t: ReturnType<typeof useT>): string {
  if (m.removed) return t('staff.inbox.removed');
  const note = m.body ? ` ${m.body}` : '';
  if (m.type === 'photo') return t('staff.inbox.photo') + note;
  if (m.type === 'gift') return t('staff.inbox.gift') + note;
  return m.body;
}

const dayOf = (d: Date) => d.toLocaleDateString('nl-NL', { timeZone: 'Europe/Amsterdam' });
const sameDay = (iso: string) => dayOf(new Date(iso)) === dayOf(new Date());

/** A profile beside the conversation: name, age, place; the persona with its photo. */
function PersonCard({
  heading,
  profile,
  photo = false,
  testId,
}: {
  heading: string;
  profile: ProfileCard;
  photo?: boolean;
  testId: string;
}) {
  const t = useT();
  const { locale } = useI18n();
  const place = profile.place ?? profile.region ?? countryInWords(profile.country, locale);
  return (
    <section className="card shadow-sm" data-testid={testId} aria-label={`${heading}: ${profile.name}`}>
      <div className="card-body d-flex gap-3 align-items-center">
        {photo &&
          (profile.main_image ? (
            <img
              src={STAFF_MEDIA_PATH + profile.main_image.thumb_filename}
              alt=""
              width={72}
              height={72}
              className="rounded-3 object-fit-cover flex-shrink-0"
            />
          ) : (
            <span
              className="rounded-3 bg-body-secondary d-inline-flex align-items-center justify-content-center flex-shrink-0 fw-semibold"
              style={{ width: 72, height: 72 }}
              aria-hidden="true"
            >
              {initialsOf(profile.name)}
            </span>
          ))}
        <div>
          <h2 className="h6 text-body-secondary mb-1">{heading}</h2>
          <p className="fw-semibold mb-0">{profile.name}</p>
          <p className="small mb-0">
            {t('staff.inbox.age', { age: profile.age })} · {place}
          </p>
        </div>
      </div>
    </section>
  );
}
