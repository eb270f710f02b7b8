#!/bin/sh
# CI's browser-test servers: web is built once, then three independent systems (each with a fresh
# seeded D1, its own Stripe emulator and wrangler dev) serve the three parts of the browser tests,
# so no part sees another's data. Stopped by killing this script's process group.
# Each starts once the one before answers: two wrangler dev starting at the same moment can pick
# the same free port for workerd's internal sockets ("Address already in use").
set -eu
cd "$(dirname "$0")/../.."
. tools/bin/common.sh
$PNPM --filter @dtm/web build
for part in 1 2 3; do
  state=".tmp/e2e-state-$part"
  E2E_SKIP_BUILD=1 E2E_PORT=$((8787 + part)) E2E_STRIPE_PORT=$((12111 + part)) E2E_STATE="$state" sh tools/bin/e2e-server.sh &
  node tools/bin/wait-for-health.mjs "$!" "http://127.0.0.1:$((8787 + part))/api/health"
done
wait
