import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { GENDERS, LOOKING_FOR, type LookingFor } from '../../../common/profile-fields.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';

const LOOKING_FOR_LABELS: Record<LookingFor, MessageKey> = {
  male: 'signup.lookingFor.male',
  female: 'signup.lookingFor.female',
  both: 'signup.lookingFor.both',
};
import { NAME_MAX, PASSWORD_MIN, SIGNUP_MESSAGE_MAX } from '../../../common/api/limits.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { richText } from './rich-text.tsx';
import { SignupIcon } from './SignupIcon.tsx';
import { composeDate, STEP_COUNT, STEPS } from './signup-steps.ts';
import { useSignupFlow, WORKING_STEPS, type SignupFlowOptions } from './use-signup-flow.ts';
import './signup.scss';

export interface SignupFlowProps extends SignupFlowOptions {
  /** The level of the step headings: 2 under a page's h1, 3 under a modal's h2. */
  headingLevel?: 2 | 3;
}

/**
 * Product §2 signup flow as the visitor sees it: one question per step (gender, date of birth,
 * profile name, e-mail and password, then a message to the member or the terms), phones first,
 * and the progress checklist while the account is created. The steps, checks, the write and the
 * focus are `useSignupFlow`'s.
 */
export function SignupFlow({ toMember, initialDraft, onDraftChange, onBusyChange, headingLevel = 2 }: SignupFlowProps) {
  const { t, localeTag } = useI18n();
  const settings = useSettings();
  const minAge = settings.min_age;
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  const flow = useSignupFlow({ toMember, initialDraft, onDraftChange, onBusyChange });
  const {
    step,
    values,
    errors,
    formError,
    emailExists,
    working,
    tick,
    closed,
    years,
    bodyRef,
    set,
    goTo,
    chooseGender,
    chooseLookingFor,
  } = flow;
  const [showPassword, setShowPassword] = useState(false);

  const ids = {
    progress: `${id}-progress`,
    working: `${id}-working`,
    gender: `${id}-gender`,
    lookingFor: `${id}-looking-for`,
    day: `${id}-day`,
    month: `${id}-month`,
    year: `${id}-year`,
    dobHint: `${id}-dob-hint`,
    name: `${id}-name`,
    nameHint: `${id}-name-hint`,
    email: `${id}-email`,
    emailHint: `${id}-email-hint`,
    password: `${id}-password`,
    passwordHint: `${id}-password-hint`,
    message: `${id}-message`,
    messageHint: `${id}-message-hint`,
    invite: `${id}-invite`,
    inviteHint: `${id}-invite-hint`,
    formError: `${id}-form-error`,
  };
  const errId = (field: string) => `${id}-${field}-error`;
  /** aria-describedby: the hint, then the field's error when it has one. */
  const describedBy = (field: string, ...hints: string[]) =>
    [...hints, errors[field] ? errId(field) : ''].filter(Boolean).join(' ') || undefined;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    flow.submit();
  };

  /** Enter in a date select moves on too (browsers submit only from text fields). */
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'SELECT') {
      e.preventDefault();
      e.currentTarget.requestSubmit();
    }
  };

  const feedback = (field: string, extra?: ReactNode) =>
    errors[field] ? (
      <div id={errId(field)} className="invalid-feedback d-block">
        {errors[field]}
        {extra}
      </div>
    ) : null;

  if (closed) {
    return (
      <div className="alert alert-info mb-0" role="status">
        {t('signup.closed')}
      </div>
    );
  }

  if (working) {
    return (
      <div ref={bodyRef} className="py-2">
        <Heading id={ids.working} className="klik-signup-question" tabIndex={-1} data-working-focus>
          {tick >= WORKING_STEPS.length ? t('signup.working.finished') : t('signup.working.title')}
        </Heading>
        <ul className="klik-signup-checklist list-unstyled mb-0" aria-labelledby={ids.working} aria-live="polite">
          {WORKING_STEPS.map((key, i) => {
            const state = i < tick ? 'done' : i === tick ? 'busy' : 'waiting';
            return (
              <li key={key} className={state === 'waiting' ? 'is-waiting' : undefined}>
                <span className="klik-signup-mark">
                  {state === 'done' && <SignupIcon name="check-circle-fill" size={22} className="text-success" />}
                  {state === 'busy' && <Spinner className="text-primary" />}
                  {state === 'waiting' && <SignupIcon name="circle" size={18} />}
                </span>
                <span>
                  {t(key)}
                  <span className="visually-hidden"> ({t(`signup.working.${state}`)})</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  const stepName = STEPS[step];
  const progressText = t('signup.stepOf', { step: step + 1, total: STEP_COUNT });
  const dob = composeDate(values.year, values.month, values.day);
  const dobText = dob
    ? new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${dob}T00:00:00Z`),
      )
    : '';
  const dobInvalid = Boolean(errors.date_of_birth);
  const newTab = <span className="visually-hidden"> {t('signup.newTab')}</span>;

  return (
    <div ref={bodyRef}>
      <div className="mb-3">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-1 small">
          {step > 0 ? (
            <button
              type="button"
              className="btn btn-link btn-sm p-0 text-decoration-none d-inline-flex align-items-center gap-1"
              onClick={() => goTo(step - 1)}
            >
              <SignupIcon name="arrow-left" size={16} />
              {t('signup.back')}
            </button>
          ) : (
            <span />
          )}
          <span id={ids.progress} className="text-body-secondary">
            {progressText}
          </span>
        </div>
        <div
          className="progress klik-signup-progress"
          role="progressbar"
          aria-label={t('signup.progressLabel')}
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={step + 1}
          aria-valuetext={progressText}
        >
          <div className="progress-bar" style={{ width: `${((step + 1) / STEP_COUNT) * 100}%` }} />
        </div>
      </div>

      <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-describedby={ids.progress}>
        {stepName === 'gender' && (
          <>
            <fieldset aria-describedby={describedBy('gender')}>
              <legend className="klik-signup-question">{t('signup.gender.legend')}</legend>
              <div className="d-grid gap-3">
                {GENDERS.map((g, i) => {
                  const chosen = values.gender === g;
                  return (
                    <ChoiceButton
                      key={g}
                      size="btn-lg"
                      chosen={chosen}
                      autoFocus={values.gender ? chosen && Boolean(values.looking_for) : i === 0}
                      onClick={() => chooseGender(g)}
                    >
                      <SignupIcon name={g === 'male' ? 'gender-male' : 'gender-female'} size={24} />
                      {t(g === 'male' ? 'signup.gender.male' : 'signup.gender.female')}
                    </ChoiceButton>
                  );
                })}
              </div>
              {feedback('gender')}
            </fieldset>
            <fieldset className="mt-4" aria-describedby={describedBy('looking_for')}>
              <legend id={ids.lookingFor} className="klik-signup-question klik-signup-subquestion">
                {t('signup.lookingFor.legend')}
              </legend>
              <div className="d-flex gap-2">
                {LOOKING_FOR.map((l, i) => {
                  const chosen = values.looking_for === l;
                  return (
                    <ChoiceButton
                      key={l}
                      size="flex-fill"
                      chosen={chosen}
                      invalid={Boolean(errors.looking_for)}
                      autoFocus={Boolean(values.gender) && !values.looking_for && i === 0}
                      onClick={() => chooseLookingFor(l)}
                    >
                      {t(LOOKING_FOR_LABELS[l])}
                    </ChoiceButton>
                  );
                })}
              </div>
              {feedback('looking_for')}
            </fieldset>
          </>
        )}

        {stepName === 'dob' && (
          <fieldset>
            <legend className="klik-signup-question">{t('signup.dob.legend')}</legend>
            <div className="row g-2 klik-signup-date">
              <DatePartSelect
                id={ids.day}
                width="col-3"
                label={t('signup.dob.day')}
                value={values.day}
                onChange={(v) => set('day', v, 'date_of_birth')}
                autoComplete="bday-day"
                invalid={dobInvalid}
                describedBy={describedBy('date_of_birth', ids.dobHint)}
                options={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
                autoFocus
              />
              <DatePartSelect
                id={ids.month}
                width="col-5"
                label={t('signup.dob.month')}
                value={values.month}
                onChange={(v) => set('month', v, 'date_of_birth')}
                autoComplete="bday-month"
                invalid={dobInvalid}
                describedBy={describedBy('date_of_birth', ids.dobHint)}
                options={monthNamesOf(localeTag).map((m, i) => ({ value: String(i + 1), label: m }))}
              />
              <DatePartSelect
                id={ids.year}
                width="col-4"
                label={t('signup.dob.year')}
                value={values.year}
                onChange={(v) => set('year', v, 'date_of_birth')}
                autoComplete="bday-year"
                invalid={dobInvalid}
                describedBy={describedBy('date_of_birth', ids.dobHint)}
                options={years.map((y) => ({ value: String(y), label: String(y) }))}
              />
            </div>
            {feedback('date_of_birth')}
            <div id={ids.dobHint} className="form-text">
              {t('signup.dob.hint')}
            </div>
          </fieldset>
        )}

        {stepName === 'name' && (
          <div>
            <label htmlFor={ids.name} className="klik-signup-question d-block">
              {t('signup.name.label')}
            </label>
            <input
              id={ids.name}
              type="text"
              className={`form-control form-control-lg ${errors.name ? 'is-invalid' : ''}`}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              autoComplete="nickname"
              autoCapitalize="words"
              spellCheck={false}
              maxLength={NAME_MAX}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name', ids.nameHint)}
              data-autofocus
            />
            {feedback('name')}
            <div id={ids.nameHint} className="form-text">
              {t('signup.name.hint')}
            </div>
          </div>
        )}

        {stepName === 'account' && (
          <fieldset>
            <legend className="klik-signup-question">{t('signup.account.title')}</legend>
            <div className="mb-3">
              <label htmlFor={ids.email} className="form-label">
                {t('signup.email.label')}
              </label>
              <input
                id={ids.email}
                type="email"
                inputMode="email"
                className={`form-control form-control-lg ${errors.email ? 'is-invalid' : ''}`}
                value={values.email}
                onChange={(e) => set('email', e.target.value)}
                autoComplete="email"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={254}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy('email', ids.emailHint)}
                data-autofocus
              />
              {feedback(
                'email',
                emailExists && (
                  <>
                    {' '}
                    <a href={emailExists} className="fw-semibold">
                      {t('signup.emailExists.login')}
                    </a>
                  </>
                ),
              )}
              <div id={ids.emailHint} className="form-text">
                {t('signup.email.hint')}
              </div>
            </div>
            <div>
              <label htmlFor={ids.password} className="form-label">
                {t('signup.password.label')}
              </label>
              <div className="input-group">
                <input
                  id={ids.password}
                  type={showPassword ? 'text' : 'password'}
                  className={`form-control form-control-lg ${errors.password ? 'is-invalid' : ''}`}
                  value={values.password}
                  onChange={(e) => set('password', e.target.value)}
                  autoComplete="new-password"
                  autoCapitalize="off"
                  spellCheck={false}
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={describedBy('password', ids.passwordHint)}
                />
                <button
                  type="button"
                  className="btn btn-outline-secondary px-3"
                  onClick={() => setShowPassword((s) => !s)}
                  aria-pressed={showPassword}
                  aria-controls={ids.password}
                  aria-label={t('signup.password.show')}
                  title={t(showPassword ? 'signup.password.hide' : 'signup.password.show')}
                >
                  <SignupIcon name={showPassword ? 'eye-slash' : 'eye'} size={20} />
                </button>
              </div>
              {feedback('password')}
              <div id={ids.passwordHint} className="form-text">
                {t('signup.password.hint', { min: PASSWORD_MIN })}
              </div>
            </div>
          </fieldset>
        )}

        {stepName === 'finish' && (
          <div>
            <Heading className="klik-signup-question mb-1">{t('signup.confirm.title')}</Heading>
            <p className="text-body-secondary">{t('signup.confirm.text')}</p>
            <dl className="klik-signup-summary list-group mb-3">
              {(
                [
                  [
                    'signup.summary.gender',
                    values.gender ? t(values.gender === 'male' ? 'signup.summary.male' : 'signup.summary.female') : '',
                    0,
                  ],
                  ['signup.summary.lookingFor', values.looking_for ? t(LOOKING_FOR_LABELS[values.looking_for]) : '', 0],
                  ['signup.summary.dob', dobText, 1],
                  ['signup.summary.name', values.name.trim(), 2],
                  ['signup.summary.email', values.email.trim(), 3],
                ] as const
              ).map(([label, value, target]) => (
                <div key={label} className="list-group-item py-2">
                  <dt>{t(label)}</dt>
                  <dd className="d-flex align-items-center justify-content-between gap-2">
                    <span>{value}</span>
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0 flex-shrink-0"
                      onClick={() => goTo(target)}
                    >
                      <span aria-hidden="true">{t('signup.summary.edit')}</span>
                      <span className="visually-hidden">{t('signup.summary.editField', { field: t(label) })}</span>
                    </button>
                  </dd>
                </div>
              ))}
            </dl>

            {toMember && (
              <div className="mb-3">
                <label htmlFor={ids.message} className="form-label fw-semibold">
                  {t('signup.message.label', { name: toMember.name })}{' '}
                  <span className="fw-normal text-body-secondary">{t('signup.message.optional')}</span>
                </label>
                <textarea
                  id={ids.message}
                  className={`form-control ${errors.signup_message ? 'is-invalid' : ''}`}
                  rows={3}
                  value={values.signup_message}
                  onChange={(e) => set('signup_message', e.target.value)}
                  maxLength={SIGNUP_MESSAGE_MAX}
                  placeholder={t('signup.message.placeholder', { name: toMember.name })}
                  aria-invalid={errors.signup_message ? true : undefined}
                  aria-describedby={describedBy('signup_message', ids.messageHint)}
                  data-autofocus
                />
                {feedback('signup_message')}
                <div id={ids.messageHint} className="form-text d-flex justify-content-between gap-2">
                  <span>{t('signup.message.hint')}</span>
                  <span className="text-nowrap">
                    {t('signup.message.count', { count: values.signup_message.length, max: SIGNUP_MESSAGE_MAX })}
                  </span>
                </div>
              </div>
            )}

            {settings.invite_only && (
              <div className="mb-3">
                <label htmlFor={ids.invite} className="form-label fw-semibold">
                  {t('signup.invite.label')}
                </label>
                <input
                  id={ids.invite}
                  type="text"
                  className={`form-control ${errors.invite_code ? 'is-invalid' : ''}`}
                  value={values.invite_code}
                  onChange={(e) => set('invite_code', e.target.value)}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={64}
                  aria-invalid={errors.invite_code ? true : undefined}
                  aria-describedby={describedBy('invite_code', ids.inviteHint)}
                  data-autofocus={!toMember || undefined}
                />
                {feedback('invite_code')}
                <div id={ids.inviteHint} className="form-text">
                  {t('signup.invite.hint')}
                </div>
              </div>
            )}

            <p className="small text-body-secondary mb-0">
              {richText(
                t,
                'signup.terms',
                { min_age: minAge },
                {
                  terms: (
                    <a href="/pages/terms" target="_blank" rel="noopener">
                      {t('signup.termsLink')}
                      {newTab}
                    </a>
                  ),
                  privacy: (
                    <a href="/pages/privacy" target="_blank" rel="noopener">
                      {t('signup.privacyLink')}
                      {newTab}
                    </a>
                  ),
                },
              )}
            </p>

            {formError && (
              <div
                id={ids.formError}
                className="alert alert-danger mt-3 mb-0"
                role="alert"
                tabIndex={-1}
                data-focus-alert
              >
                {formError}
              </div>
            )}
          </div>
        )}

        {step > 0 && (
          <button
            type="submit"
            className="btn btn-primary btn-lg w-100 mt-4 fw-semibold d-inline-flex align-items-center justify-content-center gap-2"
            data-autofocus={(stepName === 'finish' && !toMember && !settings.invite_only) || undefined}
          >
            {stepName === 'finish' ? t('signup.submit') : t('signup.next')}
            {stepName !== 'finish' && <SignupIcon name="arrow-right" size={18} />}
          </button>
        )}
      </form>
    </div>
  );
}

/** One part of the date of birth (day, month or year): a labelled select with an empty first choice. */
const monthNames = new Map<string, string[]>();
/**
 * The months in the page's language, made the first time the date-of-birth step shows: a browser's
 * first Intl.DateTimeFormat loads the locale's data (15 ms and more on a phone), which the first
 * render of the signup page does not need (bench/README, hydration).
 */
function monthNamesOf(localeTag: string): string[] {
  let names = monthNames.get(localeTag);
  if (!names) {
    const fmt = new Intl.DateTimeFormat(localeTag, { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, i) => fmt.format(new Date(Date.UTC(2000, i, 1))));
    monthNames.set(localeTag, names);
  }
  return names;
}

function DatePartSelect(props: {
  id: string;
  /** The Bootstrap column class: the three parts share one row. */
  width: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'bday-day' | 'bday-month' | 'bday-year';
  invalid: boolean;
  describedBy: string | undefined;
  options: { value: string; label: string }[];
  /** The step's first field takes the focus when the step opens. */
  autoFocus?: boolean;
}) {
  return (
    <div className={props.width}>
      <label htmlFor={props.id} className="form-label small mb-1">
        {props.label}
      </label>
      <select
        id={props.id}
        className={`form-select klik-signup-select ${props.invalid ? 'is-invalid' : ''}`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete={props.autoComplete}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        data-autofocus={props.autoFocus || undefined}
      >
        <option value="">–</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One answer of a choice question (gender, looking for): a toggle button, filled when chosen. */
function ChoiceButton(props: {
  chosen: boolean;
  /** Its size or place in the row: 'btn-lg' for the main question, 'flex-fill' for the one below. */
  size: 'btn-lg' | 'flex-fill';
  invalid?: boolean;
  autoFocus: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn ${props.size} klik-signup-choice ${props.chosen ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={props.chosen}
      aria-invalid={props.invalid || undefined}
      data-autofocus={props.autoFocus || undefined}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
