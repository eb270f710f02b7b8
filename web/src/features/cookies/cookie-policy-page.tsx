import { SHOP } from '@dtm/shared/constants';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { LegalDocument, type LegalSection } from '../legal';
import { CONSENT_STORAGE_KEY } from './consent';
import { CookieSettings } from './cookie-settings';

const META = {
  title: 'Cookie Policy',
  description: `Which cookies and browser storage ${SHOP.name} uses, why, and how to accept, reject or change your choice at any time.`,
};

type StorageRow = { name: string; purpose: string; kept: string };

// What the shop actually stores today; analytics and preference cookies are not in use yet.
const NECESSARY: readonly StorageRow[] = [
  {
    name: 'better-auth.session_token (cookie)',
    purpose: 'Keeps you signed in. HttpOnly, only sent to our own server.',
    kept: '30 days, or until you sign out',
  },
  {
    name: `${CONSENT_STORAGE_KEY} (local storage)`,
    purpose: 'Remembers your cookie choice.',
    kept: 'Until you change it',
  },
  {
    name: 'pendingOrder (local storage)',
    purpose: 'Keeps a paid guest order until you sign in, so it can be added to your account.',
    kept: 'Until it is linked',
  },
  {
    name: 'Checkout drafts (session storage)',
    purpose: 'Keeps a half-filled checkout form when you reload the page. Never card details.',
    kept: 'Until the tab is closed',
  },
  {
    name: 'Payment provider cookies',
    purpose: 'Set by our card payment provider on the payment step to prevent fraud.',
    kept: 'As set by the provider',
  },
];

function StorageTable({ rows }: { rows: readonly StorageRow[] }) {
  return (
    <div className="mt-4 overflow-hidden rounded-2xl border-2 border-ink/10">
      <table className="w-full table-fixed text-left text-sm">
        <thead className="bg-paper-deep text-ink">
          <tr>
            <th scope="col" className="p-2 sm:p-3">
              Name
            </th>
            <th scope="col" className="p-2 sm:p-3">
              Purpose
            </th>
            <th scope="col" className="p-2 sm:p-3">
              Kept for
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-t border-ink/10 align-top">
              <td className="p-2 font-semibold break-words text-ink sm:p-3">{row.name}</td>
              <td className="p-2 break-words sm:p-3">{row.purpose}</td>
              <td className="p-2 break-words sm:p-3">{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what',
    title: 'What cookies are',
    content: (
      <p>
        Cookies are small text files a website stores in your browser. Local and session storage work in a similar way.
        This policy covers all of them, and we call them cookies for short.
      </p>
    ),
  },
  {
    id: 'necessary',
    title: 'Necessary cookies',
    content: (
      <>
        <p>
          These make the shop work: signing in, checkout and remembering your choice. They need no consent (§ 25(2)
          TDDDG) and cannot be switched off here.
        </p>
        <StorageTable rows={NECESSARY} />
      </>
    ),
  },
  {
    id: 'preferences',
    title: 'Preference cookies',
    content: (
      <p>
        These would remember settings you choose. We do not use any yet. If we add them, they run only after you allow
        the category.
      </p>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics cookies',
    content: (
      <p>
        These would tell us, without names, which pages families use, so we can improve them. We do not use any yet. If
        we add them, nothing is loaded or stored before you allow the category.
      </p>
    ),
  },
  {
    id: 'your-choice',
    title: 'Changing your choice',
    content: (
      <p>
        You can change or withdraw your consent at any time with the controls at the top of this page, and delete
        cookies in your browser's settings. More about your rights is in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

/** /cookies: the cookie policy, with the controls to change the visitor's choice. */
export function CookiePolicyPage() {
  usePageMeta(META);
  return (
    <LegalDocument
      title="Cookie Policy"
      intro={
        <p>
          We keep cookies to the minimum the shop needs. Anything else only runs with your consent, which you can give,
          refuse or change below.
        </p>
      }
      sections={SECTIONS}
    >
      <CookieSettings />
    </LegalDocument>
  );
}
