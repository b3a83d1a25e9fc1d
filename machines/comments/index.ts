export {
  commentsMachine,
  type AddCommentInput,
  type CommentsContext,
  type CommentsEmitted,
  type CommentsEvent,
  type CommentsInput,
} from './comments.machine'
export { commentsView, type CommentsView } from './comments.view'
