import { NeedsConnectionNotice } from '../offline/needs-connection-notice';
import { OFFLINE_MESSAGE } from './api/read-api-error';

/** Says plainly that checkout needs a connection, while there is none. */
export function OfflineNotice() {
  return <NeedsConnectionNotice message={OFFLINE_MESSAGE} />;
}
