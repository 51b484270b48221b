/**
 * `/sitemap.xml` (spec 000 §2 "Other: … sitemap files"): the pages a signed-out visitor may open —
 * the login page, every terms page with each dated version, and the success stories with their
 * categories. The rest of the console is behind sign-in, so search engines are not told of it.
 *
 * The file is written by the build (and answered by the dev server) for the environment's own
 * host: production `business.dongnemarket.com`, every other environment its alpha variant, the same
 * rule as the header's links (docs/decisions.md "Hosts"). The sitemap protocol wants absolute
 * addresses, so it cannot be one static file in `public/`.
 */
import type { Plugin } from 'vite';
import { paths } from '../../src/config/paths.ts';
import { TERMS_SLUGS, termsDocuments } from '../../src/app/pages/terms/terms-content.ts';
import { storyCategories } from '../../src/config/success-stories.ts';

/** Files the build writes beside `public/`'s (the route sweep counts them as declared routes). */
export const BUILT_FILES = ['/sitemap.xml'] as const;

export function siteOrigin(environment: string | undefined): string {
  return environment === 'production' ? 'https://business.dongnemarket.com' : 'https://business.alpha.dongnemarket.com';
}

export interface SitemapEntry {
  readonly path: string;
  /** `YYYY-MM-DD`: when the page's content last changed, where the console knows it. */
  readonly lastModified?: string;
}

/** The public pages, in the order a reader would meet them. */
export function sitemapEntries(): SitemapEntry[] {
  const terms = TERMS_SLUGS.flatMap((type) => {
    const versions = termsDocuments[type].versions;
    const latest = versions.at(-1)?.date;
    return [
      { path: paths.terms.current.href({ type }), lastModified: latest },
      ...versions.map((version) => ({
        path: paths.terms.version.href({ type, version: version.date }),
        lastModified: version.date,
      })),
    ];
  });
  return [
    { path: paths.access.login.href({}) },
    { path: paths.successStory.list.href({}) },
    ...storyCategories.map((category) => ({ path: paths.successStory.category.href({ category: category.slug }) })),
    ...terms,
  ];
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** The sitemap protocol's XML (sitemaps.org 0.9) for `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[] = sitemapEntries()): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '';
    return `  <url><loc>${xmlText(origin + entry.path)}</loc>${lastModified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Writes `sitemap.xml` into the build and answers it on the dev server. */
export function sitemapPlugin(environment: string | undefined): Plugin {
  const xml = () => sitemapXml(siteOrigin(environment));
  return {
    name: 'dongne-sitemap',
    configureServer(server) {
      server.middlewares.use('/sitemap.xml', (_request, response) => {
        response.setHeader('Content-Type', 'application/xml; charset=utf-8');
        response.end(xml());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: xml() });
    },
  };
}
