/**
 * The team's release-signing public key (Ed25519, SPKI DER in base64), built into every player.
 * The private key never enters the repo (README, "Releasing a player update"). Empty until the team
 * generates its key: a player without a key (here or in config `updates.publicKey`) never updates.
 */
export const RELEASE_PUBLIC_KEY = '';
