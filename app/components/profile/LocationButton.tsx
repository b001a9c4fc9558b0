import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { Icon } from '../Icon.tsx';
import { freshLocation, parseLocationCache, type Place } from './rules.ts';

/** Product §4 geolocation permission: unsupported, unknown, or the browser's own state. */
type Permission = 'unsupported' | 'unknown' | PermissionState;
type Outcome =
  | { kind: 'found'; place: Place }
  | { kind: 'error'; key: 'denied' | 'unavailable' | 'timeout' | 'notFound' | 'otherCountry' | 'general' }
  | null;

function readCache(): Place | null {
  try {
    return freshLocation(parseLocationCache(window.localStorage.getItem(STORAGE_KEYS.locationCache)), Date.now());
  } catch {
    return null;
  }
}

function writeCache(place: Place): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.locationCache, JSON.stringify({ at: Date.now(), place }));
  } catch {
    /* storage unavailable: the next click asks the browser again */
  }
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 600_000,
    }),
  );
}

/**
 * 'Gebruik mijn locatie': the browser's position → GET /api/geocode.php → the nearest place, which
 * the parent puts in the form (saving stays the member's decision). Only the place is kept, never the
 * precise position: the coordinates go to the server rounded to about 100 m, and the profile gets the
 * place's own coordinates. The last result is cached in localStorage with its time and reused for at
 * most one hour (product §9), so a second click does not ask the browser again.
 */
export function LocationButton({
  countries,
  onFound,
}: {
  countries: readonly string[];
  onFound: (place: Place) => void;
}) {
  const t = useT();
  const [permission, setPermission] = useState<Permission>('unknown');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // Decided after hydration: the server cannot know what the browser offers.
  useEffect(() => {
    if (!('geolocation' in navigator) || !window.isSecureContext) {
      setPermission('unsupported');
      return;
    }
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => status && setPermission(status.state);
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((s) => {
        if (cancelled) return;
        status = s;
        update();
        s.addEventListener('change', update);
      })
      .catch(() => {
        /* the Permissions API does not know geolocation here: stay 'unknown' */
      });
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, []);

  const apply = (place: Place) => {
    if (!countries.includes(place.country)) {
      setOutcome({ kind: 'error', key: 'otherCountry' });
      return;
    }
    setOutcome({ kind: 'found', place });
    onFound(place);
  };

  const locate = async () => {
    setOutcome(null);
    const cached = readCache();
    if (cached) {
      apply(cached);
      return;
    }
    setBusy(true);
    try {
      const pos = await currentPosition();
      const round = (n: number) => Math.round(n * 1000) / 1000;
      const place = await api<Place | false>('GET', '/api/geocode.php', undefined, {
        query: { lat: round(pos.coords.latitude), lon: round(pos.coords.longitude) },
      });
      if (!place) {
        setOutcome({ kind: 'error', key: 'notFound' });
        return;
      }
      writeCache(place);
      apply(place);
    } catch (err) {
      const code = (err as GeolocationPositionError | undefined)?.code;
      if (code === 1) {
        setPermission('denied');
        setOutcome({ kind: 'error', key: 'denied' });
      } else if (code === 2) setOutcome({ kind: 'error', key: 'unavailable' });
      else if (code === 3) setOutcome({ kind: 'error', key: 'timeout' });
      else setOutcome({ kind: 'error', key: 'general' });
    } finally {
      setBusy(false);
    }
  };

  if (permission === 'unsupported') {
    return <p className="form-text mt-0 mb-3">{t('myprofile.location.unsupported')}</p>;
  }

  const errorText = (key: Extract<NonNullable<Outcome>, { kind: 'error' }>['key']) =>
    key === 'general' ? t('error.general') : t(`myprofile.location.${key}`);

  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
        onClick={() => void locate()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby="location-button-help"
      >
        {busy ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <Icon name="crosshair" />}
        {busy ? t('myprofile.location.locating') : t('myprofile.location.use')}
      </button>
      <div id="location-button-help" role="status" aria-live="polite">
        {outcome?.kind === 'found' && (
          <p className="form-text text-success mb-0 mt-2 d-flex gap-1">
            <Icon name="check-circle-fill" className="mt-1" />
            {t('myprofile.location.found', { place: outcome.place.name })}
          </p>
        )}
        {outcome?.kind === 'error' && <p className="form-text text-danger mb-0 mt-2">{errorText(outcome.key)}</p>}
        {!outcome && permission === 'denied' && (
          <p className="form-text text-danger mb-0 mt-2">{t('myprofile.location.denied')}</p>
        )}
        {!outcome && permission === 'prompt' && <p className="form-text mb-0 mt-2">{t('myprofile.location.prompt')}</p>}
      </div>
    </div>
  );
}
