import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { staticPageContent } from '../../common/content/static-pages.ts';
import { staticPageContext } from '../lib/static-page-context.ts';
import { StaticPageView } from './static-page.tsx';

/** /complaints (spec §2): how to complain and what happens next. */
export async function loader({ context }: LoaderFunctionArgs) {
  const lang = context.klik.locale === 'nl' ? 'nl' : 'en';
  return { lang, page: staticPageContent('complaints', lang, staticPageContext(context.klik, lang)) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.page.title ?? '' }];

export default function Complaints() {
  const { page, lang } = useLoaderData<typeof loader>();
  return <StaticPageView page={page} lang={lang} />;
}
