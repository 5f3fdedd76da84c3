export type { VoteChoice } from './types';
export { VoteButtons, type VoteButtonsProps } from './VoteButtons';
export { VoteResults, type VoteResultsProps } from './VoteResults';
