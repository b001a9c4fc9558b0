import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { formatMoney } from '../../../common/rules/money.ts';

/**
 * In place of the composer, the first time a member is about to pay for a message to a profile the
 * site runs (decision 047, ACM): the site's own disclosure text and what a message costs, confirmed
 * once. The server refuses that message until it is (chat_send), so no way around the screen pays.
 */
export function FictionalDisclosure({
  name,
  credits,
  minimumCost,
  onConfirmed,
}: {
  name: string;
  credits: number;
  minimumCost: { costs: number; currency: string } | null;
  onConfirmed: () => void;
}) {
  const { t, localeTag } = useI18n();
  const settings = useSettings();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await api('POST', '/api/fictional-disclosure.php');
      onConfirmed();
      // The member's own data now says so (the next conversation asks no more).
      void revalidate();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('error.general'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      className="klik-fictional-disclosure border-top p-3"
      aria-labelledby="fictional-disclosure-title"
      data-testid="fictional-disclosure"
    >
      {/* The header above carries the mark; here the words say it. */}
      <h2 id="fictional-disclosure-title" className="h6 mb-2">
        {t('chat.ui.disclosure.title', { name })}
      </h2>
      <p className="mb-2">{settings.fictional_warning}</p>
      <p className="mb-3 fw-semibold">
        {minimumCost
          ? t('chat.ui.disclosure.priceMoney', {
              credits,
              money: formatMoney({ amount: minimumCost.costs, currency: minimumCost.currency }, localeTag),
            })
          : t('chat.ui.disclosure.price', { credits })}
      </p>
      {error && (
        <p className="alert alert-danger py-2" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary rounded-pill px-4"
        onClick={confirm}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('chat.ui.disclosure.confirm')}
      </button>
    </section>
  );
}
