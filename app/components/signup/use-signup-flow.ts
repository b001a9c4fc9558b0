import { useEffect, useMemo, useRef, useState } from 'react';
import type { Gender, LookingFor } from '../../../common/profile-fields.ts';
import type { SignupInput, SignupTracking } from '../../../common/api/accounts.ts';
import type { FieldError } from '../../../common/rules/account-validation.ts';
import { readFailure, type Failure } from '../../lib/action-core.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { clearTracking, readTracking, trackingFromSearch } from '../../lib/tracking.ts';
import { landingOf } from '../../../common/rules/attribution.ts';
import { signUp } from './actions.ts';
import {
  birthYears,
  checkAll,
  checkStep,
  composeDate,
  EMPTY_VALUES,
  SMARTPHONE_SIGNUP_KEY,
  STEP_COUNT,
  stepForFields,
  type SignupDraft,
  type SignupValues,
} from './signup-steps.ts';

/** The progress steps shown while the account is created (product §2), ticking on one by one. */
export const WORKING_STEPS = [
  'signup.working.check',
  'signup.working.create',
  'signup.working.matches',
  'signup.working.mail',
] as const;
const TICK_MS = 500;
/** The checklist stays at least this long, so it reads as steps rather than a flash. */
const MIN_WORKING_MS = 2_000;
/** A refused signup still shows the first step for a moment before the form comes back. */
const MIN_ERROR_MS = 600;
const SMARTPHONE_QUERY = '(max-width: 767.98px)';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface SignupFlowOptions {
  /** The member whose page the visitor came from: step 4 then offers a first message to them. */
  toMember?: { id: number; name: string };
  /** Where a reopened modal starts. */
  initialDraft?: SignupDraft;
  /** Called with every change, so a modal can keep the draft while it is closed. */
  onDraftChange?: (draft: SignupDraft) => void;
  /** Told when the account is being created, so a modal can refuse to close meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

type Errors = Partial<Record<string, string>>;

/**
 * The signup's tracking: the campaign kept for the visit, or in this page's address, and, when the
 * signup starts on a lander or a member's landing page, the lander, slug or member page
 * (decisions 051, 054), so they reach the member when no campaign cookie was set.
 */
function signupTracking(): SignupTracking | undefined {
  const campaign = readTracking() ?? trackingFromSearch(window.location.search) ?? undefined;
  const landing = landingOf(window.location.pathname);
  if (!landing.lander) return campaign;
  return { ...campaign, ...landing };
}

/** A safe same-site path from the server's `login` field. */
function loginPath(raw: unknown, email: string): string {
  const base = typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/login';
  return `${base}${base.includes('?') ? '&' : '?'}email=${encodeURIComponent(email.trim())}`;
}

/**
 * The state machine of product §2's signup flow, apart from how it looks: the step and the answers,
 * each step checked with the server's own rules before the next, the server's refusal sending the
 * visitor back to the step that owns the refused field, the progress checklist while the account is
 * created (at least MIN_WORKING_MS), and where the focus goes after each move. On success the new
 * member lands on /complete-signup with a fresh document, so every part of the page renders with
 * the new session.
 */
export function useSignupFlow({ toMember, initialDraft, onDraftChange, onBusyChange }: SignupFlowOptions) {
  const { t } = useI18n();
  const settings = useSettings();
  const minAge = settings.min_age;

  const [step, setStep] = useState(() => Math.min(Math.max(initialDraft?.step ?? 0, 0), STEP_COUNT - 1));
  const [values, setValues] = useState<SignupValues>(() => ({ ...EMPTY_VALUES, ...initialDraft?.values }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [emailExists, setEmailExists] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [tick, setTick] = useState(0);
  const [closed, setClosed] = useState(false);
  // No focus on arrival at the first step: a focused choice would look chosen. Later moves do focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const arrived = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const started = useRef(0);

  const today = useMemo(() => new Date(), []);
  const years = useMemo(() => birthYears(today, minAge), [today, minAge]);

  // The modal keeps the draft while closed.
  useEffect(() => {
    onDraftChange?.({ step, values });
  }, [step, values, onDraftChange]);

  useEffect(() => {
    onBusyChange?.(working);
  }, [working, onBusyChange]);

  // Decided in the browser, where the tracking values live (product §5 signups setting), and an
  // invite link's code fills the invite field.
  useEffect(() => {
    const search = window.location.search;
    if (settings.signups === 'with_trafficsource') {
      const tracking = readTracking() ?? trackingFromSearch(search);
      setClosed(!tracking?.network);
    }
    const invite = new URLSearchParams(search).get('invite');
    if (settings.invite_only && invite)
      setValues((v) => (v.invite_code ? v : { ...v, invite_code: invite.slice(0, 64) }));
  }, [settings.signups, settings.invite_only]);

  // Focus: the first refused field of the step, else the step's own field; the heading while working.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (!arrived.current) {
      arrived.current = true;
      if (step === 0) return;
    }
    const target =
      body.querySelector<HTMLElement>(working ? '[data-working-focus]' : '[aria-invalid="true"], [data-focus-alert]') ??
      body.querySelector<HTMLElement>('[data-autofocus]');
    target?.focus();
    // Only on a requested move, never on a keystroke.
  }, [focusRequest, step, working]);

  useEffect(() => () => window.clearInterval(timer.current), []);

  const requestFocus = () => setFocusRequest((n) => n + 1);

  const set = <K extends keyof SignupValues>(key: K, value: SignupValues[K], ...fields: string[]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const clear = fields.length ? fields : [key];
    if (clear.some((f) => errors[f]))
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !clear.includes(k))));
    if (key === 'email') setEmailExists(null);
  };

  const showErrors = (list: FieldError[]) => {
    setErrors((e) => ({ ...e, ...Object.fromEntries(list.map((x) => [x.field, t(x.key, x.params)])) }));
    setStep(stepForFields(list.map((x) => x.field)));
    requestFocus();
  };

  const goTo = (next: number) => {
    setFormError(null);
    setStep(next);
    requestFocus();
  };

  // Step 0 asks two things, "Ik ben" and then "Ik zoek" (decision 023): the step is done when both are chosen.
  const chooseGender = (gender: Gender) => {
    set('gender', gender);
    if (values.looking_for) goTo(1);
    else requestFocus();
  };

  const chooseLookingFor = (lookingFor: LookingFor) => {
    set('looking_for', lookingFor);
    if (values.gender) goTo(1);
    else requestFocus();
  };

  const created = async (smartphone: boolean) => {
    await sleep(Math.max(0, MIN_WORKING_MS - (Date.now() - started.current)));
    window.clearInterval(timer.current);
    setTick(WORKING_STEPS.length);
    clearTracking();
    try {
      if (smartphone) window.sessionStorage.setItem(SMARTPHONE_SIGNUP_KEY, '1');
    } catch {
      /* no session storage: no reminder modal */
    }
    await sleep(400);
    // A new document: the root loader, top bar and alerts all see the new session.
    window.location.assign('/complete-signup');
  };

  const refused = async (failure: Failure) => {
    await sleep(Math.max(0, MIN_ERROR_MS - (Date.now() - started.current)));
    window.clearInterval(timer.current);
    setWorking(false);
    const names = Object.keys(failure.fields);
    if (failure.status === 0) {
      setFormError(t('error.general'));
    } else if (failure.status === 400 && names.length) {
      setErrors((e) => ({ ...e, ...failure.fields }));
      setStep(stepForFields(names));
    } else if (failure.status === 409 && failure.code === 'email_exists') {
      setErrors((e) => ({ ...e, email: failure.message || t('signup.existingAccount') }));
      setEmailExists(loginPath(failure.body.login, values.email));
      setStep(3);
    } else if (failure.code === 'invite_required' && settings.invite_only) {
      setErrors((e) => ({ ...e, invite_code: failure.message || t('signup.inviteInvalid') }));
      setStep(STEP_COUNT - 1);
    } else {
      setFormError(failure.message || t('error.general'));
      setStep(STEP_COUNT - 1);
    }
    requestFocus();
  };

  const createAccount = () => {
    const smartphone = window.matchMedia?.(SMARTPHONE_QUERY).matches ?? false;
    const message = values.signup_message.trim();
    const body: SignupInput = {
      email: values.email.trim(),
      name: values.name.trim(),
      password: values.password,
      date_of_birth: composeDate(values.year, values.month, values.day),
      gender: values.gender as Gender,
      looking_for: values.looking_for || undefined,
      tracking: signupTracking(),
      smartphone,
      ...(toMember && message ? { signup_message: message, signup_message_to: toMember.id } : {}),
      ...(settings.invite_only && values.invite_code.trim() ? { invite_code: values.invite_code.trim() } : {}),
    };
    setFormError(null);
    setEmailExists(null);
    setTick(0);
    setWorking(true);
    requestFocus();
    started.current = Date.now();
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => setTick((n) => Math.min(n + 1, WORKING_STEPS.length - 1)), TICK_MS);
    // The server's refusals each have their own text when it sent none (`refused`).
    signUp(body).then(
      () => void created(smartphone),
      (err: unknown) => void refused(readFailure(err, '')),
    );
  };

  /** The form's submit: check the step, then the next step, or create the account after the last. */
  const submit = () => {
    if (working) return;
    const problems = step === STEP_COUNT - 1 ? checkAll(values, minAge) : checkStep(step, values, minAge);
    if (problems.length) return showErrors(problems);
    if (step < STEP_COUNT - 1) return goTo(step + 1);
    createAccount();
  };

  return {
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
    submit,
  };
}
