/** The learning area's own messages, in both languages. */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  notEnrolled: {
    it: 'Questa lezione è riservata agli iscritti al corso: acquistalo per seguirla.',
    en: 'This lesson is for the students of the course: buy it to follow it.',
  },
  lessonNotFound: { it: 'La lezione non esiste.', en: 'The lesson does not exist.' },
  noNextLesson: { it: "Questa è l'ultima lezione del corso.", en: 'This is the last lesson of the course.' },
  noPreviousLesson: {
    it: 'Questa è la prima lezione del corso.',
    en: 'This is the first lesson of the course.',
  },
  noteNotFound: { it: 'La nota non esiste.', en: 'The note does not exist.' },
})
