/** The social area's own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  postMissing: {
    it: 'Questo post non c’è (o non puoi vederlo).',
    en: 'This post does not exist (or you cannot see it).',
  },
  commentMissing: {
    it: 'Questo commento non c’è più.',
    en: 'This comment no longer exists.',
  },
  postsFeatureOff: {
    it: 'Per pubblicare post serve la funzione «Post»: attivala da Funzioni extra (/extra-features).',
    en: 'Publishing posts needs the “Posts” feature: turn it on in Extra features (/extra-features).',
  },
  notYourPost: {
    it: 'Puoi modificare solo i tuoi post.',
    en: 'You can only change your own posts.',
  },
  notYourComment: {
    it: 'Puoi modificare solo i tuoi commenti.',
    en: 'You can only change your own comments.',
  },
  cannotDeleteComment: {
    it: 'Puoi eliminare i tuoi commenti e quelli sotto i tuoi post.',
    en: 'You can delete your own comments and those under your posts.',
  },
  pinOwnOnly: {
    it: 'Puoi fissare in cima al profilo solo un tuo post.',
    en: 'You can only pin one of your own posts to your profile.',
  },
  pinHidden: {
    it: 'Un post nascosto dagli amministratori non si può fissare.',
    en: 'A post hidden by the admins cannot be pinned.',
  },
  parentMissing: {
    it: 'Il commento a cui rispondi non c’è più o è di un altro post.',
    en: 'The comment you are answering no longer exists or is on another post.',
  },
  reportOwn: {
    it: 'Non puoi segnalare un tuo contenuto.',
    en: 'You cannot report your own content.',
  },
  imageMissing: {
    it: 'Scegli un’immagine (JPEG, PNG o WebP).',
    en: 'Choose an image (JPEG, PNG or WebP).',
  },
  imageTooBig: {
    it: 'L’immagine supera {mb} MB.',
    en: 'The image is over {mb} MB.',
  },
  imageType: {
    it: 'Il file non è un’immagine JPEG, PNG o WebP leggibile.',
    en: 'The file is not a readable JPEG, PNG or WebP image.',
  },
  reportMissing: {
    it: 'Questa segnalazione non c’è o è già stata gestita.',
    en: 'This report does not exist or was already handled.',
  },
})
