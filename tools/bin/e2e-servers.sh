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
# Ports: tools/bin/test.sh (E2E_PORT_BASE, E2E_STRIPE_PORT_BASE).
web=${E2E_PORT_BASE:-8787}
stripe=${E2E_STRIPE_PORT_BASE:-12111}
for part in 1 2 3; do
  state=".tmp/e2e-state-$part"
  E2E_SKIP_BUILD=1 E2E_PORT=$((web + part)) E2E_STRIPE_PORT=$((stripe + part)) E2E_STATE="$state" sh tools/bin/e2e-server.sh &
  node tools/bin/wait-for-health.mjs "$!" "http://127.0.0.1:$((web + part))/api/health"
done
wait
