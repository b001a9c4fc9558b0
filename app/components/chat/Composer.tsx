import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { usePurchasesAvailable } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';
import { ChatIcon } from './ChatIcon.tsx';
import { messageLength } from '../../../common/rules/message.ts';
import { formatMoney } from '../../../common/rules/money.ts';
import { counterState } from './rules.ts';
import { readSendOnEnter, storeSendOnEnter } from './preferences.ts';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface ComposerProps {
  name: string;
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  onPhoto: () => void;
  onGift: () => void;
  onIcebreakers?: () => void;
  maxLength: number;
  /** What a text message costs now (credits); 0 hides the price. */
  price: number;
  /** What a message costs at least in money in the member's country (the price rule's, in cents). */
  minimumCost?: { costs: number; currency: string } | null;
  credits: number | null;
  /** The member leaves for /credits from here (the way back is remembered). */
  onBuy?: () => void;
  disabled?: boolean;
}

/**
 * The message composer (product §2, §5): a growing textarea, the character counter 'n / max' (code
 * points), send-on-enter as a remembered option (Enter sends, Shift+Enter a new line; without it
 * Ctrl/⌘+Enter sends), the price before every paid send, and photo, gift and icebreaker buttons.
 */
export function Composer(props: ComposerProps) {
  const {
    name,
    value,
    onChange,
    onSend,
    onPhoto,
    onGift,
    onIcebreakers,
    maxLength,
    price,
    minimumCost,
    credits,
    onBuy,
    disabled,
  } = props;
  const { t, localeTag } = useI18n();
  const purchases = usePurchasesAvailable();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [sendOnEnter, setSendOnEnter] = useState(true);
  useEffect(() => setSendOnEnter(readSendOnEnter()), []);

  const length = messageLength(value);
  const state = counterState(length, maxLength);
  const canSend = !disabled && value.trim().length > 0 && state !== 'over';

  // Grows with the text up to the CSS max-height.
  useIsoLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [value]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    onSend();
    area.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if ((sendOnEnter && !e.shiftKey && !e.altKey) || e.ctrlKey || e.metaKey) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className="klik-composer" onSubmit={submit} aria-label={t('chat.ui.composerLabel', { name })}>
      <div className="klik-composer-row">
        <div className="klik-composer-tools">
          <button
            type="button"
            className="btn klik-tool"
            onClick={onPhoto}
            aria-label={t('chat.ui.sendPhoto')}
            title={t('chat.ui.sendPhoto')}
            disabled={disabled}
          >
            <Icon name="camera" size={20} />
          </button>
          <button
            type="button"
            className="btn klik-tool"
            onClick={onGift}
            aria-label={t('chat.ui.sendGift')}
            title={t('chat.ui.sendGift')}
            disabled={disabled}
          >
            <Icon name="gift" size={20} />
          </button>
          {onIcebreakers && (
            <button
              type="button"
              className="btn klik-tool"
              onClick={onIcebreakers}
              aria-label={t('chat.ui.openIcebreakers')}
              title={t('chat.ui.openIcebreakers')}
              disabled={disabled}
            >
              <ChatIcon name="lightbulb" size={20} />
            </button>
          )}
        </div>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('chat.ui.composerLabel', { name })}
        </label>
        <textarea
          ref={area}
          id={`${id}-text`}
          className={`form-control klik-composer-input${state === 'over' ? ' is-invalid' : ''}`}
          rows={1}
          placeholder={t('chat.ui.placeholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-counter ${id}-price`}
          enterKeyHint={sendOnEnter ? 'send' : 'enter'}
          autoComplete="off"
        />
        <button
          type="submit"
          className="btn btn-primary klik-send"
          disabled={!canSend}
          aria-label={t('chat.ui.send')}
          title={t('chat.ui.send')}
        >
          <Icon name="send-fill" size={18} />
        </button>
      </div>
      <div className="klik-composer-meta">
        <span id={`${id}-price`} className="klik-composer-price" data-testid="composer-price">
          {price > 0 ? (
            <>
              <Icon name="coin" size={13} className="me-1" />
              {t('chat.ui.price', { credits: price })}
              {minimumCost && (
                <span className="klik-composer-minimum">
                  {' '}
                  {t('chat.ui.minimumCost', {
                    amount: formatMoney({ amount: minimumCost.costs, currency: minimumCost.currency }, localeTag),
                  })}
                </span>
              )}
              {/* The balance on every screen size, with the way to more when it is short. */}
              {credits !== null && (
                <span className="klik-composer-balance"> · {t('chat.ui.balance', { credits })}</span>
              )}
              {purchases && credits !== null && credits < price && (
                <>
                  {' · '}
                  <Link to="/credits" onClick={onBuy} className="klik-composer-buy">
                    {t('chat.ui.buyCreditsShort')}
                  </Link>
                </>
              )}
            </>
          ) : null}
        </span>
        <div className="form-check form-switch mb-0 klik-enter-switch" title={t('chat.ui.sendOnEnterHint')}>
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id={`${id}-enter`}
            checked={sendOnEnter}
            onChange={(e) => {
              setSendOnEnter(e.target.checked);
              storeSendOnEnter(e.target.checked);
            }}
          />
          <label className="form-check-label" htmlFor={`${id}-enter`}>
            {t('chat.ui.sendOnEnter')}
          </label>
        </div>
        <span id={`${id}-counter`} className={`klik-counter is-${state}`}>
          <span aria-hidden="true">{t('chat.ui.counter', { count: length, max: maxLength })}</span>
          <span className="visually-hidden">{t('chat.ui.counterLabel', { count: length, max: maxLength })}</span>
        </span>
      </div>
    </form>
  );
}
