# syntax=docker/dockerfile:1
# One image for every process role (ROLE=all | api | worker, docs/operations.md). The TypeScript
# sources run through tsx as in development; the web client is built into web/dist here.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so dependencies are installed again only when they change.
# A new workspace adds its package.json here.
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY database/package.json database/
COPY eventstore/package.json eventstore/
COPY projections/package.json projections/
COPY services/package.json services/
COPY web/package.json web/
COPY load-tests/package.json load-tests/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build --workspace web

# docker compose's load-world (profile load): fills the running deployment with a load world
# (`npm run load:generate`) and leaves the fixture k6 reads in /fixture, a volume. On the build
# stage, which has bench/ and load-tests/ (the runtime image leaves them out). Placed before the
# runtime stage, so that one stays the image a plain `docker build .` makes.
FROM build AS load-world
RUN mkdir /fixture && chown node:node /fixture
USER node
CMD ["node", "--import", "tsx", "load-tests/src/generate.ts", "--out", "/fixture/fixture.json"]

FROM node:20-bookworm-slim AS runtime
# A container is reached through its own network interface: listen on all of them (the process
# alone would listen on loopback only).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/contracts ./contracts
COPY --from=build /app/database ./database
COPY --from=build /app/eventstore ./eventstore
COPY --from=build /app/projections ./projections
COPY --from=build /app/services ./services
COPY --from=build /app/web/package.json ./web/package.json
COPY --from=build /app/web/dist ./web/dist
# DATA_DIR (.data): uploaded media (a volume shared by every instance), and the embedded database
# when ROLE=all runs without DATABASE_URL.
RUN mkdir -p .data/media && chown -R node:node .data
USER node
EXPOSE 3000
# Liveness only: a busy or not-yet-ready process must not be restarted (readiness is for proxies).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tsx as a loader of one node process (what `npx tsx services/src/main.ts` runs, minus the npm and
# tsx wrapper processes): SIGTERM reaches the application directly and shuts it down gracefully.
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "services/src/main.ts"]
