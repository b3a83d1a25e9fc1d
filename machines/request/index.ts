export {
  callError,
  requestMachine,
  type CallError,
  type RequestContext,
  type RequestEmitted,
  type RequestEvent,
} from './request.machine'
export { sendRequest, type RequestActor } from './request.run'
export { requestView, type RequestPhase, type RequestView } from './request.view'
