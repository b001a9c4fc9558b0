import type { Route } from './+types/complaints';
import { useLoaderData } from 'react-router';
import { staticPageContent } from '../../common/content/static-pages.ts';
import { staticPageContext } from '../lib/static-page-context.ts';
import { StaticPageView } from '../components/StaticPageView.tsx';

/** /complaints (product §2): how to complain and what happens next. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale, localeTag } = context.klik;
  return {
    lang: localeTag,
    page: staticPageContent('complaints', localeTag, staticPageContext(context.klik, locale)),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.page.title ?? '' }];

export default function Complaints() {
  const { page, lang } = useLoaderData<typeof loader>();
  return <StaticPageView page={page} lang={lang} />;
}
