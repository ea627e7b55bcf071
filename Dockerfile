# One image for the API and the worker: the command picks the role.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm i -g pnpm
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
EXPOSE 8080
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
