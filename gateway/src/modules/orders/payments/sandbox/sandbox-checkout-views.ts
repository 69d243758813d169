import { type CardField, NAME_MAX_LENGTH } from "./sandbox-cards";

export const CHECKOUT_STYLESHEET_PATH = "/pay/sandbox/assets/checkout.css";

export interface CheckoutLineView {
  readonly title: string;
  readonly unitPriceCents: number;
  readonly quantity: number;
  readonly imageUrl: string | null;
}

/** Everything the hosted page shows: the order, and the card form as the customer last filled it. */
export interface CheckoutPageModel {
  readonly action: string;
  readonly orderNumber: string;
  readonly email: string;
  readonly lines: readonly CheckoutLineView[];
  readonly totalCents: number;
  readonly cancelUrl: string;
  /** Re-filled after a refused attempt; the CVC never is, as real checkouts never echo it. */
  readonly values: { readonly number: string; readonly expiry: string; readonly name: string };
  readonly fieldErrors: Readonly<Partial<Record<CardField, string>>>;
  readonly declined: string | null;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const BRAND_MARK = `<svg class="mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="#b3222f"/><circle cx="14" cy="14" r="7" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M19.2 19.2 25 25" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><circle cx="14" cy="14" r="2.2" fill="#fff"/></svg>`;
const LOCK_ICON = `<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path fill="currentColor" d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 5H6V4.5a2 2 0 1 1 4 0V6Z"/></svg>`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="no-referrer" />
    <meta name="color-scheme" content="light dark" />
    <title>${escape(title)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${CHECKOUT_STYLESHEET_PATH}" />
  </head>
  <body>
    ${body}
  </body>
</html>`;
}

function lineItem(line: CheckoutLineView): string {
  const image = line.imageUrl
    ? `<img class="thumb" src="${escape(line.imageUrl)}" alt="" width="48" height="64" loading="lazy" />`
    : `<span class="thumb placeholder" aria-hidden="true">${escape(line.title.trim().charAt(0).toUpperCase() || "?")}</span>`;
  const quantity = line.quantity > 1 ? `<span class="line-meta">Qty ${line.quantity} × ${formatCents(line.unitPriceCents)}</span>` : "";
  return `<li class="line">${image}<span class="line-text"><span class="line-title">${escape(line.title)}</span>${quantity}</span><span class="line-price">${formatCents(line.unitPriceCents * line.quantity)}</span></li>`;
}

function summary(model: CheckoutPageModel): string {
  return `<section class="summary" aria-labelledby="summary-title">
        <p class="eyebrow">Order ${escape(model.orderNumber)}</p>
        <h1 id="summary-title">Pay Cold Case Kits</h1>
        <p class="amount">${formatCents(model.totalCents)}</p>
        <ul class="lines" aria-label="Items">${model.lines.map(lineItem).join("")}</ul>
        <dl class="total"><dt>Total due</dt><dd>${formatCents(model.totalCents)}</dd></dl>
      </section>`;
}

interface FieldSpec {
  readonly field: CardField;
  readonly label: string;
  readonly attributes: string;
  readonly value: string;
}

function input(spec: FieldSpec, model: CheckoutPageModel, autofocus: boolean): string {
  const error = model.fieldErrors[spec.field];
  const described = error ? ` aria-invalid="true" aria-describedby="${spec.field}-error"` : "";
  const message = error ? `<p class="field-error" id="${spec.field}-error">${escape(error)}</p>` : "";
  return `<div class="field${error ? " has-error" : ""}">
            <label for="${spec.field}">${spec.label}</label>
            <input id="${spec.field}" name="${spec.field}" ${spec.attributes} value="${escape(spec.value)}"${described}${autofocus ? " autofocus" : ""} />
            ${message}
          </div>`;
}

const FIELD_ORDER: readonly CardField[] = ["number", "expiry", "cvc", "name"];

function cardForm(model: CheckoutPageModel): string {
  const firstInvalid = FIELD_ORDER.find((field) => model.fieldErrors[field]);
  const specs: Record<CardField, FieldSpec> = {
    number: { field: "number", label: "Card number", value: model.values.number, attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required spellcheck="false"' },
    expiry: { field: "expiry", label: "Expiry (MM/YY)", value: model.values.expiry, attributes: 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" required spellcheck="false"' },
    cvc: { field: "cvc", label: "CVC", value: "", attributes: 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required spellcheck="false"' },
    name: { field: "name", label: "Name on card", value: model.values.name, attributes: `type="text" autocomplete="cc-name" maxlength="${NAME_MAX_LENGTH}" required` },
  };
  // After a decline the customer's next move is another card, so the number takes the focus.
  const focused = firstInvalid ?? (model.declined ? "number" : undefined);
  const field = (name: CardField) => input(specs[name], model, name === focused);
  const alert = model.declined
    ? `<div class="alert" role="alert" id="form-alert"><strong>Payment declined.</strong> ${escape(model.declined)}</div>`
    : firstInvalid
      ? `<div class="alert" role="alert" id="form-alert">Check the card details marked below.</div>`
      : "";
  return `<section class="pay" aria-labelledby="pay-title">
        <h2 id="pay-title">Pay with card</h2>
        <div class="contact"><span class="contact-label">Email</span><span class="contact-value">${escape(model.email)}</span></div>
        ${alert}
        <form method="post" action="${escape(model.action)}"${alert ? ' aria-describedby="form-alert"' : ""}>
          ${field("number")}
          <div class="pair">
          ${field("expiry")}
          ${field("cvc")}
          </div>
          ${field("name")}
          <button type="submit">${LOCK_ICON}<span>Pay ${formatCents(model.totalCents)}</span></button>
        </form>
        <p class="test-note"><strong>Test mode: no real card is charged.</strong> <span class="card-no">4242 4242 4242 4242</span> pays, <span class="card-no">4000 0000 0000 0002</span> is declined; use any future expiry date and any 3-digit CVC.</p>
        <p class="cancel"><span aria-hidden="true">← </span><a href="${escape(model.cancelUrl)}">Cancel and return to Cold Case Kits</a></p>
      </section>`;
}

/** The hosted payment page: the order on one side, the card form on the other (stacked on a phone). */
export function checkoutPage(model: CheckoutPageModel): string {
  const refused = model.declined !== null || Object.keys(model.fieldErrors).length > 0;
  return page(
    `${refused ? "Error: " : ""}Pay ${formatCents(model.totalCents)} · Cold Case Kits`,
    `<div class="shell">
      <header class="topbar">
        <span class="brand">${BRAND_MARK}<span>Cold Case <em>Kits</em></span></span>
        <span class="badge">Test mode</span>
      </header>
      <main class="layout">
      ${summary(model)}
      ${cardForm(model)}
      </main>
      <footer class="footer">${LOCK_ICON}<span>Secure checkout · Cold Case Kits sandbox</span></footer>
    </div>`,
  );
}

/** For a link that never existed, was mistyped, or belongs to another shop. */
export function missingCheckoutPage(): string {
  return page(
    "Checkout not found · Cold Case Kits",
    `<div class="shell">
      <header class="topbar"><span class="brand">${BRAND_MARK}<span>Cold Case <em>Kits</em></span></span></header>
      <main class="layout single">
        <section class="pay">
          <h1>This checkout link is not valid</h1>
          <p class="lead">It may have been mistyped, or the order was placed again from a new checkout. Open your cart in the shop to check out once more.</p>
          <p class="cancel"><a href="/stories">Return to Cold Case Kits</a></p>
        </section>
      </main>
    </div>`,
  );
}

/** The page's look: the storefront's noir palette, light and dark by the system preference. */
export const CHECKOUT_STYLESHEET = `
:root { color-scheme: light; --bg: #efe8dc; --panel: #fffdf8; --summary: #f7f1e7; --text: #1d1915; --muted: #62574b; --accent: #a61d34; --accent-strong: #a61d34; --accent-text: #ffffff; --border: #d9cfbf; --field: #ffffff; --field-border: #c9bca8; --error-bg: #fde8eb; --error: #8c1429; --badge-bg: #fbe3b8; --badge: #6b4300; --shadow: 0 24px 60px rgb(60 40 20 / 0.14); }
@media (prefers-color-scheme: dark) {
  :root { color-scheme: dark; --bg: #120f0d; --panel: #1f1a16; --summary: #181411; --text: #f1ebdf; --muted: #b9ad9c; --accent: #f38a9b; --accent-strong: #c42a44; --accent-text: #ffffff; --border: #3b332c; --field: #15110f; --field-border: #4a4038; --error-bg: #3a1219; --error: #ffb3bf; --badge-bg: #4a3410; --badge: #ffd88a; --shadow: 0 24px 60px rgb(0 0 0 / 0.45); }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.shell { max-width: 1000px; margin: 0 auto; padding: 24px 24px 40px; }
.topbar { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 24px; }
.brand { display: inline-flex; align-items: center; gap: 10px; font: 700 1.2rem "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif; }
.brand em { font-style: normal; color: var(--accent); }
.mark { flex: none; border-radius: 7px; }
.badge { font-size: 0.75rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--badge); background: var(--badge-bg); border-radius: 999px; padding: 4px 10px; }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); background: var(--panel); border: 1px solid var(--border); border-radius: 18px; box-shadow: var(--shadow); overflow: hidden; }
.layout.single { grid-template-columns: minmax(0, 1fr); max-width: 520px; margin: 0 auto; }
.summary { background: var(--summary); border-right: 1px solid var(--border); padding: 36px 40px; }
.pay { padding: 36px 40px; }
.eyebrow { margin: 0 0 6px; color: var(--muted); font-size: 0.85rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; }
h1 { margin: 0; font: 600 1.15rem/1.3 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--muted); }
.layout.single h1 { font: 700 1.6rem/1.25 "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif; color: var(--text); margin-bottom: 8px; }
.amount { margin: 4px 0 28px; font: 700 2.5rem/1.1 "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif; letter-spacing: -0.01em; }
.lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
.line { display: grid; grid-template-columns: 48px minmax(0, 1fr) auto; align-items: center; gap: 14px; }
.thumb { width: 48px; height: 64px; border-radius: 6px; object-fit: cover; border: 1px solid var(--border); background: var(--panel); }
.placeholder { display: grid; place-items: center; font: 700 1.3rem "Iowan Old Style", Georgia, serif; color: var(--accent); }
.line-text { display: grid; min-width: 0; }
.line-title { font-weight: 600; overflow-wrap: anywhere; }
.line-meta { color: var(--muted); font-size: 0.875rem; }
.line-price { font-weight: 600; font-variant-numeric: tabular-nums; }
.total { display: flex; justify-content: space-between; align-items: baseline; margin: 24px 0 0; padding-top: 16px; border-top: 1px solid var(--border); font-weight: 700; }
.total dd { margin: 0; font-variant-numeric: tabular-nums; }
h2 { margin: 0 0 16px; font: 700 1.25rem/1.3 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.contact { display: flex; justify-content: space-between; align-items: baseline; gap: 4px 12px; flex-wrap: wrap; padding: 12px 14px; border: 1px solid var(--border); border-radius: 10px; margin-bottom: 20px; }
.contact-label { color: var(--muted); font-size: 0.9rem; }
.contact-value { font-weight: 600; overflow-wrap: anywhere; }
form { display: grid; gap: 16px; }
.field { display: grid; gap: 6px; }
.pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 14px; align-items: start; }
label { font-weight: 600; font-size: 0.9rem; }
input { width: 100%; font: inherit; font-size: 1rem; color: var(--text); background: var(--field); border: 1px solid var(--field-border); border-radius: 8px; padding: 11px 12px; font-variant-numeric: tabular-nums; }
input::placeholder { color: var(--muted); opacity: 0.7; }
.has-error input { border-color: var(--error); box-shadow: 0 0 0 1px var(--error); }
.field-error { margin: 0; color: var(--error); font-size: 0.875rem; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; margin-top: 6px; width: 100%; font: 700 1.05rem system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--accent-text); background: var(--accent-strong); border: 0; border-radius: 10px; padding: 14px 16px; cursor: pointer; }
button:hover { filter: brightness(1.08); }
.alert { margin: 0 0 18px; padding: 12px 14px; border-radius: 10px; background: var(--error-bg); color: var(--error); border: 1px solid color-mix(in srgb, var(--error) 35%, transparent); }
.test-note { margin: 22px 0 0; padding: 10px 12px; border: 1px dashed var(--field-border); border-radius: 10px; color: var(--muted); font-size: 0.85rem; }
.test-note strong { color: var(--text); }
.card-no { white-space: nowrap; font-variant-numeric: tabular-nums; color: var(--text); }
.lead { color: var(--muted); }
.cancel { margin: 18px 0 0; color: var(--accent); }
a { color: var(--accent); font-weight: 600; text-underline-offset: 3px; }
.footer { display: flex; align-items: center; justify-content: center; gap: 6px; margin-top: 20px; color: var(--muted); font-size: 0.85rem; text-align: center; }
@media (max-width: 760px) {
  .shell { padding: 16px 12px 32px; }
  .layout { grid-template-columns: minmax(0, 1fr); border-radius: 14px; }
  .summary { border-right: 0; border-bottom: 1px solid var(--border); padding: 24px 20px; }
  .pay { padding: 24px 20px; }
  .amount { font-size: 2rem; margin-bottom: 20px; }
  .lines { gap: 12px; }
  .line { grid-template-columns: 40px minmax(0, 1fr) auto; gap: 12px; }
  .thumb { width: 40px; height: 53px; }
}
`;
