/** @dtm/animate/testing: the fixture drawings (Node only) and generated crayon drawings, for tests and benchmarks. */
export { crayonDrawing, type GeneratedDrawing, random } from './crayon-drawing';
export { loadImage, loadMask, loadSkeleton } from './fixtures';
export { registeredIou } from './register';
export { GARLIC_BOX, garlicBoxIou, jointErrors, placedIou, placedMask } from './score';
