/** One choice of a labelled select: the value it stands for and the words it shows. */
export interface SelectChoice<V extends string | number> {
  value: V;
  label: string;
}

/**
 * A console form's small label and select (the campaign, postback and short-link forms): one column
 * of a Bootstrap row (`className`), its select named by the label through `id`. Controlled: the
 * value is the caller's, and `onChange` hands back the chosen choice's own value (a number stays a
 * number).
 */
export function LabelledSelect<V extends string | number>({
  id,
  label,
  value,
  choices,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: V;
  choices: readonly SelectChoice<V>[];
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <label className="form-label small" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(e) => {
          const chosen = choices.find((c) => String(c.value) === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
