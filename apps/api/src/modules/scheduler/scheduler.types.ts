/** What another module gives the scheduler: its periodic jobs (registered in app.ts). */
export type { Job, JobContext, JobResult } from './scheduler';
