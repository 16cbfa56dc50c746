# One image for every Pathwise app; docker-compose.yml picks the entry point per service (`command:`).
# Build: docker build -t pathwise .
FROM node:24-slim AS build
WORKDIR /app
ENV CI=true
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build --chown=node:node /app /app
USER node
# Overridden per service in docker-compose.yml, e.g. ["node", "services/auth/dist/main.js"].
CMD ["node", "gateway/dist/main.js"]
