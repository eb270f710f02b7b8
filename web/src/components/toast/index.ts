export { dismissToast, showToast, type ToastInput, toast } from './toast-state';
export { Toaster } from './toaster';
