// Secrets are set with `wrangler secret put` (or .dev.vars locally), so `wrangler types` cannot see them.
interface Env {
  BETTER_AUTH_SECRET?: string;
  MAIL_API_KEY?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
}
