#!/bin/sh
# The server the browser tests drive: fresh local state, seeded, on its own port.
set -eu
cd "$(dirname "$0")/../.."
. tools/bin/common.sh
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then $PNPM --filter @dtm/web build; fi
exec "$ROOT/node_modules/.bin/tsx" tools/dev/start.ts --port "${E2E_PORT:-8788}" --stripe-port "${E2E_STRIPE_PORT:-12112}" --persist-to "${E2E_STATE:-.tmp/e2e-state}" --fresh --no-watch
