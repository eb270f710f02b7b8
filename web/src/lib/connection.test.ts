import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureUser, USER_QUERY_KEY } from '../features/auth/api/get-user';
import { ApiError, apiFetch } from './api-client';
import { CACHED_COPY_HEADER, noteApiReachable, provideSavedDataRestore, seemsOffline } from './connection';

const SAVED_USER = { id: 'u-1', email: 'olga@example.com', firstName: null, lastName: null, isAdmin: false };

function answer(headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200, headers })),
  );
}

function noAnswer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  noteApiReachable(true);
  provideSavedDataRestore(async () => {});
});

describe('whether the API can be reached', () => {
  it('a request with no answer means offline, whatever the browser says; the next answer means back', async () => {
    noAnswer();
    await expect(apiFetch('GET', '/api/user/frames')).rejects.toMatchObject({ kind: 'offline' });
    expect(seemsOffline()).toBe(true);
    answer();
    await apiFetch('GET', '/api/user/frames');
    expect(seemsOffline()).toBe(false);
  });

  it("the service worker's saved copy is no news: still offline after it", async () => {
    noAnswer();
    await expect(apiFetch('GET', '/api/user/frames')).rejects.toBeInstanceOf(ApiError);
    answer({ [CACHED_COPY_HEADER]: '1' });
    await apiFetch('GET', '/api/user/frames');
    expect(seemsOffline()).toBe(true);
  });
});

describe('a route guard with no answer from the API', () => {
  it('gets the person saved on this device (with their saved data put back)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    provideSavedDataRestore(async () => {
      queryClient.setQueryData(USER_QUERY_KEY, SAVED_USER);
      queryClient.setQueryData(['user', 'frames'], []);
    });
    noAnswer();
    await expect(ensureUser(queryClient)).resolves.toEqual(SAVED_USER);
    expect(queryClient.getQueryData(['user', 'frames'])).toEqual([]);
  });

  it('still fails as offline when nothing is saved (the page shows the offline page)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    noAnswer();
    await expect(ensureUser(queryClient)).rejects.toMatchObject({ kind: 'offline' });
  });

  it('a refusal by the server is not covered up by saved data', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    provideSavedDataRestore(async () => {
      queryClient.setQueryData(USER_QUERY_KEY, SAVED_USER);
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Something went wrong"}', { status: 500 })),
    );
    await expect(ensureUser(queryClient)).rejects.toMatchObject({ kind: 'http', status: 500 });
  });
});
