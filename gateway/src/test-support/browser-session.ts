/** A cookie jar over fetch with manual redirects, to walk a sign-in flow the way a browser does. */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async request(pathOrUrl: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const url = new URL(pathOrUrl, this.origin);
    const response = await fetch(url, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      redirect: "manual",
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const separator = pair?.indexOf("=") ?? -1;
      if (pair && separator > 0) this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return { status: response.status, location: response.headers.get("location"), body: await response.text() };
  }
}
