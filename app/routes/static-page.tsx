import type { Route } from './+types/static-page';
import { data, useLoaderData } from 'react-router';
import { hasStaticPage, isStaticPageSlug, staticPageContent } from '../../common/content/static-pages.ts';
import { staticPageContext } from '../lib/static-page-context.ts';
import { StaticPageView } from '../components/StaticPageView.tsx';
import { ConsentChoice } from '../components/consent/ConsentChoice.tsx';
import { consentOf } from '../../common/rules/consent.ts';

/** /pages/{slug}: terms, privacy, cookies, ban, FAQ, return policy and service, from the site's own data. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = params.slug ?? '';
  if (!isStaticPageSlug(slug) || slug === 'complaints') throw data(null, { status: 404 });
  const { locale, localeTag } = context.klik;
  // A language the page is not yet written in gets the English page, marked as English; in a
  // regional variant (decision 050) the variant's own page where it has one, else its language's.
  const lang = hasStaticPage(slug, locale) ? locale : 'en';
  const tag = lang === locale ? localeTag : lang;
  return {
    slug,
    lang: tag,
    page: staticPageContent(slug, tag, staticPageContext(context.klik, lang)),
    // The cookie page offers the campaign cookie's choice, to give, change or withdraw (decision 055).
    consent: slug === 'cookies' ? { choice: consentOf(request.headers.get('cookie')) } : null,
  };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.page.title ?? '' }];

export default function StaticPage() {
  const { page, lang, consent } = useLoaderData<typeof loader>();
  return (
    <>
      <StaticPageView page={page} lang={lang} />
      {consent && <ConsentChoice initial={consent.choice} />}
    </>
  );
}
