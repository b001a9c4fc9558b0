import { useId } from 'react';
import { Icon, type IconName } from '../Icon.tsx';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: IconName;
}

/**
 * A group of large, tappable radio cards: real radio inputs (arrow keys move between them, the form
 * reads them), each inside its label, so the whole card is the tap target.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  invalid = false,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  invalid?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className={`klik-choice-group${invalid ? ' is-invalid' : ''}`} data-group={name}>
      <legend className="klik-choice-legend">{legend}</legend>
      <div className="klik-choice-options">
        {choices.map((c) => {
          const inputId = `${id}-${c.value}`;
          return (
            <div className="klik-choice" key={c.value}>
              <input
                type="radio"
                className="klik-choice-input"
                id={inputId}
                name={name}
                value={c.value}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
                aria-invalid={invalid || undefined}
              />
              <label className="klik-choice-card" htmlFor={inputId}>
                {c.icon && (
                  <span className="klik-choice-icon">
                    <Icon name={c.icon} size={22} />
                  </span>
                )}
                <span className="klik-choice-label">{c.label}</span>
                <span className="klik-choice-check" aria-hidden="true">
                  <Icon name="check-circle-fill" size={20} />
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
