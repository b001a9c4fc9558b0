import type { Route } from './+types/staff-personas';
import { useState } from 'react';
import { Form, Link, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { PersonaForm, profileInput, profileValues } from '../components/staff/PersonaForm.tsx';
import { createPersona } from '../components/staff/persona-actions.ts';
import { PersonaStateBadge } from '../components/staff/PersonaStateBadge.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { personaListQuerySchema } from '../../common/api/personas.ts';
import { regionDataFor } from '../../common/data/regions.ts';
import { PERSONA_STATES } from '../../common/rules/personas.ts';
import { STAFF_MEDIA_PATH } from '../../common/rules/photo-files.ts';

/**
 * /staff/personas (operators, admins; decision 048): the fictional profiles of the account's sites,
 * filtered by site, state and name in the URL (a GET form), and a new one made with every profile
 * field and the brief; the persona's own page (/staff/personas/:id) holds its photos and state.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'personas.manage');
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = personaListQuerySchema.safeParse({
    site_id: params.site_id || undefined,
    state: params.state || undefined,
    q: params.q || undefined,
  });
  const query = parsed.success ? parsed.data : {};
  const list = await context.klik.services.personas.list(me.site_ids, query);
  const countries = [...new Set(list.sites.flatMap((s) => s.countries))];
  return {
    title: pageTitle(context.klik, 'staff.personas.title'),
    ...list,
    query,
    creating: params.new === '1',
    regions: regionDataFor(countries, context.klik.locale),
  };
}

export const clientAction = routeAction(createPersona);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffPersonas() {
  const t = useT();
  const { locale } = useI18n();
  const { personas, sites, query, creating, regions } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/staff/personas';
  const siteName = new Map(sites.map((s) => [s.id, s.name]));
  const filtered = Boolean(query.site_id || query.state || query.q);
  const [refused, setRefused] = useState<{ fields: Record<string, string>; message: string } | null>(null);
  const create = useAction(createPersona, {
    done: (p) => navigate(`/staff/personas/${p.id}?created=1`),
    failed: (f) => setRefused({ fields: f.fields, message: f.message }),
  });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 flex-grow-1">{t('staff.personas.title')}</h1>
        {!creating && sites.length > 0 && (
          <Link to="/staff/personas?new=1" className="btn btn-primary">
            {t('staff.personas.new')}
          </Link>
        )}
      </div>
      <p className="text-body-secondary">{t('staff.personas.intro')}</p>

      {creating && (
        <section className="card shadow-sm mb-4" aria-labelledby="persona-new-title">
          <div className="card-body">
            <div className="d-flex align-items-center gap-2 mb-3">
              <h2 id="persona-new-title" className="h5 mb-0 flex-grow-1">
                {t('staff.personas.new')}
              </h2>
              <Link to="/staff/personas" className="btn btn-sm btn-outline-secondary">
                {t('staff.personas.cancel')}
              </Link>
            </div>
            <PersonaForm
              formId="persona-new"
              sites={sites}
              siteId={query.site_id ?? sites[0]?.id ?? null}
              siteFixed={false}
              regions={regions}
              initial={profileValues(null)}
              initialBrief=""
              busy={create.busy}
              submitLabel="staff.personas.create"
              refused={refused}
              onSubmit={({ siteId, profile, brief }) =>
                create.submit({ site_id: siteId, profile: profileInput(profile), brief })
              }
            />
          </div>
        </section>
      )}

      <section className="card shadow-sm mb-3" aria-label={t('staff.personas.filter.submit')}>
        <div className="card-body">
          <Form method="get" role="search" className="row g-2 align-items-end" key={JSON.stringify(query)}>
            {sites.length > 1 && (
              <div className="col-12 col-sm-6 col-md-3">
                <label htmlFor="persona-site" className="form-label">
                  {t('staff.personas.filter.site')}
                </label>
                <select id="persona-site" name="site_id" className="form-select" defaultValue={query.site_id ?? ''}>
                  <option value="">{t('staff.personas.filter.allSites')}</option>
                  {sites.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="col-12 col-sm-6 col-md-3">
              <label htmlFor="persona-state" className="form-label">
                {t('staff.personas.filter.state')}
              </label>
              <select id="persona-state" name="state" className="form-select" defaultValue={query.state ?? ''}>
                <option value="">{t('staff.personas.filter.allStates')}</option>
                {PERSONA_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`staff.personas.state.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-12 col-md-4">
              <label htmlFor="persona-q" className="form-label">
                {t('staff.personas.filter.q')}
              </label>
              <input
                id="persona-q"
                name="q"
                type="search"
                className="form-control"
                defaultValue={query.q ?? ''}
                autoComplete="off"
              />
            </div>
            <div className="col-12 col-md-auto">
              <button type="submit" className="btn btn-outline-primary w-100">
                {t('staff.personas.filter.submit')}
              </button>
            </div>
          </Form>
        </div>
      </section>

      {loading ? (
        <p className="d-flex align-items-center gap-2" role="status">
          <Spinner /> {t('staff.personas.loading')}
        </p>
      ) : personas.length === 0 ? (
        <p className="text-body-secondary" role="status">
          {filtered ? t('staff.personas.emptyFiltered') : t('staff.personas.empty')}
        </p>
      ) : (
        <ul className="list-group shadow-sm" aria-label={t('staff.personas.title')}>
          {personas.map((p) => (
            <li key={p.id} className="list-group-item d-flex align-items-center gap-3">
              {p.thumb_filename ? (
                <img
                  src={STAFF_MEDIA_PATH + p.thumb_filename}
                  alt=""
                  width={48}
                  height={48}
                  className="rounded-circle object-fit-cover flex-shrink-0"
                  loading="lazy"
                />
              ) : (
                <span
                  className="rounded-circle bg-body-secondary d-inline-flex align-items-center justify-content-center flex-shrink-0 small text-body-secondary"
                  style={{ width: 48, height: 48 }}
                  aria-hidden="true"
                >
                  {p.name.slice(0, 1)}
                </span>
              )}
              <div className="flex-grow-1 min-w-0">
                <Link to={`/staff/personas/${p.id}`} className="fw-semibold text-break">
                  {p.name}
                </Link>
                <div className="small text-body-secondary">
                  {t('staff.personas.age', { age: p.age })}
                  {p.place ? ` · ${p.place}` : ''}
                  {sites.length > 1 ? ` · ${siteName.get(p.site_id) ?? ''}` : ''}
                  {' · '}
                  {formatStaffDate(p.updated_at, locale)}
                </div>
              </div>
              <PersonaStateBadge state={p.state} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
