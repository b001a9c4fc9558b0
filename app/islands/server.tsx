import { renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import type { IslandScript } from '../../common/islands.ts';
import { scriptJson } from '../../common/html.ts';
import { ServerCatalogueContext, type PageCatalogue } from '../lib/i18n.tsx';
import type { RootData } from '../lib/root-data.ts';
import { ISLAND_DATA_ID, islandIdPrefix, isIslandsHandle, type IslandServer } from './island.tsx';
import { IslandProviders } from './providers.tsx';

/**
 * An island page (decision 056), for entry.server.tsx: a matched route's handle asks for it, the
 * build has the islands' entry (server/assembly/ssr.ts reads it) and the root loaded its data.
 */
export function islandServerFor(
  routerContext: EntryContext,
  script: IslandScript | null | undefined,
  catalogue: PageCatalogue,
  nonce: string | undefined,
): IslandServer | null {
  if (!script) return null;
  const { matches, loaderData } = routerContext.staticHandlerContext;
  if (!matches.some((m) => isIslandsHandle(routerContext.routeModules[m.route.id]?.handle))) return null;
  const data = loaderData.root as RootData | undefined;
  if (!data) return null;
  return {
    script,
    render: (name, node) =>
      renderToString(
        <ServerCatalogueContext.Provider value={catalogue}>
          <IslandProviders data={data}>{node}</IslandProviders>
        </ServerCatalogueContext.Provider>,
        { identifierPrefix: islandIdPrefix(name) },
      ),
    scripts: <IslandScripts data={data} script={script} nonce={nonce} />,
  };
}

/**
 * In place of React Router's scripts: the root data the islands share, the entry's modules to
 * preload and the entry itself, in the form React Router writes its own (server/http/defer-scripts.ts
 * starts them after the first paint, as on every page).
 */
function IslandScripts({ data, script, nonce }: { data: RootData; script: IslandScript; nonce: string | undefined }) {
  // The nonce stays out of the page's data: it is only ever needed in the header and the tags.
  const shared: RootData = { ...data, nonce: '' };
  return (
    <>
      <script type="application/json" id={ISLAND_DATA_ID} dangerouslySetInnerHTML={{ __html: scriptJson(shared) }} />
      {script.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script
        nonce={nonce}
        type="module"
        async
        dangerouslySetInnerHTML={{ __html: `import(${scriptJson(script.src)});` }}
      />
    </>
  );
}
