export { dialogMachine } from './dialog.machine'
export type { DialogContext, DialogEvent, DialogInput } from './dialog.machine'
export { dialogView, type DialogView } from './dialog.view'
