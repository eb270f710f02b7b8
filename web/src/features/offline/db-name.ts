/** The name of the app's one IndexedDB database (db.ts), where code must not load dexie to ask for it. */
export const APP_DB_NAME = 'drawings-to-magic';
