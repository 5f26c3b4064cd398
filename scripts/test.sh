#!/usr/bin/env bash
# `npm test`: typecheck, lint, production build, unit + integration + HTTP tests (PGlite; the
# integration tests also on PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end
# journeys in Chromium against the same build.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npm run --silent typecheck
echo "== lint"
npm run --silent lint
echo "== build"
NODE_ENV=production npx react-router build
echo "== unit + integration + HTTP (PGlite)"
npx vitest run --project unit --project integration --project http
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== integration and several app instances (PostgreSQL: ${TEST_DATABASE_URL%%\?*})"
  TEST_DB_DRIVER=postgres npx vitest run --project integration --project multi
fi
echo "== end-to-end"
E2E_SKIP_BUILD=1 npm run --silent test:e2e
