import { useEffect, useState } from 'react';
import type { FirstTouch } from '../../../common/rules/attribution.ts';
import type { ConsentChoice } from '../../../common/rules/consent.ts';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';

/** Sends the answer (decision 055); accepting carries the campaign the banner was shown for. */
export function sendConsent(choice: ConsentChoice, touch?: FirstTouch | null): Promise<unknown> {
  return api('POST', '/api/consent.php', { choice, ...(touch ? { touch } : {}) }, { idempotent: true });
}

/**
 * The campaign cookie's banner (decision 055): asked, on the server, of a visitor who arrived with a
 * campaign and has not answered; it stays for the visit's next pages until answered. Fixed at the
 * bottom (it pushes nothing), first in the tab order, both answers alike. Plain markup in the
 * server's HTML: no chunk of its own, a few hundred bytes in the root.
 */
export function CampaignConsent({ asked }: { asked: FirstTouch | null }) {
  const t = useT();
  const [touch, setTouch] = useState(asked);
  const [state, setState] = useState<'open' | 'busy' | 'failed' | 'done'>('open');
  // A later campaign landing of the visit (no answer yet) asks for that campaign.
  useEffect(() => {
    if (asked) setTouch(asked);
  }, [asked]);
  if (!touch || state === 'done') return null;
  const answer = (choice: ConsentChoice) => {
    setState('busy');
    sendConsent(choice, touch).then(
      () => setState('done'),
      () => setState('failed'),
    );
  };
  return (
    <section
      className="fixed-bottom bg-body border-top shadow-lg py-3 klik-consent"
      aria-labelledby="consent-title"
      data-testid="consent-banner"
    >
      <div className="container-lg" style={{ maxWidth: 720 }}>
        <h2 id="consent-title" className="h6 mb-1">
          {t('consent.title')}
        </h2>
        <p className="small mb-2">
          {t('consent.text')} <a href="/pages/cookies">{t('consent.policy')}</a>
        </p>
        {state === 'failed' && (
          <p className="small text-danger mb-2" role="alert">
            {t('consent.failed')}
          </p>
        )}
        <div className="d-flex gap-2">
          {(['yes', 'no'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className="btn btn-primary flex-fill"
              disabled={state === 'busy'}
              onClick={() => answer(choice)}
            >
              {t(choice === 'yes' ? 'consent.accept' : 'consent.refuse')}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
