import { describe, expect, it } from 'vitest';
import { readSidebarCookie, SIDEBAR_COOKIE_MAX_AGE_S } from './sidebar-state';

describe('the sidebar_state cookie', () => {
  it('keeps the sidebar expanded unless the cookie says false', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('consent=all; sidebar_state=false; theme=x')).toBe(false);
    expect(readSidebarCookie('my_sidebar_state=false')).toBe(true);
  });

  it('lasts 7 days', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604_800);
  });
});
