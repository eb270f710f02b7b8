/** @dtm/animate/testing: the fixture drawings (Node only) and generated crayon drawings, for tests and benchmarks. */
export { crayonDrawing, type GeneratedDrawing, random } from './crayon-drawing';
export { loadImage, loadMask, loadSkeleton } from './fixtures';
export { type LoopSeam, loopSeam } from './loop-seam';
export { type RealFigure, realFigures } from './real-figures';
export { registeredIou } from './register';
export { GARLIC_BOX, garlicBoxIou, jointErrors, placedIou, placedMask } from './score';
export { findSeams } from './seams';
