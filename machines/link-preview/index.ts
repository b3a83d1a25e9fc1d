export {
  linkPreviewMachine,
  wantedLink,
  type LinkPreviewContext,
  type LinkPreviewEvent,
} from './link-preview.machine'
export { linkPreviewView, type LinkPreviewView } from './link-preview.view'
