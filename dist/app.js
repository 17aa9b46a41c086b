import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);
import {
  Octokit,
  getUserAgent,
  legacyRestEndpointMethods,
  paginateRest,
  request
} from "./chunks/chunk-FFFRA3U3.js";
import {
  planText
} from "./chunks/chunk-KHC4C2KF.js";
import {
  CHECK_RUN_TEXT_LIMIT,
  FINDING_HEADER,
  buildAnnotations,
  findingRows,
  limitPlugins,
  renderCheckOutput,
  renderSummary,
  sendAnnotated
} from "./chunks/chunk-2DGTGWZF.js";
import {
  REPORT_FILE,
  REPORT_MAX_BYTES,
  anomaliesFailGate,
  buildPlan,
  changedLinesShortfall,
  codeSpan,
  conclusionFor,
  decideVerdict,
  escapeInline,
  execGit,
  fencedBlock,
  findingsOf,
  firstLine,
  fitTable,
  isShallow,
  parseReport,
  plural,
  readFile,
  readingOf,
  truncateWithNote,
  tryGit
} from "./chunks/chunk-WI625RXA.js";
import {
  RequestError
} from "./chunks/chunk-BOPQOMSV.js";
import "./chunks/chunk-ALXL3QMZ.js";

// node_modules/@octokit/oauth-methods/dist-bundle/index.js
function requestToOAuthBaseUrl(request2) {
  const endpointDefaults = request2.endpoint.DEFAULTS;
  if (/^https:\/\/(api\.)?github\.com$/.test(endpointDefaults.baseUrl)) {
    return "https://github.com";
  }
  if (/^https:\/\/api\..*\.ghe\.com$/.test(endpointDefaults.baseUrl)) {
    return endpointDefaults.baseUrl.replace("api.", "");
  }
  return endpointDefaults.baseUrl.replace("/api/v3", "");
}
async function oauthRequest(request2, route2, parameters) {
  const withOAuthParameters = {
    baseUrl: requestToOAuthBaseUrl(request2),
    headers: {
      accept: "application/json"
    },
    ...parameters
  };
  const response = await request2(route2, withOAuthParameters);
  if ("error" in response.data) {
    const error = new RequestError(
      `${response.data.error_description} (${response.data.error}, ${response.data.error_uri})`,
      400,
      {
        request: request2.endpoint.merge(
          route2,
          withOAuthParameters
        )
      }
    );
    error.response = response;
    throw error;
  }
  return response;
}
async function exchangeWebFlowCode(options) {
  const request2 = options.request || request;
  const response = await oauthRequest(
    request2,
    "POST /login/oauth/access_token",
    {
      client_id: options.clientId,
      client_secret: options.clientSecret,
      code: options.code,
      redirect_uri: options.redirectUrl
    }
  );
  const authentication = {
    clientType: options.clientType,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    token: response.data.access_token,
    scopes: response.data.scope.split(/\s+/).filter(Boolean)
  };
  if (options.clientType === "github-app") {
    if ("refresh_token" in response.data) {
      const apiTimeInMs = new Date(response.headers.date).getTime();
      authentication.refreshToken = response.data.refresh_token, authentication.expiresAt = toTimestamp(
        apiTimeInMs,
        response.data.expires_in
      ), authentication.refreshTokenExpiresAt = toTimestamp(
        apiTimeInMs,
        response.data.refresh_token_expires_in
      );
    }
    delete authentication.scopes;
  }
  return { ...response, authentication };
}
function toTimestamp(apiTimeInMs, expirationInSeconds) {
  return new Date(apiTimeInMs + expirationInSeconds * 1e3).toISOString();
}
async function createDeviceCode(options) {
  const request2 = options.request || request;
  const parameters = {
    client_id: options.clientId
  };
  if ("scopes" in options && Array.isArray(options.scopes)) {
    parameters.scope = options.scopes.join(" ");
  }
  return oauthRequest(request2, "POST /login/device/code", parameters);
}
async function exchangeDeviceCode(options) {
  const request2 = options.request || request;
  const response = await oauthRequest(
    request2,
    "POST /login/oauth/access_token",
    {
      client_id: options.clientId,
      device_code: options.code,
      grant_type: "urn:ietf:params:oauth:grant-type:device_code"
    }
  );
  const authentication = {
    clientType: options.clientType,
    clientId: options.clientId,
    token: response.data.access_token,
    scopes: response.data.scope.split(/\s+/).filter(Boolean)
  };
  if ("clientSecret" in options) {
    authentication.clientSecret = options.clientSecret;
  }
  if (options.clientType === "github-app") {
    if ("refresh_token" in response.data) {
      const apiTimeInMs = new Date(response.headers.date).getTime();
      authentication.refreshToken = response.data.refresh_token, authentication.expiresAt = toTimestamp2(
        apiTimeInMs,
        response.data.expires_in
      ), authentication.refreshTokenExpiresAt = toTimestamp2(
        apiTimeInMs,
        response.data.refresh_token_expires_in
      );
    }
    delete authentication.scopes;
  }
  return { ...response, authentication };
}
function toTimestamp2(apiTimeInMs, expirationInSeconds) {
  return new Date(apiTimeInMs + expirationInSeconds * 1e3).toISOString();
}
async function checkToken(options) {
  const request2 = options.request || request;
  const response = await request2("POST /applications/{client_id}/token", {
    headers: {
      authorization: `basic ${btoa(
        `${options.clientId}:${options.clientSecret}`
      )}`
    },
    client_id: options.clientId,
    access_token: options.token
  });
  const authentication = {
    clientType: options.clientType,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    token: options.token,
    scopes: response.data.scopes
  };
  if (response.data.expires_at)
    authentication.expiresAt = response.data.expires_at;
  if (options.clientType === "github-app") {
    delete authentication.scopes;
  }
  return { ...response, authentication };
}
async function refreshToken(options) {
  const request2 = options.request || request;
  const response = await oauthRequest(
    request2,
    "POST /login/oauth/access_token",
    {
      client_id: options.clientId,
      client_secret: options.clientSecret,
      grant_type: "refresh_token",
      refresh_token: options.refreshToken
    }
  );
  const apiTimeInMs = new Date(response.headers.date).getTime();
  const authentication = {
    clientType: "github-app",
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    token: response.data.access_token,
    refreshToken: response.data.refresh_token,
    expiresAt: toTimestamp3(apiTimeInMs, response.data.expires_in),
    refreshTokenExpiresAt: toTimestamp3(
      apiTimeInMs,
      response.data.refresh_token_expires_in
    )
  };
  return { ...response, authentication };
}
function toTimestamp3(apiTimeInMs, expirationInSeconds) {
  return new Date(apiTimeInMs + expirationInSeconds * 1e3).toISOString();
}
async function resetToken(options) {
  const request2 = options.request || request;
  const auth5 = btoa(`${options.clientId}:${options.clientSecret}`);
  const response = await request2(
    "PATCH /applications/{client_id}/token",
    {
      headers: {
        authorization: `basic ${auth5}`
      },
      client_id: options.clientId,
      access_token: options.token
    }
  );
  const authentication = {
    clientType: options.clientType,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    token: response.data.token,
    scopes: response.data.scopes
  };
  if (response.data.expires_at)
    authentication.expiresAt = response.data.expires_at;
  if (options.clientType === "github-app") {
    delete authentication.scopes;
  }
  return { ...response, authentication };
}
async function deleteToken(options) {
  const request2 = options.request || request;
  const auth5 = btoa(`${options.clientId}:${options.clientSecret}`);
  return request2(
    "DELETE /applications/{client_id}/token",
    {
      headers: {
        authorization: `basic ${auth5}`
      },
      client_id: options.clientId,
      access_token: options.token
    }
  );
}
async function deleteAuthorization(options) {
  const request2 = options.request || request;
  const auth5 = btoa(`${options.clientId}:${options.clientSecret}`);
  return request2(
    "DELETE /applications/{client_id}/grant",
    {
      headers: {
        authorization: `basic ${auth5}`
      },
      client_id: options.clientId,
      access_token: options.token
    }
  );
}

// node_modules/@octokit/auth-oauth-device/dist-bundle/index.js
async function getOAuthAccessToken(state, options) {
  const cachedAuthentication = getCachedAuthentication(state, options.auth);
  if (cachedAuthentication) return cachedAuthentication;
  const { data: verification } = await createDeviceCode({
    clientType: state.clientType,
    clientId: state.clientId,
    request: options.request || state.request,
    // @ts-expect-error the extra code to make TS happy is not worth it
    scopes: options.auth.scopes || state.scopes
  });
  await state.onVerification(verification);
  const authentication = await waitForAccessToken(
    options.request || state.request,
    state.clientId,
    state.clientType,
    verification
  );
  state.authentication = authentication;
  return authentication;
}
function getCachedAuthentication(state, auth22) {
  if (auth22.refresh === true) return false;
  if (!state.authentication) return false;
  if (state.clientType === "github-app") {
    return state.authentication;
  }
  const authentication = state.authentication;
  const newScope = ("scopes" in auth22 && auth22.scopes || state.scopes).join(
    " "
  );
  const currentScope = authentication.scopes.join(" ");
  return newScope === currentScope ? authentication : false;
}
async function wait(seconds) {
  await new Promise((resolve) => setTimeout(resolve, seconds * 1e3));
}
async function waitForAccessToken(request2, clientId, clientType, verification) {
  try {
    const options = {
      clientId,
      request: request2,
      code: verification.device_code
    };
    const { authentication } = clientType === "oauth-app" ? await exchangeDeviceCode({
      ...options,
      clientType: "oauth-app"
    }) : await exchangeDeviceCode({
      ...options,
      clientType: "github-app"
    });
    return {
      type: "token",
      tokenType: "oauth",
      ...authentication
    };
  } catch (error) {
    if (!error.response) throw error;
    const errorType = error.response.data.error;
    if (errorType === "authorization_pending") {
      await wait(verification.interval);
      return waitForAccessToken(request2, clientId, clientType, verification);
    }
    if (errorType === "slow_down") {
      await wait(verification.interval + 7);
      return waitForAccessToken(request2, clientId, clientType, verification);
    }
    throw error;
  }
}
async function auth(state, authOptions) {
  return getOAuthAccessToken(state, {
    auth: authOptions
  });
}
async function hook(state, request2, route2, parameters) {
  let endpoint = request2.endpoint.merge(
    route2,
    parameters
  );
  if (/\/login\/(oauth\/access_token|device\/code)$/.test(endpoint.url)) {
    return request2(endpoint);
  }
  const { token } = await getOAuthAccessToken(state, {
    request: request2,
    auth: { type: "oauth" }
  });
  endpoint.headers.authorization = `token ${token}`;
  return request2(endpoint);
}
var VERSION = "0.0.0-development";
function createOAuthDeviceAuth(options) {
  const requestWithDefaults = options.request || request.defaults({
    headers: {
      "user-agent": `octokit-auth-oauth-device.js/${VERSION} ${getUserAgent()}`
    }
  });
  const { request: request2 = requestWithDefaults, ...otherOptions } = options;
  const state = options.clientType === "github-app" ? {
    ...otherOptions,
    clientType: "github-app",
    request: request2
  } : {
    ...otherOptions,
    clientType: "oauth-app",
    request: request2,
    scopes: options.scopes || []
  };
  if (!options.clientId) {
    throw new Error(
      '[@octokit/auth-oauth-device] "clientId" option must be set (https://github.com/octokit/auth-oauth-device.js#usage)'
    );
  }
  if (!options.onVerification) {
    throw new Error(
      '[@octokit/auth-oauth-device] "onVerification" option must be a function (https://github.com/octokit/auth-oauth-device.js#usage)'
    );
  }
  return Object.assign(auth.bind(null, state), {
    hook: hook.bind(null, state)
  });
}

// node_modules/@octokit/auth-oauth-user/dist-bundle/index.js
var VERSION2 = "0.0.0-development";
async function getAuthentication(state) {
  if ("code" in state.strategyOptions) {
    const { authentication } = await exchangeWebFlowCode({
      clientId: state.clientId,
      clientSecret: state.clientSecret,
      clientType: state.clientType,
      onTokenCreated: state.onTokenCreated,
      ...state.strategyOptions,
      request: state.request
    });
    return {
      type: "token",
      tokenType: "oauth",
      ...authentication
    };
  }
  if ("onVerification" in state.strategyOptions) {
    const deviceAuth = createOAuthDeviceAuth({
      clientType: state.clientType,
      clientId: state.clientId,
      onTokenCreated: state.onTokenCreated,
      ...state.strategyOptions,
      request: state.request
    });
    const authentication = await deviceAuth({
      type: "oauth"
    });
    return {
      clientSecret: state.clientSecret,
      ...authentication
    };
  }
  if ("token" in state.strategyOptions) {
    return {
      type: "token",
      tokenType: "oauth",
      clientId: state.clientId,
      clientSecret: state.clientSecret,
      clientType: state.clientType,
      onTokenCreated: state.onTokenCreated,
      ...state.strategyOptions
    };
  }
  throw new Error("[@octokit/auth-oauth-user] Invalid strategy options");
}
async function auth2(state, options = {}) {
  if (!state.authentication) {
    state.authentication = state.clientType === "oauth-app" ? await getAuthentication(state) : await getAuthentication(state);
  }
  if (state.authentication.invalid) {
    throw new Error("[@octokit/auth-oauth-user] Token is invalid");
  }
  const currentAuthentication = state.authentication;
  if ("expiresAt" in currentAuthentication) {
    if (options.type === "refresh" || new Date(currentAuthentication.expiresAt) < /* @__PURE__ */ new Date()) {
      const { authentication } = await refreshToken({
        clientType: "github-app",
        clientId: state.clientId,
        clientSecret: state.clientSecret,
        refreshToken: currentAuthentication.refreshToken,
        request: state.request
      });
      state.authentication = {
        tokenType: "oauth",
        type: "token",
        ...authentication
      };
    }
  }
  if (options.type === "refresh") {
    if (state.clientType === "oauth-app") {
      throw new Error(
        "[@octokit/auth-oauth-user] OAuth Apps do not support expiring tokens"
      );
    }
    if (!currentAuthentication.hasOwnProperty("expiresAt")) {
      throw new Error("[@octokit/auth-oauth-user] Refresh token missing");
    }
    await state.onTokenCreated?.(state.authentication, {
      type: options.type
    });
  }
  if (options.type === "check" || options.type === "reset") {
    const method = options.type === "check" ? checkToken : resetToken;
    try {
      const { authentication } = await method({
        // @ts-expect-error making TS happy would require unnecessary code so no
        clientType: state.clientType,
        clientId: state.clientId,
        clientSecret: state.clientSecret,
        token: state.authentication.token,
        request: state.request
      });
      state.authentication = {
        tokenType: "oauth",
        type: "token",
        // @ts-expect-error TBD
        ...authentication
      };
      if (options.type === "reset") {
        await state.onTokenCreated?.(state.authentication, {
          type: options.type
        });
      }
      return state.authentication;
    } catch (error) {
      if (error.status === 404) {
        error.message = "[@octokit/auth-oauth-user] Token is invalid";
        state.authentication.invalid = true;
      }
      throw error;
    }
  }
  if (options.type === "delete" || options.type === "deleteAuthorization") {
    const method = options.type === "delete" ? deleteToken : deleteAuthorization;
    try {
      await method({
        // @ts-expect-error making TS happy would require unnecessary code so no
        clientType: state.clientType,
        clientId: state.clientId,
        clientSecret: state.clientSecret,
        token: state.authentication.token,
        request: state.request
      });
    } catch (error) {
      if (error.status !== 404) throw error;
    }
    state.authentication.invalid = true;
    return state.authentication;
  }
  return state.authentication;
}
var ROUTES_REQUIRING_BASIC_AUTH = /\/applications\/[^/]+\/(token|grant)s?/;
function requiresBasicAuth(url2) {
  return url2 && ROUTES_REQUIRING_BASIC_AUTH.test(url2);
}
async function hook2(state, request2, route2, parameters = {}) {
  const endpoint = request2.endpoint.merge(
    route2,
    parameters
  );
  if (/\/login\/(oauth\/access_token|device\/code)$/.test(endpoint.url)) {
    return request2(endpoint);
  }
  if (requiresBasicAuth(endpoint.url)) {
    const credentials = btoa(`${state.clientId}:${state.clientSecret}`);
    endpoint.headers.authorization = `basic ${credentials}`;
    return request2(endpoint);
  }
  const { token } = state.clientType === "oauth-app" ? await auth2({ ...state, request: request2 }) : await auth2({ ...state, request: request2 });
  endpoint.headers.authorization = "token " + token;
  return request2(endpoint);
}
function createOAuthUserAuth({
  clientId,
  clientSecret,
  clientType = "oauth-app",
  request: request2 = request.defaults({
    headers: {
      "user-agent": `octokit-auth-oauth-app.js/${VERSION2} ${getUserAgent()}`
    }
  }),
  onTokenCreated,
  ...strategyOptions
}) {
  const state = Object.assign({
    clientType,
    clientId,
    clientSecret,
    onTokenCreated,
    strategyOptions,
    request: request2
  });
  return Object.assign(auth2.bind(null, state), {
    // @ts-expect-error not worth the extra code needed to appease TS
    hook: hook2.bind(null, state)
  });
}
createOAuthUserAuth.VERSION = VERSION2;

// node_modules/@octokit/auth-oauth-app/dist-bundle/index.js
async function auth3(state, authOptions) {
  if (authOptions.type === "oauth-app") {
    return {
      type: "oauth-app",
      clientId: state.clientId,
      clientSecret: state.clientSecret,
      clientType: state.clientType,
      headers: {
        authorization: `basic ${btoa(
          `${state.clientId}:${state.clientSecret}`
        )}`
      }
    };
  }
  if ("factory" in authOptions) {
    const { type, ...options } = {
      ...authOptions,
      ...state
    };
    return authOptions.factory(options);
  }
  const common = {
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    request: state.request,
    ...authOptions
  };
  const userAuth = state.clientType === "oauth-app" ? await createOAuthUserAuth({
    ...common,
    clientType: state.clientType
  }) : await createOAuthUserAuth({
    ...common,
    clientType: state.clientType
  });
  return userAuth();
}
async function hook3(state, request2, route2, parameters) {
  let endpoint = request2.endpoint.merge(
    route2,
    parameters
  );
  if (/\/login\/(oauth\/access_token|device\/code)$/.test(endpoint.url)) {
    return request2(endpoint);
  }
  if (state.clientType === "github-app" && !requiresBasicAuth(endpoint.url)) {
    throw new Error(
      `[@octokit/auth-oauth-app] GitHub Apps cannot use their client ID/secret for basic authentication for endpoints other than "/applications/{client_id}/**". "${endpoint.method} ${endpoint.url}" is not supported.`
    );
  }
  const credentials = btoa(`${state.clientId}:${state.clientSecret}`);
  endpoint.headers.authorization = `basic ${credentials}`;
  try {
    return await request2(endpoint);
  } catch (error) {
    if (error.status !== 401) throw error;
    error.message = `[@octokit/auth-oauth-app] "${endpoint.method} ${endpoint.url}" does not support clientId/clientSecret basic authentication.`;
    throw error;
  }
}
var VERSION3 = "0.0.0-development";
function createOAuthAppAuth(options) {
  const state = Object.assign(
    {
      request: request.defaults({
        headers: {
          "user-agent": `octokit-auth-oauth-app.js/${VERSION3} ${getUserAgent()}`
        }
      }),
      clientType: "oauth-app"
    },
    options
  );
  return Object.assign(auth3.bind(null, state), {
    hook: hook3.bind(null, state)
  });
}

// node_modules/universal-github-app-jwt/lib/utils.js
function isPkcs1(privateKey2) {
  return privateKey2.includes("-----BEGIN RSA PRIVATE KEY-----");
}
function isOpenSsh(privateKey2) {
  return privateKey2.includes("-----BEGIN OPENSSH PRIVATE KEY-----");
}
function string2ArrayBuffer(str) {
  const buf = new ArrayBuffer(str.length);
  const bufView = new Uint8Array(buf);
  for (let i = 0, strLen = str.length; i < strLen; i++) {
    bufView[i] = str.charCodeAt(i);
  }
  return buf;
}
function getDERfromPEM(pem) {
  const pemB64 = pem.trim().split("\n").slice(1, -1).join("");
  const decoded = atob(pemB64);
  return string2ArrayBuffer(decoded);
}
function getEncodedMessage(header2, payload) {
  return `${base64encodeJSON(header2)}.${base64encodeJSON(payload)}`;
}
function base64encode(buffer) {
  var binary = "";
  var bytes = new Uint8Array(buffer);
  var len = bytes.byteLength;
  for (var i = 0; i < len; i++) {
    binary += String.fromCharCode(bytes[i]);
  }
  return fromBase64(btoa(binary));
}
function fromBase64(base64) {
  return base64.replace(/=/g, "").replace(/\+/g, "-").replace(/\//g, "_");
}
function base64encodeJSON(obj2) {
  return fromBase64(btoa(JSON.stringify(obj2)));
}

// node_modules/universal-github-app-jwt/lib/crypto-node.js
import { subtle } from "node:crypto";
import { createPrivateKey } from "node:crypto";
function convertPrivateKey(privateKey2) {
  if (!isPkcs1(privateKey2)) return privateKey2;
  return createPrivateKey(privateKey2).export({
    type: "pkcs8",
    format: "pem"
  });
}

// node_modules/universal-github-app-jwt/lib/get-token.js
async function getToken({ privateKey: privateKey2, payload }) {
  const convertedPrivateKey = convertPrivateKey(privateKey2);
  if (isPkcs1(convertedPrivateKey)) {
    throw new Error(
      "[universal-github-app-jwt] Private Key is in PKCS#1 format, but only PKCS#8 is supported. See https://github.com/gr2m/universal-github-app-jwt#private-key-formats"
    );
  }
  if (isOpenSsh(convertedPrivateKey)) {
    throw new Error(
      "[universal-github-app-jwt] Private Key is in OpenSSH format, but only PKCS#8 is supported. See https://github.com/gr2m/universal-github-app-jwt#private-key-formats"
    );
  }
  const algorithm = {
    name: "RSASSA-PKCS1-v1_5",
    hash: { name: "SHA-256" }
  };
  const header2 = { alg: "RS256", typ: "JWT" };
  const privateKeyDER = getDERfromPEM(convertedPrivateKey);
  const importedKey = await subtle.importKey(
    "pkcs8",
    privateKeyDER,
    algorithm,
    false,
    ["sign"]
  );
  const encodedMessage = getEncodedMessage(header2, payload);
  const encodedMessageArrBuf = string2ArrayBuffer(encodedMessage);
  const signatureArrBuf = await subtle.sign(
    algorithm.name,
    importedKey,
    encodedMessageArrBuf
  );
  const encodedSignature = base64encode(signatureArrBuf);
  return `${encodedMessage}.${encodedSignature}`;
}

// node_modules/universal-github-app-jwt/index.js
async function githubAppJwt({
  id,
  privateKey: privateKey2,
  now = Math.floor(Date.now() / 1e3)
}) {
  const privateKeyWithNewlines = privateKey2.replace(/\\n/g, "\n");
  const nowWithSafetyMargin = now - 30;
  const expiration = nowWithSafetyMargin + 60 * 10;
  const payload = {
    iat: nowWithSafetyMargin,
    // Issued at time
    exp: expiration,
    iss: id
  };
  const token = await getToken({
    privateKey: privateKeyWithNewlines,
    payload
  });
  return {
    appId: id,
    expiration,
    token
  };
}

// node_modules/toad-cache/dist/toad-cache.mjs
function validateCacheParams(max, ttlInMsecs) {
  if (typeof max !== "number" || !Number.isInteger(max) || max < 0) {
    throw new Error("Invalid max value");
  }
  if (typeof ttlInMsecs !== "number" || !Number.isInteger(ttlInMsecs) || ttlInMsecs < 0) {
    throw new Error("Invalid ttl value");
  }
}
var LruObject = class {
  constructor(max = 1e3, ttlInMsecs = 0) {
    validateCacheParams(max, ttlInMsecs);
    this.first = null;
    this.items = /* @__PURE__ */ Object.create(null);
    this.last = null;
    this.size = 0;
    this.max = max;
    this.ttl = ttlInMsecs;
  }
  bumpLru(item) {
    if (this.last === item) {
      return;
    }
    const last = this.last;
    const next = item.next;
    const prev = item.prev;
    if (this.first === item) {
      this.first = next;
    }
    item.next = null;
    item.prev = last;
    last.next = item;
    if (prev !== null) {
      prev.next = next;
    }
    if (next !== null) {
      next.prev = prev;
    }
    this.last = item;
  }
  clear() {
    this.items = /* @__PURE__ */ Object.create(null);
    this.first = null;
    this.last = null;
    this.size = 0;
  }
  delete(key) {
    const item = this.items[key];
    if (item !== void 0) {
      delete this.items[key];
      this.size--;
      if (item.prev !== null) {
        item.prev.next = item.next;
      }
      if (item.next !== null) {
        item.next.prev = item.prev;
      }
      if (this.first === item) {
        this.first = item.next;
      }
      if (this.last === item) {
        this.last = item.prev;
      }
    }
  }
  deleteMany(keys) {
    for (var i = 0; i < keys.length; i++) {
      this.delete(keys[i]);
    }
  }
  evict() {
    if (this.size > 0) {
      const item = this.first;
      delete this.items[item.key];
      if (--this.size === 0) {
        this.first = null;
        this.last = null;
      } else {
        this.first = item.next;
        this.first.prev = null;
      }
    }
  }
  expiresAt(key) {
    const item = this.items[key];
    if (item !== void 0) {
      return item.expiry;
    }
  }
  get(key) {
    const item = this.items[key];
    if (item !== void 0) {
      if (this.ttl > 0 && item.expiry <= Date.now()) {
        this.delete(key);
        return;
      }
      this.bumpLru(item);
      return item.value;
    }
  }
  getMany(keys) {
    const result = new Array(keys.length);
    for (var i = 0; i < keys.length; i++) {
      result[i] = this.get(keys[i]);
    }
    return result;
  }
  keys() {
    return Object.keys(this.items);
  }
  set(key, value) {
    const existing = this.items[key];
    if (existing !== void 0) {
      existing.value = value;
      existing.expiry = this.ttl > 0 ? Date.now() + this.ttl : this.ttl;
      this.bumpLru(existing);
      return;
    }
    if (this.max > 0 && this.size >= this.max) {
      this.evict();
    }
    const item = {
      expiry: this.ttl > 0 ? Date.now() + this.ttl : this.ttl,
      key,
      prev: this.last,
      next: null,
      value
    };
    this.items[key] = item;
    if (++this.size === 1) {
      this.first = item;
    } else {
      this.last.next = item;
    }
    this.last = item;
  }
};

// node_modules/@octokit/auth-app/dist-node/index.js
async function getAppAuthentication({
  appId,
  privateKey: privateKey2,
  timeDifference,
  createJwt
}) {
  try {
    if (createJwt) {
      const { jwt, expiresAt } = await createJwt(appId, timeDifference);
      return {
        type: "app",
        token: jwt,
        appId,
        expiresAt
      };
    }
    const authOptions = {
      id: appId,
      privateKey: privateKey2
    };
    if (timeDifference) {
      Object.assign(authOptions, {
        now: Math.floor(Date.now() / 1e3) + timeDifference
      });
    }
    const appAuthentication = await githubAppJwt(authOptions);
    return {
      type: "app",
      token: appAuthentication.token,
      appId: appAuthentication.appId,
      expiresAt: new Date(appAuthentication.expiration * 1e3).toISOString()
    };
  } catch (error) {
    if (privateKey2 === "-----BEGIN RSA PRIVATE KEY-----") {
      throw new Error(
        "The 'privateKey` option contains only the first line '-----BEGIN RSA PRIVATE KEY-----'. If you are setting it using a `.env` file, make sure it is set on a single line with newlines replaced by '\n'"
      );
    } else {
      throw error;
    }
  }
}
function getCache() {
  return new LruObject(
    // cache max. 15000 tokens, that will use less than 10mb memory
    15e3,
    // Cache for 1 minute less than GitHub expiry
    1e3 * 60 * 59
  );
}
async function get(cache, options) {
  const cacheKey = optionsToCacheKey(options);
  const result = await cache.get(cacheKey);
  if (!result) {
    return;
  }
  const [
    token,
    createdAt,
    expiresAt,
    repositorySelection,
    permissionsString,
    singleFileName
  ] = result.split("|");
  const permissions = options.permissions || permissionsString.split(/,/).reduce((permissions2, string) => {
    if (/!$/.test(string)) {
      permissions2[string.slice(0, -1)] = "write";
    } else {
      permissions2[string] = "read";
    }
    return permissions2;
  }, {});
  return {
    token,
    createdAt,
    expiresAt,
    permissions,
    repositoryIds: options.repositoryIds,
    repositoryNames: options.repositoryNames,
    singleFileName,
    repositorySelection
  };
}
async function set(cache, options, data) {
  const key = optionsToCacheKey(options);
  const permissionsString = options.permissions ? "" : Object.keys(data.permissions).map(
    (name) => `${name}${data.permissions[name] === "write" ? "!" : ""}`
  ).join(",");
  const value = [
    data.token,
    data.createdAt,
    data.expiresAt,
    data.repositorySelection,
    permissionsString,
    data.singleFileName
  ].join("|");
  await cache.set(key, value);
}
function optionsToCacheKey({
  installationId,
  permissions = {},
  repositoryIds = [],
  repositoryNames = []
}) {
  const permissionsString = Object.keys(permissions).sort().map((name) => permissions[name] === "read" ? name : `${name}!`).join(",");
  const repositoryIdsString = repositoryIds.sort().join(",");
  const repositoryNamesString = repositoryNames.join(",");
  return [
    installationId,
    repositoryIdsString,
    repositoryNamesString,
    permissionsString
  ].filter(Boolean).join("|");
}
function toTokenAuthentication({
  installationId,
  token,
  createdAt,
  expiresAt,
  repositorySelection,
  permissions,
  repositoryIds,
  repositoryNames,
  singleFileName
}) {
  return Object.assign(
    {
      type: "token",
      tokenType: "installation",
      token,
      installationId,
      permissions,
      createdAt,
      expiresAt,
      repositorySelection
    },
    repositoryIds ? { repositoryIds } : null,
    repositoryNames ? { repositoryNames } : null,
    singleFileName ? { singleFileName } : null
  );
}
async function getInstallationAuthentication(state, options, customRequest) {
  const installationId = Number(options.installationId || state.installationId);
  if (!installationId) {
    throw new Error(
      "[@octokit/auth-app] installationId option is required for installation authentication."
    );
  }
  if (options.factory) {
    const { type, factory, oauthApp, ...factoryAuthOptions } = {
      ...state,
      ...options
    };
    return factory(factoryAuthOptions);
  }
  const request2 = customRequest || state.request;
  return getInstallationAuthenticationConcurrently(
    state,
    { ...options, installationId },
    request2
  );
}
var pendingPromises = /* @__PURE__ */ new Map();
function getInstallationAuthenticationConcurrently(state, options, request2) {
  const cacheKey = optionsToCacheKey(options);
  if (pendingPromises.has(cacheKey)) {
    return pendingPromises.get(cacheKey);
  }
  const promise = getInstallationAuthenticationImpl(
    state,
    options,
    request2
  ).finally(() => pendingPromises.delete(cacheKey));
  pendingPromises.set(cacheKey, promise);
  return promise;
}
async function getInstallationAuthenticationImpl(state, options, request2) {
  if (!options.refresh) {
    const result = await get(state.cache, options);
    if (result) {
      const {
        token: token2,
        createdAt: createdAt2,
        expiresAt: expiresAt2,
        permissions: permissions2,
        repositoryIds: repositoryIds2,
        repositoryNames: repositoryNames2,
        singleFileName: singleFileName2,
        repositorySelection: repositorySelection2
      } = result;
      return toTokenAuthentication({
        installationId: options.installationId,
        token: token2,
        createdAt: createdAt2,
        expiresAt: expiresAt2,
        permissions: permissions2,
        repositorySelection: repositorySelection2,
        repositoryIds: repositoryIds2,
        repositoryNames: repositoryNames2,
        singleFileName: singleFileName2
      });
    }
  }
  const appAuthentication = await getAppAuthentication(state);
  const payload = {
    installation_id: options.installationId,
    mediaType: {
      previews: ["machine-man"]
    },
    headers: {
      authorization: `bearer ${appAuthentication.token}`
    }
  };
  if (options.repositoryIds) {
    Object.assign(payload, { repository_ids: options.repositoryIds });
  }
  if (options.repositoryNames) {
    Object.assign(payload, {
      repositories: options.repositoryNames
    });
  }
  if (options.permissions) {
    Object.assign(payload, { permissions: options.permissions });
  }
  const {
    data: {
      token,
      expires_at: expiresAt,
      repositories,
      permissions: permissionsOptional,
      repository_selection: repositorySelectionOptional,
      single_file: singleFileName
    }
  } = await request2(
    "POST /app/installations/{installation_id}/access_tokens",
    payload
  );
  const permissions = permissionsOptional || {};
  const repositorySelection = repositorySelectionOptional || "all";
  const repositoryIds = repositories ? repositories.map((r) => r.id) : void 0;
  const repositoryNames = repositories ? repositories.map((repo) => repo.name) : void 0;
  const createdAt = (/* @__PURE__ */ new Date()).toISOString();
  const cacheOptions = {
    token,
    createdAt,
    expiresAt,
    repositorySelection,
    permissions,
    repositoryIds,
    repositoryNames
  };
  if (singleFileName) {
    Object.assign(payload, { singleFileName });
  }
  await set(state.cache, options, cacheOptions);
  const cacheData = {
    installationId: options.installationId,
    token,
    createdAt,
    expiresAt,
    repositorySelection,
    permissions,
    repositoryIds,
    repositoryNames
  };
  if (singleFileName) {
    Object.assign(cacheData, { singleFileName });
  }
  return toTokenAuthentication(cacheData);
}
async function auth4(state, authOptions) {
  switch (authOptions.type) {
    case "app":
      return getAppAuthentication(state);
    case "oauth-app":
      return state.oauthApp({ type: "oauth-app" });
    case "installation":
      authOptions;
      return getInstallationAuthentication(state, {
        ...authOptions,
        type: "installation"
      });
    case "oauth-user":
      return state.oauthApp(authOptions);
    default:
      throw new Error(`Invalid auth type: ${authOptions.type}`);
  }
}
var PATHS = [
  "/app",
  "/app/hook/config",
  "/app/hook/deliveries",
  "/app/hook/deliveries/{delivery_id}",
  "/app/hook/deliveries/{delivery_id}/attempts",
  "/app/installations",
  "/app/installations/{installation_id}",
  "/app/installations/{installation_id}/access_tokens",
  "/app/installations/{installation_id}/suspended",
  "/app/installation-requests",
  "/marketplace_listing/accounts/{account_id}",
  "/marketplace_listing/plan",
  "/marketplace_listing/plans",
  "/marketplace_listing/plans/{plan_id}/accounts",
  "/marketplace_listing/stubbed/accounts/{account_id}",
  "/marketplace_listing/stubbed/plan",
  "/marketplace_listing/stubbed/plans",
  "/marketplace_listing/stubbed/plans/{plan_id}/accounts",
  "/orgs/{org}/installation",
  "/repos/{owner}/{repo}/installation",
  "/users/{username}/installation",
  "/enterprises/{enterprise}/installation"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (p) => p.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})$`;
  return new RegExp(regex, "i");
}
var REGEX = routeMatcher(PATHS);
function requiresAppAuth(url2) {
  return !!url2 && REGEX.test(url2.split("?")[0]);
}
var FIVE_SECONDS_IN_MS = 5 * 1e3;
function isNotTimeSkewError(error) {
  return !(error.message.match(
    /'Expiration time' claim \('exp'\) is too far in the future/
  ) || error.message.match(
    /'Expiration time' claim \('exp'\) must be a numeric value representing the future time at which the assertion expires/
  ) || error.message.match(
    /'Issued at' claim \('iat'\) must be an Integer representing the time that the assertion was issued/
  ));
}
async function hook4(state, request2, route2, parameters) {
  const endpoint = request2.endpoint.merge(route2, parameters);
  const url2 = endpoint.url;
  if (/\/login\/oauth\/access_token$/.test(url2)) {
    return request2(endpoint);
  }
  if (requiresAppAuth(url2.replace(request2.endpoint.DEFAULTS.baseUrl, ""))) {
    const { token: token2 } = await getAppAuthentication(state);
    endpoint.headers.authorization = `bearer ${token2}`;
    let response;
    try {
      response = await request2(endpoint);
    } catch (error) {
      if (isNotTimeSkewError(error)) {
        throw error;
      }
      if (typeof error.response.headers.date === "undefined") {
        throw error;
      }
      const diff = Math.floor(
        (Date.parse(error.response.headers.date) - Date.parse((/* @__PURE__ */ new Date()).toString())) / 1e3
      );
      state.log.warn(error.message);
      state.log.warn(
        `[@octokit/auth-app] GitHub API time and system time are different by ${diff} seconds. Retrying request with the difference accounted for.`
      );
      const { token: token3 } = await getAppAuthentication({
        ...state,
        timeDifference: diff
      });
      endpoint.headers.authorization = `bearer ${token3}`;
      return request2(endpoint);
    }
    return response;
  }
  if (requiresBasicAuth(url2)) {
    const authentication = await state.oauthApp({ type: "oauth-app" });
    endpoint.headers.authorization = authentication.headers.authorization;
    return request2(endpoint);
  }
  const { token, createdAt } = await getInstallationAuthentication(
    state,
    // @ts-expect-error TBD
    {},
    request2.defaults({ baseUrl: endpoint.baseUrl })
  );
  endpoint.headers.authorization = `token ${token}`;
  return sendRequestWithRetries(
    state,
    request2,
    endpoint,
    createdAt
  );
}
async function sendRequestWithRetries(state, request2, options, createdAt, retries = 0) {
  const timeSinceTokenCreationInMs = +/* @__PURE__ */ new Date() - +new Date(createdAt);
  try {
    return await request2(options);
  } catch (error) {
    if (error.status !== 401) {
      throw error;
    }
    if (timeSinceTokenCreationInMs >= FIVE_SECONDS_IN_MS) {
      if (retries > 0) {
        error.message = `After ${retries} retries within ${timeSinceTokenCreationInMs / 1e3}s of creating the installation access token, the response remains 401. At this point, the cause may be an authentication problem or a system outage. Please check https://www.githubstatus.com for status information`;
      }
      throw error;
    }
    ++retries;
    const awaitTime = retries * 1e3;
    state.log.warn(
      `[@octokit/auth-app] Retrying after 401 response to account for token replication delay (retry: ${retries}, wait: ${awaitTime / 1e3}s)`
    );
    await new Promise((resolve) => setTimeout(resolve, awaitTime));
    return sendRequestWithRetries(state, request2, options, createdAt, retries);
  }
}
var VERSION4 = "8.3.1";
function createAppAuth(options) {
  if (!options.appId) {
    throw new Error("[@octokit/auth-app] appId option is required");
  }
  if (!options.privateKey && !options.createJwt) {
    throw new Error("[@octokit/auth-app] privateKey option is required");
  } else if (options.privateKey && options.createJwt) {
    throw new Error(
      "[@octokit/auth-app] privateKey and createJwt options are mutually exclusive"
    );
  }
  if ("installationId" in options && !options.installationId) {
    throw new Error(
      "[@octokit/auth-app] installationId is set to a falsy value"
    );
  }
  const log = options.log || {};
  if (typeof log.warn !== "function") {
    log.warn = console.warn.bind(console);
  }
  const request2 = options.request || request.defaults({
    headers: {
      "user-agent": `octokit-auth-app.js/${VERSION4} ${getUserAgent()}`
    }
  });
  const state = Object.assign(
    {
      request: request2,
      cache: getCache()
    },
    options,
    options.installationId ? { installationId: Number(options.installationId) } : {},
    {
      log,
      oauthApp: createOAuthAppAuth({
        clientType: "github-app",
        clientId: options.clientId || "",
        clientSecret: options.clientSecret || "",
        request: request2
      })
    }
  );
  return Object.assign(auth4.bind(null, state), {
    hook: hook4.bind(null, state)
  });
}

// node_modules/@octokit/plugin-request-log/dist-src/version.js
var VERSION5 = "6.0.0";

// node_modules/@octokit/plugin-request-log/dist-src/index.js
function requestLog(octokit) {
  octokit.hook.wrap("request", (request2, options) => {
    octokit.log.debug("request", options);
    const start = Date.now();
    const requestOptions = octokit.request.endpoint.parse(options);
    const path = requestOptions.url.replace(options.baseUrl, "");
    return request2(options).then((response) => {
      const requestId = response.headers["x-github-request-id"];
      octokit.log.info(
        `${requestOptions.method} ${path} - ${response.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      return response;
    }).catch((error) => {
      const requestId = error.response?.headers["x-github-request-id"] || "UNKNOWN";
      octokit.log.error(
        `${requestOptions.method} ${path} - ${error.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      throw error;
    });
  });
}
requestLog.VERSION = VERSION5;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION6 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION6}`
  }
);

// src/adapters/github-artifact.ts
async function readCapped(response, maxBytes) {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return { ok: false, reason: `the artifact is ${declared} bytes, over the ${maxBytes} limit` };
  }
  const chunks = [];
  let size = 0;
  if (response.body === null) return { ok: true, zip: Buffer.alloc(0) };
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => void 0);
      return { ok: false, reason: `the artifact is over the ${maxBytes} limit` };
    }
    chunks.push(chunk);
  }
  return { ok: true, zip: Buffer.concat(chunks) };
}
async function downloadArtifact(url2, token, maxBytes) {
  const first = await fetch(url2, {
    headers: { authorization: `token ${token}`, accept: "application/vnd.github+json" },
    redirect: "manual"
  });
  if (first.status === 200) return readCapped(first, maxBytes);
  const location = first.headers.get("location");
  await first.body?.cancel();
  if (first.status < 300 || first.status >= 400 || location === null) {
    return { ok: false, reason: `the artifact download answered ${first.status}` };
  }
  const stored = await fetch(new URL(location, url2), { redirect: "follow" });
  if (stored.status !== 200) {
    await stored.body?.cancel();
    return { ok: false, reason: `the artifact storage answered ${stored.status}` };
  }
  return readCapped(stored, maxBytes);
}

// src/adapters/github-app.ts
var SILENT = { warn: () => void 0, debug: () => void 0 };
function octokitLog(sink) {
  return {
    debug: (message) => sink.debug(message),
    info: (message) => sink.debug(message),
    warn: (message) => sink.warn(message),
    // A failed request is also the error of whoever made it: logged there, with its cause.
    error: (message) => sink.debug(message)
  };
}
function reason(error) {
  return (error instanceof Error ? error.message : String(error)).split("\n", 1)[0] ?? "";
}
function createAppGitHub(credentials, limits = {}, sink = SILENT) {
  const baseUrl = credentials.apiUrl;
  const log = octokitLog(sink);
  const limited = limitPlugins(limits).then((limits2) => ({
    Client: Octokit2.plugin(...limits2.plugins),
    options: limits2.options
  }));
  let auth5 = null;
  const authOf = async () => {
    const { Client, options } = await limited;
    auth5 ??= createAppAuth({
      appId: credentials.appId,
      privateKey: credentials.privateKey,
      request: new Client({ baseUrl, ...options, log }).request
    });
    return auth5;
  };
  return {
    async forRepository(installationId, owner, repo) {
      const { token } = await (await authOf())({ type: "installation", installationId });
      const { Client, options } = await limited;
      const throttle = { ...options.throttle, id: `installation-${installationId}` };
      const octokit = new Client({ auth: token, baseUrl, ...options, throttle, log });
      return repoClient(octokit, token, baseUrl, owner, repo, Number(credentials.appId));
    },
    async appProblem() {
      try {
        const { token } = await (await authOf())({ type: "app" });
        const { Client, options } = await limited;
        const octokit = new Client({ baseUrl, ...options, log, retry: { enabled: false } });
        await octokit.request("GET /app", { headers: { authorization: `bearer ${token}` } });
        return null;
      } catch (error) {
        const status = error.status;
        if (status === 401 || status === 404) {
          return `GitHub does not take the key of APP_ID ${credentials.appId} (${status}): the key is another App's, or was revoked`;
        }
        return `GitHub's API at ${baseUrl} cannot be reached: ${reason(error)}`;
      }
    }
  };
}
function repoClient(octokit, token, baseUrl, owner, repo, appId) {
  const site = { owner, repo };
  const fields = (body, annotations) => ({
    status: body.status,
    ...body.conclusion === void 0 ? {} : { conclusion: body.conclusion, completed_at: (/* @__PURE__ */ new Date()).toISOString() },
    ...body.externalId === void 0 ? {} : { external_id: body.externalId },
    ...body.actions === void 0 ? {} : { actions: [...body.actions] },
    output: { ...body.output, annotations }
  });
  const moreAnnotations = (body) => async (id, annotations) => {
    const { title, summary } = body.output;
    await octokit.rest.checks.update({
      ...site,
      check_run_id: id,
      output: { title, summary, annotations }
    });
  };
  return {
    token,
    async findCheckRun(headSha, name) {
      const { data } = await octokit.rest.checks.listForRef({
        ...site,
        ref: headSha,
        check_name: name,
        app_id: appId,
        filter: "latest",
        per_page: 100
      });
      const ours = data.check_runs.find(
        (run) => run.head_sha === headSha && (run.app?.id === void 0 || run.app.id === appId)
      );
      if (!ours) return null;
      return {
        id: ours.id,
        status: ours.status,
        conclusion: ours.conclusion ?? null,
        externalId: ours.external_id ?? null,
        title: ours.output.title ?? "",
        summary: ours.output.summary ?? "",
        startedAt: ours.started_at ?? null
      };
    },
    async createCheckRun(name, headSha, body) {
      const sent = await sendAnnotated(
        body.output.annotations,
        async (first) => {
          const { data } = await octokit.rest.checks.create({
            ...site,
            name,
            head_sha: headSha,
            started_at: (/* @__PURE__ */ new Date()).toISOString(),
            ...fields(body, first)
          });
          return data.id;
        },
        moreAnnotations(body)
      );
      return sent.id;
    },
    async updateCheckRun(id, body) {
      await sendAnnotated(
        body.output.annotations,
        async (first) => {
          await octokit.rest.checks.update({ ...site, check_run_id: id, ...fields(body, first) });
          return id;
        },
        moreAnnotations(body)
      );
    },
    async updateCheckSummary(id, title, summary) {
      await octokit.rest.checks.update({ ...site, check_run_id: id, output: { title, summary } });
    },
    async getPull(number) {
      const { data } = await octokit.rest.pulls.get({ ...site, pull_number: number });
      return {
        number: data.number,
        state: data.state,
        headSha: data.head.sha,
        headRef: data.head.ref,
        baseSha: data.base.sha,
        labels: data.labels.map((label) => label.name ?? "").filter((n) => n !== "")
      };
    },
    async findPullByHead(headSha) {
      for (let page = 1; page <= 3; page += 1) {
        const { data } = await octokit.rest.pulls.list({
          ...site,
          state: "open",
          per_page: 100,
          page
        });
        const match = data.find((pull) => pull.head.sha === headSha);
        if (match) return match.number;
        if (data.length < 100) break;
      }
      return null;
    },
    async listArtifacts(runId) {
      const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
        ...site,
        run_id: runId,
        per_page: 100
      });
      return data.artifacts.map((a) => ({
        id: a.id,
        name: a.name,
        sizeInBytes: a.size_in_bytes,
        expired: a.expired
      }));
    },
    downloadArtifact(artifactId, maxBytes) {
      const url2 = `${baseUrl}/repos/${owner}/${repo}/actions/artifacts/${artifactId}/zip`;
      return downloadArtifact(url2, token, maxBytes);
    },
    async listAnnotations(checkRunId) {
      const pages = octokit.paginate.iterator(octokit.rest.checks.listAnnotations, {
        ...site,
        check_run_id: checkRunId,
        per_page: 100
      });
      const all = [];
      for await (const { data } of pages) {
        for (const a of data) {
          all.push({
            path: a.path,
            start_line: a.start_line,
            end_line: a.end_line,
            annotation_level: a.annotation_level ?? "notice",
            message: a.message ?? "",
            ...a.title ? { title: a.title } : {}
          });
        }
      }
      return all;
    },
    async permissionOf(login) {
      const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
        ...site,
        username: login
      });
      return data.permission;
    }
  };
}

// src/app/config.ts
import { createPrivateKey as createPrivateKey2 } from "node:crypto";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
var ConfigError = class extends Error {
};
function required(env, name) {
  const value = env[name]?.trim() ?? "";
  if (value === "") throw new ConfigError(`${name} is required`);
  return value;
}
function positive(env, name, fallback) {
  const text = env[name]?.trim() ?? "";
  if (text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive number, got '${text}'`);
  }
  return value;
}
function port(env, fallback) {
  const text = env.PORT?.trim() ?? "";
  if (text === "") return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`PORT must be a port number from 1 to 65535, got '${text}'`);
  }
  return value;
}
function url(env, name, fallback) {
  const value = (env[name]?.trim() || fallback).replace(/\/+$/, "");
  if (!/^(https?|file):\/\/\S+$/.test(value)) {
    throw new ConfigError(`${name} must be an http(s) URL, got '${value}'`);
  }
  return value;
}
function errorCode(error) {
  const code = error.code;
  if (typeof code === "string") return code;
  return (error instanceof Error ? error.message : String(error)).split("\n", 1)[0] ?? "";
}
function checkedKey(pem, from) {
  let kind;
  try {
    kind = createPrivateKey2(pem).asymmetricKeyType;
  } catch {
    throw new ConfigError(
      `${from} is not a PEM private key (expected the .pem file GitHub generated for the App)`
    );
  }
  if (kind !== "rsa") {
    throw new ConfigError(`${from} holds a ${kind ?? "non-RSA"} key; GitHub App keys are RSA`);
  }
  return pem;
}
function privateKey(env) {
  const inline = env.PRIVATE_KEY?.trim() ?? "";
  if (inline !== "") return checkedKey(inline.replace(/\\n/g, "\n"), "PRIVATE_KEY");
  const path = env.PRIVATE_KEY_PATH?.trim() ?? "";
  if (path === "") throw new ConfigError("PRIVATE_KEY or PRIVATE_KEY_PATH is required");
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ConfigError(`PRIVATE_KEY_PATH '${path}' cannot be read: ${errorCode(error)}`);
  }
  return checkedKey(text, `PRIVATE_KEY_PATH '${path}'`);
}
function readAppConfig(env) {
  const apiUrl = url(env, "GITHUB_API_URL", "https://api.github.com");
  const appId = required(env, "APP_ID");
  if (!/^\d+$/.test(appId)) throw new ConfigError(`APP_ID must be a number, got '${appId}'`);
  const cacheDir = env.TESTLOCK_CACHE_DIR?.trim() || join(tmpdir(), "testlock-app-cache");
  return {
    appId,
    privateKey: privateKey(env),
    webhookSecret: required(env, "WEBHOOK_SECRET"),
    port: port(env, 3e3),
    apiUrl,
    serverUrl: url(env, "GITHUB_SERVER_URL", "https://github.com"),
    cacheDir,
    // `@` is not in any owner name, so the state folder never meets a fetched repository's.
    stateDir: env.STATE_DIR?.trim() || join(cacheDir, "@state"),
    checkName: env.TESTLOCK_CHECK_NAME?.trim() || "testlock",
    artifactName: env.TESTLOCK_ARTIFACT?.trim() || "testlock-report",
    reportTimeoutMs: positive(env, "TESTLOCK_REPORT_TIMEOUT_MINUTES", 60) * 6e4,
    maxBodyBytes: positive(env, "TESTLOCK_MAX_BODY_BYTES", 25 * 1024 * 1024),
    maxArtifactBytes: positive(env, "TESTLOCK_MAX_ARTIFACT_BYTES", 10 * 1024 * 1024)
  };
}

// src/app/fetch-commits.ts
import { mkdir } from "node:fs/promises";
import { join as join2 } from "node:path";
var SAFE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
var SHA = /^[0-9a-f]{40}$/;
var DEPTHS = ["--depth=50", "--deepen=500", "--unshallow", "--unshallow"];
function isSafeName(name) {
  return SAFE_NAME.test(name) && name !== "." && name !== "..";
}
function authEnv(serverUrl, token) {
  const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
  return {
    GIT_CONFIG_COUNT: "3",
    GIT_CONFIG_KEY_0: `http.${serverUrl}/.extraHeader`,
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
    // The cache is ours, but its hooks must never be a way in.
    GIT_CONFIG_KEY_1: "core.hooksPath",
    GIT_CONFIG_VALUE_1: "/dev/null",
    GIT_CONFIG_KEY_2: "protocol.ext.allow",
    GIT_CONFIG_VALUE_2: "never"
  };
}
async function mergeBase(dir, base, head) {
  const result = await tryGit(["merge-base", base, head], { cwd: dir });
  return result.exitCode === 0 ? result.stdout.trim() : null;
}
async function fetchCommits(target) {
  if (!isSafeName(target.owner) || !isSafeName(target.repo)) {
    throw new Error(`refusing repository name '${target.owner}/${target.repo}'`);
  }
  if (!SHA.test(target.baseSha) || !SHA.test(target.headSha)) {
    throw new Error("base and head must be 40-hex commit ids");
  }
  const dir = join2(target.cacheDir, target.owner, target.repo);
  await mkdir(dir, { recursive: true });
  await execGit(["init", "--quiet"], { cwd: dir });
  const url2 = `${target.serverUrl}/${target.owner}/${target.repo}.git`;
  const env = authEnv(target.serverUrl, target.token);
  const wants = [.../* @__PURE__ */ new Set([target.baseSha, target.headSha])].map(
    (sha) => `+${sha}:refs/testlock/${sha}`
  );
  for (const depth of DEPTHS) {
    if (await mergeBase(dir, target.baseSha, target.headSha) !== null) return dir;
    const present = await hasCommits(dir, target);
    if (present && !await isShallow(dir)) break;
    const step = present ? depth : "--depth=50";
    const result = await tryGit(
      [
        "-c",
        "maintenance.auto=false",
        "-c",
        "gc.auto=0",
        "fetch",
        "--quiet",
        "--no-tags",
        "--no-recurse-submodules",
        "--no-write-fetch-head",
        step,
        "--end-of-options",
        url2,
        ...wants
      ],
      { cwd: dir, env }
    );
    if (result.exitCode !== 0) {
      throw new Error(`git fetch from ${url2} failed: ${firstLine(result.stderr)}`);
    }
  }
  if (await mergeBase(dir, target.baseSha, target.headSha) !== null) return dir;
  throw new Error(
    `no merge base between ${target.baseSha.slice(0, 12)} and ${target.headSha.slice(0, 12)}`
  );
}
async function hasCommits(dir, target) {
  for (const sha of [target.baseSha, target.headSha]) {
    const r = await tryGit(["cat-file", "-e", `${sha}^{commit}`], { cwd: dir });
    if (r.exitCode !== 0) return false;
  }
  return true;
}

// src/app/app-state.ts
var STATE_VERSION = 1;
var MAX_DELIVERIES = 1e4;
var MAX_PENDING = 1e4;
var MAX_STATE_BYTES = 4 * 1024 * 1024;
var EMPTY_STATE = { deliveries: [], pending: [] };
var DELIVERY_ID = /^[A-Za-z0-9._-]{1,100}$/;
var SHA2 = /^[0-9a-f]{40}$/;
function isDeliveryId(id) {
  return DELIVERY_ID.test(id);
}
function record(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
}
var positiveInt = (v) => typeof v === "number" && Number.isSafeInteger(v) && v > 0;
function pendingCheck(value, now) {
  const v = record(value);
  if (v === null) return null;
  const { installationId, owner, repo, headSha, checkRunId, since } = v;
  if (!positiveInt(installationId) || !positiveInt(checkRunId)) return null;
  if (typeof owner !== "string" || typeof repo !== "string" || typeof headSha !== "string") {
    return null;
  }
  if (!isSafeName(owner) || !isSafeName(repo) || !SHA2.test(headSha)) return null;
  if (typeof since !== "number" || !Number.isFinite(since) || since < 0) return null;
  return { installationId, owner, repo, headSha, checkRunId, since: Math.min(since, now) };
}
function parseState(text, now) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { state: EMPTY_STATE, problem: "not JSON" };
  }
  const v = record(value);
  if (v === null || v.version !== STATE_VERSION) {
    return { state: EMPTY_STATE, problem: `not a version ${STATE_VERSION} state` };
  }
  const ids = Array.isArray(v.deliveries) ? v.deliveries : [];
  const deliveries = ids.filter((id) => typeof id === "string" && isDeliveryId(id)).slice(-MAX_DELIVERIES);
  const checks = Array.isArray(v.pending) ? v.pending : [];
  const pending = checks.map((c) => pendingCheck(c, now)).filter((c) => c !== null).slice(-MAX_PENDING);
  return { state: { deliveries: [...new Set(deliveries)], pending }, problem: null };
}
function serializeState(state) {
  return JSON.stringify({
    version: STATE_VERSION,
    deliveries: state.deliveries.filter(isDeliveryId).slice(-MAX_DELIVERIES),
    pending: state.pending.slice(-MAX_PENDING)
  });
}

// src/app/deliveries.ts
function remember(set2, id) {
  set2.add(id);
  if (set2.size > MAX_DELIVERIES) set2.delete(set2.values().next().value);
}
function createDeliveries(handledBefore = []) {
  const seen = new Set(handledBefore);
  const done = new Set(handledBefore);
  const tails = /* @__PURE__ */ new Map();
  return {
    accept(id) {
      if (seen.has(id)) return false;
      remember(seen, id);
      return true;
    },
    handled(id) {
      remember(done, id);
    },
    forget(id) {
      seen.delete(id);
      done.delete(id);
    },
    remembered: () => [...done],
    enqueue(key, job) {
      const previous = tails.get(key) ?? Promise.resolve();
      const next = previous.then(job).catch(() => void 0).finally(() => {
        if (tails.get(key) === next) tails.delete(key);
      });
      tails.set(key, next);
    },
    async idle() {
      while (tails.size > 0) await Promise.allSettled([...tails.values()]);
    }
  };
}

// src/app/log.ts
function createLogger(write = (l) => process.stdout.write(l)) {
  const secrets = /* @__PURE__ */ new Set();
  const scrub = (text) => {
    let out = text;
    for (const secret of secrets) out = out.split(secret).join("[redacted]");
    return out;
  };
  return {
    log(level, message, fields = {}) {
      const entry = { time: (/* @__PURE__ */ new Date()).toISOString(), level, message, ...fields };
      write(`${scrub(JSON.stringify(entry))}
`);
    },
    redact(secret) {
      if (secret.length >= 8) secrets.add(secret);
    }
  };
}
function reasonOf(error) {
  return (error instanceof Error ? error.message : String(error)).split("\n", 1)[0] ?? "";
}

// src/app/approval.ts
var ALLOW_ACTION = {
  label: "Allow test changes",
  description: "Approve the test changes of this commit",
  identifier: "allow-test-changes"
};
var APPROVING_PERMISSIONS = ["admin", "maintain", "write"];
function encodeMemo(memo) {
  return JSON.stringify(memo);
}
function decodeMemo(text) {
  if (text === null || text === "") return null;
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const memo = value;
  if (typeof memo !== "object" || memo === null) return null;
  if (!Number.isSafeInteger(memo.run) || typeof memo.path !== "string") return null;
  const a = memo.approval;
  const via = a?.via === "button" || a?.via === "comment" ? { via: a.via } : {};
  const approval = a && typeof a.login === "string" && typeof a.at === "string" && typeof a.permission === "string" ? { login: a.login, at: a.at, permission: a.permission, ...via } : null;
  return { run: memo.run, path: memo.path, approval };
}

// src/app/annotations-once.ts
function keyOf(annotation) {
  return JSON.stringify([
    annotation.path,
    annotation.start_line,
    annotation.end_line,
    annotation.title ?? "",
    annotation.message
  ]);
}
async function unposted(client, id, annotations) {
  if (id === null || annotations.length === 0) return [...annotations];
  const posted = new Set((await client.listAnnotations(id)).map(keyOf));
  const fresh = /* @__PURE__ */ new Map();
  for (const annotation of annotations) {
    const key = keyOf(annotation);
    if (!posted.has(key) && !fresh.has(key)) fresh.set(key, annotation);
  }
  return [...fresh.values()];
}

// src/app/app-check-output.ts
var OUTPUT_LIMIT = 65535;
function anomalyTable(anomalies) {
  if (anomalies.length === 0) return "No anomalies in the diff.";
  return fitTable(FINDING_HEADER, findingRows(findingsOf(anomalies), null), OUTPUT_LIMIT / 2);
}
function countTitle(anomalies) {
  const findings = findingsOf(anomalies);
  const critical = findings.filter((f) => f.severity === "critical").length;
  if (critical > 0) return plural(critical, "test change", "test changes");
  const warnings = findings.filter((f) => f.severity === "warning").length;
  if (warnings > 0) return plural(warnings, "warning", "warnings");
  return findings.length === 0 ? "no anomalies" : plural(findings.length, "info note", "info notes");
}
function pendingOutput(plan, artifactName) {
  const summary = [
    `testlock is waiting for the report of the workflow run on this commit (artifact ${codeSpan(artifactName)}).`,
    "",
    "### What the App found in the diff itself",
    "",
    anomalyTable(plan.anomalies)
  ].join("\n");
  return {
    title: `Waiting for the test report (${countTitle(plan.anomalies)})`,
    summary: truncateWithNote(summary, OUTPUT_LIMIT, "\n\n(truncated)"),
    text: truncateWithNote(fencedBlock(planText(plan)), OUTPUT_LIMIT, "\n(truncated)")
  };
}
var ARTIFACT_NOTE = "<!-- testlock:artifact-name -->";
function artifactNameNote(expected, uploaded, workflowPath, runId) {
  const names = uploaded.map((name) => codeSpan(name)).join(", ");
  return `> **The workflow run ${codeSpan(workflowPath)} (run ${runId}) uploaded ${names}, not ${codeSpan(expected)}.** The App reads the artifact named ${codeSpan(expected)} (its setting \`TESTLOCK_ARTIFACT\`): rename the upload step's \`name:\` or change the setting; until then this check waits, and times out.`;
}
function withArtifactNote(summary, note2) {
  const start = summary.startsWith(ARTIFACT_NOTE) ? summary.indexOf("\n\n") : -1;
  const rest = start === -1 ? summary : summary.slice(start + 2);
  return truncateWithNote(`${ARTIFACT_NOTE}
${note2}

${rest}`, OUTPUT_LIMIT, "\n\n(truncated)");
}
function failedOutput(title, why, anomalies) {
  const summary = [why, "", "### Anomalies", "", anomalyTable(anomalies)].join("\n");
  return { title, summary: truncateWithNote(summary, OUTPUT_LIMIT, "\n\n(truncated)") };
}

// src/app/judge-files.ts
var LOCAL_USES = /^\s*-?\s*uses:\s*['"]?\.\/([^'"\s#@]+)/gm;
var MAX_FILES = 50;
function localUses(text) {
  const out = [];
  for (const match of text.matchAll(LOCAL_USES)) {
    const path = (match[1] ?? "").replace(/\/+$/, "");
    if (path !== "" && !path.split("/").includes("..")) out.push(path);
  }
  return out;
}
async function judgeFiles(repo, commits, workflowPath) {
  const found = /* @__PURE__ */ new Set([workflowPath]);
  const queue = [workflowPath];
  while (queue.length > 0 && found.size < MAX_FILES) {
    const path = queue.shift() ?? "";
    const candidates = /\.ya?ml$/.test(path) ? [path] : [`${path}/action.yml`, `${path}/action.yaml`];
    for (const commit of commits) {
      for (const file of candidates) {
        const text = await readFile(repo, commit, file);
        for (const used of text === null ? [] : localUses(text)) {
          if (!found.has(used)) {
            found.add(used);
            queue.push(used);
          }
        }
      }
    }
  }
  return [...found];
}

// src/app/judge-uploaded.ts
function mergeAnomalies(...lists) {
  const seen = /* @__PURE__ */ new Map();
  for (const anomaly of lists.flat()) {
    const key = JSON.stringify([anomaly.kind, anomaly.path, anomaly.line, anomaly.detail]);
    if (!seen.has(key)) seen.set(key, anomaly);
  }
  return [...seen.values()];
}
function judgeModified(workflowPath, judgePaths, changes) {
  const paths = [workflowPath, ...judgePaths];
  const inJudge = (file) => typeof file === "string" && paths.some((p) => file === p || file.startsWith(`${p}/`));
  const touched = changes.find((c) => inJudge(c.path) || inJudge(c.oldPath));
  if (touched === void 0) return null;
  return {
    kind: "judge-modified",
    severity: "critical",
    path: touched.path,
    line: null,
    detail: touched.path === workflowPath || touched.oldPath === workflowPath ? "the PR changed the workflow that produced the report: its results do not count, the check fails" : `the PR changed ${touched.path}, which the workflow that produced the report (${workflowPath}) runs: its results do not count, the check fails`
  };
}
function judgeUploaded(facts) {
  const judge = judgeModified(facts.workflowPath, facts.judgePaths, facts.changes);
  if (judge !== null) {
    const anomalies2 = mergeAnomalies([judge], facts.appAnomalies);
    return { counted: false, why: judge.detail, anomalies: anomalies2 };
  }
  const reject = (why) => ({
    counted: false,
    why: `the report was rejected: ${why}`,
    anomalies: [...facts.appAnomalies]
  });
  if (!facts.uploaded.ok) return reject(facts.uploaded.reason);
  const { report } = facts.uploaded;
  if (report.head_sha !== facts.headSha) {
    return reject(
      `its head_sha ${report.head_sha} is not the pull request's head ${facts.headSha}`
    );
  }
  if (!facts.baseAccepted) {
    return reject(
      `its base_sha ${report.base_sha} is not a commit of the base branch since the merge base`
    );
  }
  const anomalies = mergeAnomalies(facts.appAnomalies, report.anomalies);
  const gaming = anomalies.some((a) => a.severity === "critical");
  const ranClean = report.verified && !report.checks.some((c) => c.skipped === null && !c.ok);
  const checksFailed = !ranClean && report.verdict === "FAIL";
  const failsGate = anomaliesFailGate(anomalies, facts.policy, facts.allowed);
  const linesShort = changedLinesShortfall(report.changed_lines ?? null, facts.changedLinesMin ?? null) !== null;
  const verdict = decideVerdict({
    checksFailed,
    anomaliesFailGate: failsGate,
    verified: ranClean,
    // The PR's own tests failing on its code fail the gate whatever the App allows.
    prTestsFailed: (report.pr_tests?.tests_failed ?? 0) > 0,
    // The base's floor, applied by the App to the counts the run measured: no label lifts it.
    changedLinesShort: linesShort
  });
  const merged = { ...report, anomalies, test_gaming: gaming, verdict };
  const allowable = !facts.allowed && failsGate && !checksFailed && (report.pr_tests?.tests_failed ?? 0) === 0 && !linesShort && anomaliesFailGate(anomalies, facts.policy, false);
  return {
    counted: true,
    report: merged,
    conclusion: conclusionFor(verdict, "failure"),
    allowable
  };
}

// src/app/plan-pull.ts
async function planPull(config, target) {
  const dir = await fetchCommits({
    serverUrl: config.serverUrl,
    cacheDir: config.cacheDir,
    owner: target.owner,
    repo: target.repo,
    token: target.token,
    baseSha: target.baseSha,
    headSha: target.headSha
  });
  return buildPlan({
    repo: dir,
    base: target.baseSha,
    head: target.headSha,
    config: null,
    workingDirectory: "",
    commands: {},
    branchId: target.headRef,
    // The App runs no check: the environment only tells discovery which tools the server has.
    env: process.env
  });
}

// src/app/zip-entry.ts
import { crc32, inflateRawSync } from "node:zlib";
var EOCD = 101010256;
var CENTRAL = 33639248;
var LOCAL = 67324752;
var EOCD_SEARCH = 22 + 65535;
function findEnd(zip) {
  const stop = Math.max(0, zip.length - EOCD_SEARCH);
  for (let at = zip.length - 22; at >= stop; at -= 1) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}
function centralEntries(zip, end) {
  const count = zip.readUInt16LE(end + 10);
  const cdSize = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (at + cdSize > end) return "the central directory lies outside the archive";
  const byName = /* @__PURE__ */ new Map();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL)
      return "a central directory entry is damaged";
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42)
    };
    byName.set(name, [...byName.get(name) ?? [], entry]);
    at += 46 + skip;
  }
  return byName;
}
function readZipEntry(zip, name, maxBytes) {
  const end = zip.length >= 22 ? findEnd(zip) : -1;
  if (end < 0) return { ok: false, reason: "not a zip archive" };
  const entries = centralEntries(zip, end);
  if (typeof entries === "string") return { ok: false, reason: entries };
  const found = entries.get(name) ?? [];
  if (found.length === 0) return { ok: false, reason: `the artifact holds no ${name}` };
  if (found.length > 1) return { ok: false, reason: `the artifact holds ${name} more than once` };
  const entry = found[0];
  if (entry.flags & 1) return { ok: false, reason: `${name} is encrypted` };
  if (entry.size === 4294967295 || entry.compressed === 4294967295) {
    return { ok: false, reason: `${name} is a zip64 entry` };
  }
  if (entry.size > maxBytes) {
    return { ok: false, reason: `${name} is ${entry.size} bytes, over the ${maxBytes} limit` };
  }
  const local = entry.localOffset;
  if (local + 30 > end || zip.readUInt32LE(local) !== LOCAL) {
    return { ok: false, reason: `${name}'s local header is damaged` };
  }
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + entry.compressed > end) return { ok: false, reason: `${name} runs past the archive` };
  const raw = zip.subarray(start, start + entry.compressed);
  let data;
  if (entry.method === 0) {
    data = raw;
  } else if (entry.method === 8) {
    try {
      data = inflateRawSync(raw, { maxOutputLength: maxBytes });
    } catch {
      return { ok: false, reason: `${name} does not inflate within ${maxBytes} bytes` };
    }
  } else {
    return { ok: false, reason: `${name} uses compression method ${entry.method}` };
  }
  if (data.length !== entry.size || crc32(data) !== entry.crc) {
    return { ok: false, reason: `${name} does not match its recorded size and checksum` };
  }
  return { ok: true, data };
}

// src/app/on-workflow-run.ts
var ANNOTATIONS = 50;
async function loadReport(context, client, runId) {
  const { config } = context;
  const artifacts = await client.listArtifacts(runId);
  const named = artifacts.filter((a) => a.name === config.artifactName);
  if (named.length === 0) return { missing: artifacts.map((a) => a.name) };
  if (named.length > 1)
    return {
      ok: false,
      reason: `the run uploaded ${named.length} artifacts named ${config.artifactName}`
    };
  const artifact = named[0];
  if (artifact.expired) return { ok: false, reason: "the artifact has expired" };
  if (artifact.sizeInBytes > config.maxArtifactBytes) {
    return {
      ok: false,
      reason: `the artifact is ${artifact.sizeInBytes} bytes, over the ${config.maxArtifactBytes} limit`
    };
  }
  const download = await client.downloadArtifact(artifact.id, config.maxArtifactBytes);
  if (!download.ok) return download;
  const entry = readZipEntry(download.zip, REPORT_FILE, REPORT_MAX_BYTES);
  if (!entry.ok) return entry;
  return parseReport(entry.data.toString("utf8"));
}
async function hintArtifactName(context, client, run, uploaded) {
  const { config, log } = context;
  const alike = uploaded.filter((name) => /testlock/i.test(name) && name !== config.artifactName);
  if (alike.length === 0) return;
  log.log("warn", "the run uploaded a testlock artifact under another name", {
    repository: `${run.owner}/${run.repo}`,
    run_id: run.runId,
    head_sha: run.headSha,
    expected: config.artifactName,
    uploaded: alike.join(", ")
  });
  const check = await client.findCheckRun(run.headSha, config.checkName);
  if (check === null || check.status === "completed") return;
  const note2 = artifactNameNote(config.artifactName, alike, run.path, run.runId);
  await client.updateCheckSummary(check.id, check.title, withArtifactNote(check.summary, note2));
}
async function onBaseBranch(dir, candidate, mergeBase2, baseTip) {
  if (!/^[0-9a-f]{40}$/.test(candidate)) return false;
  if (candidate === mergeBase2 || candidate === baseTip) return true;
  const after = await tryGit(["merge-base", "--is-ancestor", mergeBase2, candidate], { cwd: dir });
  const before = await tryGit(["merge-base", "--is-ancestor", candidate, baseTip], { cwd: dir });
  return after.exitCode === 0 && before.exitCode === 0;
}
async function onWorkflowRun(context, event) {
  const client = await context.github.forRepository(event.installationId, event.owner, event.repo);
  context.log.redact(client.token);
  await judgeRun(context, client, event, null);
}
async function judgeRun(context, client, run, approval) {
  const { config, log } = context;
  const fields = {
    repository: `${run.owner}/${run.repo}`,
    run_id: run.runId,
    head_sha: run.headSha
  };
  const loaded = await loadReport(context, client, run.runId);
  if ("missing" in loaded) {
    log.log("info", "workflow run without a report artifact: the check keeps waiting", {
      ...fields,
      artifacts: loaded.missing.join(", ")
    });
    await hintArtifactName(context, client, run, loaded.missing);
    return "no-report";
  }
  const number = run.pullNumbers[0] ?? await client.findPullByHead(run.headSha);
  if (number === null) {
    log.log("info", "no open pull request for this run", fields);
    return "no-pull";
  }
  const pull = await client.getPull(number);
  if (pull.headSha !== run.headSha) {
    log.log("info", "workflow run of a commit that is no longer the head", {
      ...fields,
      pull: number
    });
    return "not-head";
  }
  const existing = await client.findCheckRun(run.headSha, config.checkName);
  const prior = decodeMemo(existing?.externalId ?? null)?.approval ?? null;
  const approved = approval ?? prior;
  const planned = await planPull(config, {
    owner: run.owner,
    repo: run.repo,
    token: client.token,
    baseSha: pull.baseSha,
    headSha: pull.headSha,
    headRef: pull.headRef
  });
  const { plan } = planned;
  const labelled = planned.config.allowLabel !== null && pull.labels.includes(planned.config.allowLabel);
  const allowed = labelled || approved !== null;
  const baseAccepted = loaded.ok ? await onBaseBranch(planned.root, loaded.report.base_sha, plan.baseSha, pull.baseSha) : false;
  const facts = {
    uploaded: loaded,
    headSha: pull.headSha,
    baseAccepted,
    workflowPath: run.path,
    judgePaths: await judgeFiles(planned.root, [plan.baseSha, plan.headSha], run.path),
    changes: plan.changes,
    appAnomalies: plan.anomalies,
    policy: planned.config.onTestChange,
    changedLinesMin: planned.config.changedLinesMin
  };
  if (approval !== null) {
    const unapproved = judgeUploaded({ ...facts, allowed: labelled || prior !== null });
    if (!unapproved.counted || !unapproved.allowable) {
      log.log("info", "approval not applied: critical anomalies alone do not fail the gate", {
        ...fields,
        pull: number
      });
      return "nothing-to-allow";
    }
  }
  const final = judgeUploaded({ ...facts, allowed });
  const memo = encodeMemo({ run: run.runId, path: run.path, approval: approved });
  let body;
  if (!final.counted) {
    const anomalies = final.anomalies;
    const judge = anomalies.some((a) => a.kind === "judge-modified");
    const output = failedOutput(
      judge ? "judge-modified: the report does not count" : "The test report was rejected",
      final.why,
      anomalies
    );
    const annotations2 = buildAnnotations(
      { failures: [], diagnostics: [], anomalies },
      [],
      ANNOTATIONS
    ).annotations;
    body = {
      status: "completed",
      conclusion: "failure",
      externalId: memo,
      output: { ...output, annotations: annotations2 }
    };
  } else {
    const { report, conclusion } = final;
    const located = buildAnnotations(
      { failures: [], diagnostics: [], anomalies: report.anomalies, allowed },
      [],
      ANNOTATIONS
    );
    const allowance = approved !== null ? { by: "approval", ...approved, via: approved.via ?? null } : labelled && planned.config.allowLabel !== null ? { by: "label", label: planned.config.allowLabel } : null;
    const reading = readingOf({ report, allowance, policy: planned.config.onTestChange });
    const title = reading.title;
    const summary = renderSummary(
      {
        report,
        conclusion,
        reading,
        allowLabel: planned.config.allowLabel,
        appApprovals: true,
        annotationsOmitted: located.omitted,
        annotationLimit: ANNOTATIONS,
        fromUploadedReport: true,
        links: null
      },
      CHECK_RUN_TEXT_LIMIT - 1e3
    );
    const text = renderCheckOutput(report, CHECK_RUN_TEXT_LIMIT);
    body = {
      status: "completed",
      conclusion,
      externalId: memo,
      output: {
        title,
        summary,
        ...text === null ? {} : { text },
        annotations: located.annotations
      },
      // GitHub keeps a check run's buttons until they are replaced: an empty list removes them.
      actions: final.allowable ? [ALLOW_ACTION] : []
    };
  }
  const annotations = await unposted(client, existing?.id ?? null, body.output.annotations);
  body = { ...body, output: { ...body.output, annotations } };
  let id;
  if (existing === null) {
    id = await client.createCheckRun(config.checkName, run.headSha, body);
  } else {
    await client.updateCheckRun(existing.id, body);
    id = existing.id;
  }
  context.pending.done(run.owner, run.repo, run.headSha);
  log.log("info", "check run completed", {
    ...fields,
    pull: number,
    check_run_id: id,
    conclusion: body.conclusion ?? null,
    counted: final.counted,
    approved_by: approved?.login ?? null
  });
  return "judged";
}

// src/app/on-check-run.ts
async function onCheckRunAction(context, event) {
  const { config, log } = context;
  const fields = {
    repository: `${event.owner}/${event.repo}`,
    check_run_id: event.checkRunId,
    head_sha: event.headSha,
    sender: event.sender
  };
  const ours = event.identifier === ALLOW_ACTION.identifier && event.name === config.checkName && event.appId === Number(config.appId);
  if (!ours) {
    log.log("info", "requested action is not the App\u2019s approval button", fields);
    return;
  }
  const memo = decodeMemo(event.externalId);
  if (memo === null) {
    log.log("warn", "approval ignored: the check has no judged report", fields);
    return;
  }
  const client = await context.github.forRepository(event.installationId, event.owner, event.repo);
  log.redact(client.token);
  const permission = await client.permissionOf(event.sender);
  if (!APPROVING_PERMISSIONS.includes(permission)) {
    log.log("warn", "approval refused: the user may not write to the repository", {
      ...fields,
      permission
    });
    return;
  }
  const approval = {
    login: event.sender,
    permission,
    at: new Date(context.now()).toISOString(),
    via: "button"
  };
  const outcome = await judgeRun(
    context,
    client,
    { ...event, runId: memo.run, path: memo.path, pullNumbers: [] },
    approval
  );
  const judged = outcome === "judged";
  log.log(judged ? "info" : "warn", judged ? "test changes approved" : "approval not applied", {
    ...fields,
    outcome
  });
}

// src/app/allow-command.ts
var ALLOW_COMMAND = "/testlock allow";
function isAllowCommand(body) {
  return body.replace(/\r\n?/g, "\n").trim() === ALLOW_COMMAND;
}
var NOTE_START = "> **`/testlock allow`";
var NOTE_END = "\n\n";
function withCommandNote(summary, login, why) {
  const end = summary.indexOf(NOTE_END);
  const rest = summary.startsWith(NOTE_START) && end !== -1 ? summary.slice(end + NOTE_END.length) : summary;
  return `${NOTE_START} from ${escapeInline(`@${login}`)} not applied:** ${escapeInline(why)}${NOTE_END}${rest}`;
}
function writtenForThisHead(commentAt, checkStartedAt) {
  const comment = Date.parse(commentAt ?? "");
  const started = Date.parse(checkStartedAt ?? "");
  if (!Number.isFinite(comment) || !Number.isFinite(started)) return false;
  return comment >= started;
}

// src/app/on-issue-comment.ts
function wantsIssueComment(event) {
  if (event.action !== "created") return `issue_comment.${event.action} ignored`;
  if (!event.onPullRequest) return "comment on an issue ignored";
  if (!isAllowCommand(event.body)) return "comment is not a testlock command";
  return null;
}
async function note(client, check, login, why) {
  await client.updateCheckSummary(
    check.id,
    check.title,
    withCommandNote(check.summary, login, why)
  );
}
async function onIssueComment(context, event) {
  const { config, log } = context;
  const fields = {
    repository: `${event.owner}/${event.repo}`,
    pull: event.number,
    comment_id: event.commentId,
    sender: event.author
  };
  const client = await context.github.forRepository(event.installationId, event.owner, event.repo);
  log.redact(client.token);
  const pull = await client.getPull(event.number);
  const check = await client.findCheckRun(pull.headSha, config.checkName);
  const at = { ...fields, head_sha: pull.headSha, check_run_id: check?.id ?? null };
  if (pull.state !== "open" || check === null) {
    log.log("info", "allow comment ignored: no open pull request with a testlock check", at);
    return;
  }
  const permission = await client.permissionOf(event.author);
  if (!APPROVING_PERMISSIONS.includes(permission)) {
    log.log("warn", "approval refused: the user may not write to the repository", {
      ...at,
      permission
    });
    await note(
      client,
      check,
      event.author,
      `only a user with write, maintain or admin permission can allow test changes (this user has ${permission}).`
    );
    return;
  }
  const memo = decodeMemo(check.externalId);
  if (check.status !== "completed" || memo === null) {
    log.log("info", "allow comment before the report: nothing to approve yet", at);
    await note(
      client,
      check,
      event.author,
      "the check has no judged report yet; comment again once it has completed."
    );
    return;
  }
  if (!writtenForThisHead(event.createdAt, check.startedAt)) {
    log.log("warn", "approval refused: the comment is older than the head commit\u2019s check", at);
    await note(
      client,
      check,
      event.author,
      `the comment was written before the check of commit ${pull.headSha.slice(0, 12)} started; an approval of an earlier commit does not carry over, comment again.`
    );
    return;
  }
  const approval = {
    login: event.author,
    permission,
    at: new Date(context.now()).toISOString(),
    via: "comment"
  };
  const outcome = await judgeRun(
    context,
    client,
    {
      installationId: event.installationId,
      owner: event.owner,
      repo: event.repo,
      runId: memo.run,
      path: memo.path,
      headSha: pull.headSha,
      pullNumbers: [event.number]
    },
    approval
  );
  if (outcome === "judged") {
    log.log("info", "test changes approved", { ...at, permission });
    return;
  }
  log.log("warn", "approval not applied", { ...at, outcome });
  if (outcome === "nothing-to-allow") {
    await note(
      client,
      check,
      event.author,
      "critical anomalies alone do not fail this check (it passed, was already allowed, or a check failed, which no approval can pass)."
    );
  }
}

// src/app/on-pull-request.ts
var PULL_REQUEST_ACTIONS = ["opened", "synchronize", "reopened", "labeled", "unlabeled"];
var LABEL_ACTIONS = ["labeled", "unlabeled"];
async function onPullRequest(context, event) {
  const { config, log } = context;
  const client = await context.github.forRepository(event.installationId, event.owner, event.repo);
  log.redact(client.token);
  const existing = await client.findCheckRun(event.headSha, config.checkName);
  if (existing?.status === "completed") {
    const fields = {
      repository: `${event.owner}/${event.repo}`,
      head_sha: event.headSha,
      check_run_id: existing.id
    };
    const memo = decodeMemo(existing.externalId);
    if (LABEL_ACTIONS.includes(event.action) && memo !== null) {
      const outcome = await judgeRun(
        context,
        client,
        { ...event, runId: memo.run, path: memo.path, pullNumbers: [event.number] },
        null
      );
      log.log("info", "label changed: check judged again", { ...fields, outcome });
      return;
    }
    log.log("info", "check already completed for this commit", fields);
    return;
  }
  const planned = await planPull(config, {
    owner: event.owner,
    repo: event.repo,
    token: client.token,
    baseSha: event.baseSha,
    headSha: event.headSha,
    headRef: event.headRef
  });
  const { plan } = planned;
  const output = pendingOutput(plan, config.artifactName);
  const located = buildAnnotations(
    { failures: [], diagnostics: [], anomalies: plan.anomalies },
    [],
    50
  ).annotations;
  const annotations = await unposted(client, existing?.id ?? null, located);
  const body = { status: "in_progress", output: { ...output, annotations } };
  let id;
  if (existing === null) {
    id = await client.createCheckRun(config.checkName, event.headSha, body);
  } else {
    await client.updateCheckRun(existing.id, body);
    id = existing.id;
  }
  context.pending.wait({
    installationId: event.installationId,
    owner: event.owner,
    repo: event.repo,
    headSha: event.headSha,
    checkRunId: id,
    since: context.now()
  });
  log.log("info", "check run in progress", {
    repository: `${event.owner}/${event.repo}`,
    pull: event.number,
    head_sha: event.headSha,
    base_sha: plan.baseSha,
    check_run_id: id,
    anomalies: plan.anomalies.length,
    created: existing === null
  });
}

// src/app/payloads.ts
var SHA3 = /^[0-9a-f]{40}$/;
function obj(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
}
function int(value) {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
}
function repoRef(payload) {
  const installationId = int(obj(payload.installation)?.id);
  const repository = obj(payload.repository);
  const owner = obj(repository?.owner)?.login;
  const repo = repository?.name;
  if (installationId === null || typeof owner !== "string" || typeof repo !== "string") return null;
  if (!isSafeName(owner) || !isSafeName(repo)) return null;
  return { installationId, owner, repo };
}
function readPullRequestEvent(payload) {
  const p = obj(payload);
  const ref = p === null ? null : repoRef(p);
  const pr = obj(p?.pull_request);
  const head = obj(pr?.head);
  const base = obj(pr?.base);
  const number = int(pr?.number);
  if (p === null || ref === null || number === null || typeof p.action !== "string") return null;
  if (typeof head?.sha !== "string" || !SHA3.test(head.sha)) return null;
  if (typeof base?.sha !== "string" || !SHA3.test(base.sha)) return null;
  const headRef = typeof head.ref === "string" ? head.ref : "";
  return { ...ref, action: p.action, number, headSha: head.sha, headRef, baseSha: base.sha };
}
function readWorkflowRunEvent(payload) {
  const p = obj(payload);
  const ref = p === null ? null : repoRef(p);
  const run = obj(p?.workflow_run);
  const runId = int(run?.id);
  if (p === null || ref === null || run === null || runId === null) return null;
  if (typeof p.action !== "string" || typeof run.head_sha !== "string") return null;
  if (!SHA3.test(run.head_sha) || typeof run.path !== "string") return null;
  const pulls = Array.isArray(run.pull_requests) ? run.pull_requests : [];
  return {
    ...ref,
    action: p.action,
    runId,
    headSha: run.head_sha,
    path: run.path,
    event: typeof run.event === "string" ? run.event : "",
    conclusion: typeof run.conclusion === "string" ? run.conclusion : null,
    pullNumbers: pulls.map((pull) => int(obj(pull)?.number)).filter((n) => n !== null)
  };
}
function readCheckRunActionEvent(payload) {
  const p = obj(payload);
  const ref = p === null ? null : repoRef(p);
  const run = obj(p?.check_run);
  const checkRunId = int(run?.id);
  const sender = obj(p?.sender)?.login;
  const identifier = obj(p?.requested_action)?.identifier;
  if (p === null || ref === null || run === null || checkRunId === null) return null;
  if (typeof p.action !== "string" || typeof sender !== "string") return null;
  if (typeof run.head_sha !== "string" || !SHA3.test(run.head_sha)) return null;
  return {
    ...ref,
    action: p.action,
    checkRunId,
    headSha: run.head_sha,
    name: typeof run.name === "string" ? run.name : "",
    appId: int(obj(run.app)?.id),
    externalId: typeof run.external_id === "string" ? run.external_id : null,
    identifier: typeof identifier === "string" ? identifier : "",
    sender
  };
}
function readIssueCommentEvent(payload) {
  const p = obj(payload);
  const ref = p === null ? null : repoRef(p);
  const issue = obj(p?.issue);
  const comment = obj(p?.comment);
  const number = int(issue?.number);
  const commentId = int(comment?.id);
  const author = obj(comment?.user)?.login;
  if (p === null || ref === null || number === null || commentId === null) return null;
  if (typeof p.action !== "string" || typeof author !== "string") return null;
  return {
    ...ref,
    action: p.action,
    number,
    onPullRequest: obj(issue?.pull_request) !== null,
    commentId,
    body: typeof comment?.body === "string" ? comment.body : "",
    author,
    createdAt: typeof comment?.created_at === "string" ? comment.created_at : null
  };
}

// src/app/pending-checks.ts
function createPendingChecks(before = []) {
  const key = (owner, repo, sha) => `${owner}/${repo}@${sha}`;
  const waiting = new Map(
    before.map((check) => [key(check.owner, check.repo, check.headSha), check])
  );
  return {
    list: () => [...waiting.values()],
    wait(check) {
      const k = key(check.owner, check.repo, check.headSha);
      const known = waiting.get(k);
      waiting.set(k, known === void 0 ? check : { ...check, since: known.since });
    },
    done(owner, repo, headSha) {
      waiting.delete(key(owner, repo, headSha));
    },
    expired(now, timeoutMs) {
      const out = [];
      for (const [k, check] of waiting) {
        if (now - check.since < timeoutMs) continue;
        waiting.delete(k);
        out.push(check);
      }
      return out;
    }
  };
}

// src/app/preflight.ts
import { randomBytes } from "node:crypto";
import { mkdir as mkdir2, rm, writeFile } from "node:fs/promises";
import { join as join3 } from "node:path";
function codeOf(error) {
  const code = error.code;
  if (typeof code === "string") return code;
  return (error instanceof Error ? error.message : String(error)).split("\n", 1)[0] ?? "";
}
async function folderProblem(setting, dir) {
  const probe = join3(dir, `.testlock-probe-${randomBytes(6).toString("hex")}`);
  try {
    await mkdir2(dir, { recursive: true });
    await writeFile(probe, "probe\n", { flag: "wx" });
    await rm(probe, { force: true });
    return null;
  } catch (error) {
    return `${setting} '${dir}' cannot be written: ${codeOf(error)}`;
  }
}
async function gitProblem() {
  try {
    const result = await tryGit(["--version"], { cwd: process.cwd() });
    return result.exitCode === 0 ? null : `git --version exited with ${result.exitCode}`;
  } catch (error) {
    return `git is not installed or cannot start (${codeOf(error)}); the App fetches commits with it`;
  }
}
async function machineProblems(config) {
  const problems = await Promise.all([
    folderProblem("TESTLOCK_CACHE_DIR", config.cacheDir),
    folderProblem("STATE_DIR", config.stateDir),
    gitProblem()
  ]);
  return problems.filter((problem) => problem !== null);
}
async function assertMachine(config) {
  const [first] = await machineProblems(config);
  if (first !== void 0) throw new ConfigError(first);
}

// src/app/state-file.ts
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync as readFileSync2,
  renameSync,
  rmSync,
  writeFileSync
} from "node:fs";
import { join as join4 } from "node:path";
var FILE = "state.json";
function loadState(dir, now) {
  let fd;
  try {
    fd = openSync(join4(dir, FILE), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (error.code === "ENOENT")
      return { state: EMPTY_STATE, problem: null };
    return { state: EMPTY_STATE, problem: `cannot be opened: ${String(error)}` };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { state: EMPTY_STATE, problem: "not a regular file" };
    if (stat.size > MAX_STATE_BYTES) {
      return {
        state: EMPTY_STATE,
        problem: `${stat.size} bytes, over the ${MAX_STATE_BYTES} limit`
      };
    }
    return parseState(readFileSync2(fd, "utf8"), now);
  } finally {
    closeSync(fd);
  }
}
function saveState(dir, state) {
  mkdirSync(dir, { recursive: true, mode: 448 });
  const target = join4(dir, FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, serializeState(state), { mode: 384 });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

// src/app/timeouts.ts
async function sweepTimeouts(context) {
  const { config, log } = context;
  const expired = context.pending.expired(context.now(), config.reportTimeoutMs);
  for (const check of expired) {
    const minutes = Math.round(config.reportTimeoutMs / 6e4);
    try {
      const client = await context.github.forRepository(
        check.installationId,
        check.owner,
        check.repo
      );
      log.redact(client.token);
      const output = failedOutput(
        "No test report arrived",
        `No workflow run uploaded a valid \`${config.artifactName}\` artifact for this commit within ${minutes} minutes. The workflow that runs testlock must upload its report (\`testlock-report.json\`) as an artifact of exactly that name, the App's setting \`TESTLOCK_ARTIFACT\` (docs/app.md, step 4); a run that uploaded it under another name was said at the top of this check while it waited.`,
        []
      );
      await client.updateCheckRun(check.checkRunId, {
        status: "completed",
        conclusion: "timed_out",
        output: { ...output, annotations: [] }
      });
      log.log("info", "check timed out", {
        repository: `${check.owner}/${check.repo}`,
        head_sha: check.headSha,
        check_run_id: check.checkRunId
      });
    } catch (error) {
      log.log("error", "could not time out a check", { reason: reasonOf(error) });
    }
  }
  return expired.length;
}

// src/app/webhook-server.ts
import { createServer } from "node:http";

// node_modules/@octokit/webhooks-methods/dist-node/index.js
import { createHmac } from "node:crypto";
import { timingSafeEqual } from "node:crypto";
import { Buffer as Buffer2 } from "node:buffer";
var VERSION7 = "6.0.0";
async function sign(secret, payload) {
  if (!secret || !payload) {
    throw new TypeError(
      "[@octokit/webhooks-methods] secret & payload required for sign()"
    );
  }
  if (typeof payload !== "string") {
    throw new TypeError("[@octokit/webhooks-methods] payload must be a string");
  }
  const algorithm = "sha256";
  return `${algorithm}=${createHmac(algorithm, secret).update(payload).digest("hex")}`;
}
sign.VERSION = VERSION7;
async function verify(secret, eventPayload, signature) {
  if (!secret || !eventPayload || !signature) {
    throw new TypeError(
      "[@octokit/webhooks-methods] secret, eventPayload & signature required"
    );
  }
  if (typeof eventPayload !== "string") {
    throw new TypeError(
      "[@octokit/webhooks-methods] eventPayload must be a string"
    );
  }
  const signatureBuffer = Buffer2.from(signature);
  const verificationBuffer = Buffer2.from(await sign(secret, eventPayload));
  if (signatureBuffer.length !== verificationBuffer.length) {
    return false;
  }
  return timingSafeEqual(signatureBuffer, verificationBuffer);
}
verify.VERSION = VERSION7;
async function verifyWithFallback(secret, payload, signature, additionalSecrets) {
  const firstPass = await verify(secret, payload, signature);
  if (firstPass) {
    return true;
  }
  if (additionalSecrets !== void 0) {
    for (const s of additionalSecrets) {
      const v = await verify(s, payload, signature);
      if (v) {
        return v;
      }
    }
  }
  return false;
}

// node_modules/@octokit/webhooks/dist-bundle/index.js
var createLogger2 = (logger = {}) => {
  if (typeof logger.debug !== "function") {
    logger.debug = () => {
    };
  }
  if (typeof logger.info !== "function") {
    logger.info = () => {
    };
  }
  if (typeof logger.warn !== "function") {
    logger.warn = console.warn.bind(console);
  }
  if (typeof logger.error !== "function") {
    logger.error = console.error.bind(console);
  }
  return logger;
};
var emitterEventNames = [
  "branch_protection_configuration",
  "branch_protection_configuration.disabled",
  "branch_protection_configuration.enabled",
  "branch_protection_rule",
  "branch_protection_rule.created",
  "branch_protection_rule.deleted",
  "branch_protection_rule.edited",
  "check_run",
  "check_run.completed",
  "check_run.created",
  "check_run.requested_action",
  "check_run.rerequested",
  "check_suite",
  "check_suite.completed",
  "check_suite.requested",
  "check_suite.rerequested",
  "code_scanning_alert",
  "code_scanning_alert.appeared_in_branch",
  "code_scanning_alert.closed_by_user",
  "code_scanning_alert.created",
  "code_scanning_alert.fixed",
  "code_scanning_alert.reopened",
  "code_scanning_alert.reopened_by_user",
  "commit_comment",
  "commit_comment.created",
  "create",
  "custom_property",
  "custom_property.created",
  "custom_property.deleted",
  "custom_property.promote_to_enterprise",
  "custom_property.updated",
  "custom_property_values",
  "custom_property_values.updated",
  "delete",
  "dependabot_alert",
  "dependabot_alert.auto_dismissed",
  "dependabot_alert.auto_reopened",
  "dependabot_alert.created",
  "dependabot_alert.dismissed",
  "dependabot_alert.fixed",
  "dependabot_alert.reintroduced",
  "dependabot_alert.reopened",
  "deploy_key",
  "deploy_key.created",
  "deploy_key.deleted",
  "deployment",
  "deployment.created",
  "deployment_protection_rule",
  "deployment_protection_rule.requested",
  "deployment_review",
  "deployment_review.approved",
  "deployment_review.rejected",
  "deployment_review.requested",
  "deployment_status",
  "deployment_status.created",
  "discussion",
  "discussion.answered",
  "discussion.category_changed",
  "discussion.closed",
  "discussion.created",
  "discussion.deleted",
  "discussion.edited",
  "discussion.labeled",
  "discussion.locked",
  "discussion.pinned",
  "discussion.reopened",
  "discussion.transferred",
  "discussion.unanswered",
  "discussion.unlabeled",
  "discussion.unlocked",
  "discussion.unpinned",
  "discussion_comment",
  "discussion_comment.created",
  "discussion_comment.deleted",
  "discussion_comment.edited",
  "fork",
  "github_app_authorization",
  "github_app_authorization.revoked",
  "gollum",
  "installation",
  "installation.created",
  "installation.deleted",
  "installation.new_permissions_accepted",
  "installation.suspend",
  "installation.unsuspend",
  "installation_repositories",
  "installation_repositories.added",
  "installation_repositories.removed",
  "installation_target",
  "installation_target.renamed",
  "issue_comment",
  "issue_comment.created",
  "issue_comment.deleted",
  "issue_comment.edited",
  "issue_dependencies",
  "issue_dependencies.blocked_by_added",
  "issue_dependencies.blocked_by_removed",
  "issue_dependencies.blocking_added",
  "issue_dependencies.blocking_removed",
  "issues",
  "issues.assigned",
  "issues.closed",
  "issues.deleted",
  "issues.demilestoned",
  "issues.edited",
  "issues.labeled",
  "issues.locked",
  "issues.milestoned",
  "issues.opened",
  "issues.pinned",
  "issues.reopened",
  "issues.transferred",
  "issues.typed",
  "issues.unassigned",
  "issues.unlabeled",
  "issues.unlocked",
  "issues.unpinned",
  "issues.untyped",
  "label",
  "label.created",
  "label.deleted",
  "label.edited",
  "marketplace_purchase",
  "marketplace_purchase.cancelled",
  "marketplace_purchase.changed",
  "marketplace_purchase.pending_change",
  "marketplace_purchase.pending_change_cancelled",
  "marketplace_purchase.purchased",
  "member",
  "member.added",
  "member.edited",
  "member.removed",
  "membership",
  "membership.added",
  "membership.removed",
  "merge_group",
  "merge_group.checks_requested",
  "merge_group.destroyed",
  "meta",
  "meta.deleted",
  "milestone",
  "milestone.closed",
  "milestone.created",
  "milestone.deleted",
  "milestone.edited",
  "milestone.opened",
  "org_block",
  "org_block.blocked",
  "org_block.unblocked",
  "organization",
  "organization.deleted",
  "organization.member_added",
  "organization.member_invited",
  "organization.member_removed",
  "organization.renamed",
  "package",
  "package.published",
  "package.updated",
  "page_build",
  "personal_access_token_request",
  "personal_access_token_request.approved",
  "personal_access_token_request.cancelled",
  "personal_access_token_request.created",
  "personal_access_token_request.denied",
  "ping",
  "project",
  "project.closed",
  "project.created",
  "project.deleted",
  "project.edited",
  "project.reopened",
  "project_card",
  "project_card.converted",
  "project_card.created",
  "project_card.deleted",
  "project_card.edited",
  "project_card.moved",
  "project_column",
  "project_column.created",
  "project_column.deleted",
  "project_column.edited",
  "project_column.moved",
  "projects_v2",
  "projects_v2.closed",
  "projects_v2.created",
  "projects_v2.deleted",
  "projects_v2.edited",
  "projects_v2.reopened",
  "projects_v2_item",
  "projects_v2_item.archived",
  "projects_v2_item.converted",
  "projects_v2_item.created",
  "projects_v2_item.deleted",
  "projects_v2_item.edited",
  "projects_v2_item.reordered",
  "projects_v2_item.restored",
  "projects_v2_status_update",
  "projects_v2_status_update.created",
  "projects_v2_status_update.deleted",
  "projects_v2_status_update.edited",
  "public",
  "pull_request",
  "pull_request.assigned",
  "pull_request.auto_merge_disabled",
  "pull_request.auto_merge_enabled",
  "pull_request.closed",
  "pull_request.converted_to_draft",
  "pull_request.demilestoned",
  "pull_request.dequeued",
  "pull_request.edited",
  "pull_request.enqueued",
  "pull_request.labeled",
  "pull_request.locked",
  "pull_request.milestoned",
  "pull_request.opened",
  "pull_request.ready_for_review",
  "pull_request.reopened",
  "pull_request.review_request_removed",
  "pull_request.review_requested",
  "pull_request.synchronize",
  "pull_request.unassigned",
  "pull_request.unlabeled",
  "pull_request.unlocked",
  "pull_request_review",
  "pull_request_review.dismissed",
  "pull_request_review.edited",
  "pull_request_review.submitted",
  "pull_request_review_comment",
  "pull_request_review_comment.created",
  "pull_request_review_comment.deleted",
  "pull_request_review_comment.edited",
  "pull_request_review_thread",
  "pull_request_review_thread.resolved",
  "pull_request_review_thread.unresolved",
  "push",
  "registry_package",
  "registry_package.published",
  "registry_package.updated",
  "release",
  "release.created",
  "release.deleted",
  "release.edited",
  "release.prereleased",
  "release.published",
  "release.released",
  "release.unpublished",
  "repository",
  "repository.archived",
  "repository.created",
  "repository.deleted",
  "repository.edited",
  "repository.privatized",
  "repository.publicized",
  "repository.renamed",
  "repository.transferred",
  "repository.unarchived",
  "repository_advisory",
  "repository_advisory.published",
  "repository_advisory.reported",
  "repository_dispatch",
  "repository_dispatch.sample.collected",
  "repository_import",
  "repository_ruleset",
  "repository_ruleset.created",
  "repository_ruleset.deleted",
  "repository_ruleset.edited",
  "repository_vulnerability_alert",
  "repository_vulnerability_alert.create",
  "repository_vulnerability_alert.dismiss",
  "repository_vulnerability_alert.reopen",
  "repository_vulnerability_alert.resolve",
  "secret_scanning_alert",
  "secret_scanning_alert.assigned",
  "secret_scanning_alert.created",
  "secret_scanning_alert.publicly_leaked",
  "secret_scanning_alert.reopened",
  "secret_scanning_alert.resolved",
  "secret_scanning_alert.unassigned",
  "secret_scanning_alert.validated",
  "secret_scanning_alert_location",
  "secret_scanning_alert_location.created",
  "secret_scanning_scan",
  "secret_scanning_scan.completed",
  "security_advisory",
  "security_advisory.published",
  "security_advisory.updated",
  "security_advisory.withdrawn",
  "security_and_analysis",
  "sponsorship",
  "sponsorship.cancelled",
  "sponsorship.created",
  "sponsorship.edited",
  "sponsorship.pending_cancellation",
  "sponsorship.pending_tier_change",
  "sponsorship.tier_changed",
  "star",
  "star.created",
  "star.deleted",
  "status",
  "sub_issues",
  "sub_issues.parent_issue_added",
  "sub_issues.parent_issue_removed",
  "sub_issues.sub_issue_added",
  "sub_issues.sub_issue_removed",
  "team",
  "team.added_to_repository",
  "team.created",
  "team.deleted",
  "team.edited",
  "team.removed_from_repository",
  "team_add",
  "watch",
  "watch.started",
  "workflow_dispatch",
  "workflow_job",
  "workflow_job.completed",
  "workflow_job.in_progress",
  "workflow_job.queued",
  "workflow_job.waiting",
  "workflow_run",
  "workflow_run.completed",
  "workflow_run.in_progress",
  "workflow_run.requested"
];
function validateEventName(eventName, options = {}) {
  if (typeof eventName !== "string") {
    throw new TypeError("eventName must be of type string");
  }
  if (eventName === "*") {
    throw new TypeError(
      `Using the "*" event with the regular Webhooks.on() function is not supported. Please use the Webhooks.onAny() method instead`
    );
  }
  if (eventName === "error") {
    throw new TypeError(
      `Using the "error" event with the regular Webhooks.on() function is not supported. Please use the Webhooks.onError() method instead`
    );
  }
  if (options.onUnknownEventName === "ignore") {
    return;
  }
  if (!emitterEventNames.includes(eventName)) {
    if (options.onUnknownEventName !== "warn") {
      throw new TypeError(
        `"${eventName}" is not a known webhook name (https://developer.github.com/v3/activity/events/types/)`
      );
    } else {
      (options.log || console).warn(
        `"${eventName}" is not a known webhook name (https://developer.github.com/v3/activity/events/types/)`
      );
    }
  }
}
function handleEventHandlers(state, webhookName, handler) {
  if (!state.hooks[webhookName]) {
    state.hooks[webhookName] = [];
  }
  state.hooks[webhookName].push(handler);
}
function receiverOn(state, webhookNameOrNames, handler) {
  if (Array.isArray(webhookNameOrNames)) {
    webhookNameOrNames.forEach(
      (webhookName) => receiverOn(state, webhookName, handler)
    );
    return;
  }
  validateEventName(webhookNameOrNames, {
    onUnknownEventName: "warn",
    log: state.log
  });
  handleEventHandlers(state, webhookNameOrNames, handler);
}
function receiverOnAny(state, handler) {
  handleEventHandlers(state, "*", handler);
}
function receiverOnError(state, handler) {
  handleEventHandlers(state, "error", handler);
}
function wrapErrorHandler(handler, error) {
  let returnValue;
  try {
    returnValue = handler(error);
  } catch (error2) {
    console.log('FATAL: Error occurred in "error" event handler');
    console.log(error2);
  }
  if (returnValue && returnValue.catch) {
    returnValue.catch((error2) => {
      console.log('FATAL: Error occurred in "error" event handler');
      console.log(error2);
    });
  }
}
function getHooks(state, eventPayloadAction, eventName) {
  const hooks = [state.hooks[eventName], state.hooks["*"]];
  if (eventPayloadAction) {
    hooks.unshift(state.hooks[`${eventName}.${eventPayloadAction}`]);
  }
  return [].concat(...hooks.filter(Boolean));
}
function receiverHandle(state, event) {
  const errorHandlers = state.hooks.error || [];
  if (event instanceof Error) {
    const error = Object.assign(new AggregateError([event], event.message), {
      event
    });
    errorHandlers.forEach((handler) => wrapErrorHandler(handler, error));
    return Promise.reject(error);
  }
  if (!event || !event.name) {
    const error = new Error("Event name not passed");
    throw new AggregateError([error], error.message);
  }
  if (!event.payload) {
    const error = new Error("Event name not passed");
    throw new AggregateError([error], error.message);
  }
  const hooks = getHooks(
    state,
    "action" in event.payload ? event.payload.action : null,
    event.name
  );
  if (hooks.length === 0) {
    return Promise.resolve();
  }
  const errors = [];
  const promises = hooks.map((handler) => {
    let promise = Promise.resolve(event);
    if (state.transform) {
      promise = promise.then(state.transform);
    }
    return promise.then((event2) => {
      return handler(event2);
    }).catch((error) => errors.push(Object.assign(error, { event })));
  });
  return Promise.all(promises).then(() => {
    if (errors.length === 0) {
      return;
    }
    const error = new AggregateError(
      errors,
      errors.map((error2) => error2.message).join("\n")
    );
    Object.assign(error, {
      event
    });
    errorHandlers.forEach((handler) => wrapErrorHandler(handler, error));
    throw error;
  });
}
function removeListener(state, webhookNameOrNames, handler) {
  if (Array.isArray(webhookNameOrNames)) {
    webhookNameOrNames.forEach(
      (webhookName) => removeListener(state, webhookName, handler)
    );
    return;
  }
  if (!state.hooks[webhookNameOrNames]) {
    return;
  }
  for (let i = state.hooks[webhookNameOrNames].length - 1; i >= 0; i--) {
    if (state.hooks[webhookNameOrNames][i] === handler) {
      state.hooks[webhookNameOrNames].splice(i, 1);
      return;
    }
  }
}
function createEventHandler(options) {
  const state = {
    hooks: {},
    log: createLogger2(options && options.log)
  };
  if (options && options.transform) {
    state.transform = options.transform;
  }
  return {
    on: receiverOn.bind(null, state),
    onAny: receiverOnAny.bind(null, state),
    onError: receiverOnError.bind(null, state),
    removeListener: removeListener.bind(null, state),
    receive: receiverHandle.bind(null, state)
  };
}
async function verifyAndReceive(state, event) {
  const matchesSignature = await verifyWithFallback(
    state.secret,
    event.payload,
    event.signature,
    state.additionalSecrets
  ).catch(() => false);
  if (!matchesSignature) {
    const error = new Error(
      "[@octokit/webhooks] signature does not match event payload and secret"
    );
    error.event = event;
    error.status = 400;
    return state.eventHandler.receive(error);
  }
  let payload;
  try {
    payload = JSON.parse(event.payload);
  } catch (error) {
    error.message = "Invalid JSON";
    error.status = 400;
    throw new AggregateError([error], error.message);
  }
  return state.eventHandler.receive({
    id: event.id,
    name: event.name,
    payload
  });
}
var textDecoder = new TextDecoder("utf-8", { fatal: false });
var decode = textDecoder.decode.bind(textDecoder);
var Webhooks = class {
  sign;
  verify;
  on;
  onAny;
  onError;
  removeListener;
  receive;
  verifyAndReceive;
  constructor(options) {
    if (!options || !options.secret) {
      throw new Error("[@octokit/webhooks] options.secret required");
    }
    const state = {
      eventHandler: createEventHandler(options),
      secret: options.secret,
      additionalSecrets: options.additionalSecrets,
      hooks: {},
      log: createLogger2(options.log)
    };
    this.sign = sign.bind(null, options.secret);
    this.verify = verify.bind(null, options.secret);
    this.on = state.eventHandler.on;
    this.onAny = state.eventHandler.onAny;
    this.onError = state.eventHandler.onError;
    this.removeListener = state.eventHandler.removeListener;
    this.receive = state.eventHandler.receive;
    this.verifyAndReceive = verifyAndReceive.bind(null, state);
  }
};

// src/adapters/github-webhook.ts
function signatureCheck(secret) {
  const webhooks = new Webhooks({ secret });
  return async (body, signature) => {
    if (signature === "" || body === "") return false;
    return webhooks.verify(body, signature).catch(() => false);
  };
}

// src/app/webhook-server.ts
function reply(res, status, message, more = {}) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ message, ...more }));
}
function readCapped2(req, max) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > max) {
        resolve(null);
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
function header(req, name) {
  const value = req.headers[name];
  return typeof value === "string" ? value : "";
}
function createWebhookServer(options) {
  const verify2 = signatureCheck(options.secret);
  const { log } = options;
  async function onWebhook(req, res) {
    const declared = Number(header(req, "content-length"));
    if (Number.isFinite(declared) && declared > options.maxBodyBytes) {
      return reply(res, 413, "payload too large");
    }
    const body = await readCapped2(req, options.maxBodyBytes);
    if (body === null) return reply(res, 413, "payload too large");
    const id = header(req, "x-github-delivery");
    const event = header(req, "x-github-event");
    const signature = header(req, "x-hub-signature-256");
    const text = body.toString("utf8");
    const valid = await verify2(text, signature);
    if (!valid) {
      log.log("warn", "webhook rejected: bad or missing signature", { delivery: id, event });
      return reply(res, 401, "signature does not match");
    }
    let payload;
    try {
      payload = JSON.parse(text);
    } catch {
      return reply(res, 400, "body is not JSON");
    }
    const answer = options.dispatch({ id, event, payload });
    reply(res, answer.status, answer.message);
  }
  return createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method === "GET" && (path === "/healthz" || path === "/health")) {
      return reply(res, 200, "ok");
    }
    if (req.method === "GET" && path === "/readyz") {
      options.problems().then(
        (problems) => problems.length === 0 ? reply(res, 200, "ready") : reply(res, 503, "not ready", { problems })
      ).catch((error) => reply(res, 503, "not ready", { problems: [String(error)] }));
      return;
    }
    if (req.method === "POST" && (path === "/webhook" || path === "/")) {
      onWebhook(req, res).catch((error) => {
        log.log("error", "webhook handling failed", { reason: String(error) });
        if (!res.headersSent) reply(res, 500, "internal error");
      });
      return;
    }
    reply(res, 404, "not found");
  });
}

// src/app/app.ts
function route(context, delivery) {
  if (delivery.event === "pull_request") {
    const event = readPullRequestEvent(delivery.payload);
    if (event === null) return "pull_request payload not understood";
    if (!PULL_REQUEST_ACTIONS.includes(event.action)) return `pull_request.${event.action} ignored`;
    return { ref: event, run: () => onPullRequest(context, event) };
  }
  if (delivery.event === "check_run") {
    const event = readCheckRunActionEvent(delivery.payload);
    if (event === null) return "check_run payload not understood";
    if (event.action !== "requested_action") return `check_run.${event.action} ignored`;
    return { ref: event, run: () => onCheckRunAction(context, event) };
  }
  if (delivery.event === "workflow_run") {
    const event = readWorkflowRunEvent(delivery.payload);
    if (event === null) return "workflow_run payload not understood";
    if (event.action !== "completed") return `workflow_run.${event.action} ignored`;
    return { ref: event, run: () => onWorkflowRun(context, event) };
  }
  if (delivery.event === "issue_comment") {
    const event = readIssueCommentEvent(delivery.payload);
    if (event === null) return "issue_comment payload not understood";
    const ignored = wantsIssueComment(event);
    if (ignored !== null) return ignored;
    return { ref: event, run: () => onIssueComment(context, event) };
  }
  return `event ${delivery.event || "(none)"} ignored`;
}
var KEY_CHECK_TTL_MS = 5 * 6e4;
var KEY_RETRY_TTL_MS = 3e4;
function readiness(context) {
  let cached = null;
  return async () => {
    const now = context.now();
    const ttl = cached?.problem === null ? KEY_CHECK_TTL_MS : KEY_RETRY_TTL_MS;
    if (cached === null || now - cached.at > ttl) {
      cached = { at: now, problem: await context.github.appProblem() };
    }
    const machine = await machineProblems(context.config);
    return [...cached.problem === null ? [] : [cached.problem], ...machine];
  };
}
async function startApp(config, options = {}) {
  const log = options.log ?? createLogger();
  const now = options.now ?? Date.now;
  const saved = loadState(config.stateDir, now());
  if (saved.problem !== null) {
    log.log("warn", "state file not used: starting empty", { reason: saved.problem });
  }
  const sink = {
    warn: (message) => log.log("warn", message, { source: "octokit" }),
    debug: (message) => log.log("debug", message, { source: "octokit" })
  };
  const context = {
    config,
    log,
    github: createAppGitHub(config, {}, sink),
    pending: createPendingChecks(saved.state.pending),
    now
  };
  const deliveries = createDeliveries(saved.state.deliveries);
  const persist = () => {
    try {
      saveState(config.stateDir, {
        deliveries: deliveries.remembered(),
        pending: context.pending.list()
      });
    } catch (error) {
      log.log("error", "could not save the state file", { reason: reasonOf(error) });
    }
  };
  function dispatch(delivery) {
    const fields = { delivery: delivery.id, event: delivery.event };
    const job = route(context, delivery);
    if (typeof job === "string") {
      log.log("info", job, fields);
      return { status: 202, message: job };
    }
    if (delivery.id !== "" && !deliveries.accept(delivery.id)) {
      log.log("info", "duplicate delivery ignored", fields);
      return { status: 200, message: "duplicate delivery" };
    }
    const repository = `${job.ref.owner}/${job.ref.repo}`;
    deliveries.enqueue(repository, async () => {
      try {
        await job.run();
        if (delivery.id !== "") deliveries.handled(delivery.id);
      } catch (error) {
        if (delivery.id !== "") deliveries.forget(delivery.id);
        log.log("error", "delivery failed", { ...fields, repository, reason: reasonOf(error) });
      }
      persist();
    });
    log.log("info", "delivery accepted", { ...fields, repository });
    return { status: 202, message: "accepted" };
  }
  const server = createWebhookServer({
    secret: config.webhookSecret,
    maxBodyBytes: config.maxBodyBytes,
    log,
    dispatch,
    problems: readiness(context)
  });
  await new Promise((resolve, reject) => {
    server.once("error", (error) => {
      reject(
        new ConfigError(
          `PORT ${config.port} cannot be listened on: ${error.code ?? error.message}`
        )
      );
    });
    server.listen(config.port, options.host ?? "0.0.0.0", resolve);
  });
  const { port: port2 } = server.address();
  const sweep = async () => {
    const expired = await sweepTimeouts(context);
    if (expired > 0) persist();
    return expired;
  };
  const every = options.sweepEveryMs ?? 6e4;
  const timer = every > 0 ? setInterval(() => void sweep(), every) : null;
  timer?.unref();
  log.log("info", "testlock app listening", { port: port2, api: config.apiUrl });
  return {
    url: `http://127.0.0.1:${port2}`,
    idle: () => deliveries.idle(),
    sweep,
    close: () => new Promise((resolve) => {
      if (timer) clearInterval(timer);
      server.closeAllConnections();
      server.close(() => resolve());
    })
  };
}

// src/app/main.ts
function jsonWarnings(log) {
  process.removeAllListeners("warning");
  process.on("warning", (warning) => {
    log.log("warn", `node: ${warning.name}: ${warning.message}`.split("\n", 1)[0] ?? "");
  });
}
async function configured(log) {
  try {
    const config = readAppConfig(process.env);
    await assertMachine(config);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.log("error", `configuration: ${error.message}`);
    process.exitCode = 2;
    return null;
  }
}
async function main() {
  const log = createLogger();
  jsonWarnings(log);
  const config = await configured(log);
  if (config === null) return;
  let app;
  try {
    app = await startApp(config, { log });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.log("error", `configuration: ${error.message}`);
    process.exitCode = 2;
    return;
  }
  const stop = () => {
    log.log("info", "stopping");
    void app.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
process.on("uncaughtException", (error) => {
  createLogger().log("error", `the App stopped: ${reasonOf(error)}`);
  process.exit(1);
});
main().catch((error) => {
  createLogger().log("error", `the App stopped: ${reasonOf(error)}`);
  process.exitCode = 1;
});
