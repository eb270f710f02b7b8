/** What other features and the routes may use of the account's privacy tools (#22). */
export { DeleteAccountPage } from './delete-account-page';
export { PrivacyCard } from './privacy-card';
