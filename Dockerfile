# The shop in one image: the gateway serving the built storefront. Migrations run on start.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json codegen.yml ./
COPY schema schema
COPY gateway gateway
COPY frontend frontend
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && mkdir -p gateway/node_modules

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/gateway/node_modules gateway/node_modules
COPY --from=build /app/gateway/dist gateway/dist
# Story data files, validated and loaded at start-up when SEED_CATALOGUE is on.
COPY --from=build /app/gateway/seed gateway/seed
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 4000
USER node
CMD ["node", "gateway/dist/main.js"]
