# The testlock GitHub App: `node dist/app.js` (bundled, no node_modules) with git for fetching
# commits. Build `dist/` first (`npm run build`); configure with APP_ID, PRIVATE_KEY or
# PRIVATE_KEY_PATH, WEBHOOK_SECRET, PORT and, for GitHub Enterprise Server, GITHUB_API_URL and
# GITHUB_SERVER_URL.
FROM node:20-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends git ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY dist/app.js ./dist/app.js
# The fetched commits are kept here (never checked out); mount a volume to keep them across restarts.
ENV TESTLOCK_CACHE_DIR=/var/cache/testlock PORT=3000 NODE_ENV=production
RUN mkdir -p /var/cache/testlock && chown node:node /var/cache/testlock
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/app.js"]
