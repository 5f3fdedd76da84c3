export { CommentForm, type CommentFormProps } from './CommentForm';
export { CommentList, type CommentListProps, type CommentModeration } from './CommentList';
