import { expect, test } from '@playwright/test';
import { listStories } from './catalogue-api';

test('a story page, fetched without a browser, carries its meta tags and Product data', async ({ request }) => {
  const { stories } = await listStories(request);
  const story = stories[0]!;
  const response = await request.get(`/stories/${story._id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${story.title} · Cold Case Kits</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
  expect(html).toContain(`<link rel="canonical" href="http://localhost:4000/stories/${story._id}" />`);
  expect(html).toContain('<meta property="og:type" content="product" />');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:4000\/images\/stories\/covers\/[^"]+\.webp" \/>/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'Product',
    name: story.title,
    offers: { price: '14.95', priceCurrency: 'USD' },
  });
});

test('the sitemap lists every page and every story, and robots.txt points to it', async ({ request }) => {
  const { stories, total } = await listStories(request);
  expect(stories).toHaveLength(total);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const story of stories) expect(sitemap).toContain(`<loc>http://localhost:4000/stories/${story._id}</loc>`);
  for (const page of ['/stories', '/faq', '/survey', '/portfolio', '/privacy', '/refund', '/terms', '/disclaimer']) {
    expect(sitemap).toContain(`<loc>http://localhost:4000${page}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:4000/sitemap.xml');
});

test('each page gets its own title in the browser too', async ({ page }) => {
  for (const [path, title] of [
    ['/stories', 'Browse Stories'],
    ['/faq', 'Frequently Asked Questions'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(title));
  }
});
