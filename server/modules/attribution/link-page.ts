/** Text for HTML: the five characters that could end an element or an attribute. */
function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page of a short link that leads nowhere (product §2 `{token}`): expired (410) or unknown (404),
 * in the visitor's language, with the way home. Plain HTML with no script: it is answered before
 * the site's pages are involved, and needs nothing of them.
 */
export function linkPage(o: { lang: string; siteName: string; title: string; text: string; home: string }): string {
  return `<!doctype html>
<html lang="${escape(o.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(o.title)} - ${escape(o.siteName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#212529}a{color:#0a58ca}</style>
</head>
<body>
<main>
<h1>${escape(o.title)}</h1>
<p>${escape(o.text)}</p>
<p><a href="/">${escape(o.home)}</a></p>
</main>
</body>
</html>
`;
}
