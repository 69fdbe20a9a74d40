// What a release switch must not interrupt, for the releases test and the release drill
// (scripts/release-drill.ts): two clients asking for pages every 200 ms over keep-alive
// connections, as a browser does, and the release the server says it serves.

/** The release id /healthz names; throws while the server does not answer. */
export async function servedRelease(url: string): Promise<string> {
  return ((await (await fetch(`${url}/healthz`)).json()) as { release: { id: string } }).release.id;
}

/** Polls `/` and `/gesunde-rezepte/` until stopped; `onPage` sees each page's HTML. */
export function pollPages(url: string, onPage: (path: string, html: string) => void = () => undefined) {
  const errors: string[] = [];
  let requests = 0;
  let running = true;
  const client = async (path: string) => {
    while (running) {
      try {
        const response = await fetch(url + path);
        const html = await response.text();
        requests++;
        if (response.status !== 200) errors.push(`${new Date().toISOString()} ${path}: ${response.status}`);
        onPage(path, html);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        errors.push(`${new Date().toISOString()} ${path}: ${String(cause?.code ?? cause ?? error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const clients = Promise.all([client("/"), client("/gesunde-rezepte/")]);
  return {
    errors,
    requests: () => requests,
    stop: async () => {
      running = false;
      await clients;
    },
  };
}
