import { useState } from 'react';
import type { ConsentChoice as Choice } from '../../../common/rules/consent.ts';
import { useT } from '../../lib/i18n.tsx';
import { sendConsent } from './CampaignConsent.tsx';

/**
 * The cookie page's own place to give, change or withdraw the campaign cookie's consent (decision
 * 055): as easy to refuse as to accept, at any time. Refusing here also removes a first touch
 * already set; accepting sets none by itself (the next campaign landing does).
 */
export function ConsentChoice({ initial }: { initial: Choice | null }) {
  const t = useT();
  const [choice, setChoice] = useState(initial);
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const answer = (next: Choice) => {
    setState('busy');
    sendConsent(next).then(
      () => {
        setChoice(next);
        setState('saved');
      },
      () => setState('failed'),
    );
  };
  return (
    <section className="container-lg pb-4" aria-labelledby="consent-choice">
      <div className="card card-body">
        <h2 id="consent-choice" className="h5">
          {t('consent.choice.heading')}
        </h2>
        <p className="mb-2" data-testid="consent-state">
          {t(choice === 'yes' ? 'consent.choice.yes' : choice === 'no' ? 'consent.choice.no' : 'consent.choice.none')}
        </p>
        <div role="status" className="small">
          {state === 'saved' && <p className="text-success mb-2">{t('consent.choice.saved')}</p>}
          {state === 'failed' && <p className="text-danger mb-2">{t('consent.failed')}</p>}
        </div>
        <div className="d-flex gap-2">
          {(['yes', 'no'] as const).map((c) => (
            <button
              key={c}
              type="button"
              className="btn btn-primary flex-fill"
              disabled={state === 'busy'}
              aria-pressed={choice === c}
              onClick={() => answer(c)}
            >
              {t(c === 'yes' ? 'consent.accept' : 'consent.refuse')}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
