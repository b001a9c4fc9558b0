import { useT } from '../../lib/i18n.tsx';

/**
 * The sites a staff account works on (decision 044): "Alle sites", or only the ticked ones. An admin
 * always works on every site, so for that role the choice is replaced by a note. `id` is the first
 * radio's, where the form moves the focus when the field is refused.
 */
export function SiteScopeField({
  id,
  sites,
  value,
  onChange,
  admin,
  error,
}: {
  id: string;
  sites: readonly { id: number; name: string }[];
  value: readonly number[] | null;
  onChange: (value: number[] | null) => void;
  admin: boolean;
  error?: string;
}) {
  const t = useT();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  const described = [errorId, hintId].filter(Boolean).join(' ');
  const toggle = (siteId: number, on: boolean) => {
    const now = new Set(value ?? []);
    if (on) now.add(siteId);
    else now.delete(siteId);
    onChange(sites.filter((s) => now.has(s.id)).map((s) => s.id));
  };
  return (
    <fieldset data-testid={`${id}-field`}>
      <legend className="form-label fs-6 mb-1">{t('staff.accounts.sites')}</legend>
      {admin ? (
        <p className="small text-body-secondary mb-0" id={hintId}>
          {t('staff.accounts.sitesAdminNote')}
        </p>
      ) : (
        <>
          <div className="form-check">
            <input
              type="radio"
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              id={id}
              name={`${id}-mode`}
              checked={value === null}
              onChange={() => onChange(null)}
              aria-describedby={described}
            />
            <label className="form-check-label" htmlFor={id}>
              {t('staff.accounts.allSites')}
            </label>
          </div>
          <div className="form-check">
            <input
              type="radio"
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              id={`${id}-some`}
              name={`${id}-mode`}
              checked={value !== null}
              onChange={() => onChange(value === null ? [] : [...value])}
              aria-describedby={described}
            />
            <label className="form-check-label" htmlFor={`${id}-some`}>
              {t('staff.accounts.someSites')}
            </label>
          </div>
          {value !== null && (
            <div className="ms-4">
              {sites.map((s) => (
                <div className="form-check" key={s.id}>
                  <input
                    type="checkbox"
                    className={`form-check-input${error ? ' is-invalid' : ''}`}
                    id={`${id}-site-${s.id}`}
                    checked={value.includes(s.id)}
                    onChange={(e) => toggle(s.id, e.currentTarget.checked)}
                  />
                  <label className="form-check-label" htmlFor={`${id}-site-${s.id}`}>
                    {s.name}
                  </label>
                </div>
              ))}
            </div>
          )}
          <div className="form-text" id={hintId}>
            {t('staff.accounts.sitesHint')}
          </div>
        </>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** An account's sites in words: "Alle sites", or their names. */
export function siteScopeInWords(
  t: (key: 'staff.accounts.allSites') => string,
  sites: readonly { id: number; name: string }[],
  value: readonly number[] | null,
): string {
  if (value === null) return t('staff.accounts.allSites');
  return sites
    .filter((s) => value.includes(s.id))
    .map((s) => s.name)
    .join(', ');
}
