# Shared by the README commands: one pinned pnpm (corepack is not required) and offline-safe env.
ROOT=$(pwd)
PNPM="npx -y pnpm@10.34.8"
export ELECTRON_SKIP_BINARY_DOWNLOAD=1
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
export NPM_CONFIG_UPDATE_NOTIFIER=false

pnpm_install() {
  $PNPM install --frozen-lockfile
}
