import { useCallback, useEffect, useState } from 'react';
import type { OwnProfile, ProfileUpdate } from '../../../common/api/profiles.ts';
import { countryName as nameOfCountry } from '../../../common/data/country-names.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { LocationButton } from './LocationButton.tsx';
import { PlacePicker } from './PlacePicker.tsx';
import { describedBy, FieldError, SectionForm, useSectionSave } from './SectionForm.tsx';
import type { Place } from './rules.ts';

const ORDER = ['country', 'region_code', 'place'] as const;
type Field = (typeof ORDER)[number];

interface Chosen {
  place: string;
  place_id: number | null;
  lat: number | null;
  lon: number | null;
}

function chosenOf(p: OwnProfile): Chosen | null {
  return p.place ? { place: p.place, place_id: p.place_id, lat: p.lat, lon: p.lon } : null;
}

/**
 * 'Woonplaats': country, the region as the country calls it (province, state, canton…), and the
 * place from the type-ahead or from the browser's location. A place sets the region from its
 * regionCode; another country empties region and place.
 */
export function LocationSection({ profile, onDirty }: { profile: OwnProfile; onDirty: (dirty: boolean) => void }) {
  const { t, locale } = useI18n();
  const settings = useSettings();
  const [country, setCountry] = useState(profile.country);
  const [region, setRegion] = useState(profile.region_code ?? '');
  const [text, setText] = useState(profile.place ?? '');
  const [chosen, setChosen] = useState<Chosen | null>(chosenOf(profile));
  const form = useSectionSave<Field>('location', ORDER, (saved) => {
    setCountry(saved.country);
    setRegion(saved.region_code ?? '');
    setText(saved.place ?? '');
    setChosen(chosenOf(saved));
  });

  const regionData = settings.region_data[country];
  const regionLabel = regionData?.label ?? t('profile.field.region');
  const countryName = (c: string) => nameOfCountry(c, locale);
  const regionName = useCallback(
    (code: string | null) =>
      code ? (settings.region_data[country]?.regions.find((r) => r.code === code)?.name ?? null) : null,
    [settings.region_data, country],
  );

  const typed = text.trim();
  const placeChanged =
    typed === ''
      ? profile.place !== null
      : chosen && typed === chosen.place
        ? chosen.place_id !== profile.place_id || chosen.place !== profile.place
        : text !== (profile.place ?? '');
  const dirty = country !== profile.country || region !== (profile.region_code ?? '') || placeChanged;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const changeCountry = (c: string) => {
    if (c === country) return;
    setCountry(c);
    setRegion('');
    setText('');
    setChosen(null);
    form.edited('country');
    form.edited('region_code');
    form.edited('place');
  };

  const choosePlace = (p: Place, inCountry = country) => {
    setText(p.name);
    setChosen({ place: p.name, place_id: p.id, lat: p.lat, lon: p.lon });
    const regions = settings.region_data[inCountry]?.regions ?? [];
    if (p.regionCode && regions.some((r) => r.code === p.regionCode)) setRegion(p.regionCode);
    form.edited('place');
    form.edited('region_code');
  };

  const located = (p: Place) => {
    if (p.country !== country) {
      setCountry(p.country);
      setRegion('');
      form.edited('country');
    }
    choosePlace(p, p.country);
  };

  const submit = () => {
    const payload: ProfileUpdate = { country, region_code: region || null };
    const errors: Partial<Record<Field, string>> = {};
    if (typed === '') {
      Object.assign(payload, { place: null, place_id: null, lat: null, lon: null });
    } else if (chosen && typed === chosen.place) {
      Object.assign(payload, chosen);
    } else {
      errors.place = t('myprofile.place.notChosen');
    }
    form.save(payload, errors);
  };

  const id = form.fieldId;
  const e = form.errors;

  return (
    <SectionForm
      id="location"
      title={t('myprofile.section.location')}
      onSubmit={submit}
      busy={form.busy}
      dirty={dirty}
      formError={form.formError}
      alertId={form.alertId}
    >
      <LocationButton countries={settings.countries} onFound={located} />

      <div className="row g-3">
        <div className="col-sm-6">
          <label htmlFor={id('country')} className="form-label">
            {t('profile.field.country')}
          </label>
          <select
            id={id('country')}
            name="country"
            className={`form-select${e.country ? ' is-invalid' : ''}`}
            value={country}
            onChange={(ev) => changeCountry(ev.target.value)}
            aria-invalid={e.country ? true : undefined}
            aria-describedby={describedBy(e.country && `${id('country')}-error`)}
          >
            {!settings.countries.includes(country) && <option value={country}>{countryName(country)}</option>}
            {settings.countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c)}
              </option>
            ))}
          </select>
          <FieldError fieldId={id('country')} error={e.country} />
        </div>

        {regionData && regionData.regions.length > 0 && (
          <div className="col-sm-6">
            <label htmlFor={id('region_code')} className="form-label">
              {regionLabel}
            </label>
            <select
              id={id('region_code')}
              name="region_code"
              className={`form-select${e.region_code ? ' is-invalid' : ''}`}
              value={region}
              onChange={(ev) => {
                setRegion(ev.target.value);
                form.edited('region_code');
              }}
              aria-invalid={e.region_code ? true : undefined}
              aria-describedby={describedBy(e.region_code && `${id('region_code')}-error`)}
            >
              <option value="">{t('myprofile.choose')}</option>
              {regionData.regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
            <FieldError fieldId={id('region_code')} error={e.region_code} />
          </div>
        )}

        <div className="col-12">
          <PlacePicker
            id={id('place')}
            label={t('profile.field.place')}
            country={country}
            text={text}
            onTextChange={(v) => {
              setText(v);
              form.edited('place');
            }}
            onChoose={(p) => choosePlace(p)}
            regionName={regionName}
            invalid={Boolean(e.place)}
            error={e.place}
            hintId={`${id('place')}-hint`}
          />
          <div id={`${id('place')}-hint`} className="form-text">
            {chosen && text === chosen.place
              ? t('myprofile.place.chosen', {
                  place: [chosen.place, regionName(region || null)].filter(Boolean).join(', '),
                })
              : t('myprofile.place.hint')}
          </div>
        </div>
      </div>
    </SectionForm>
  );
}
