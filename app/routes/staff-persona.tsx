import type { Route } from './+types/staff-persona';
import { useId, useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { readFailure, routeAction, useAction } from '../lib/actions.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { idParam, orNotFound, pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { PersonaForm, profileInput, profileValues } from '../components/staff/PersonaForm.tsx';
import { PersonaStateBadge } from '../components/staff/PersonaStateBadge.tsx';
import {
  removePersonaPhoto,
  setPersonaMainPhoto,
  setPersonaState,
  updatePersona,
  uploadPersonaPhoto,
} from '../components/staff/persona-actions.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { Persona } from '../../common/api/personas.ts';
import { regionDataFor } from '../../common/data/regions.ts';
import { STAFF_MEDIA_PATH } from '../../common/rules/photo-files.ts';
import type { PersonaState } from '../../common/rules/personas.ts';

/**
 * /staff/personas/:id (operators, admins; decision 048): one persona — its profile and the brief for
 * the operators in one form, its photos (added through the members' pipeline, approved at once in
 * the uploader's name), and its state: pause, retire, reactivate. Another site's persona is a 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'personas.manage');
  const persona = await orNotFound(context.klik.services.personas.get(me.site_ids, idParam(params.id)));
  return {
    title: `${persona.profile.name} – ${pageTitle(context.klik, 'staff.personas.title')}`,
    persona,
    created: new URL(request.url).searchParams.get('created') === '1',
    regions: regionDataFor(persona.site.countries, context.klik.locale),
  };
}

export const clientAction = routeAction(updatePersona, setPersonaState, removePersonaPhoto, setPersonaMainPhoto);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffPersona() {
  const t = useT();
  const { locale } = useI18n();
  const { persona, created, regions } = useLoaderData<typeof loader>();
  const [refused, setRefused] = useState<{ fields: Record<string, string>; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(
    created ? t('staff.personas.created', { name: persona.profile.name }) : null,
  );
  const update = useAction(updatePersona, {
    done: () => {
      setRefused(null);
      setNotice(t('staff.personas.saved'));
    },
    failed: (f) => {
      setNotice(null);
      setRefused({ fields: f.fields, message: f.message });
    },
  });
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/personas">← {t('staff.personas.back')}</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 mb-0">{persona.profile.name}</h1>
        <PersonaStateBadge state={persona.state} />
      </div>
      <p className="small text-body-secondary mb-3">
        {persona.site.name} · {t('staff.personas.fictionalNote')} ·{' '}
        {persona.created_by
          ? t('staff.personas.madeBy', {
              name: persona.created_by.name,
              date: formatStaffDate(persona.created_at, locale),
            })
          : t('staff.personas.madeOn', { date: formatStaffDate(persona.created_at, locale) })}
      </p>
      <div className="row g-3">
        <div className="col-12 col-lg-8">
          <section className="card shadow-sm" aria-labelledby="persona-profile-title">
            <div className="card-body">
              <h2 id="persona-profile-title" className="h5">
                {t('staff.personas.section.profile')}
              </h2>
              <PersonaForm
                key={persona.updated_at}
                formId="persona-edit"
                sites={[persona.site]}
                siteId={persona.site_id}
                siteFixed
                regions={regions}
                initial={profileValues(persona.profile)}
                initialBrief={persona.brief}
                busy={update.busy}
                submitLabel="staff.personas.save"
                refused={refused}
                notice={notice}
                onSubmit={({ profile, brief }) =>
                  update.submit({ id: persona.id, profile: profileInput(profile), brief })
                }
              />
            </div>
          </section>
        </div>
        <div className="col-12 col-lg-4 d-flex flex-column gap-3">
          <PersonaStateCard persona={persona} />
          <PersonaPhotos persona={persona} />
        </div>
      </div>
    </>
  );
}

function PersonaStateCard({ persona }: { persona: Persona }) {
  const t = useT();
  const { locale } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = useAction(setPersonaState, {
    done: () => {
      setConfirming(false);
      setError(null);
    },
    failed: (f) => setError(f.message),
  });
  const go = (next: PersonaState) => state.submit({ id: persona.id, state: next });
  return (
    <section className="card shadow-sm" aria-labelledby="persona-state-title">
      <div className="card-body">
        <h2 id="persona-state-title" className="h5">
          {t('staff.personas.section.state')}
        </h2>
        <p className="mb-1">
          <PersonaStateBadge state={persona.state} />{' '}
          <span className="small text-body-secondary">
            {t('staff.personas.stateSince', { date: formatStaffDate(persona.state_changed_at, locale) })}
          </span>
        </p>
        <p className="small text-body-secondary">{t(`staff.personas.stateHelp.${persona.state}`)}</p>
        {error && <FormAlert className="mb-2">{error}</FormAlert>}
        {confirming ? (
          <div role="group" aria-label={t('staff.personas.retire')}>
            <p className="small">{t('staff.personas.retireConfirm', { name: persona.profile.name })}</p>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-danger" disabled={state.busy} onClick={() => go('retired')}>
                {t('staff.personas.retireYes')}
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
                {t('staff.personas.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            {persona.state !== 'active' && (
              <button type="button" className="btn btn-success" disabled={state.busy} onClick={() => go('active')}>
                {t('staff.personas.reactivate')}
              </button>
            )}
            {persona.state === 'active' && (
              <button
                type="button"
                className="btn btn-outline-warning"
                disabled={state.busy}
                onClick={() => go('paused')}
                title={t('staff.personas.stateHelp.paused')}
              >
                {t('staff.personas.pause')}
              </button>
            )}
            {persona.state !== 'retired' && (
              <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
                {t('staff.personas.retire')}
              </button>
            )}
            {state.busy && <Spinner />}
          </div>
        )}
      </div>
    </section>
  );
}

function PersonaPhotos({ persona }: { persona: Persona }) {
  const t = useT();
  const uid = useId();
  const { revalidate } = useRevalidator();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useAction(removePersonaPhoto, { failed: (f) => setError(f.message), done: () => setError(null) });
  const main = useAction(setPersonaMainPhoto, { failed: (f) => setError(f.message), done: () => setError(null) });

  async function upload(file: File) {
    setUploading(true);
    setError(null);
    try {
      await uploadPersonaPhoto(persona.id, file);
      await revalidate();
    } catch (err) {
      setError(readFailure(err, t('staff.personas.error')).message);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <section className="card shadow-sm" aria-labelledby={`${uid}-title`}>
      <div className="card-body">
        <h2 id={`${uid}-title`} className="h5">
          {t('staff.personas.section.photos')}
        </h2>
        {persona.photos.length === 0 ? (
          <p className="small text-body-secondary">{t('staff.personas.photos.none')}</p>
        ) : (
          <ul className="list-unstyled row g-2 mb-3">
            {persona.photos.map((p, i) => (
              <li key={p.id} className="col-6">
                <figure className="mb-0">
                  <img
                    src={STAFF_MEDIA_PATH + p.thumb_filename}
                    alt={t('staff.personas.photos.alt', { n: i + 1, name: persona.profile.name })}
                    width={160}
                    height={160}
                    className={`img-fluid rounded${p.main ? ' border border-3 border-primary' : ''}`}
                    loading="lazy"
                  />
                  <figcaption className="d-flex flex-wrap gap-1 mt-1">
                    {p.main ? (
                      <span className="badge text-bg-primary">{t('staff.personas.photos.main')}</span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        disabled={main.busy}
                        onClick={() => main.submit({ id: persona.id, photoId: p.id })}
                      >
                        {t('staff.personas.photos.makeMain')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      disabled={remove.busy}
                      aria-label={`${t('staff.personas.photos.remove')}: ${t('staff.personas.photos.alt', { n: i + 1, name: persona.profile.name })}`}
                      onClick={() => {
                        if (window.confirm(t('staff.personas.photos.removeConfirm')))
                          remove.submit({ id: persona.id, photoId: p.id });
                      }}
                    >
                      {t('staff.personas.photos.remove')}
                    </button>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        {error && <FormAlert className="mb-2">{error}</FormAlert>}
        <label htmlFor={`${uid}-file`} className="form-label">
          {t('staff.personas.photos.add')}
        </label>
        <input
          ref={inputRef}
          id={`${uid}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif"
          className="form-control"
          disabled={uploading}
          aria-describedby={`${uid}-help`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <div id={`${uid}-help`} className="form-text">
          {t('staff.personas.photos.help')}
        </div>
        {uploading && (
          <p className="d-flex align-items-center gap-2 mt-2 mb-0" role="status">
            <Spinner /> {t('staff.personas.photos.uploading')}
          </p>
        )}
      </div>
    </section>
  );
}
