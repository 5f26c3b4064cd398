#!/usr/bin/env bash
# `npm test`: typecheck and lint (side by side), production build, unit + integration + HTTP tests
# (PGlite; the integration tests also on PostgreSQL when TEST_DATABASE_URL is set), then the
# end-to-end journeys in Chromium against the same build. Each stage prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."

start_all=$SECONDS
stage_start=$SECONDS
stage() {
  echo "== $1"
  stage_start=$SECONDS
}
done_stage() {
  echo "== $1: $((SECONDS - stage_start)) s (total $((SECONDS - start_all)) s)"
}

stage "typecheck + lint"
# Both are single-threaded: on two cores they run side by side. Each writes to its own log, shown
# when it fails.
logs=$(mktemp -d)
npm run --silent typecheck >"$logs/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$logs/lint.log" 2>&1 &
lint_pid=$!
failed=0
wait "$typecheck_pid" || { echo "== typecheck failed:"; cat "$logs/typecheck.log"; failed=1; }
wait "$lint_pid" || { echo "== lint failed:"; cat "$logs/lint.log"; failed=1; }
rm -rf "$logs"
[ "$failed" -eq 0 ] || exit 1
done_stage "typecheck + lint"

stage "build"
NODE_ENV=production npx react-router build >/tmp/hanfnetz-build-$$.log 2>&1 || { cat /tmp/hanfnetz-build-$$.log; exit 1; }
rm -f /tmp/hanfnetz-build-$$.log
done_stage "build"

stage "unit + integration + HTTP (PGlite)"
npx vitest run --project unit --project integration --project http
done_stage "unit + integration + HTTP (PGlite)"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage "integration and several app instances (PostgreSQL: ${TEST_DATABASE_URL%%\?*})"
  TEST_DB_DRIVER=postgres npx vitest run --project integration --project multi
  done_stage "integration and several app instances (PostgreSQL)"
fi

stage "end-to-end"
E2E_SKIP_BUILD=1 npm run --silent test:e2e
done_stage "end-to-end"
echo "== npm test passed in $((SECONDS - start_all)) s"
