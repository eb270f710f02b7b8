// Before the page is drawn: index.html carries the landing page as the app first draws it (drawn
// before the app's code arrives, see web/scripts/prerender-landing.ts). Every other address is served
// the same index.html, and must not show it. At / the hero's picture is fetched now, first, so it is
// on screen with the headline.
if (location.pathname === '/') {
  const poster = document.createElement('link');
  poster.rel = 'preload';
  poster.as = 'image';
  poster.href = '/media/hero-poster.webp';
  poster.fetchPriority = 'high';
  document.head.append(poster);
} else {
  document.documentElement.classList.add('not-home');
}

// The app starts once the page is drawn (its files are already on their way: modulepreload).
function startApp() {
  const entry = document.querySelector('meta[name="dtm-app-entry"]');
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry.getAttribute('content');
  script.addEventListener('error', () => document.dispatchEvent(new Event('dtm:app-start-failed')));
  document.head.append(script);
}
document.addEventListener('DOMContentLoaded', () => {
  // A tab opened in the background paints nothing until shown: start at once there.
  if (document.visibilityState === 'hidden') startApp();
  else requestAnimationFrame(() => setTimeout(startApp));
});

// The landing's parts below the first screen are skipped by the browser until they come near it
// (the drawn-when-near utility, src/styles.css). A link to a section draws the whole page first: a
// smooth scroll there must know where the section really is, past parts not drawn yet (the app's
// own scrolls do the same: drawWholePage in src/lib/built-page.ts).
document.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof Element && event.target.closest('a[href*="#"]')) {
      document.documentElement.dataset.wholePage = '';
    }
  },
  true,
);

// Until the app has taken the built page over, its buttons do nothing yet, and a link would start
// a page load that the app's start then cancels: a tap on either is held and given to it once the
// app runs (src/lib/app-started.ts announces that). If the app cannot start, a held link is
// followed as the browser would have.
const heldClicks = [];
function holdClick(event) {
  const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
  if (
    !target ||
    (target instanceof HTMLAnchorElement && (target.target === '_blank' || target.origin !== location.origin))
  )
    return;
  event.preventDefault();
  event.stopPropagation();
  heldClicks.push(target);
}
function release() {
  document.removeEventListener('click', holdClick, true);
  for (const target of heldClicks.splice(0)) if (target.isConnected) target.click();
}
document.addEventListener('click', holdClick, true);
document.addEventListener('dtm:app-started', release, { once: true });
document.addEventListener('dtm:app-start-failed', release, { once: true });
