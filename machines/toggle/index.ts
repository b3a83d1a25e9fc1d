export {
  toggleMachine,
  type ApplyToggleInput,
  type ToggleContext,
  type ToggleEmitted,
  type ToggleEvent,
  type ToggleInput,
} from './toggle.machine'
export { toggleView, type ToggleView } from './toggle.view'
