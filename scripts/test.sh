#!/usr/bin/env bash
# `npm test`: prerequisites, typecheck, lint and the production build (side by side), unit +
# integration + HTTP tests (PGlite), then the end-to-end journeys in Chromium against the same build
# and, beside them when TEST_DATABASE_URL is set, the integration tests on PostgreSQL. Each stage
# prints its time (bench/NOTES.md "CI time").
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

# Prerequisites first (scripts/prerequisites.ts): one line per missing thing with its install command.
if [ ! -x node_modules/.bin/tsx ]; then
  echo "Missing: The packages are not installed: run \`npm install\`"
  exit 1
fi
npx tsx scripts/prerequisites.ts

stage "format + typecheck + lint + build"
# The formatter check (Biome, under a second) first; typecheck and lint are single-threaded and the
# build mostly so: on two cores the three run side by side. Each writes to its own log, shown when
# it fails.
npm run --silent format:check >/dev/null 2>&1 || { echo "== format check failed: run 'npm run format' (Biome) and commit"; npx biome format . 2>&1 | tail -40; exit 1; }
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
npm run --silent typecheck >"$logs/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$logs/lint.log" 2>&1 &
lint_pid=$!
NODE_ENV=production npx react-router build >"$logs/build.log" 2>&1 &
build_pid=$!
failed=0
wait "$typecheck_pid" || { echo "== typecheck failed:"; cat "$logs/typecheck.log"; failed=1; }
wait "$lint_pid" || { echo "== lint failed:"; cat "$logs/lint.log"; failed=1; }
wait "$build_pid" || { echo "== build failed:"; cat "$logs/build.log"; failed=1; }
[ "$failed" -eq 0 ] || exit 1
done_stage "format + typecheck + lint + build"

stage "unit + integration + HTTP (PGlite)"
npx vitest run --project unit --project integration --project http
done_stage "unit + integration + HTTP (PGlite)"

# The end-to-end journeys leave a core partly idle (the browsers wait for the one server process),
# so the second integration run on PostgreSQL goes beside them, in one Vitest worker, its output
# in a log that is printed when it ends.
pg_pid=""
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== integration and several app instances on PostgreSQL (${TEST_DATABASE_URL%%\?*}), beside the end-to-end journeys"
  (
    pg_start=$SECONDS
    TEST_DB_DRIVER=postgres npx vitest run --project integration --project multi --maxWorkers=1 >"$logs/postgres.log" 2>&1
    code=$?
    echo "$((SECONDS - pg_start))" >"$logs/postgres.seconds"
    exit $code
  ) &
  pg_pid=$!
fi

stage "end-to-end"
e2e_failed=0
E2E_SKIP_BUILD=1 npm run --silent test:e2e || e2e_failed=1
done_stage "end-to-end"

if [ -n "$pg_pid" ]; then
  pg_failed=0
  wait "$pg_pid" || pg_failed=1
  if [ "$pg_failed" -eq 1 ]; then
    echo "== integration on PostgreSQL failed:"
    cat "$logs/postgres.log"
  else
    grep -E "Test Files|Tests  " "$logs/postgres.log" || true
  fi
  echo "== integration and several app instances (PostgreSQL): $(cat "$logs/postgres.seconds" 2>/dev/null || echo '?') s, beside the end-to-end journeys (total $((SECONDS - start_all)) s)"
  [ "$pg_failed" -eq 0 ] || exit 1
fi
[ "$e2e_failed" -eq 0 ] || exit 1
echo "== npm test passed in $((SECONDS - start_all)) s"
