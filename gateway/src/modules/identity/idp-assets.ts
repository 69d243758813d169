/** The identity screens' stylesheet: the storefront's noir palette, light and dark by the system preference. */
export const IDP_STYLESHEET = `
:root { color-scheme: dark; --bg: #15120f; --card: #221d19; --text: #f1ebdf; --muted: #b9ad9c; --accent: #f06b80; --accent-strong: #b3223b; --border: #3b332c; --field: #1a1613; --error-bg: #3a1219; --error: #ffb3bf; }
@media (prefers-color-scheme: light) {
  :root { color-scheme: light; --bg: #f1ebdf; --card: #fffdf8; --text: #1d1915; --muted: #5c5247; --accent: #a61d34; --accent-strong: #8c1429; --border: #d9cfbf; --field: #ffffff; --error-bg: #fde8eb; --error: #8c1429; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px; background: var(--bg); color: var(--text); font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.card { width: 100%; max-width: 440px; background: var(--card); border: 1px solid var(--border); border-radius: 16px; padding: 32px; box-shadow: 0 20px 50px rgb(0 0 0 / 0.25); }
.brand { display: inline-flex; align-items: center; gap: 10px; color: var(--text); text-decoration: none; font: 700 1.25rem "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif; margin-bottom: 24px; }
.brand span { color: var(--accent); }
h1 { font: 700 2rem/1.2 "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif; margin: 0 0 8px; }
.lead { color: var(--muted); margin: 0 0 24px; }
form { display: grid; gap: 6px; }
label { font-weight: 600; font-size: 0.9rem; margin-top: 10px; }
.optional, .hint { color: var(--muted); font-weight: 400; font-size: 0.85rem; margin: 0; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.row > div { display: grid; gap: 6px; }
input { width: 100%; font: inherit; color: var(--text); background: var(--field); border: 1px solid var(--border); border-radius: 8px; padding: 10px 12px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button { margin-top: 18px; font: 600 1rem system-ui, sans-serif; color: #fff; background: var(--accent-strong); border: 0; border-radius: 8px; padding: 12px 16px; cursor: pointer; }
button:hover { filter: brightness(1.1); }
a { color: var(--accent); }
.links { margin: 16px 0 0; color: var(--muted); }
.error { background: var(--error-bg); color: var(--error); border-radius: 8px; padding: 10px 12px; margin: 0 0 8px; }
@media (max-width: 420px) { .card { padding: 24px 20px; } .row { grid-template-columns: 1fr; } }
`;

/** Submits the provider's sign-out form at once; without JavaScript its button does the same. */
export const SIGN_OUT_SCRIPT = `document.querySelector("form[data-sign-out]")?.submit();`;
