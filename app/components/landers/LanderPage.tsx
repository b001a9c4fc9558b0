import type { ReactNode } from 'react';
import { useId } from 'react';
import type { LanderName } from '../../../common/rules/landers.ts';
import type { MessageKey } from '../../../common/i18n/translate.ts';
import { useT } from '../../lib/i18n.tsx';
import { SignupFlow } from '../signup/SignupFlow.tsx';
import { Icon } from '../Icon.tsx';
import { Island } from '../../islands/island.tsx';
import './landers.scss';

/** Where every lander's own call to action leads: the signup on the page itself. */
export const SIGNUP_ANCHOR = 'lander-signup';

/** Moves to the signup on the page and puts the focus in it (a swipe demo's end, a card's button). */
export function goToSignup(): void {
  const section = document.getElementById(SIGNUP_ANCHOR);
  if (!section) return;
  section.scrollIntoView({
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/**
 * The signup that starts on the lander (decision 054): the first step of the one signup flow
 * (components/signup), so a visitor answers the first question without leaving the page. The
 * campaign (the first touch and the query's tracking) goes with it as on /signup (decision 051).
 */
export function LanderSignup() {
  const t = useT();
  const id = useId();
  return (
    <section
      id={SIGNUP_ANCHOR}
      className="klik-lander-signup card card-body shadow"
      aria-labelledby={`${id}-title`}
      data-lander-signup
    >
      <h2 id={`${id}-title`} className="h4 mb-1" tabIndex={-1}>
        {t('landers.signup.title')}
      </h2>
      <p className="text-body-secondary small mb-3">{t('landers.signup.intro')}</p>
      <SignupFlow headingLevel={3} />
    </section>
  );
}

/**
 * One lander (product §2): its hero with title and text, what only this lander shows (`children`),
 * and the signup beside it on a wide screen, after it on a phone.
 */
export function LanderPage({
  name,
  tone = 'brand',
  intro,
  children,
}: {
  name: LanderName;
  /** The hero's colours: the site's brand gradient, a night sky, or light. */
  tone?: 'brand' | 'night' | 'light';
  /** Under the text, above the lander's own part (a badge, the collage). */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={`klik-lander klik-lander--${name} klik-lander--${tone}`} data-lander={name}>
      <div className="container-lg py-4 py-lg-5">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-7 min-w-0">
            <h1 className="klik-lander-title fw-bold">{t(`lander.${name}.title` as MessageKey)}</h1>
            <p className="lead klik-lander-text">{t(`lander.${name}.text` as MessageKey)}</p>
            <ul className="klik-lander-benefits list-unstyled d-flex flex-wrap gap-2 mb-3">
              {(['lander.benefit1', 'lander.benefit2', 'lander.benefit3'] as const).map((k) => (
                <li key={k} className="d-inline-flex align-items-center gap-1">
                  <Icon name="check-circle-fill" size={16} />
                  {t(k)}
                </li>
              ))}
            </ul>
            <a href={`#${SIGNUP_ANCHOR}`} className="btn btn-primary btn-lg d-lg-none mb-4 klik-lander-cta">
              {t('lander.cta')}
            </a>
            {intro}
            {children}
          </div>
          <div className="col-lg-5">
            <div className="klik-lander-aside">
              <Island name="lander-signup" component={LanderSignup} props={{}} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
