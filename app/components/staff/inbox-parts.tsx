import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useI18n, useT } from '../../lib/i18n.tsx';
import { countryInWords, formatStaffDate, formatStaffTime } from '../../lib/staff.ts';
import { useAction } from '../../lib/actions.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { interestById } from '../../../common/data/interests.ts';
import { initialsOf } from '../../../common/rules/initials.ts';
import { STAFF_MEDIA_PATH } from '../../../common/rules/photo-files.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import {
  INBOX_NOTE_MAX,
  type InboxConversation,
  type InboxNote,
  type InboxRecent,
} from '../../../common/api/operator.ts';
import type { ProfileCard } from '../../../common/api/profiles.ts';
import { addInboxNote } from './inbox-actions.ts';

/**
 * The parts of the operators' inbox (app/routes/staff-inbox.tsx, decision 046): the conversation,
 * the profiles beside it, the persona's brief, the notes per member and persona, and a supervisor's
 * list to read conversations back.
 */

type Translate = ReturnType<typeof useT>;

/**
 * The messages, oldest at the top: the member's on the left, the persona's on the right, each with its
 * time; for a supervisor reading back, who wrote each of the persona's (`written_by`).
 */
export function Conversation({
  conversation,
  reading = false,
}: {
  conversation: InboxConversation;
  reading?: boolean;
}) {
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
                      {mine
                        ? t(reading ? 'staff.inbox.fromPersonaRead' : 'staff.inbox.fromPersona', { name: persona.name })
                        : t('staff.inbox.fromMember', { name: member.name })}
                      :{' '}
                    </span>
                    {m.type === 'photo' && m.photo && !m.removed && (
                      <img
                        src={m.photo}
                        alt=""
                        width={96}
                        height={96}
                        className="d-block rounded-2 object-fit-cover mb-1"
                      />
                    )}
                    <span className="d-block text-break" style={{ whiteSpace: 'pre-wrap' }}>
                      {messageText(m, t)}
                    </span>
                    <span className="d-block small text-body-secondary text-end">
                      <time dateTime={m.created_at}>
                        {sameDay(m.created_at)
                          ? formatStaffTime(m.created_at, locale)
                          : formatStaffDate(m.created_at, locale)}
                      </time>
                      {m.written_by !== undefined && (
                        <span data-testid="written-by">
                          {' · '}
                          {m.written_by === null
                            ? t('staff.inbox.writtenByNobody')
                            : m.written_by === ''
                              ? t('staff.inbox.writtenByGone')
                              : t('staff.inbox.writtenBy', { name: m.written_by })}
                        </span>
                      )}
                    </span>
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
function messageText(m: InboxConversation['messages'][number], t: Translate): string {
  if (m.removed) return t('staff.inbox.removed');
  const note = m.body ? ` ${m.body}` : '';
  if (m.type === 'photo') return t('staff.inbox.photo') + note;
  if (m.type === 'gift') return t('staff.inbox.gift') + note;
  return m.body;
}

const dayOf = (d: Date) => d.toLocaleDateString('nl-NL', { timeZone: 'Europe/Amsterdam' });
const sameDay = (iso: string) => dayOf(new Date(iso)) === dayOf(new Date());

/** A profile beside the conversation: name, age, place; the persona with its photo. */
export function PersonCard({
  heading,
  profile,
  photo = false,
  testId,
  children,
}: {
  heading: string;
  profile: ProfileCard;
  photo?: boolean;
  testId: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  const { locale } = useI18n();
  const place = profile.place ?? profile.region ?? countryInWords(profile.country, locale);
  return (
    <section className="card shadow-sm" data-testid={testId} aria-label={`${heading}: ${profile.name}`}>
      <div className="card-body">
        <div className="d-flex gap-3 align-items-center">
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
        {children}
      </div>
    </section>
  );
}

/** What the member's public profile says: the text, the visible fields and the interests. */
export function MemberAbout({ conversation }: { conversation: InboxConversation }) {
  const { t, locale } = useI18n();
  const about = conversation.member_profile;
  if (!about) return null;
  // A value without a label (a newer value than this catalogue) is shown as stored.
  const label = (key: string, fallback: string) => {
    const text = t(key as MessageKey);
    return text === key ? fallback : text;
  };
  const fields = Object.entries(about.fields).filter(([, v]) => v !== null && v !== '') as [string, string][];
  const interests = about.interests.flatMap((id) => {
    const i = interestById(id);
    return i ? [i.label[locale]] : [];
  });
  return (
    <div className="mt-3 small">
      <h3 className="h6">{t('staff.inbox.about', { name: conversation.member.name })}</h3>
      {about.description ? (
        <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
          {about.description}
        </p>
      ) : (
        <p className="mb-2 text-body-secondary fst-italic">{t('staff.inbox.noAbout')}</p>
      )}
      {fields.length > 0 && (
        <dl className="row g-1 mb-2">
          {fields.map(([field, value]) => (
            <div key={field} className="col-12 d-flex justify-content-between gap-2">
              <dt className="fw-normal text-body-secondary">{label(`profile.field.${field}`, field)}</dt>
              <dd className="mb-0 text-end">{label(`profile.${field}.${value}`, value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {interests.length > 0 && (
        <p className="mb-0">
          <span className="text-body-secondary">{t('staff.inbox.interests')}: </span>
          {interests.join(', ')}
        </p>
      )}
    </div>
  );
}

/** The persona's private brief: staff only, the facts every operator keeps to. */
export function Brief({ brief }: { brief: string | null }) {
  const t = useT();
  if (!brief) return null;
  return (
    <div className="mt-3 small border-top pt-2" data-testid="inbox-brief">
      <h3 className="h6 mb-1">{t('staff.inbox.brief')}</h3>
      <p className="text-body-secondary mb-1">{t('staff.inbox.briefNote')}</p>
      <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
        {brief}
      </p>
    </div>
  );
}

/**
 * The notes operators left about this member for this persona, oldest first, and (for the holder) a
 * form for a new one; a saved note shows at once.
 */
export function Notes({ conversation, canWrite }: { conversation: InboxConversation; canWrite: boolean }) {
  const t = useT();
  const { locale } = useI18n();
  const [notes, setNotes] = useState<InboxNote[]>(conversation.notes);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setNotes(conversation.notes);
    setDraft('');
    setError(null);
  }, [conversation]);
  const add = useAction(addInboxNote, {
    reload: false,
    done: ({ note }) => {
      setNotes((n) => [...n, note]);
      setDraft('');
    },
    failed: (f) => setError(f.fields.body ?? f.message),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim() || add.busy) return;
    setError(null);
    add.submit({ id: conversation.conversation_id, body: draft.trim() });
  };
  const id = `inbox-note-${conversation.conversation_id}`;
  return (
    <section className="card shadow-sm" aria-labelledby={`${id}-title`} data-testid="inbox-notes">
      <div className="card-body">
        <h2 className="h6" id={`${id}-title`}>
          {t('staff.inbox.notes.title')}
        </h2>
        <p className="small text-body-secondary">
          {t('staff.inbox.notes.help', { persona: conversation.persona.name, member: conversation.member.name })}
        </p>
        {notes.length === 0 ? (
          <p className="small fst-italic text-body-secondary">{t('staff.inbox.notes.empty')}</p>
        ) : (
          <ul className="list-unstyled small d-flex flex-column gap-2">
            {notes.map((n) => (
              <li key={n.id} className="border-start border-3 border-warning ps-2">
                <span className="d-block" style={{ whiteSpace: 'pre-wrap' }}>
                  {n.body}
                </span>
                <span className="d-block text-body-secondary">
                  {t('staff.inbox.notes.by', {
                    author: n.author ?? t('staff.inbox.notes.gone'),
                    time: formatStaffDate(n.created_at, locale),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {canWrite && (
          <form onSubmit={onSubmit} aria-busy={add.busy || undefined}>
            <label htmlFor={id} className="form-label small fw-semibold">
              {t('staff.inbox.notes.label')}
            </label>
            <textarea
              id={id}
              className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
              rows={2}
              maxLength={INBOX_NOTE_MAX}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <FormAlert id={`${id}-error`} className="mt-2 small">
                {error}
              </FormAlert>
            )}
            <button
              type="submit"
              className="btn btn-sm btn-outline-primary mt-2 d-inline-flex align-items-center gap-2"
              disabled={add.busy || !draft.trim()}
            >
              {add.busy && <Spinner />}
              <span>{add.busy ? t('staff.inbox.notes.saving') : t('staff.inbox.notes.add')}</span>
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

/** A supervisor's list of persona conversations, most recently active first, each to read back. */
export function RecentConversations({ recent }: { recent: InboxRecent }) {
  const t = useT();
  const { locale } = useI18n();
  return (
    <section className="mt-5" aria-labelledby="inbox-recent">
      <h2 className="h5" id="inbox-recent">
        {t('staff.inbox.recent.title')}
      </h2>
      <p className="small text-body-secondary">{t('staff.inbox.recent.help')}</p>
      {recent.conversations.length === 0 ? (
        <p className="fst-italic text-body-secondary">{t('staff.inbox.recent.empty')}</p>
      ) : (
        <ul className="list-group" data-testid="inbox-recent">
          {recent.conversations.map((c) => (
            <li key={c.conversation_id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
              <Link
                to={`/staff/inbox?read=${c.conversation_id}`}
                className="fw-semibold"
                aria-label={t('staff.inbox.recent.read', { member: c.member.name, persona: c.persona.name })}
              >
                {c.member.name} → {c.persona.name}
              </Link>
              <span className={`badge ${c.waiting_since ? 'text-bg-warning' : 'text-bg-light'}`}>
                {c.waiting_since ? t('staff.inbox.recent.waiting') : t('staff.inbox.recent.answered')}
              </span>
              {c.held_by && <span className="small">{t('staff.inbox.recent.heldBy', { name: c.held_by })}</span>}
              <time className="small text-body-secondary ms-auto" dateTime={c.updated_at}>
                {formatStaffDate(c.updated_at, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
