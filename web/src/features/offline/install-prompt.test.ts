import { describe, expect, it } from 'vitest';
import { needsIosInstallHint } from './install-prompt';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

function nav(
  userAgent: string,
  extra: Partial<{ platform: string; maxTouchPoints: number; standalone: boolean }> = {},
) {
  return { userAgent, platform: 'iPhone', maxTouchPoints: 5, ...extra } as unknown as Navigator;
}

describe('the iOS "Add to Home Screen" hint', () => {
  it('shows in Safari on an iPhone and on an iPad that says it is a Mac', () => {
    expect(needsIosInstallHint(nav(IPHONE_SAFARI))).toBe(true);
    expect(needsIosInstallHint(nav(MAC_SAFARI, { platform: 'MacIntel', maxTouchPoints: 5 }))).toBe(true);
  });

  it('stays away once installed, in other iOS browsers, on a Mac and on Android', () => {
    expect(needsIosInstallHint(nav(IPHONE_SAFARI, { standalone: true }))).toBe(false);
    expect(needsIosInstallHint(nav(IPHONE_CHROME))).toBe(false);
    expect(needsIosInstallHint(nav(MAC_SAFARI, { platform: 'MacIntel', maxTouchPoints: 0 }))).toBe(false);
    expect(needsIosInstallHint(nav(ANDROID_CHROME, { platform: 'Linux armv8l' }))).toBe(false);
  });
});
