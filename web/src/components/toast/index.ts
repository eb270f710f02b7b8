export { Toaster } from './lazy-toaster';
export { dismissToast, showToast, type ToastInput, toast } from './toast-state';
