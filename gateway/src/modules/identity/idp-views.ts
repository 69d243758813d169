import { PASSWORD_MIN_LENGTH } from "./accounts.service";

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every identity screen: the shop's look in light and dark, no JavaScript needed. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="color-scheme" content="dark light" />
    <title>${escape(title)} · Cold Case Kits</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="/idp/assets/idp.css" />
  </head>
  <body>
    <main class="card">
      <a class="brand" href="/stories"><img src="/favicon.svg" alt="" width="32" height="32" /> Cold Case <span>Kits</span></a>
      ${body}
    </main>
  </body>
</html>`;
}

function errorBox(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escape(error)}</p>` : "";
}

function emailField(value: string, autofocus: boolean): string {
  return `<label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escape(value)}"${autofocus ? " autofocus" : ""} />`;
}

export interface FormState {
  email?: string;
  error?: string;
}

export function signInPage(action: string, signUpHref: string, state: FormState = {}): string {
  return page(
    "Sign in",
    `<h1>Sign in</h1>
    <p class="lead">Welcome back, detective. Your library and credits are waiting.</p>
    ${errorBox(state.error)}
    <form method="post" action="${escape(action)}"${state.error ? ' aria-describedby="form-error"' : ""}>
      ${emailField(state.email ?? "", true)}
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200" />
      <button type="submit">Sign in</button>
    </form>
    <p class="links"><a href="/idp/reset">Forgot your password?</a></p>
    <p class="links">New here? <a href="${escape(signUpHref)}">Create an account</a></p>`,
  );
}

export function signUpPage(action: string, signInHref: string, state: FormState & { givenName?: string; familyName?: string } = {}): string {
  return page(
    "Create your account",
    `<h1>Create your account</h1>
    <p class="lead">Keep your kits in one library, earn credits and sponsor stories.</p>
    ${errorBox(state.error)}
    <form method="post" action="${escape(action)}"${state.error ? ' aria-describedby="form-error"' : ""}>
      <div class="row">
        <div><label for="given_name">First name <span class="optional">(optional)</span></label>
        <input id="given_name" name="given_name" autocomplete="given-name" maxlength="100" value="${escape(state.givenName ?? "")}" /></div>
        <div><label for="family_name">Last name <span class="optional">(optional)</span></label>
        <input id="family_name" name="family_name" autocomplete="family-name" maxlength="100" value="${escape(state.familyName ?? "")}" /></div>
      </div>
      ${emailField(state.email ?? "", false)}
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" aria-describedby="password-hint" />
      <p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
      <button type="submit">Create account</button>
    </form>
    <p class="links">Already have an account? <a href="${escape(signInHref)}">Sign in</a></p>`,
  );
}

export function resetRequestPage(state: FormState = {}): string {
  return page(
    "Reset your password",
    `<h1>Reset your password</h1>
    <p class="lead">Enter the email of your account and we will send you a link to choose a new password.</p>
    ${errorBox(state.error)}
    <form method="post" action="/idp/reset">
      ${emailField(state.email ?? "", true)}
      <button type="submit">Send reset link</button>
    </form>
    <p class="links"><a href="/sign-in">Back to sign in</a></p>`,
  );
}

export function newPasswordPage(token: string, error?: string): string {
  return page(
    "Choose a new password",
    `<h1>Choose a new password</h1>
    ${errorBox(error)}
    <form method="post" action="/idp/reset/${escape(token)}">
      <label for="password">New password</label>
      <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" autofocus aria-describedby="password-hint" />
      <p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
      <button type="submit">Save password</button>
    </form>`,
  );
}

export function messagePage(title: string, message: string, link: { href: string; label: string }): string {
  return page(title, `<h1>${escape(title)}</h1><p class="lead">${escape(message)}</p><p class="links"><a href="${escape(link.href)}">${escape(link.label)}</a></p>`);
}

export function signOutPage(formHtml: string): string {
  return page(
    "Signing out",
    `<h1>Signing out</h1><p class="lead">One moment…</p>${formHtml}<noscript><p class="lead">Press the button to finish signing out.</p></noscript>
    <script src="/idp/assets/sign-out.js"></script>`,
  );
}
