# The production image of Hireloop (issue 33): the server artifact of `pnpm build:server` (the
# server with production dependencies only, the built web app and the contract) on Node 24, run as
# the unprivileged `node` user, with a health check on readiness. Not built by CI (CI has no
# Docker): CI builds and starts the same artifact on PostgreSQL (`pnpm --filter @hireloop/server
# artifact:smoke`). See compose.yaml for the app with PostgreSQL, an S3-compatible store and an
# SMTP sink.

# ── build: install the workspace, build the web app, assemble the artifact ──────────────────
FROM node:24-bookworm-slim AS build
WORKDIR /repo
RUN npm install --global pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm --filter @hireloop/web build \
 && pnpm build:server --out /artifact

# ── run: the artifact alone ──────────────────────────────────────────────────────────────────
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /artifact ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/v1/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/server/src/main.ts"]
