import { PLAYER_RELEASE_MESSAGES } from '@dtm/shared/player-releases';
import { describe, expect, it } from 'vitest';
import { checkPublish } from '../api/player-releases';

const manifest = JSON.stringify({
  format: 1,
  version: '1.2.0',
  arch: 'arm64',
  file: 'Drawings-to-Magic-Frame-1.2.0-arm64.AppImage',
  size: 4,
  sha256: 'a'.repeat(64),
});
const signature = `${'A'.repeat(86)}==`;
const file = (size: number) => new File([new Uint8Array(size)], 'Drawings-to-Magic-Frame-1.2.0-arm64.AppImage');

describe('the publish form', () => {
  it('accepts the release script’s files', () => {
    expect(checkPublish({ artifact: file(4), manifestText: manifest, signature: `${signature}\n` })).toMatchObject({
      manifest: { version: '1.2.0' },
    });
  });

  it('says which file is wrong before uploading anything', () => {
    expect(checkPublish({ artifact: file(4), manifestText: '{"version":"1.2"}', signature })).toEqual({
      field: 'manifest',
      error: PLAYER_RELEASE_MESSAGES.manifestInvalid,
    });
    expect(checkPublish({ artifact: file(4), manifestText: manifest, signature: 'abc' })).toEqual({
      field: 'signature',
      error: PLAYER_RELEASE_MESSAGES.signatureInvalid,
    });
    expect(checkPublish({ artifact: file(5), manifestText: manifest, signature })).toEqual({
      field: 'artifact',
      error: PLAYER_RELEASE_MESSAGES.sizeMismatch,
    });
  });
});
