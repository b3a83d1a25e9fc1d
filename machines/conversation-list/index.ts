export {
  conversationListMachine,
  mergeFirstPage,
  type ConversationListContext,
  type ConversationListEvent,
  type ConversationsPage,
  type LoadConversationsInput,
} from './conversation-list.machine'
export { conversationListView, type ConversationListView } from './conversation-list.view'
