// Downloads an artifact's zip with the installation token, refusing more than `maxBytes`: the
// API answers with a redirect to storage, which is fetched without the token. Part of the GitHub
// chokepoint (the App's client calls it); fetch is used because the zip is streamed and capped,
// which Octokit's buffered responses cannot do.
export type Download = { ok: true; zip: Buffer } | { ok: false; reason: string };

async function readCapped(response: Response, maxBytes: number): Promise<Download> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return { ok: false, reason: `the artifact is ${declared} bytes, over the ${maxBytes} limit` };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body === null) return { ok: true, zip: Buffer.alloc(0) };
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      return { ok: false, reason: `the artifact is over the ${maxBytes} limit` };
    }
    chunks.push(chunk);
  }
  return { ok: true, zip: Buffer.concat(chunks) };
}

export async function downloadArtifact(
  url: string,
  token: string,
  maxBytes: number,
): Promise<Download> {
  const first = await fetch(url, {
    headers: { authorization: `token ${token}`, accept: 'application/vnd.github+json' },
    redirect: 'manual',
  });
  if (first.status === 200) return readCapped(first, maxBytes);
  const location = first.headers.get('location');
  await first.body?.cancel();
  if (first.status < 300 || first.status >= 400 || location === null) {
    return { ok: false, reason: `the artifact download answered ${first.status}` };
  }
  const stored = await fetch(new URL(location, url), { redirect: 'follow' });
  if (stored.status !== 200) {
    await stored.body?.cancel();
    return { ok: false, reason: `the artifact storage answered ${stored.status}` };
  }
  return readCapped(stored, maxBytes);
}
