import { useEffect, useId, useState, type FormEvent } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { countryName } from '../../../common/data/country-names.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';
import {
  AGE_MAX,
  AGE_MIN,
  DISTANCES,
  filterShown,
  GENDER_ALL,
  searchParamsOf,
  type FilterKey,
  type SearchFilters as Filters,
} from './search-query.ts';

const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => AGE_MIN + i);

/**
 * The search filters (product §3 Search state): a GET form that works without JavaScript; with it,
 * every change searches at once. Only the filters of settings.search_fields are shown, distance
 * only to a member. A new search (a change here, Back, a link) brings its values into the same
 * form: a form remounted for each search would drop the keyboard focus from the filter just changed
 * onto the page, and a keyboard or screen-reader user would start again at the top.
 */
export function SearchFilters({
  filters,
  network,
  loggedIn,
  hasPlace,
}: {
  filters: Filters;
  network?: string;
  loggedIn: boolean;
  hasPlace: boolean;
}) {
  const { t, locale } = useI18n();
  const settings = useSettings();
  const [, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<Filters>(filters);
  // React's "adjusting state when a prop changes": the values of the search now shown, once per search.
  const searched = JSON.stringify(filters);
  const [shownSearch, setShownSearch] = useState(searched);
  if (shownSearch !== searched) {
    setShownSearch(searched);
    setValues(filters);
  }
  const [hydrated, setHydrated] = useState(false);
  const id = useId();
  useEffect(() => setHydrated(true), []);

  const ctx = { searchFields: settings.search_fields, loggedIn };
  const shown = (key: FilterKey) => filterShown(key, ctx);
  const countries = settings.countries;
  const showCountry = shown('country') && countries.length > 1;
  const regionCountry = values.country ?? (countries.length === 1 ? countries[0] : undefined);
  const regionData = regionCountry ? settings.region_data[regionCountry] : undefined;
  const showRegion = shown('countryregion') && regionData !== undefined && regionData.regions.length > 0;
  const minAge = values.min_age ?? AGE_MIN;
  const maxAge = values.max_age ?? AGE_MAX;

  const apply = (next: Filters) => {
    setValues(next);
    setSearchParams(searchParamsOf(next, { network }, ctx), { replace: true, preventScrollReset: true });
  };

  const change = (key: FilterKey, raw: string) => {
    const next: Filters = { ...values };
    switch (key) {
      case 'gender':
        next.gender = raw === 'male' || raw === 'female' ? raw : undefined;
        break;
      case 'country':
        next.country = raw || undefined;
        next.countryregion = undefined;
        break;
      case 'countryregion':
        next.countryregion = raw || undefined;
        break;
      case 'min_age':
        next.min_age = Number(raw);
        if (shown('max_age')) next.max_age = Math.max(next.min_age, maxAge);
        break;
      case 'max_age':
        next.max_age = Number(raw);
        if (shown('min_age')) next.min_age = Math.min(next.max_age, minAge);
        break;
      case 'distance':
        next.distance = raw ? Number(raw) : undefined;
        break;
    }
    apply(next);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(values);
  };

  const fieldId = (key: string) => `${id}-${key}`;
  const anyShown =
    shown('gender') || showCountry || showRegion || shown('min_age') || shown('max_age') || shown('distance');
  if (!anyShown) return null;

  return (
    <Form
      method="get"
      action="/members"
      onSubmit={onSubmit}
      className="klik-filters card shadow-sm"
      aria-labelledby={fieldId('title')}
    >
      <div className="card-body p-3">
        <h2 id={fieldId('title')} className="h6 d-flex align-items-center gap-2 mb-2">
          <Icon name="sliders" size={16} />
          {t('members.filters')}
        </h2>
        {network && <input type="hidden" name="network" value={network} />}
        <div className="row g-2">
          {shown('gender') && (
            <div className="col-6 col-lg-12">
              <label htmlFor={fieldId('gender')} className="form-label">
                {t('members.filter.gender')}
              </label>
              <select
                id={fieldId('gender')}
                name="gender"
                className="form-select"
                value={values.gender ?? GENDER_ALL}
                onChange={(e) => change('gender', e.target.value)}
              >
                <option value="female">{t('members.filter.genderFemale')}</option>
                <option value="male">{t('members.filter.genderMale')}</option>
                <option value={GENDER_ALL}>{t('members.filter.genderAll')}</option>
              </select>
            </div>
          )}
          {(shown('min_age') || shown('max_age')) && (
            <fieldset className="col-6 col-lg-12">
              <legend className="form-label float-none w-auto">{t('members.filter.age')}</legend>
              <div className="d-flex align-items-center gap-1">
                {shown('min_age') && (
                  <>
                    <label htmlFor={fieldId('min_age')} className="visually-hidden">
                      {t('members.filter.minAge')}
                    </label>
                    <select
                      id={fieldId('min_age')}
                      name="min_age"
                      className="form-select px-2"
                      value={minAge}
                      onChange={(e) => change('min_age', e.target.value)}
                    >
                      {AGES.map((a) => (
                        <option key={a} value={a}>
                          {a}
                        </option>
                      ))}
                    </select>
                  </>
                )}
                {shown('min_age') && shown('max_age') && <span aria-hidden="true">–</span>}
                {shown('max_age') && (
                  <>
                    <label htmlFor={fieldId('max_age')} className="visually-hidden">
                      {t('members.filter.maxAgeLabel')}
                    </label>
                    <select
                      id={fieldId('max_age')}
                      name="max_age"
                      className="form-select px-2"
                      value={maxAge}
                      onChange={(e) => change('max_age', e.target.value)}
                    >
                      {AGES.map((a) => (
                        <option key={a} value={a}>
                          {a}
                        </option>
                      ))}
                    </select>
                  </>
                )}
              </div>
            </fieldset>
          )}
          {showCountry && (
            <div className="col-6 col-lg-12">
              <label htmlFor={fieldId('country')} className="form-label">
                {t('members.filter.country')}
              </label>
              <select
                id={fieldId('country')}
                name="country"
                className="form-select"
                value={values.country ?? ''}
                onChange={(e) => change('country', e.target.value)}
              >
                <option value="">{t('members.filter.allCountries')}</option>
                {countries.map((c) => (
                  <option key={c} value={c}>
                    {countryName(c, locale)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {showRegion && regionData && (
            <div className="col-6 col-lg-12">
              <label htmlFor={fieldId('countryregion')} className="form-label">
                {regionData.label}
              </label>
              <select
                id={fieldId('countryregion')}
                name="countryregion"
                className="form-select"
                value={values.countryregion ?? ''}
                onChange={(e) => change('countryregion', e.target.value)}
              >
                <option value="">{t('members.filter.allRegions')}</option>
                {regionData.regions.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {shown('distance') && (
            <div className="col-6 col-lg-12">
              <label htmlFor={fieldId('distance')} className="form-label">
                {t('members.filter.distance')}
              </label>
              <select
                id={fieldId('distance')}
                name="distance"
                className="form-select"
                value={values.distance ?? ''}
                disabled={!hasPlace}
                aria-describedby={hasPlace ? undefined : fieldId('distance-hint')}
                onChange={(e) => change('distance', e.target.value)}
              >
                <option value="">{t('members.filter.anyDistance')}</option>
                {DISTANCES.map((km) => (
                  <option key={km} value={km}>
                    {t('members.filter.withinKm', { km })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {shown('distance') && !hasPlace && (
            <p id={fieldId('distance-hint')} className="col-12 form-text small mt-1 mb-0">
              <Icon name="geo-alt" size={14} className="me-1" />
              {t('members.filter.noPlace')}{' '}
              <Link to="/profile" className="text-decoration-underline">
                {t('members.filter.noPlaceLink')}
              </Link>
            </p>
          )}
        </div>
        {/* Without JavaScript the form is sent with this button; with it, every change searches. */}
        <button type="submit" className={`btn btn-primary w-100 mt-3 ${hydrated ? 'd-none' : ''}`}>
          <Icon name="search" size={16} className="me-1" />
          {t('members.filter.submit')}
        </button>
      </div>
    </Form>
  );
}
