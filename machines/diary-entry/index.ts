export {
  diaryEntryMachine,
  diaryFieldErrors,
  type DiaryEntryContext,
  type DiaryEntryEmitted,
  type DiaryEntryEvent,
  type DiaryEntryMachineInput,
  type DiaryField,
  type SaveEntryInput,
} from './diary-entry.machine'
export { diaryEntryView, type DiaryEntryView } from './diary-entry.view'
