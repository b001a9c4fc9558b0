import type { staticPageContent } from '../../common/content/static-pages.ts';

/** A static page's text (FAQ, terms, privacy …): the /{slug} route and the complaints page show it. */
export function StaticPageView({ page, lang }: { page: ReturnType<typeof staticPageContent>; lang: string }) {
  return (
    <article className="container-lg py-4 klik-static-page" lang={lang}>
      <h1 className="mb-3">{page.title}</h1>
      <p className="lead">{page.intro}</p>
      {page.sections.map((s) => (
        <section key={s.heading} className="mb-4">
          <h2 className="h5">{s.heading}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {s.list && (
            <ul>
              {s.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
