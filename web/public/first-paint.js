// Before the page is drawn: index.html carries the landing's opening as plain HTML (drawn before
// the app's code arrives, see web/scripts/prerender-hero.ts). Every other address is served the same
// index.html, and must not show it.
if (location.pathname !== '/') document.documentElement.classList.add('not-home');
