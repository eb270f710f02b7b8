/** The uploader's chunk (Uppy and its styles); routes start loading it alongside their data. */
export const loadArtworkDashboard = () => import('./artwork-dashboard');
