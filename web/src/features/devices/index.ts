/** What other features may use of the frame pairing. */
export { ConnectFrameCard } from './connect-frame-card';
