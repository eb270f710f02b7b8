#!/bin/sh
# README command 2 (and .ci/run): install everything, then lint, typecheck and every test suite.
set -eu
cd "$(dirname "$0")/../.."
. tools/bin/common.sh

# The browser tests run in Debian's headless shell: the same engine as Debian's chromium, without
# the full browser around it, for about 40% less CPU (web/playwright.config.ts).
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "Installing Debian's chromium-headless-shell for the browser tests..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null
fi

pnpm_install
RESULTS="$ROOT/.tmp/test-results"
rm -rf "$RESULTS"; mkdir -p "$RESULTS"

status=0
STARTED=$(date +%s)
# Seconds since the start, printed with each step so a slow step shows.
elapsed() { echo "$(( $(date +%s) - STARTED )) s"; }
# The browser tests' servers listen on E2E_PORT_BASE + 1..3 (web) and E2E_STRIPE_PORT_BASE + 1..3
# (Stripe emulator). Other bases let a second copy of the suite run beside this one on one machine.
export E2E_PORT_BASE="${E2E_PORT_BASE:-8787}" E2E_STRIPE_PORT_BASE="${E2E_STRIPE_PORT_BASE:-12111}"
# The browser tests' three servers (one web build; each a fresh seeded D1, Stripe emulator and
# wrangler dev) start now, in their own process group, so build and seed overlap the steps below.
E2E_LOG="$ROOT/.tmp/e2e-server.log"
setsid sh tools/bin/e2e-servers.sh >"$E2E_LOG" 2>&1 &
E2E_PID=$!
stop_e2e_server() { kill -TERM "-$E2E_PID" 2>/dev/null || true; }
trap stop_e2e_server EXIT INT TERM

# Every step runs even when an earlier one fails, so one run shows everything that is wrong.
echo "== lint and format (biome) [$(elapsed)]"
$PNPM exec biome ci . || status=1
echo "== typecheck [$(elapsed)]"
$PNPM -r --workspace-concurrency=1 run typecheck || status=1
echo "== deploy check (wrangler deploy --dry-run, Worker size, production values) [$(elapsed)]"
"$ROOT/node_modules/.bin/tsx" tools/bin/check-deploy.ts || status=1

# The frame player's page tests need no server: they run beside the unit and API tests (their
# output is shown after the browser tests), which keeps the whole run under 15 minutes.
# The clip renderers' and encoder's browser tests (web/render-tests: no server either) follow them.
( (cd frame-player && PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/frame-player-page.json" \
  "$ROOT/node_modules/.bin/playwright" test -c e2e/playwright.config.ts --reporter=list,json); p=$?
  (cd web && PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/web-render.json" \
  "$ROOT/node_modules/.bin/playwright" test -c render-tests/playwright.config.ts --output=test-results/render --reporter=list,json) || p=1
  exit $p ) \
  >"$ROOT/.tmp/frame-player-pages.log" 2>&1 &
player_pages=$!

# One package after the other: each vitest already keeps both cores busy (running the API tests
# beside the others took longer in all, 399 s against about 300 s).
for pkg in shared animate frame-player tools web worker; do
  echo "== unit and API tests: $pkg [$(elapsed)]"
  # Each package runs its own vitest: the Workers pool must share the test file's copy of vitest.
  (cd "$pkg" && ./node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile="$RESULTS/$pkg.json") || status=1
done

echo "== browser tests (Playwright, Debian chromium-headless-shell) [$(elapsed)]"
# Three parts at once, each against its own server: much of a browser test is waiting (page loads,
# transitions, polls), so one browser per part leaves a 2-core machine half idle.
# The parts are split by file, by the time each file took (about 10 minutes each on this
# 2-core machine; part 3 had grown to 11.7 minutes against 9.5 and 9.7): parts 1 and 2 list their
# files, part 3 runs every other spec.
# The seeded admin may ask for 5 sign-in links in 15 minutes per server: keep each part at 4 or fewer
# (part 1: admin, admin-phone, refunds x2; part 2: auth, preview, review, studio; part 3: frame-delivery, pwa,
# catalog, variations).
PART1_SPECS="admin admin-phone auth-form refunds public-pages landing-start shell public-forms frame-delivery studio-jobs"
PART2_SPECS="auth preview review studio dashboard account devices marketplace public-info studio-companions studio-final"
part_files() {
  for spec in web/e2e/*.spec.ts; do
    name=$(basename "$spec" .spec.ts)
    case " $PART1_SPECS " in *" $name "*) part=1 ;; *)
      case " $PART2_SPECS " in *" $name "*) part=2 ;; *) part=3 ;; esac ;;
    esac
    [ "$part" = "$1" ] && printf 'e2e/%s.spec.ts ' "$name"
  done
}
e2e_part() {
  port=$((E2E_PORT_BASE + $1))
  # shellcheck disable=SC2046 # one argument per spec file
  (cd web && E2E_REUSE_SERVER=1 E2E_BASE_URL="http://127.0.0.1:$port" PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/web-e2e-$1.json" \
    "$ROOT/node_modules/.bin/playwright" test $(cd "$ROOT" && part_files "$1") --output="test-results/part-$1" --reporter=list,json) \
    >"$ROOT/.tmp/e2e-part-$1.log" 2>&1
}
# Wait for every server's health (as long as their script still runs): a part that found no server
# would start its own on the same ports.
if ! node tools/bin/wait-for-health.mjs "$E2E_PID" "http://127.0.0.1:$((E2E_PORT_BASE + 1))/api/health" \
  "http://127.0.0.1:$((E2E_PORT_BASE + 2))/api/health" "http://127.0.0.1:$((E2E_PORT_BASE + 3))/api/health"; then
  echo "The browser tests' servers did not start; their log:"
  tail -n 80 "$E2E_LOG"
  status=1
fi
e2e_part 1 & part1=$!
e2e_part 2 & part2=$!
e2e_part 3 & part3=$!
wait $part1 || status=1
wait $part2 || status=1
wait $part3 || status=1
cat "$ROOT/.tmp/e2e-part-1.log" "$ROOT/.tmp/e2e-part-2.log" "$ROOT/.tmp/e2e-part-3.log"
stop_e2e_server

echo "== frame player page tests and clip render tests (Playwright, Debian chromium-headless-shell, no server; ran beside the steps above) [$(elapsed)]"
wait $player_pages || status=1
cat "$ROOT/.tmp/frame-player-pages.log"

echo "== done [$(elapsed)]"
"$ROOT/node_modules/.bin/tsx" tools/bin/summarize-tests.ts "$RESULTS" || status=1
exit $status
