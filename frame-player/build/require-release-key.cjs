// electron-builder's beforePack hook (electron-builder.yml): a package is never made from a dist/
// built without the team's release public key, even when electron-builder is run by hand.
// scripts/build.ts writes dist/release-public-key.txt only when it built the key in.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

exports.default = function requireReleaseKey(context) {
  const projectDir = context?.packager?.projectDir || process.cwd();
  let key = '';
  try {
    key = readFileSync(join(projectDir, 'dist', 'release-public-key.txt'), 'utf8').trim();
  } catch {
    key = '';
  }
  if (!key) {
    throw new Error(
      "Refusing to package the player: dist/ was built without the team's release public key, so the frames would never update. " +
        'Run "npm run package" with DTM_RELEASE_PUBLIC_KEY set (or frame-player/release-public-key.txt committed).',
    );
  }
};
