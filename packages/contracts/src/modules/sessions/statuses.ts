import { WorkflowStatus } from '../../enums';

/** Sessions and agenda items run InPreparation 1, Active 2, Finished 3 (the spec's values). */
export const SessionStatus = WorkflowStatus;
export type SessionStatus = (typeof SessionStatus)[keyof typeof SessionStatus];
export const AgendaItemStatus = WorkflowStatus;
