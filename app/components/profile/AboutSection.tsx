import { Fragment, useEffect, useState } from 'react';
import { DESCRIPTION_MAX, NAME_MAX } from '../../../common/api/limits.ts';
import type { OwnProfile } from '../../../common/api/profiles.ts';
import { GENDERS, LOOKING_FOR, type Gender, type LookingFor } from '../../../common/profile-fields.ts';
import { checkDateOfBirth, checkName } from '../../../common/rules/account-validation.ts';
import { ageOn } from '../../../common/rules/age.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { useUser } from '../../lib/user.ts';
import { describedBy, FieldError, SectionForm, useSectionSave } from './SectionForm.tsx';
import { latestBirthDate } from './rules.ts';

const ORDER = ['name', 'description', 'gender', 'looking_for', 'date_of_birth'] as const;
type Field = (typeof ORDER)[number];

/**
 * 'Over mij': profile name, description with a counter, gender, whom the member looks for (asked at
 * signup; it steers search, swipe and suggestions, and is not shown to others) and date
 * of birth (only the age is shown).
 */
export function AboutSection({ profile, onDirty }: { profile: OwnProfile; onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const settings = useSettings();
  const user = useUser();
  const [name, setName] = useState(profile.name);
  const [description, setDescription] = useState(profile.description);
  const [gender, setGender] = useState<Gender>(profile.gender);
  const [lookingFor, setLookingFor] = useState<LookingFor | null>(profile.looking_for);
  const [dob, setDob] = useState(profile.date_of_birth);
  // The fields take the values as the server stored them (a trimmed name).
  const form = useSectionSave<Field>('about', ORDER, (saved) => {
    setName(saved.name);
    setDescription(saved.description);
    setGender(saved.gender);
    setLookingFor(saved.looking_for);
    setDob(saved.date_of_birth);
  });

  const dirty =
    name !== profile.name ||
    description !== profile.description ||
    gender !== profile.gender ||
    lookingFor !== profile.looking_for ||
    dob !== profile.date_of_birth;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const submit = () => {
    const errors: Partial<Record<Field, string>> = {};
    const nameError = checkName(name, user?.email ?? '');
    if (nameError) errors.name = t(nameError.key, nameError.params);
    const dobError = checkDateOfBirth(dob, settings.min_age);
    if (dobError) errors.date_of_birth = t(dobError.key, dobError.params);
    if (description.length > DESCRIPTION_MAX)
      errors.description = t('profile.descriptionTooLong', { max: DESCRIPTION_MAX });
    form.save(
      {
        name: name.trim(),
        description,
        gender,
        ...(lookingFor ? { looking_for: lookingFor } : {}),
        date_of_birth: dob,
      },
      errors,
    );
  };

  const id = form.fieldId;
  const e = form.errors;
  const count = description.length;
  const validDob = !checkDateOfBirth(dob, settings.min_age);

  return (
    <SectionForm
      id="about"
      title={t('myprofile.section.about')}
      onSubmit={submit}
      busy={form.busy}
      dirty={dirty}
      formError={form.formError}
      alertId={form.alertId}
    >
      <div className="mb-3">
        <label htmlFor={id('name')} className="form-label">
          {t('profile.field.name')}
        </label>
        <input
          id={id('name')}
          name="name"
          className={`form-control${e.name ? ' is-invalid' : ''}`}
          value={name}
          onChange={(ev) => {
            setName(ev.target.value);
            form.edited('name');
          }}
          autoComplete="nickname"
          maxLength={NAME_MAX}
          required
          aria-required
          aria-invalid={e.name ? true : undefined}
          aria-describedby={describedBy(e.name && `${id('name')}-error`, `${id('name')}-hint`)}
        />
        <FieldError fieldId={id('name')} error={e.name} />
        <div id={`${id('name')}-hint`} className="form-text">
          {t('myprofile.nameNote')}
        </div>
      </div>

      <div className="mb-3">
        <label htmlFor={id('description')} className="form-label">
          {t('profile.field.description')}
        </label>
        <textarea
          id={id('description')}
          name="description"
          className={`form-control${e.description ? ' is-invalid' : ''}`}
          rows={5}
          value={description}
          maxLength={DESCRIPTION_MAX}
          placeholder={t('myprofile.descriptionPlaceholder')}
          onChange={(ev) => {
            setDescription(ev.target.value);
            form.edited('description');
          }}
          aria-invalid={e.description ? true : undefined}
          aria-describedby={describedBy(e.description && `${id('description')}-error`, `${id('description')}-count`)}
        />
        <FieldError fieldId={id('description')} error={e.description} />
        <div
          id={`${id('description')}-count`}
          className={`form-text text-end${count >= DESCRIPTION_MAX ? ' text-danger fw-semibold' : ''}`}
        >
          {t('myprofile.descriptionCount', { count, max: DESCRIPTION_MAX })}
        </div>
      </div>

      <fieldset className="mb-3" aria-describedby={describedBy(e.gender && `${id('gender')}-error`)}>
        <legend className="form-label fs-6 mb-2">{t('profile.field.gender')}</legend>
        <div className="btn-group w-100">
          {GENDERS.map((g, i) => (
            <Fragment key={g}>
              <input
                type="radio"
                className="btn-check"
                name="gender"
                id={i === 0 ? id('gender') : `${id('gender')}-${g}`}
                value={g}
                checked={gender === g}
                onChange={() => {
                  setGender(g);
                  form.edited('gender');
                }}
                aria-invalid={e.gender ? true : undefined}
              />
              <label className="btn btn-outline-primary" htmlFor={i === 0 ? id('gender') : `${id('gender')}-${g}`}>
                {t(`profile.gender.${g}`)}
              </label>
            </Fragment>
          ))}
        </div>
        <FieldError fieldId={id('gender')} error={e.gender} />
      </fieldset>

      <fieldset
        className="mb-3"
        aria-describedby={describedBy(e.looking_for && `${id('looking_for')}-error`, `${id('looking_for')}-hint`)}
      >
        <legend className="form-label fs-6 mb-2">{t('signup.lookingFor.legend')}</legend>
        <div className="btn-group w-100">
          {LOOKING_FOR.map((l, i) => (
            <Fragment key={l}>
              <input
                type="radio"
                className="btn-check"
                name="looking_for"
                id={i === 0 ? id('looking_for') : `${id('looking_for')}-${l}`}
                value={l}
                checked={lookingFor === l}
                onChange={() => {
                  setLookingFor(l);
                  form.edited('looking_for');
                }}
                aria-invalid={e.looking_for ? true : undefined}
              />
              <label
                className="btn btn-outline-primary"
                htmlFor={i === 0 ? id('looking_for') : `${id('looking_for')}-${l}`}
              >
                {t(`signup.lookingFor.${l}`)}
              </label>
            </Fragment>
          ))}
        </div>
        <FieldError fieldId={id('looking_for')} error={e.looking_for} />
        <div id={`${id('looking_for')}-hint`} className="form-text">
          {t('myprofile.lookingForNote')}
        </div>
      </fieldset>

      <div className="mb-1">
        <label htmlFor={id('date_of_birth')} className="form-label">
          {t('profile.field.date_of_birth')}
        </label>
        <input
          id={id('date_of_birth')}
          name="date_of_birth"
          type="date"
          className={`form-control klik-date-input${e.date_of_birth ? ' is-invalid' : ''}`}
          value={dob}
          min="1900-01-01"
          max={latestBirthDate(settings.min_age)}
          onChange={(ev) => {
            setDob(ev.target.value);
            form.edited('date_of_birth');
          }}
          required
          aria-required
          autoComplete="bday"
          aria-invalid={e.date_of_birth ? true : undefined}
          aria-describedby={describedBy(
            e.date_of_birth && `${id('date_of_birth')}-error`,
            `${id('date_of_birth')}-hint`,
          )}
        />
        <FieldError fieldId={id('date_of_birth')} error={e.date_of_birth} />
        <div id={`${id('date_of_birth')}-hint`} className="form-text">
          {t('myprofile.dobNote')}
          {validDob && <> · {t('myprofile.ageNow', { age: ageOn(dob) })}</>}
        </div>
      </div>
    </SectionForm>
  );
}
