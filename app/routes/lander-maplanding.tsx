import type { Route } from './+types/lander-maplanding';
import { useLoaderData } from 'react-router';
import { landerData } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { LanderPage } from '../components/landers/LanderPage.tsx';
import { RegionMap, type MapData } from '../components/landers/RegionMap.tsx';
import { bandedCount, mapCountryFor } from '../../common/rules/landers.ts';
import { REGION_SHAPES, projectShapes } from '../../common/data/region-shapes.ts';
import { REGIONS, regionLabel } from '../../common/data/regions.ts';
import { countryName } from '../../common/data/country-names.ts';

/**
 * /landers/maplanding/{slug?} (product §2, decision 054): where members live, per region of the
 * visitor's country (NL or BE; else the site's), banded so no one is identifiable. The outlines and
 * figures are made here on the server; the page fetches nothing else.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const klik = context.klik;
  const base = await landerData(klik, 'maplanding', params.slug, { limit: 0 });
  const country = mapCountryFor(klik.country, klik.site.config.countries);
  const counts = new Map(
    (await klik.services.profiles.regionCounts(klik.site.id, country)).map((r) => [r.code, r.count]),
  );
  const shapes = projectShapes(REGION_SHAPES[country]);
  const outline = new Map(shapes.regions.map((r) => [r.code, r.d]));
  const label = regionLabel(country, klik.localeTag);
  const map: MapData = {
    country,
    countryName: countryName(country, klik.locale),
    // Mid-sentence the word is lower case, except in German, which capitalises nouns.
    label: klik.locale === 'de' ? label : label.toLocaleLowerCase(klik.localeTag),
    width: shapes.width,
    height: shapes.height,
    regions: REGIONS[country].regions.map((r) => ({
      code: r.code,
      name: r.name,
      d: outline.get(r.code) ?? null,
      band: bandedCount(counts.get(r.code) ?? 0),
    })),
  };
  return { ...base, map };
}

export const meta: Route.MetaFunction = landerMeta;

export default function MapLander() {
  const { map } = useLoaderData<typeof loader>();
  return (
    <LanderPage name="maplanding" tone="light">
      <RegionMap map={map} />
    </LanderPage>
  );
}
