import { describe, expect, it } from 'vitest';
import { isTrustedSender } from './trust.ts';

const page = 'file:///opt/Drawings-to-Magic%20Frame/resources/app.asar/dist/page/index.html';

describe('isTrustedSender', () => {
  it('trusts the playback page, with or without query and hash', () => {
    expect(isTrustedSender(page, page)).toBe(true);
    expect(isTrustedSender(`${page}?debug=1#top`, page)).toBe(true);
  });

  it('refuses other pages, origins and hosts', () => {
    expect(isTrustedSender(page.replace('index.html', 'other.html'), page)).toBe(false);
    expect(isTrustedSender('https://example.com/dist/page/index.html', page)).toBe(false);
    expect(isTrustedSender(page.replace('file:///', 'file://evil/'), page)).toBe(false);
  });

  it('refuses a missing or unparsable frame URL', () => {
    expect(isTrustedSender(undefined, page)).toBe(false);
    expect(isTrustedSender(null, page)).toBe(false);
    expect(isTrustedSender('', page)).toBe(false);
    expect(isTrustedSender('about:blank', page)).toBe(false);
    expect(isTrustedSender('::::', page)).toBe(false);
  });
});
