export {
  composerMachine,
  type AttachImageInput,
  type ComposerContext,
  type ComposerEmitted,
  type ComposerEvent,
  type ImageFile,
} from './composer.machine'
export { composerView, type ComposerView } from './composer.view'
