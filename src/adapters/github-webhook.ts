// GitHub's webhook signatures (`X-Hub-Signature-256`), checked by @octokit/webhooks (HMAC-SHA256,
// constant-time comparison): the GitHub chokepoint's side of what GitHub sends to the App.

import { Webhooks } from '@octokit/webhooks';

/** True when `signature` is GitHub's signature of `body` with `secret`; never throws. */
export type SignatureCheck = (body: string, signature: string) => Promise<boolean>;

export function signatureCheck(secret: string): SignatureCheck {
  const webhooks = new Webhooks({ secret });
  return async (body, signature) => {
    if (signature === '' || body === '') return false;
    return webhooks.verify(body, signature).catch(() => false);
  };
}
