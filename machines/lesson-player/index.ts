export {
  lessonPlayerMachine,
  type LessonPlayerContext,
  type LessonPlayerEvent,
  type LessonPlayerInput,
} from './lesson-player.machine'
export { lessonPlayerView, type LessonPlayerView } from './lesson-player.view'
