import type { Route } from './+types/staff-sites';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { SiteFormNotice, useSiteForm } from '../components/staff/site-form.tsx';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { createSiteAction, setSiteStatus, updateSitePrices, updateSiteSettings } from '../components/staff/actions.ts';
import { SiteThemeEditor } from '../components/staff/SiteThemeEditor.tsx';
import { removeThemeImage } from '../components/staff/theme-image-actions.ts';
import { SitePricesEditor } from '../components/staff/SitePricesEditor.tsx';
import { missingCompanyDetails } from '../../common/rules/company.ts';
import { LOCALES } from '../../common/constants.ts';
import { PROFILE_FIELDS, SEARCH_FIELDS } from '../../common/site.ts';
import { INTEREST_IDS } from '../../common/profile-fields.ts';
import { INTERESTS } from '../../common/data/interests.ts';
import type { StaffSite } from '../../common/api/site-admin.ts';
import type { MessageKey } from '../../common/i18n/index.ts';

/**
 * /staff/sites (admins): the deployment's sites, and one site's main settings, company details and
 * domains in one form. The server validates every field with the schema every write uses and
 * answers each wrong one by name; a saved change is served by every app process from its next
 * request (docs/staff-console.md, "Sites").
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context.klik, request, 'sites.manage');
  const sites = await context.klik.services.siteAdmin.list();
  const params = new URL(request.url).searchParams;
  const site = sites.find((s) => String(s.id) === params.get('id')) ?? sites[0] ?? null;
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'settings';
  const prices = site && tab === 'prices' ? await context.klik.services.siteAdmin.prices(site.id) : null;
  return { title: pageTitle(context.klik, 'staff.sites.title'), sites, site, tab, prices };
}

/** The site's screens: main settings with company details and domains, theme, prices. */
const TABS = ['settings', 'theme', 'prices'] as const;

export const clientAction = routeAction(
  updateSiteSettings,
  createSiteAction,
  updateSitePrices,
  setSiteStatus,
  removeThemeImage,
);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffSites() {
  const t = useT();
  const { sites, site, tab, prices } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="h3 mb-2">{t('staff.sites.title')}</h1>
      <p className="text-body-secondary">{t('staff.sites.intro')}</p>
      {sites.length > 1 && (
        <nav aria-label={t('staff.sites.title')} className="mb-3">
          <ul className="nav nav-pills flex-wrap gap-1">
            {sites.map((s) => (
              <li className="nav-item" key={s.id}>
                <Link
                  to={`/staff/sites?id=${s.id}&tab=${tab}`}
                  className={`nav-link${s.id === site?.id ? ' active' : ''}`}
                  aria-current={s.id === site?.id ? 'page' : undefined}
                >
                  {s.config.name}
                  {s.disabled_at && <span className="visually-hidden"> ({t('staff.sites.disabled')})</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <NewSiteForm />
      {site ? (
        <>
          <SiteStatus key={`status-${site.id}`} site={site} />
          <ul className="nav nav-tabs mb-3">
            {TABS.map((x) => (
              <li className="nav-item" key={x}>
                <Link
                  to={`/staff/sites?id=${site.id}&tab=${x}`}
                  className={`nav-link${x === tab ? ' active' : ''}`}
                  aria-current={x === tab ? 'page' : undefined}
                >
                  {t(`staff.sites.tab.${x}`)}
                </Link>
              </li>
            ))}
          </ul>
          {tab === 'theme' ? (
            <SiteThemeEditor key={`theme-${site.id}`} site={site} />
          ) : tab === 'prices' && prices ? (
            <SitePricesEditor key={`prices-${site.id}`} site={site} prices={prices} />
          ) : (
            <SiteForm key={site.id} site={site} />
          )}
        </>
      ) : (
        <p>{t('staff.sites.none')}</p>
      )}
    </>
  );
}

/**
 * Whether the site serves, with the button that disables or enables it (never the default site),
 * and what it still lacks before it may take payments in production.
 */
function SiteStatus({ site }: { site: StaffSite }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = useAction(setSiteStatus, {
    done: () => {
      setConfirming(false);
      setError(null);
    },
    failed: (f) => setError(f.message),
  });
  const missing = missingCompanyDetails(site.company);
  return (
    <div className="mb-3">
      {site.disabled_at ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="flex-grow-1">{t('staff.sites.disabledNote')}</span>
          <button
            type="button"
            className="btn btn-sm btn-success"
            disabled={status.busy}
            onClick={() => status.submit({ id: site.id, disabled: false })}
          >
            {t('staff.sites.enable')}
          </button>
        </div>
      ) : (
        !site.is_default && (
          <div className="d-flex flex-wrap align-items-center gap-2 justify-content-end">
            {confirming ? (
              <>
                <span className="small">{t('staff.sites.disableConfirm', { name: site.config.name })}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  disabled={status.busy}
                  onClick={() => status.submit({ id: site.id, disabled: true })}
                >
                  {t('staff.sites.disableYes')}
                </button>
                <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setConfirming(false)}>
                  {t('staff.sites.cancel')}
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(true)}>
                {t('staff.sites.disable')}
              </button>
            )}
          </div>
        )
      )}
      {error && (
        <p className="alert alert-danger mt-2" role="alert">
          {error}
        </p>
      )}
      {missing.length > 0 && (
        <p className="alert alert-info mt-2 mb-0" data-testid="company-missing">
          {t('staff.sites.companyMissing', {
            fields: missing.map((k) => t(`staff.sites.companyField.${k}` as MessageKey)).join(', '),
          })}
        </p>
      )}
    </div>
  );
}

type FieldKind = 'text' | 'email' | 'number' | 'bool' | 'list' | 'select' | 'long' | 'multi' | 'notes' | 'url';

/**
 * The config keys the form edits, grouped as an owner thinks of them, with the kind of input each
 * takes: every key of the settings the API serves apart from the derived ones (domain: the domain
 * list's first; prices: the prices tab).
 */
const CONFIG_GROUPS: { group: string; fields: { key: string; kind: FieldKind }[] }[] = [
  {
    group: 'general',
    fields: [
      { key: 'name', kind: 'text' },
      { key: 'domain_language', kind: 'select' },
      { key: 'countries', kind: 'list' },
      { key: 'index_title', kind: 'text' },
      { key: 'description', kind: 'long' },
      { key: 'cdn_prefix', kind: 'text' },
    ],
  },
  {
    group: 'signup',
    fields: [
      { key: 'signups', kind: 'select' },
      { key: 'invite_only', kind: 'bool' },
      { key: 'logged_out_search', kind: 'bool' },
      { key: 'logged_out_search_trafficsource', kind: 'bool' },
      { key: 'search_fields', kind: 'multi' },
      { key: 'min_age', kind: 'number' },
      { key: 'enable_site_entry_popup', kind: 'select' },
      { key: 'site_entry_popup_countries', kind: 'list' },
    ],
  },
  {
    group: 'profiles',
    fields: [
      { key: 'visible_profile_fields', kind: 'multi' },
      { key: 'visible_profile_notes', kind: 'notes' },
      { key: 'interests', kind: 'multi' },
      { key: 'message_length', kind: 'number' },
      { key: 'auto_approve_photos', kind: 'bool' },
      { key: 'report_hide_threshold', kind: 'number' },
    ],
  },
  {
    group: 'fictional',
    fields: [
      { key: 'fictional_icon', kind: 'text' },
      { key: 'fictional_warning', kind: 'long' },
      { key: 'fictional_singular', kind: 'text' },
      { key: 'fictional_plural', kind: 'text' },
      { key: 'operator_target_answer_minutes', kind: 'number' },
      { key: 'operator_fixed_answers', kind: 'notes' },
    ],
  },
  {
    group: 'service',
    fields: [
      { key: 'support_email', kind: 'email' },
      { key: 'support_phone', kind: 'text' },
      { key: 'refund_days', kind: 'number' },
      { key: 'member_resell', kind: 'bool' },
      { key: 'member_resell_url', kind: 'url' },
      { key: 'premium_claim_footnote', kind: 'long' },
    ],
  },
];
const CONFIG_FIELDS = CONFIG_GROUPS.flatMap((g) => g.fields);
const COMPANY_FIELDS: { key: string; kind: 'text' | 'list' }[] = [
  { key: 'name', kind: 'text' },
  { key: 'tradenames', kind: 'list' },
  { key: 'address', kind: 'text' },
  { key: 'city', kind: 'text' },
  { key: 'country', kind: 'text' },
  { key: 'kvk', kind: 'text' },
  { key: 'vat_numbers', kind: 'list' },
  { key: 'support_phone', kind: 'text' },
];
const CHOICES: Record<string, readonly string[]> = {
  domain_language: LOCALES,
  signups: ['all', 'with_trafficsource'],
  enable_site_entry_popup: ['yes', 'no'],
  visible_profile_fields: PROFILE_FIELDS,
  search_fields: SEARCH_FIELDS,
  interests: INTEREST_IDS,
};

/** What an option of a multiple choice is called on screen. */
function useOptionLabel() {
  const t = useT();
  const { locale } = useI18n();
  return (key: string, option: string) =>
    key === 'visible_profile_fields'
      ? t(`profile.field.${option}` as MessageKey)
      : key === 'interests'
        ? (INTERESTS.find((i) => i.id === option)?.label[locale === 'nl' ? 'nl' : 'en'] ?? option)
        : t(`staff.sites.choice.${key}.${option}` as MessageKey);
}

/** "field: note" per line, as the form shows visible_profile_notes. */
const notesText = (notes: Record<string, string>) =>
  Object.entries(notes)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
const parseNotes = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.split(/:(.*)/s).map((x) => x.trim()))
      .filter(([k, v]) => k && v),
  ) as Record<string, string>;

const splitList = (v: string) =>
  v
    .split(/[\s,]+/)
    .map((x) => x.trim())
    .filter(Boolean);

function SiteForm({ site }: { site: StaffSite }) {
  const t = useT();
  const { locale } = useI18n();
  const optionLabel = useOptionLabel();
  const { save, errors, notice } = useSiteForm(updateSiteSettings);
  const config = site.config as unknown as Record<string, unknown>;
  const company = site.company as unknown as Record<string, unknown>;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const configEdit: Record<string, unknown> = {};
    for (const f of CONFIG_FIELDS) {
      const name = `config.${f.key}`;
      configEdit[f.key] =
        f.kind === 'bool'
          ? form.get(name) === 'on'
          : f.kind === 'number'
            ? Number(value(name))
            : f.kind === 'list'
              ? splitList(value(name)).map((c) => c.toUpperCase())
              : f.kind === 'multi'
                ? form.getAll(name).map(String)
                : f.kind === 'notes'
                  ? parseNotes(value(name))
                  : f.kind === 'url'
                    ? value(name).trim() || null
                    : value(name);
    }
    const companyEdit: Record<string, unknown> = {};
    for (const f of COMPANY_FIELDS)
      companyEdit[f.key] = f.kind === 'list' ? splitList(value(`company.${f.key}`)) : value(`company.${f.key}`);
    save.submit({ id: site.id, config: configEdit, company: companyEdit, domains: splitList(value('domains')) });
  };

  const field = (name: string, label: string, input: (id: string, invalid: boolean) => ReactNode, help?: string) => {
    const id = `site-${name.replace('.', '-')}`;
    const error = errors[name];
    return (
      <div className="mb-3" key={name}>
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        {input(id, Boolean(error))}
        {help && (
          <div className="form-text" id={`${id}-help`}>
            {help}
          </div>
        )}
        {error && (
          <div className="invalid-feedback d-block" id={`${id}-error`}>
            {error}
          </div>
        )}
      </div>
    );
  };
  const describedBy = (id: string, invalid: boolean, help?: boolean) =>
    [help ? `${id}-help` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const configField = (f: { key: string; kind: FieldKind }) => {
    const name = `config.${f.key}`;
    const label = t(`staff.sites.field.${f.key}` as MessageKey);
    const current = config[f.key];
    if (f.kind === 'multi')
      return (
        <fieldset className="mb-3" key={name}>
          <legend className="form-label fs-6">{label}</legend>
          <div className="d-flex flex-wrap gap-3">
            {CHOICES[f.key]!.map((option) => (
              <div className="form-check" key={option}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`site-${f.key}-${option}`}
                  name={name}
                  value={option}
                  defaultChecked={(current as string[]).includes(option)}
                />
                <label className="form-check-label" htmlFor={`site-${f.key}-${option}`}>
                  {optionLabel(f.key, option)}
                </label>
              </div>
            ))}
          </div>
          {errors[name] && <div className="invalid-feedback d-block">{errors[name]}</div>}
        </fieldset>
      );
    if (f.kind === 'bool')
      return (
        <div className="form-check mb-3" key={name}>
          <input
            className={`form-check-input${errors[name] ? ' is-invalid' : ''}`}
            type="checkbox"
            id={`site-${f.key}`}
            name={name}
            defaultChecked={Boolean(current)}
          />
          <label className="form-check-label" htmlFor={`site-${f.key}`}>
            {label}
          </label>
          {errors[name] && <div className="invalid-feedback d-block">{errors[name]}</div>}
        </div>
      );
    return field(name, label, (id, invalid) =>
      f.kind === 'select' ? (
        <select
          id={id}
          name={name}
          className={`form-select${invalid ? ' is-invalid' : ''}`}
          defaultValue={String(current)}
          aria-describedby={describedBy(id, invalid)}
        >
          {CHOICES[f.key]!.map((c) => (
            <option key={c} value={c}>
              {t(`staff.sites.choice.${f.key}.${c}` as MessageKey)}
            </option>
          ))}
        </select>
      ) : f.kind === 'long' || f.kind === 'notes' ? (
        <textarea
          id={id}
          name={name}
          rows={3}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          defaultValue={f.kind === 'notes' ? notesText(current as Record<string, string>) : String(current ?? '')}
          aria-describedby={describedBy(id, invalid)}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={f.kind === 'list' ? 'text' : f.kind}
          autoCapitalize={f.kind === 'list' || f.kind === 'url' ? 'none' : undefined}
          inputMode={f.kind === 'number' ? 'numeric' : undefined}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          defaultValue={Array.isArray(current) ? current.join(', ') : String(current ?? '')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, invalid)}
        />
      ),
    );
  };
  const domainErrors = Object.entries(errors).filter(([k]) => k === 'domains' || k.startsWith('domains.'));

  return (
    <form onSubmit={submit} noValidate aria-busy={save.busy || undefined}>
      <p className="small text-body-secondary">
        {t('staff.sites.updated', { date: formatStaffDate(site.updated_at, locale) })}
        {site.is_default && <span className="badge text-bg-secondary ms-2">{t('staff.sites.default')}</span>}
      </p>
      <SiteFormNotice notice={notice} />
      <div className="row g-4">
        <section className="col-lg-6" aria-labelledby="site-settings-heading">
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 id="site-settings-heading" className="h5">
                {t('staff.sites.settings')}
              </h2>
              {CONFIG_GROUPS.map((g) => (
                <fieldset key={g.group} className="mb-3">
                  <legend className="h6 text-body-secondary border-bottom pb-1">
                    {t(`staff.sites.group.${g.group}` as MessageKey)}
                  </legend>
                  {g.fields.map(configField)}
                </fieldset>
              ))}
            </div>
          </div>
        </section>
        <div className="col-lg-6">
          <section className="card shadow-sm mb-4" aria-labelledby="site-domains-heading">
            <div className="card-body">
              <h2 id="site-domains-heading" className="h5">
                {t('staff.sites.domains')}
              </h2>
              {field(
                'domains',
                t('staff.sites.field.domains'),
                (id) => (
                  <textarea
                    id={id}
                    name="domains"
                    rows={3}
                    className={`form-control${domainErrors.length ? ' is-invalid' : ''}`}
                    defaultValue={site.domains.join('\n')}
                    aria-describedby={describedBy(id, domainErrors.length > 0, true)}
                    spellCheck={false}
                    autoCapitalize="none"
                  />
                ),
                t('staff.sites.domainsHelp'),
              )}
              {domainErrors
                .filter(([k]) => k !== 'domains')
                .map(([k, text]) => (
                  <div className="invalid-feedback d-block" key={k}>
                    {text}
                  </div>
                ))}
            </div>
          </section>
          <section className="card shadow-sm" aria-labelledby="site-company-heading">
            <div className="card-body">
              <h2 id="site-company-heading" className="h5">
                {t('staff.sites.company')}
              </h2>
              <p className="small text-body-secondary">{t('staff.sites.companyHelp')}</p>
              {COMPANY_FIELDS.map((f) =>
                field(`company.${f.key}`, t(`staff.sites.companyField.${f.key}` as MessageKey), (id, invalid) => (
                  <input
                    id={id}
                    name={`company.${f.key}`}
                    type="text"
                    className={`form-control${invalid ? ' is-invalid' : ''}`}
                    defaultValue={
                      Array.isArray(company[f.key])
                        ? (company[f.key] as string[]).join(', ')
                        : String(company[f.key] ?? '')
                    }
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy(id, invalid)}
                  />
                )),
              )}
            </div>
          </section>
        </div>
      </div>
      <div className="mt-4">
        <button type="submit" className="btn btn-primary" disabled={save.busy} aria-busy={save.busy || undefined}>
          {save.busy ? t('staff.sites.saving') : t('staff.sites.save')}
        </button>
      </div>
    </form>
  );
}

/** "Nieuwe site": domain, name, language and countries; the rest starts from the defaults. */
function NewSiteForm() {
  const t = useT();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const create = useAction(createSiteAction, {
    done: (site) => {
      setErrors({});
      setMessage(null);
      void navigate(`/staff/sites?id=${site.id}`);
    },
    failed: (f) => {
      setErrors(f.fields);
      setMessage(f.message);
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    create.submit({
      domain: String(form.get('domain') ?? ''),
      name: String(form.get('name') ?? ''),
      language: String(form.get('language') ?? 'nl') as (typeof LOCALES)[number],
      countries: splitList(String(form.get('countries') ?? '')),
    });
  };
  const input = (
    name: string,
    label: string,
    props: { type?: string; placeholder?: string; defaultValue?: string },
  ) => (
    <div className="col-sm-6 col-lg-3">
      <label htmlFor={`new-site-${name}`} className="form-label">
        {label}
      </label>
      <input
        id={`new-site-${name}`}
        name={name}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `new-site-${name}-error` : undefined}
        autoCapitalize="none"
        {...props}
      />
      {errors[name] && (
        <div className="invalid-feedback d-block" id={`new-site-${name}-error`}>
          {errors[name]}
        </div>
      )}
    </div>
  );
  return (
    <details className="card shadow-sm mb-4">
      <summary className="card-header">{t('staff.sites.new')}</summary>
      <form className="card-body" onSubmit={submit} noValidate aria-busy={create.busy || undefined}>
        <p className="small text-body-secondary">{t('staff.sites.newHelp')}</p>
        {message && (
          <p className="alert alert-danger" role="alert">
            {message}
          </p>
        )}
        <div className="row g-3">
          {input('domain', t('staff.sites.newDomain'), { placeholder: 'klik.example' })}
          {input('name', t('staff.sites.field.name'), {})}
          <div className="col-sm-6 col-lg-3">
            <label htmlFor="new-site-language" className="form-label">
              {t('staff.sites.field.domain_language')}
            </label>
            <select id="new-site-language" name="language" className="form-select" defaultValue="nl">
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {t(`staff.sites.choice.domain_language.${l}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          {input('countries', t('staff.sites.field.countries'), { defaultValue: 'NL' })}
        </div>
        <button type="submit" className="btn btn-outline-primary mt-3" disabled={create.busy}>
          {create.busy ? t('staff.sites.creating') : t('staff.sites.create')}
        </button>
      </form>
    </details>
  );
}
