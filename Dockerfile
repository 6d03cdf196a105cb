# Production image (README, "Deploying"): the standalone Next.js server, nothing of the demo.
# The public Firebase values are inlined by `next build`, so they are build arguments.
#   docker build --build-arg NEXT_PUBLIC_FIREBASE_API_KEY=… (the six Firebase values below and NEXT_PUBLIC_SITE_URL) -t motoborsa-web .
#   docker build --target build … -t motoborsa-web-build .   # the release step's image (npm run db:migrate)

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The build needs the dev tools (TypeScript, Tailwind); the runtime image below gets none of them.
RUN npm ci --no-audit --no-fund
COPY . .
ARG NEXT_PUBLIC_FIREBASE_API_KEY
ARG NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN
ARG NEXT_PUBLIC_FIREBASE_PROJECT_ID
ARG NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET
ARG NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID
ARG NEXT_PUBLIC_FIREBASE_APP_ID
ARG NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID
ARG NEXT_PUBLIC_SITE_URL
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
# Stops with one line naming a missing value (next.config.ts): never a silent demo build.
RUN npx next build

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
USER node
EXPOSE 3000
# Liveness without the database; readiness is /api/health.
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
