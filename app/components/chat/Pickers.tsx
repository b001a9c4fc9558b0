import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import type { PhotoPayload } from '../../../common/api/profiles.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';
import { fetchGifts, fetchOwnPhotos, type GiftOffer } from './chat-api.ts';
import { ChatIcon } from './ChatIcon.tsx';
import type { ChatPrices } from '../../../common/api/chat.ts';
import { formatMoney } from '../../../common/rules/money.ts';
import { moneyOfCredits } from '../../../common/rules/prices.ts';
import { confirmsPaid, stopConfirmingPaid } from './preferences.ts';

type Basis = ChatPrices['credit_basis'];

/**
 * A gift or photo asks once before it is paid — its price in credits and in money
 * (the one price rule) — unless the member ticked "Niet meer vragen deze sessie".
 */
function ConfirmPaid({
  question,
  credits,
  basis,
  image,
  onConfirm,
  onCancel,
}: {
  question: string;
  credits: number;
  basis: Basis;
  image: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, localeTag } = useI18n();
  const [dontAsk, setDontAsk] = useState(false);
  const confirm = () => {
    if (dontAsk) stopConfirmingPaid();
    onConfirm();
  };
  return (
    <div className="text-center" role="group" aria-labelledby="klik-confirm-paid-question">
      <img src={image} alt="" width={96} height={96} className="rounded-3 mb-2 object-fit-cover" />
      <p id="klik-confirm-paid-question" className="h6 mb-1">
        {question}
      </p>
      {basis && (
        <p className="small text-body-secondary mb-3">
          {t('chat.ui.confirm.money', { amount: formatMoney(moneyOfCredits(basis, credits), localeTag) })}
        </p>
      )}
      <div className="form-check d-inline-flex align-items-center gap-2 mb-3">
        <input
          className="form-check-input mt-0"
          type="checkbox"
          id="klik-confirm-paid-again"
          checked={dontAsk}
          onChange={(e) => setDontAsk(e.target.checked)}
        />
        <label className="form-check-label small" htmlFor="klik-confirm-paid-again">
          {t('chat.ui.confirm.dontAsk')}
        </label>
      </div>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-outline-secondary rounded-pill px-3" onClick={onCancel}>
          {t('chat.ui.confirm.cancel')}
        </button>
        <button type="button" className="btn btn-primary rounded-pill px-4" onClick={confirm} autoFocus>
          {t('chat.ui.confirm.send')}
        </button>
      </div>
    </div>
  );
}

/** The member's own photos to send; only approved ('active') ones can be sent. */
export function PhotoPicker({
  show,
  onHide,
  onPick,
  price,
  basis,
}: {
  show: boolean;
  onHide: () => void;
  onPick: (p: PhotoPayload) => void;
  price: number;
  basis: Basis;
}) {
  const { t } = useI18n();
  const settings = useSettings();
  const [photos, setPhotos] = useState<PhotoPayload[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PhotoPayload | null>(null);
  const choose = (p: PhotoPayload) => (price > 0 && confirmsPaid() ? setChosen(p) : onPick(p));
  useEffect(() => {
    if (!show) return;
    setChosen(null);
    let live = true;
    setError(null);
    fetchOwnPhotos().then(
      (p) => live && setPhotos(p),
      (err: unknown) => live && setError((err instanceof Error && err.message) || t('error.general')),
    );
    return () => {
      live = false;
    };
  }, [show, t]);
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="klik-photo-picker-title" className="klik-chat-modal">
      <Modal.Header closeButton closeLabel={t('chat.ui.close')}>
        <Modal.Title id="klik-photo-picker-title" className="h5">
          {t('chat.ui.photos.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {chosen ? (
          <ConfirmPaid
            question={t('chat.ui.confirm.photo', { credits: price })}
            credits={price}
            basis={basis}
            image={`${settings.cdn_prefix}${chosen.thumb_filename}`}
            onConfirm={() => onPick(chosen)}
            onCancel={() => setChosen(null)}
          />
        ) : (
          <>
            {price > 0 && (
              <p className="small text-body-secondary">
                <Icon name="coin" size={13} className="me-1" />
                {t('chat.ui.photos.price', { credits: price })}
              </p>
            )}
            {error ? (
              <div className="alert alert-danger mb-0">{error}</div>
            ) : photos === null ? (
              <p className="text-body-secondary d-flex align-items-center gap-2 mb-0">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                {t('chat.ui.photos.loading')}
              </p>
            ) : photos.length === 0 ? (
              <div className="text-center py-3">
                <p className="text-body-secondary">{t('chat.ui.photos.empty')}</p>
                <Link to="/profile" className="btn btn-outline-primary rounded-pill">
                  {t('chat.ui.photos.toProfile')}
                </Link>
              </div>
            ) : (
              <ul className="klik-picker-grid list-unstyled mb-0">
                {photos.map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      className="klik-picker-photo"
                      disabled={p.status !== 'active'}
                      onClick={() => choose(p)}
                      aria-label={p.status === 'active' ? t('chat.ui.photos.choose') : t('chat.ui.photos.inspection')}
                    >
                      <img
                        src={`${settings.cdn_prefix}${p.thumb_filename}`}
                        alt=""
                        width={160}
                        height={160}
                        loading="lazy"
                      />
                      {p.status !== 'active' && (
                        <span className="klik-picker-photo-badge">{t('chat.ui.photos.inspection')}</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}

/** The gift catalogue: image, name and price of each gift. */
export function GiftPicker({
  show,
  onHide,
  onPick,
  name,
  basis,
}: {
  show: boolean;
  onHide: () => void;
  onPick: (g: GiftOffer) => void;
  name: string;
  basis: Basis;
}) {
  const { t, localeTag } = useI18n();
  const [gifts, setGifts] = useState<GiftOffer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<GiftOffer | null>(null);
  const choose = (g: GiftOffer) => (g.credits > 0 && confirmsPaid() ? setChosen(g) : onPick(g));
  useEffect(() => {
    if (!show) return;
    setChosen(null);
    let live = true;
    setError(null);
    fetchGifts().then(
      (g) => live && setGifts(g),
      (err: unknown) => live && setError((err instanceof Error && err.message) || t('error.general')),
    );
    return () => {
      live = false;
    };
  }, [show, t]);
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="klik-gift-picker-title" className="klik-chat-modal">
      <Modal.Header closeButton closeLabel={t('chat.ui.close')}>
        <Modal.Title id="klik-gift-picker-title" className="h5">
          {t('chat.ui.gifts.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {chosen ? (
          <ConfirmPaid
            question={t('chat.ui.confirm.gift', {
              gift: t(`gift.${chosen.id}` as MessageKey),
              credits: chosen.credits,
            })}
            credits={chosen.credits}
            basis={basis}
            image={chosen.image}
            onConfirm={() => onPick(chosen)}
            onCancel={() => setChosen(null)}
          />
        ) : (
          <>
            <p className="small text-body-secondary">{t('chat.ui.gifts.intro')}</p>
            {error ? (
              <div className="alert alert-danger mb-0">{error}</div>
            ) : gifts === null ? (
              <p className="text-body-secondary d-flex align-items-center gap-2 mb-0">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                {t('chat.ui.gifts.loading')}
              </p>
            ) : (
              <ul className="klik-gift-grid list-unstyled mb-0">
                {gifts.map((g) => {
                  const giftName = t(`gift.${g.id}` as MessageKey);
                  return (
                    <li key={g.id}>
                      <button
                        type="button"
                        className="klik-gift-option"
                        onClick={() => choose(g)}
                        aria-label={t('chat.ui.gifts.choose', { gift: giftName, credits: g.credits })}
                      >
                        <img src={g.image} alt="" width={72} height={72} />
                        <span className="klik-gift-option-name">{giftName}</span>
                        <span className="badge rounded-pill text-bg-light border klik-gift-option-price">
                          <Icon name="coin" size={12} className="me-1" />
                          {t('chat.ui.gifts.credits', { credits: g.credits })}
                        </span>
                        {/* The gift's money by the one price rule, as /pricing shows it. */}
                        {basis && (
                          <span className="small text-body-secondary">
                            {formatMoney(moneyOfCredits(basis, g.credits), localeTag)}
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}

export const ICEBREAKER_KEYS = [1, 2, 3, 4, 5, 6].map((n) => `chat.ui.icebreaker.${n}` as MessageKey);

/** Friendly opening lines for a new or empty conversation; choosing one fills the composer. */
export function IcebreakerModal({
  show,
  onHide,
  onPick,
}: {
  show: boolean;
  onHide: () => void;
  onPick: (text: string) => void;
}) {
  const { t } = useI18n();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="klik-icebreakers-title" className="klik-chat-modal">
      <Modal.Header closeButton closeLabel={t('chat.ui.close')}>
        <Modal.Title id="klik-icebreakers-title" className="h5 d-flex align-items-center gap-2">
          <ChatIcon name="lightbulb" size={20} className="text-primary" />
          {t('chat.ui.icebreakersTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t('chat.ui.icebreakersIntro')}</p>
        <div className="d-grid gap-2">
          {ICEBREAKER_KEYS.map((key) => (
            <button key={key} type="button" className="btn klik-icebreaker text-start" onClick={() => onPick(t(key))}>
              {t(key)}
            </button>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
