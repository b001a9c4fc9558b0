import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PersonaCreate, PersonaSite } from '../../../common/api/personas.ts';
import type { OwnProfile } from '../../../common/api/profiles.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { INTERESTS } from '../../../common/data/interests.ts';
import { countryName } from '../../../common/data/country-names.ts';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  LOOKING_FOR,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOOS,
} from '../../../common/profile-fields.ts';
import { PERSONA_BRIEF_MAX } from '../../../common/rules/personas.ts';
import type { RegionData } from '../../../common/site.ts';
import type { Locale } from '../../../common/constants.ts';
import { useI18n, useT } from '../../lib/i18n.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormState } from '../../ui/form.ts';

/** The profile as the form holds it: every field a string ('' for none), interests as a list. */
export type PersonaProfileValues = {
  name: string;
  gender: string;
  date_of_birth: string;
  country: string;
  region_code: string;
  place: string;
  description: string;
  hair_color: string;
  eye_color: string;
  body_type: string;
  relationship_status: string;
  sexuality: string;
  looking_for: string;
  tattoos: string;
  reason: string;
  interests: string[];
};

/** The choice fields, with their values from common/profile-fields.ts (labels: profile.<field>.<value>). */
const CHOICES = {
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  sexuality: SEXUALITIES,
  tattoos: TATTOOS,
  reason: SIGNUP_REASONS,
} as const;

const FIELD_ORDER = [
  'site_id',
  'name',
  'gender',
  'date_of_birth',
  'country',
  'region_code',
  'place',
  'description',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'sexuality',
  'looking_for',
  'tattoos',
  'reason',
  'interests',
  'brief',
] as const;
type Field = (typeof FIELD_ORDER)[number];

export function profileValues(p: Omit<OwnProfile, 'invisible'> | null): PersonaProfileValues {
  return {
    name: p?.name ?? '',
    gender: p?.gender ?? 'female',
    date_of_birth: p?.date_of_birth ?? '',
    country: p?.country ?? '',
    region_code: p?.region_code ?? '',
    place: p?.place ?? '',
    description: p?.description ?? '',
    hair_color: p?.hair_color ?? '',
    eye_color: p?.eye_color ?? '',
    body_type: p?.body_type ?? '',
    relationship_status: p?.relationship_status ?? '',
    sexuality: p?.sexuality ?? '',
    looking_for: p?.looking_for ?? 'male',
    tattoos: p?.tattoos ?? '',
    reason: p?.reason ?? '',
    interests: p?.interests ?? [],
  };
}

/** What the API takes: '' becomes null for the optional choices (the server checks every value). */
export function profileInput(v: PersonaProfileValues): PersonaCreate['profile'] {
  type P = PersonaCreate['profile'];
  const orNull = <K extends keyof P>(s: string) => (s === '' ? null : s) as P[K];
  return {
    name: v.name,
    gender: v.gender as P['gender'],
    date_of_birth: v.date_of_birth,
    country: v.country,
    region_code: orNull<'region_code'>(v.region_code),
    place: v.place.trim() === '' ? null : v.place,
    description: v.description,
    hair_color: orNull<'hair_color'>(v.hair_color),
    eye_color: orNull<'eye_color'>(v.eye_color),
    body_type: orNull<'body_type'>(v.body_type),
    relationship_status: orNull<'relationship_status'>(v.relationship_status),
    sexuality: orNull<'sexuality'>(v.sexuality),
    looking_for: v.looking_for as P['looking_for'],
    tattoos: orNull<'tattoos'>(v.tattoos),
    reason: orNull<'reason'>(v.reason),
    interests: v.interests as P['interests'],
  };
}

export interface PersonaFormProps {
  formId: string;
  /** The sites the account may choose from (create); one fixed site when editing. */
  sites: PersonaSite[];
  siteId: number | null;
  /** Fixed when editing: the persona stays on its site. */
  siteFixed: boolean;
  regions: Record<string, RegionData>;
  initial: PersonaProfileValues;
  initialBrief: string;
  busy: boolean;
  submitLabel: MessageKey;
  onSubmit(v: { siteId: number; profile: PersonaProfileValues; brief: string }): void;
  /** The server's refusal of the last submission: its per-field texts and message (a new object each time). */
  refused?: { fields: Record<string, string>; message: string } | null;
  notice?: string | null;
}

/**
 * The persona's profile and brief (decision 048): every field a member's own profile has, checked
 * by the server with the members' rules and answered per field. The brief is for staff only.
 */
export function PersonaForm(props: PersonaFormProps) {
  const t = useT();
  const { locale } = useI18n();
  const uid = useId();
  const [siteId, setSiteId] = useState<number | null>(props.siteId ?? props.sites[0]?.id ?? null);
  const [v, setV] = useState<PersonaProfileValues>(props.initial);
  const [brief, setBrief] = useState(props.initialBrief);
  const form = useFormState<Field>(props.formId, FIELD_ORDER);
  const site = props.sites.find((s) => s.id === siteId) ?? null;
  const countries = site?.countries ?? [];
  const country = v.country || countries[0] || '';
  const regionData = props.regions[country];
  const enabledInterests = new Set(site?.interests ?? []);

  const set = <K extends keyof PersonaProfileValues>(key: K, value: PersonaProfileValues[K]) => {
    setV((prev) => ({ ...prev, [key]: value, ...(key === 'country' ? { region_code: '' } : {}) }));
    form.edited(key as Field);
  };

  const { fail } = form;
  useEffect(() => {
    if (props.refused) fail(props.refused.fields, props.refused.message);
  }, [props.refused, fail]);

  function submit(e: FormEvent) {
    e.preventDefault();
    form.clear();
    if (!siteId) return;
    props.onSubmit({ siteId, profile: { ...v, country }, brief });
  }

  const id = (f: Field) => form.fieldId(f);
  const invalid = (f: Field) => (form.errors[f] ? ' is-invalid' : '');
  const describedBy = (f: Field, hint = false) =>
    [form.errors[f] ? `${id(f)}-error` : null, hint ? `${id(f)}-hint` : null].filter(Boolean).join(' ') || undefined;
  const error = (f: Field) =>
    form.errors[f] ? (
      <div id={`${id(f)}-error`} className="invalid-feedback d-block">
        {form.errors[f]}
      </div>
    ) : null;
  const label = (f: Field) => (
    <label htmlFor={id(f)} className="form-label">
      {t(`staff.personas.field.${f}` as MessageKey)}
    </label>
  );

  return (
    <form id={props.formId} onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="visually-hidden">
        {t('staff.personas.section.profile')}
      </h2>
      {form.formError && (
        <FormAlert id={form.alertId} className="mb-3">
          {form.formError}
        </FormAlert>
      )}
      {props.notice && (
        <FormAlert variant="success" className="mb-3">
          {props.notice}
        </FormAlert>
      )}
      <div className="row g-3">
        {!props.siteFixed && props.sites.length > 1 && (
          <div className="col-12 col-md-6">
            {label('site_id')}
            <select
              id={id('site_id')}
              className={`form-select${invalid('site_id')}`}
              value={siteId ?? ''}
              onChange={(e) => {
                setSiteId(Number(e.target.value));
                setV((prev) => ({ ...prev, country: '', region_code: '', interests: [] }));
              }}
            >
              {props.sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            {error('site_id')}
          </div>
        )}
        <div className="col-12 col-md-6">
          {label('name')}
          <input
            id={id('name')}
            className={`form-control${invalid('name')}`}
            value={v.name}
            onChange={(e) => set('name', e.target.value)}
            required
            autoComplete="off"
            aria-invalid={form.errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          {error('name')}
        </div>
        <div className="col-6 col-md-3">
          {label('gender')}
          <select
            id={id('gender')}
            className={`form-select${invalid('gender')}`}
            value={v.gender}
            onChange={(e) => set('gender', e.target.value)}
          >
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`profile.gender.${g}` as MessageKey)}
              </option>
            ))}
          </select>
          {error('gender')}
        </div>
        <div className="col-6 col-md-3">
          {label('date_of_birth')}
          <input
            id={id('date_of_birth')}
            type="date"
            className={`form-control${invalid('date_of_birth')}`}
            value={v.date_of_birth}
            onChange={(e) => set('date_of_birth', e.target.value)}
            required
            aria-invalid={form.errors.date_of_birth ? true : undefined}
            aria-describedby={describedBy('date_of_birth')}
          />
          {error('date_of_birth')}
        </div>
        <div className="col-12 col-md-4">
          {label('country')}
          <select
            id={id('country')}
            className={`form-select${invalid('country')}`}
            value={country}
            onChange={(e) => set('country', e.target.value)}
            aria-describedby={describedBy('country')}
          >
            {countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c, locale as Locale)}
              </option>
            ))}
          </select>
          {error('country')}
        </div>
        <div className="col-12 col-md-4">
          <label htmlFor={id('region_code')} className="form-label">
            {regionData?.label ?? t('staff.personas.field.region_code')}
          </label>
          <select
            id={id('region_code')}
            className={`form-select${invalid('region_code')}`}
            value={v.region_code}
            onChange={(e) => set('region_code', e.target.value)}
            aria-describedby={describedBy('region_code')}
          >
            <option value="">{t('staff.personas.noRegion')}</option>
            {(regionData?.regions ?? []).map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
          {error('region_code')}
        </div>
        <div className="col-12 col-md-4">
          {label('place')}
          <input
            id={id('place')}
            className={`form-control${invalid('place')}`}
            value={v.place}
            onChange={(e) => set('place', e.target.value)}
            autoComplete="off"
            aria-describedby={describedBy('place')}
          />
          {error('place')}
        </div>
        <div className="col-12">
          {label('description')}
          <textarea
            id={id('description')}
            className={`form-control${invalid('description')}`}
            rows={4}
            value={v.description}
            onChange={(e) => set('description', e.target.value)}
            aria-describedby={describedBy('description')}
          />
          {error('description')}
        </div>
        {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((f) => (
          <div className="col-6 col-md-4 col-lg-3" key={f}>
            {label(f)}
            <select
              id={id(f)}
              className={`form-select${invalid(f)}`}
              value={v[f]}
              onChange={(e) => set(f, e.target.value)}
            >
              <option value="">{t('staff.personas.none')}</option>
              {CHOICES[f].map((c) => (
                <option key={c} value={c}>
                  {t(`profile.${f}.${c}` as MessageKey)}
                </option>
              ))}
            </select>
            {error(f)}
          </div>
        ))}
        <div className="col-6 col-md-4 col-lg-3">
          {label('looking_for')}
          <select
            id={id('looking_for')}
            className={`form-select${invalid('looking_for')}`}
            value={v.looking_for}
            onChange={(e) => set('looking_for', e.target.value)}
          >
            {LOOKING_FOR.map((c) => (
              <option key={c} value={c}>
                {t(`signup.lookingFor.${c}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="col-12" aria-describedby={describedBy('interests')}>
          <legend className="form-label fs-6">{t('staff.personas.field.interests')}</legend>
          <div className="d-flex flex-wrap gap-2" id={id('interests')} tabIndex={-1}>
            {INTERESTS.filter((i) => enabledInterests.has(i.id)).map((i) => {
              const checked = v.interests.includes(i.id);
              return (
                <div className="form-check form-check-inline m-0" key={i.id}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${id('interests')}-${i.id}`}
                    checked={checked}
                    onChange={() =>
                      set('interests', checked ? v.interests.filter((x) => x !== i.id) : [...v.interests, i.id])
                    }
                  />
                  <label className="form-check-label" htmlFor={`${id('interests')}-${i.id}`}>
                    {i.label[locale as Locale] ?? i.label.en}
                  </label>
                </div>
              );
            })}
          </div>
          {error('interests')}
        </fieldset>
        <div className="col-12">
          <label htmlFor={id('brief')} className="form-label fw-semibold">
            {t('staff.personas.section.brief')}
          </label>
          <textarea
            id={id('brief')}
            className={`form-control${invalid('brief')}`}
            rows={6}
            maxLength={PERSONA_BRIEF_MAX}
            value={brief}
            onChange={(e) => {
              setBrief(e.target.value);
              form.edited('brief');
            }}
            aria-describedby={describedBy('brief', true)}
          />
          <div id={`${id('brief')}-hint`} className="form-text">
            {t('staff.personas.briefHelp')}
          </div>
          {error('brief')}
        </div>
        <div className="col-12 col-sm-auto">
          <SubmitButton busy={props.busy} className="btn btn-primary w-100">
            {t(props.submitLabel)}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
