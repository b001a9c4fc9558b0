import { useState } from 'react';
import type { Interest } from '../../../common/data/interests.ts';
import type { InterestId } from '../../../common/profile-fields.ts';
import type { Locale } from '../../../common/constants.ts';
import { useT } from '../../lib/i18n.tsx';
import { INTEREST_SPRITE, interestIconName } from './interest-icons.ts';
import { SpriteIcon } from '../Icon.tsx';
import { toggleInterest } from './rules.ts';
import './profile.scss';

/** One interest's icon from the interest sprite, decorative. */
export function InterestIcon({ id, size = 16 }: { id: InterestId; size?: number }) {
  const name = interestIconName(id);
  return name ? <SpriteIcon sprite={INTEREST_SPRITE} name={name} size={size} /> : null;
}

/**
 * Interests as toggle chips (buttons with aria-pressed), at most `max`. At the ceiling the chips not
 * chosen stay focusable but say why they do not turn on, instead of being silently disabled.
 */
export function InterestPicker({
  id,
  labelledBy,
  options,
  selected,
  onChange,
  max,
  lang,
  error,
}: {
  id: string;
  labelledBy: string;
  options: readonly Interest[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  max: number;
  lang: Locale;
  error?: string;
}) {
  const t = useT();
  const [refused, setRefused] = useState(false);
  const full = selected.length >= max;

  const toggle = (interest: Interest) => {
    const next = toggleInterest(selected, interest.id, max);
    if (next === null) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onChange(next);
  };

  return (
    <div>
      <div className="d-flex justify-content-between align-items-baseline gap-2 mb-2">
        <p id={`${id}-hint`} className="form-text mt-0 mb-0">
          {t('myprofile.interests.hint', { max })}
        </p>
        <span
          id={`${id}-count`}
          className={`badge rounded-pill ${full ? 'text-bg-primary' : 'text-bg-light border'}`}
          aria-live="polite"
        >
          {t('myprofile.interests.count', { count: selected.length, max })}
        </span>
      </div>
      <div
        id={id}
        role="group"
        tabIndex={-1}
        aria-labelledby={labelledBy}
        aria-describedby={[`${id}-hint`, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        className="d-flex flex-wrap gap-2 klik-chips"
      >
        {options.map((interest) => {
          const on = selected.includes(interest.id);
          const blocked = !on && full;
          return (
            <button
              key={interest.id}
              type="button"
              className={`btn btn-sm rounded-pill d-inline-flex align-items-center gap-1 klik-chip${on ? ' btn-primary' : ' btn-outline-secondary'}${blocked ? ' klik-chip-blocked' : ''}`}
              aria-pressed={on}
              aria-disabled={blocked || undefined}
              onClick={() => toggle(interest)}
            >
              <InterestIcon id={interest.id} />
              <span>{interest.label[lang]}</span>
            </button>
          );
        })}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div role="status" aria-live="polite" className="small text-danger mt-2">
        {refused && full ? t('myprofile.interests.max', { max }) : ''}
      </div>
    </div>
  );
}
