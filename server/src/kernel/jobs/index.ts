export { createJobsRepository } from './jobs.repository';
export {
  createJobs,
  type JobDefinition,
  type JobLog,
  type Jobs,
  jobState,
  type RunningJob,
} from './jobs.service';
