#!/bin/sh
# CI's browser-test servers: web is built once, then two independent systems (each with a fresh
# seeded D1, its own Stripe emulator and wrangler dev) serve the two halves of the browser tests,
# so neither half sees the other's data. Stopped by killing this script's process group.
# The second starts once the first answers: two wrangler dev starting at the same moment can pick
# the same free port for workerd's internal sockets ("Address already in use").
set -eu
cd "$(dirname "$0")/../.."
. tools/bin/common.sh
$PNPM --filter @dtm/web build
E2E_SKIP_BUILD=1 E2E_PORT=8788 E2E_STRIPE_PORT=12112 E2E_STATE=.tmp/e2e-state sh tools/bin/e2e-server.sh &
first=$!
node tools/bin/wait-for-health.mjs "$first" http://127.0.0.1:8788/api/health
E2E_SKIP_BUILD=1 E2E_PORT=8789 E2E_STRIPE_PORT=12113 E2E_STATE=.tmp/e2e-state-2 sh tools/bin/e2e-server.sh &
wait
