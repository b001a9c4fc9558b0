import { useEffect, useMemo, useState } from 'react';
import type { OwnProfile, ProfileUpdate } from '../../../common/api/profiles.ts';
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOOS,
} from '../../../common/profile-fields.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { describedBy, FieldError, SectionForm, useSectionSave } from './SectionForm.tsx';

/** The enumerated fields of product §3 Profile, in the order the section asks them, with their values. */
export const APPEARANCE_FIELDS = {
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  sexuality: SEXUALITIES,
  tattoos: TATTOOS,
  reason: SIGNUP_REASONS,
} as const;
type Field = keyof typeof APPEARANCE_FIELDS;
const ORDER = Object.keys(APPEARANCE_FIELDS) as Field[];
type Values = Record<Field, string>;

function valuesOf(p: OwnProfile): Values {
  return Object.fromEntries(ORDER.map((f) => [f, p[f] ?? ''])) as Values;
}

/**
 * 'Uiterlijk en meer': one select per field the site shows (settings.visible_profile_fields), with
 * the site's note for a field (visible_profile_notes) under it. An empty choice saves null.
 * Renders nothing when the site shows none of these fields.
 */
export function AppearanceSection({ profile, onDirty }: { profile: OwnProfile; onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const settings = useSettings();
  const fields = useMemo(
    () => ORDER.filter((f) => settings.visible_profile_fields.includes(f)),
    [settings.visible_profile_fields],
  );
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const form = useSectionSave<Field>('appearance', fields, (saved) => setValues(valuesOf(saved)));

  const initial = valuesOf(profile);
  const dirty = fields.some((f) => values[f] !== initial[f]);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  if (fields.length === 0) return null;

  const submit = () => form.save(Object.fromEntries(fields.map((f) => [f, values[f] || null])) as ProfileUpdate);

  const id = form.fieldId;
  return (
    <SectionForm
      id="appearance"
      title={t('myprofile.section.appearance')}
      onSubmit={submit}
      busy={form.busy}
      dirty={dirty}
      formError={form.formError}
      alertId={form.alertId}
    >
      <div className="row g-3">
        {fields.map((f) => {
          const error = form.errors[f];
          const note = settings.visible_profile_notes[f];
          return (
            <div className="col-sm-6" key={f}>
              <label htmlFor={id(f)} className="form-label">
                {t(`profile.field.${f}`)}
              </label>
              <select
                id={id(f)}
                name={f}
                className={`form-select${error ? ' is-invalid' : ''}`}
                value={values[f]}
                onChange={(ev) => {
                  const v = ev.target.value;
                  setValues((prev) => ({ ...prev, [f]: v }));
                  form.edited(f);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error && `${id(f)}-error`, note && `${id(f)}-note`)}
              >
                <option value="">{t('myprofile.notSet')}</option>
                {APPEARANCE_FIELDS[f].map((v) => (
                  <option key={v} value={v}>
                    {t(`profile.${f}.${v}` as MessageKey)}
                  </option>
                ))}
              </select>
              <FieldError fieldId={id(f)} error={error} />
              {note && (
                <div id={`${id(f)}-note`} className="form-text">
                  {note}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </SectionForm>
  );
}
