export {
  createQueue,
  defaultDescribeError,
  GENERIC_FAILURE_MESSAGE,
  INVALID_PAYLOAD_MESSAGE,
  RESTART_FAILURE_MESSAGE,
  TIMEOUT_FAILURE_MESSAGE,
  type JobContext,
  type JobDefinition,
  type Queue,
  type QueueLogger,
  type QueueOptions,
} from './queue.ts';
export { pruneFinishedJobRecords, type JobStatusRecord } from './job-records.ts';
