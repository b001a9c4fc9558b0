import { useState } from 'react';
import { Link } from 'react-router';
import type { BlockedList } from '../../../common/api/reports.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { useFocusAfterRender, useHydrated } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { unblockMember } from '../members/actions.ts';
import { SettingsSection } from './SettingsSection.tsx';

type Blocked = BlockedList['blocked'][number];

/**
 * The members this member blocked, with Unblock (the FAQ promises it): most recent
 * first, each with photo, name, age and when. After an unblock the page data is loaded again, so
 * the list is the server's; the focus moves to the status line that says who was unblocked.
 */
export function BlockedMembers({ blocked }: { blocked: Blocked[] }) {
  const t = useT();
  const settings = useSettings();
  const hydrated = useHydrated();
  const focusAfterRender = useFocusAfterRender();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const unblock = useAction(unblockMember, {
    done: (_, { id }) => {
      const name = blocked.find((b) => b.id === id)?.name ?? '';
      setMessage({ ok: true, text: t('blocks.list.unblocked', { name }) });
      focusAfterRender('blocked-status');
    },
    failed: (failure) => setMessage({ ok: false, text: failure.message }),
  });
  const pendingId = unblock.pending?.id ?? null;

  return (
    <SettingsSection id="blocked" title={t('blocks.list.title')}>
      <p className="text-body-secondary small">{t('blocks.list.intro')}</p>
      <div id="blocked-status" role="status" aria-live="polite" tabIndex={-1} style={{ outline: 'none' }}>
        {message && <p className={`small mb-2 ${message.ok ? 'text-success' : 'text-danger'}`}>{message.text}</p>}
      </div>
      {blocked.length === 0 ? (
        <p className="mb-0 fst-italic text-body-secondary">{t('blocks.list.empty')}</p>
      ) : (
        <ul className="list-unstyled mb-0 klik-blocked-list" aria-label={t('blocks.list.label')}>
          {blocked.map((b) => {
            const thumb =
              b.main_image?.status === 'active' ? `${settings.cdn_prefix}${b.main_image.thumb_filename}` : null;
            return (
              <li key={b.id} className="d-flex align-items-center gap-3 py-2 border-top">
                <span className="klik-avatar flex-shrink-0" style={{ width: 44, height: 44 }}>
                  {thumb ? (
                    <img src={thumb} alt="" width={44} height={44} />
                  ) : (
                    <span aria-hidden="true">{b.name.slice(0, 1).toUpperCase()}</span>
                  )}
                </span>
                <span className="flex-grow-1" style={{ minWidth: 0 }}>
                  <Link to={`/members/${b.id}`} className="fw-semibold text-body d-block text-truncate">
                    {b.name}, {b.age}
                  </Link>
                  <span className="small text-body-secondary">
                    {t('blocks.list.since', { date: new Date(b.blocked_at) })}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary text-nowrap"
                  onClick={() => {
                    setMessage(null);
                    unblock.submit({ id: b.id });
                  }}
                  disabled={!hydrated || unblock.busy}
                  aria-label={t('members.action.unblockLabel', { name: b.name })}
                >
                  {pendingId === b.id && <Spinner className="me-1" />}
                  {t('members.action.unblock')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </SettingsSection>
  );
}
