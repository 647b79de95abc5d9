# syntax=docker/dockerfile:1
# Élan in one image: the API bundle, the built web app and the embedded PostgreSQL binaries.
# Alone it runs on its embedded database in the /data volume; with DATABASE_URL (and S3_*,
# REDIS_URL) it is one of many stateless processes — see compose.yaml and docs/operations.md.
# Not built in CI (no Docker engine there): docs/decisions/033-backups-operations-node24-docker.md.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so that a change of code alone reuses this layer.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app (Vite) and the API bundle (esbuild: apps/api/dist/server.mjs), as `npm start` makes them.
RUN node scripts/build-web.mjs && node scripts/build-api.mjs
# What runs: production dependencies only (tsx stays: `npm run backup` and `restore` use it).
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# tini reaps the embedded PostgreSQL once pg_ctl has handed it to PID 1, and forwards SIGTERM.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/domain/package.json ./packages/domain/package.json
COPY --from=build /app/packages/domain/src ./packages/domain/src
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
# The TypeScript sources serve `npm run backup` and `npm run restore` (run with tsx).
COPY --from=build /app/apps/api/src ./apps/api/src
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/scripts ./scripts
# The PostgreSQL binaries' library symlinks, made now: node_modules is read-only for the app's user.
RUN node --import tsx --input-type=module \
    -e "const m = await import('/app/apps/api/src/db/embedded/binaries.ts'); m.findPostgresBinaries();" \
  && mkdir -p /data && chown node:node /data
# The image's own unprivileged user (uid 1000): PostgreSQL refuses root, and so does Élan's image.
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.mjs"]
