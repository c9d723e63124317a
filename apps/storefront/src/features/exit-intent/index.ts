// The exit-intent feature's public API: the shell mounts `LazyExitIntent`, which loads the feature's
// chunk (the survey or the dealer's exit page) on the first exit intent.
export { LazyExitIntent } from './LazyExitIntent.tsx';
