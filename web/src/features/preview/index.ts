/** What other features may use of the preview (the rest is its own). */
export { OrderPreview } from './order-preview-lazy';
export { default as PreviewSection } from './preview-section';
export { SeeItMoveLink } from './see-it-move-link';
