import { processDataExport } from '../account/export-service';
import { processArtworkSubmitted } from '../uploads/artwork-submitted';
import type { JobHandler } from './consumer';

/** Routes each job type to its work; a handler that throws is retried with back-off. */
export const handleJob: JobHandler = async (job, env) => {
  switch (job.type) {
    case 'artwork.submitted':
      await processArtworkSubmitted(env, job);
      return;
    case 'data.export':
      await processDataExport(env, job);
      return;
    default:
      console.info(JSON.stringify({ level: 'info', job: job.type, note: 'no handler yet' }));
  }
};
