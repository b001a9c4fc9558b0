import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import type { Place } from './rules.ts';
import './profile.scss';

const MIN_CHARS = 2;
const DEBOUNCE_MS = 200;

type Status = 'idle' | 'loading' | 'done' | 'failed';

/**
 * Type-ahead over GET /api/places.php within one country, as an ARIA 1.2 combobox: the input owns a
 * listbox; ArrowDown/ArrowUp move through the places (the focus stays in the input, the active
 * option is `aria-activedescendant`), Enter chooses, Escape closes the list, Tab leaves it.
 * The text is controlled by the parent: only a place chosen from the list counts as a choice.
 */
export function PlacePicker({
  id,
  label,
  country,
  text,
  onTextChange,
  onChoose,
  regionName,
  error,
  hintId,
  invalid,
}: {
  id: string;
  label: string;
  country: string;
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (place: Place) => void;
  /** The name of a region code, shown beside each place. */
  regionName: (code: string | null) => string | null;
  error?: string;
  hintId?: string;
  invalid?: boolean;
}) {
  const t = useT();
  const listId = useId();
  const [results, setResults] = useState<Place[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** The query the member typed since the last choice; null after choosing, so no search runs then. */
  const [query, setQuery] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const q = query?.trim() ?? '';
    if (query === null || q.length < MIN_CHARS) {
      setResults([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    const timer = setTimeout(() => {
      api<{ places: Place[] }>('GET', '/api/places.php', undefined, {
        query: { q, country },
        signal: controller.signal,
      })
        .then(({ places }) => {
          setResults(places);
          setActive(-1);
          setStatus('done');
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setResults([]);
          setStatus('failed');
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, country]);

  // Keep the active option in view while moving through a long list with the keyboard.
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (place: Place) => {
    onChoose(place);
    setQuery(null);
    setOpen(false);
    setActive(-1);
    setResults([]);
    inputRef.current?.focus();
  };

  const showList = open && query !== null && query.trim().length >= MIN_CHARS;
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!showList) {
          setOpen(true);
          if (query === null && text.trim().length >= MIN_CHARS) setQuery(text);
          return;
        }
        if (results.length) setActive((a) => (a + 1) % results.length);
        return;
      case 'ArrowUp':
        e.preventDefault();
        if (!showList) {
          setOpen(true);
          return;
        }
        if (results.length) setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
        return;
      case 'Enter': {
        // Never submit the section while the list is open: Enter chooses, or chooses the only place.
        if (!showList) return;
        e.preventDefault();
        const pick = active >= 0 ? results[active] : results.length === 1 ? results[0] : undefined;
        if (pick) choose(pick);
        return;
      }
      case 'Escape':
        if (showList) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
    }
  };

  const announce =
    status === 'loading'
      ? t('myprofile.place.searching')
      : status === 'failed'
        ? t('myprofile.place.failed')
        : status === 'done' && showList
          ? t('myprofile.place.results', { count: results.length })
          : '';

  return (
    <div className="mb-1">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="position-relative">
        <div className="input-group has-validation">
          <span className="input-group-text bg-body" aria-hidden="true">
            <Icon name="geo-alt" />
          </span>
          <input
            ref={inputRef}
            id={id}
            name="place"
            type="text"
            role="combobox"
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            value={text}
            placeholder={t('myprofile.place.placeholder')}
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={[invalid && error ? `${id}-error` : null, hintId].filter(Boolean).join(' ') || undefined}
            onChange={(e) => {
              onTextChange(e.target.value);
              setQuery(e.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => {
              if (query !== null) setOpen(true);
            }}
          />
          {status === 'loading' && (
            <span className="input-group-text bg-body" aria-hidden="true">
              <span className="spinner-border spinner-border-sm text-primary" />
            </span>
          )}
          {text && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label={t('myprofile.place.clear')}
              title={t('myprofile.place.clear')}
              onClick={() => {
                onTextChange('');
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              ×
            </button>
          )}
        </div>
        <div
          className={`klik-place-list card shadow${showList && (results.length > 0 || status === 'done' || status === 'failed') ? '' : ' d-none'}`}
        >
          <ul ref={listRef} id={listId} role="listbox" aria-label={label} className="list-group list-group-flush">
            {results.map((p, i) => {
              const region = regionName(p.regionCode);
              return (
                <li
                  key={p.id}
                  id={optionId(i)}
                  data-index={i}
                  role="option"
                  aria-selected={i === active}
                  className={`list-group-item list-group-item-action d-flex justify-content-between align-items-baseline gap-2${i === active ? ' active' : ''}`}
                  // mousedown would blur the input first and close the list before the click lands
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(p)}
                  onMouseMove={() => setActive(i)}
                >
                  <span className="fw-semibold">{p.name}</span>
                  {region && (
                    <span className={`small text-end ${i === active ? '' : 'text-body-secondary'}`}>{region}</span>
                  )}
                </li>
              );
            })}
          </ul>
          {status === 'done' && results.length === 0 && (
            <div className="px-3 py-2 text-body-secondary">{t('myprofile.place.none', { q: query?.trim() ?? '' })}</div>
          )}
          {status === 'failed' && <div className="px-3 py-2 text-danger">{t('myprofile.place.failed')}</div>}
        </div>
      </div>
      {invalid && error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </div>
    </div>
  );
}
