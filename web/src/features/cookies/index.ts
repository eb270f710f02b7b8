/** What other features may use of the cookie consent. */
export { CookieBanner } from './cookie-banner';
