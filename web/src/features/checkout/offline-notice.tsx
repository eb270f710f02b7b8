import { NeedsConnectionNotice } from '../offline/needs-connection-notice';
import { OFFLINE_MESSAGE } from './offline-message';

/** Says plainly that checkout needs a connection, while there is none. */
export function OfflineNotice() {
  return <NeedsConnectionNotice message={OFFLINE_MESSAGE} />;
}
