export { conversationMachine, mergeMessages } from './conversation.machine'
export type {
  ConversationContext,
  ConversationEmitted,
  ConversationError,
  ConversationEvent,
  ConversationInput,
  ConversationPage,
  LoadConversationInput,
  LoadConversationOutput,
  LoadOlderInput,
  SendInput,
} from './conversation.machine'
export { conversationView, type ConversationView } from './conversation.view'
