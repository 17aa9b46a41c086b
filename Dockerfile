# The testlock GitHub App: `node dist/app.js` (bundled: no npm install, no node_modules) with git to
# fetch commits. `dist/` is committed, so a fresh clone builds as it is:
#   docker build -t testlock-app .
#   docker run --rm -p 3000:3000 -e APP_ID=… -e WEBHOOK_SECRET=… \
#     -e PRIVATE_KEY_PATH=/run/secrets/app.pem -v "$PWD/app.pem:/run/secrets/app.pem:ro" \
#     -v testlock-cache:/var/cache/testlock testlock-app
# Configuration: docs/app.md. A bad key, port or folder stops it at start with one JSON line.
FROM node:24-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends git ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The bundles are ES modules (package.json says so) and app.js imports dist/chunks/: all of dist/.
COPY package.json ./
COPY dist/ ./dist/
# The fetched commits and, in its @state folder, what a restart needs: mount a volume here.
ENV TESTLOCK_CACHE_DIR=/var/cache/testlock PORT=3000 NODE_ENV=production
RUN mkdir -p /var/cache/testlock && chown node:node /var/cache/testlock
USER node
EXPOSE 3000
# Ready, not only alive: the key GitHub takes, the folders it writes, git (GET /readyz).
HEALTHCHECK --interval=30s --timeout=10s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/app.js"]
