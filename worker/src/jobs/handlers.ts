import type { JobHandler } from './consumer';

/** Routes each job type to its work; later issues add the real handlers. */
export const handleJob: JobHandler = async (job) => {
  console.info(JSON.stringify({ level: 'info', job: job.type, note: 'no handler yet' }));
};
