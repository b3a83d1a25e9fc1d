export { dialogMachine } from './dialog.machine'
export type { DialogContext, DialogEvent, DialogInput } from './dialog.machine'
