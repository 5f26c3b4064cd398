#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + integration tests (PGlite; also PostgreSQL when
# TEST_DATABASE_URL is set), then the end-to-end journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npm run --silent typecheck
echo "== lint"
npm run --silent lint
echo "== unit + integration (PGlite)"
npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== integration (PostgreSQL: ${TEST_DATABASE_URL%%\?*})"
  TEST_DB_DRIVER=postgres npx vitest run --project integration
fi
echo "== end-to-end"
npm run --silent test:e2e
