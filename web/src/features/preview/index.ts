/** What other features may use of the preview (the rest is its own). */

export { type PreviewBackground, previewBackgroundsQueryOptions } from './api/backgrounds';
export { orderPreviewQueryOptions } from './api/saved-preview';
export { loadCrop } from './load-crop';
export { OrderPreview } from './order-preview-lazy';
export { default as PreviewSection } from './preview-section';
export { SeeItMoveLink } from './see-it-move-link';
export { CutoutEditor } from './ui/cutout-editor';
export { JointEditor } from './ui/joint-editor';
export { planMotions } from './ui/plan-motions';
// The studio's building blocks, for the admin's animation studio (lazy there, unused by the shop).
export { PLAN_LABELS, PlanPicker } from './ui/plan-picker';
export { jointsFromShares, jointsToShares, toRig } from './ui/to-rig';
export { cutOutInWorker, readFigureInWorker } from './worker/cut-out-client';
