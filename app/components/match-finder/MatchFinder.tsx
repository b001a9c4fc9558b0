import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MATCH_FINDER_AGES, MATCH_FINDER_APPEARANCES, MATCH_FINDER_RACES } from '../../../common/api/limits.ts';
import type { MatchFinderPayload, MatchFinderPreferences } from '../../../common/api/likes.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import type { ProfileCard as Card } from '../../../common/api/profiles.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { saveMatchFinder } from './actions.ts';
import { Icon } from '../Icon.tsx';
import { ProfileCard } from '../ProfileCard.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import {
  completePreferences,
  EMPTY_DRAFT,
  missingFields,
  type MatchFinderDraft,
  type MatchFinderField,
} from './rules.ts';
import { EmptyState } from '../EmptyState.tsx';

type Field = MatchFinderField;

const LEGENDS: Record<Field, MessageKey> = {
  age: 'matchFinder.age',
  appearance: 'matchFinder.appearance',
  race: 'matchFinder.race',
};

/**
 * The match finder (product §3 "Match finder preferences", §5): age, appearance and race as large
 * radio cards; "Zoek matches" saves them (PUT) and shows the members who fit: the page data,
 * loaded again after saving. Saved preferences come back filled in.
 */
export function MatchFinder({ data }: { data: MatchFinderPayload }) {
  const t = useT();
  const [draft, setDraft] = useState<MatchFinderDraft>(data.preferences ?? EMPTY_DRAFT);
  const results = data.results as Card[];
  const searched = data.preferences !== null;
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<Field[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const resultsRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [scrollRequest, setScrollRequest] = useState<object | null>(null);

  // After a search, once the results are drawn: bring them into view when they start low.
  useEffect(() => {
    const el = resultsRef.current;
    if (!scrollRequest || !el) return;
    if (el.getBoundingClientRect().top > window.innerHeight * 0.6) {
      el.scrollIntoView({
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        block: 'start',
      });
    }
  }, [scrollRequest]);

  const write = useAction(saveMatchFinder, {
    done: (payload) => {
      if (payload.preferences) setDraft(payload.preferences);
      setAnnouncement(t('matchFinder.found', { count: payload.results.length }));
      setScrollRequest({});
    },
    failed: (failure) => setError(failure.message),
    fallback: t('matchFinder.error'),
  });
  const { busy } = write;

  const set = <K extends Field>(field: K, value: MatchFinderPreferences[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setMissing((m) => m.filter((f) => f !== field));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const absent = missingFields(draft);
    setMissing(absent);
    const body = completePreferences(draft);
    if (!body) {
      formRef.current?.querySelector<HTMLInputElement>(`[data-group="${absent[0]}"] input`)?.focus();
      return;
    }
    setError(null);
    write.submit(body);
  };

  const choices = {
    age: MATCH_FINDER_AGES.map((v) => ({ value: v, label: t(`matchFinder.age.${v}`) })),
    appearance: MATCH_FINDER_APPEARANCES.map((v) => ({ value: v, label: t(`matchFinder.appearance.${v}`) })),
    race: MATCH_FINDER_RACES.map((v) => ({ value: v, label: t(`matchFinder.race.${v}`) })),
  };

  return (
    <div className="klik-mf">
      <header className="mb-3 mb-md-4">
        <h1 className="h3 mb-1 d-flex align-items-center gap-2">
          <Icon name="search-heart" size={26} className="text-primary" />
          {t('matchFinder.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('matchFinder.intro')}</p>
      </header>

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {busy ? t('matchFinder.searching') : announcement}
      </p>

      <div className="row g-4 g-xl-5">
        <div className="col-lg-5 col-xl-4">
          <form
            ref={formRef}
            className="klik-mf-form"
            onSubmit={submit}
            noValidate
            aria-describedby={missing.length > 0 ? 'mf-missing' : undefined}
          >
            <ChoiceGroup
              name="age"
              legend={t('matchFinder.age')}
              choices={choices.age}
              value={draft.age}
              onChange={(v) => set('age', v)}
              invalid={missing.includes('age')}
            />
            <ChoiceGroup
              name="appearance"
              legend={t('matchFinder.appearance')}
              choices={choices.appearance}
              value={draft.appearance}
              onChange={(v) => set('appearance', v)}
              invalid={missing.includes('appearance')}
            />
            <ChoiceGroup
              name="race"
              legend={t('matchFinder.race')}
              choices={choices.race}
              value={draft.race}
              onChange={(v) => set('race', v)}
              invalid={missing.includes('race')}
            />

            {missing.length > 0 && (
              <div id="mf-missing" className="alert alert-warning py-2 mb-3" role="alert">
                {t('matchFinder.missing', { fields: missing.map((f) => t(LEGENDS[f])).join(', ') })}
              </div>
            )}
            {error && (
              <div className="alert alert-danger d-flex align-items-center gap-2 py-2 mb-3" role="alert">
                <Icon name="exclamation-triangle-fill" />
                <span>{error}</span>
              </div>
            )}

            <button type="submit" className="btn btn-primary btn-lg w-100 klik-mf-submit" disabled={busy}>
              {busy ? (
                <>
                  <Spinner className="me-2" />
                  {t('matchFinder.searching')}
                </>
              ) : (
                <>
                  <Icon name="search" className="me-2" />
                  {t('matchFinder.submit')}
                </>
              )}
            </button>
            <p className="text-center small text-body-secondary mt-3 mb-0">
              {t('matchFinder.swipeCta')} <Link to="/swipe-game">{t('matchFinder.swipeLink')}</Link>
            </p>
          </form>
        </div>

        <div className="col-lg-7 col-xl-8">
          <section ref={resultsRef} className="klik-mf-results" aria-labelledby="mf-results-title" aria-busy={busy}>
            <div className="d-flex flex-wrap align-items-baseline justify-content-between column-gap-2 mb-2">
              <h2 id="mf-results-title" className="h5 mb-0 text-nowrap">
                {t('matchFinder.resultsTitle')}
              </h2>
              {searched && results.length > 0 && (
                <span className="small text-body-secondary">{t('matchFinder.count', { count: results.length })}</span>
              )}
            </div>
            {busy && results.length === 0 ? (
              <ul
                className="row row-cols-2 row-cols-sm-3 row-cols-xl-4 g-2 g-sm-3 list-unstyled mb-0"
                aria-hidden="true"
              >
                {Array.from({ length: 8 }, (_, i) => (
                  <li className="col" key={i}>
                    <div className="card h-100 placeholder-glow border-0 shadow-sm">
                      <div className="ratio ratio-1x1 placeholder rounded-top" />
                      <div className="card-body p-2">
                        <span className="placeholder col-7 d-block mb-1" />
                        <span className="placeholder placeholder-sm col-5 d-block" />
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            ) : !searched ? (
              <p className="text-body-secondary border rounded-3 bg-body-tertiary text-center py-4 px-3 mb-0">
                {t('matchFinder.firstTime')}
              </p>
            ) : results.length === 0 ? (
              <EmptyState
                icon="people"
                heading="h3"
                title={t('matchFinder.empty.title')}
                text={t('matchFinder.empty.text')}
              >
                <Link to="/members" className="btn btn-primary">
                  {t('matchFinder.empty.search')}
                </Link>
              </EmptyState>
            ) : (
              <ul className="row row-cols-2 row-cols-sm-3 row-cols-xl-4 g-2 g-sm-3 list-unstyled mb-0">
                {results.map((p, i) => (
                  <li className="col" key={p.id}>
                    <ProfileCard profile={p} eager={i < 4} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
