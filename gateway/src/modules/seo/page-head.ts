import { jsonForScript } from "../../platform/http/json-for-script";
import { type LeadImage, type PageMeta, SHOP_NAME } from "./page-meta";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Preloads the same width of the image as the page's <img> picks, by giving the browser the same choice. */
function leadImagePreload(image: LeadImage): string {
  return `<link rel="preload" as="image" href="${escapeHtml(image.path)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`;
}

/** The head tags of a page, in the HTML the server sends, so crawlers and link previews see them without JavaScript. */
export function renderPageHead(meta: PageMeta): string {
  const title = meta.title === SHOP_NAME ? SHOP_NAME : `${meta.title} · ${SHOP_NAME}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    meta.indexable ? "" : `<meta name="robots" content="noindex" />`,
    `<meta property="og:site_name" content="${SHOP_NAME}" />`,
    `<meta property="og:type" content="${meta.openGraphType}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonicalUrl)}" />`,
    meta.imageUrl ? `<meta property="og:image" content="${escapeHtml(meta.imageUrl)}" />` : "",
    `<meta name="twitter:card" content="${meta.imageUrl ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    meta.imageUrl ? `<meta name="twitter:image" content="${escapeHtml(meta.imageUrl)}" />` : "",
    meta.structuredData ? `<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>` : "",
    meta.leadImage ? leadImagePreload(meta.leadImage) : "",
  ];
  return tags.filter((tag) => tag !== "").join("\n    ");
}
