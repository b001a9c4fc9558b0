/**
 * Every lander's head: its title (site name after it) and kept out of search engines. A module of
 * its own, with no imports: route modules' `meta` goes into the browser bundle, and the loader's
 * helpers (app/lib/lander-loader.ts) bring the server's catalogues with them.
 */
export function landerMeta({ loaderData }: { loaderData?: { title: string } }) {
  return [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}
