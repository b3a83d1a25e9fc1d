export { feedMachine, type FeedContext, type FeedEvent } from './feed.machine'
export { feedView, type FeedView } from './feed.view'
