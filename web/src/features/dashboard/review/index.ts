export { PreviewReview } from './review-card';
