import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CheckMediaRequest, PageDecodeChecker } from './decode-check.ts';

describe('PageDecodeChecker', () => {
  it('asks the page with a file URL and honours its answer', async () => {
    const sent: CheckMediaRequest[] = [];
    const checker = new PageDecodeChecker((request) => sent.push(request));
    const library = join(tmpdir(), 'dtm-library', 'tmp');
    const good = checker.check(join(library, 'a b.mp4'));
    const bad = checker.check(join(library, 'c.mp4'));
    expect(sent.map((r) => r.url)).toEqual([
      pathToFileURL(join(library, 'a b.mp4')).href,
      pathToFileURL(join(library, 'c.mp4')).href,
    ]);
    expect(sent[0]?.url).toMatch(/a%20b\.mp4$/);
    checker.answer({
      requestId: sent[1]?.requestId ?? '',
      playable: false,
      message: 'DEMUXER_ERROR_NO_SUPPORTED_STREAMS',
    });
    checker.answer({ requestId: sent[0]?.requestId ?? '', playable: true, message: '' });
    checker.answer({ requestId: 'f0000000-0000-4000-8000-000000000000', playable: true, message: '' });
    expect(await good).toEqual({ playable: true });
    expect(await bad).toEqual({ playable: false, message: 'DEMUXER_ERROR_NO_SUPPORTED_STREAMS' });
  });

  it('gives up on a silent page after the timeout, then waits only briefly until it answers again', async () => {
    const sent: CheckMediaRequest[] = [];
    const checker = new PageDecodeChecker((request) => sent.push(request), 50);
    expect(await checker.check('/a.mp4')).toEqual({ playable: null, message: 'the page did not answer' });
    const second = checker.check('/b.mp4');
    checker.answer({ requestId: sent[1]?.requestId ?? '', playable: true, message: '' });
    expect(await second).toEqual({ playable: true });
  });

  it('does not wait when the message cannot be sent', async () => {
    const checker = new PageDecodeChecker(() => {
      throw new Error('window closed');
    });
    expect(await checker.check('/a.mp4')).toMatchObject({ playable: null, message: /window closed/ });
  });
});
