import { useId } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

export interface MapRegion {
  code: string;
  name: string;
  /** The SVG outline (common/data/region-shapes.ts), or null for a region the map does not draw. */
  d: string | null;
  /** The banded member count (common/rules/landers.ts `bandedCount`); null: a handful. */
  band: number | null;
}

export interface MapData {
  country: string;
  countryName: string;
  /** The region word in the visitor's language, lower case where the language writes it so. */
  label: string;
  width: number;
  height: number;
  regions: MapRegion[];
}

/** The shade of a band: more members, a deeper colour (five steps). */
function shadeOf(band: number | null): number {
  if (band === null) return 0;
  if (band >= 500) return 4;
  if (band >= 100) return 3;
  if (band >= 25) return 2;
  return 1;
}

/**
 * The map lander's map (decision 054): the country's regions as an inline SVG drawn from outlines
 * the server sends, each shaded by its banded member count, and the same figures as a list beside
 * it (the map's text for screen readers and for anyone who cannot tell the shades apart). Regions,
 * never points; no figure below the floor; nothing fetched from a third party.
 */
export function RegionMap({ map }: { map: MapData }) {
  const { t } = useI18n();
  const id = useId();
  const words = (band: number | null) =>
    band === null ? t('landers.map.few') : t('landers.map.count', { count: band });
  const drawn = map.regions.filter((r) => r.d);
  return (
    <section className="klik-lander-map mb-4" aria-labelledby={`${id}-heading`} data-region-map={map.country}>
      <h2 id={`${id}-heading`} className="h5">
        {t('landers.map.heading', { label: map.label })}
      </h2>
      <div className="row g-3 align-items-start">
        {drawn.length > 0 && (
          <div className="col-sm-7">
            <div className="klik-lander-map-box" style={{ aspectRatio: `${map.width} / ${map.height}` }}>
              <svg
                viewBox={`0 0 ${map.width} ${map.height}`}
                width={map.width}
                height={map.height}
                role="img"
                aria-labelledby={`${id}-title`}
              >
                <title
                  id={`${id}-title`}
                >{`${t('landers.map.title', { label: map.label })} (${map.countryName})`}</title>
                {drawn.map((r) => (
                  <path
                    key={r.code}
                    d={r.d!}
                    className={`klik-map-region shade-${shadeOf(r.band)}`}
                    data-region={r.code}
                  >
                    <title>{`${r.name}: ${words(r.band)}`}</title>
                  </path>
                ))}
              </svg>
            </div>
          </div>
        )}
        <div className={drawn.length > 0 ? 'col-sm-5' : 'col-12'}>
          <ul className="klik-lander-map-list list-unstyled small mb-2">
            {map.regions.map((r) => (
              <li key={r.code} className="d-flex justify-content-between gap-2 border-bottom py-1">
                <span className="d-inline-flex align-items-center gap-2">
                  <span className={`klik-map-swatch shade-${shadeOf(r.band)}`} aria-hidden="true" />
                  {r.name}
                </span>
                <span className="text-body-secondary text-end">{words(r.band)}</span>
              </li>
            ))}
          </ul>
          <p className="small text-body-secondary mb-0">{t('landers.map.note')}</p>
        </div>
      </div>
    </section>
  );
}
