# One image for the API and the worker: the command picks the role.
#   API:    node --conditions=landscape-compiled apps/api/dist/server.js     (the default)
#   worker: node --conditions=landscape-compiled apps/worker/dist/main.js
# Stage 1 builds with every dependency; stage 2 installs production dependencies only; the runtime
# stage holds those, the compiled output and the migrations, and runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && node scripts/build.mjs --force

FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
RUN npm i -g pnpm@12.21.0
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY scripts/prisma-generate.mjs scripts/
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/core/package.json packages/core/
COPY packages/design/package.json packages/design/
COPY packages/mcp/package.json packages/mcp/
# --prod: no dev dependencies (no firebase-tools, prisma CLI, tsx, vite, esbuild, vitest)
RUN pnpm install --frozen-lockfile --prod --filter "!@landscape/web"

FROM node:20-bookworm-slim AS runtime
# MALLOC_TRIM_THRESHOLD_: glibc hands memory freed at the top of its heap back to the system past 128 KB
# instead of keeping up to 64 MB of it (docs/decisions/011-lean-first-load.md); `pnpm start` sets it too.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=prod-deps /app ./
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/packages/design/dist packages/design/dist
COPY --from=build /app/packages/design/data packages/design/data
COPY --from=build /app/packages/core/data packages/core/data
COPY --from=build /app/packages/core/dist packages/core/dist
COPY --from=build /app/packages/mcp/dist packages/mcp/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/worker/dist apps/worker/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/prisma prisma
COPY --from=build /app/scripts/healthcheck.mjs scripts/healthcheck.mjs
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# The API answers its readiness on /api/health/ready; a worker container answers on its metrics port instead.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=6 CMD ["node", "scripts/healthcheck.mjs"]
CMD ["node", "--conditions=landscape-compiled", "apps/api/dist/server.js"]
