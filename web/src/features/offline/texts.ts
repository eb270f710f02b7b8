/** The words of the offline features (issue #10); web-only, the API never says them. */
export const OFFLINE_TEXTS = {
  lastUpdated: 'Offline - last updated',
  queued: 'Queued, will be sent when you are back online',
  sent: 'Sent',
  refused: 'Not sent',
  queuedToastTitle: 'Saved for later',
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  offlineTitle: "You're offline",
  offlinePage:
    'This page needs a connection. Pages you opened before, the FAQ and the legal pages still work, and forms you send are kept until you are back online.',
  needsConnection: 'You are offline. This needs an internet connection: what you typed stays here until you reconnect.',
  adminNeedsConnection:
    'You are offline. Changes in the back office need a connection: what you typed stays here until you reconnect.',
  uploadsNeedConnection:
    'You are offline. Uploading artwork needs an internet connection: the files you chose stay here until you reconnect.',
  artworkNeedsConnection:
    'You are offline. Your artwork shows here again once you reconnect: please reconnect and try again.',
  installApp: 'Install app',
  iosInstallHint: 'To install the app, tap Share, then "Add to Home Screen".',
} as const;
