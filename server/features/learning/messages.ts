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
  courseNotFollowed: { it: 'Non sei iscritto a questo corso.', en: 'You are not enrolled in this course.' },
  courseNotFinished: {
    it: "L'attestato arriva quando completi tutte le lezioni: ne hai completate {finished} su {total}.",
    en: 'The certificate comes once you finish every lesson: you have finished {finished} of {total}.',
  },
  certificateUnknown: {
    it: 'Nessun attestato ha questo codice di verifica.',
    en: 'No certificate has this verification code.',
  },
  reviewNotEnrolled: {
    it: 'Solo chi è iscritto al corso può recensirlo.',
    en: 'Only students of the course can review it.',
  },
  ownCourseReview: {
    it: 'Non puoi recensire un corso che tieni tu.',
    en: 'You cannot review a course you teach.',
  },
  reviewNotFound: { it: 'Non hai recensito questo corso.', en: 'You have not reviewed this course.' },
})
