/** The media area's own messages (files, and the videos' uploads and processing), in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  notMultipart: {
    it: 'Invia il file come modulo multipart/form-data con i campi file e collection.',
    en: 'Send the file as a multipart/form-data form with the fields file and collection.',
  },
  fileMissing: {
    it: 'Scegli un file da caricare.',
    en: 'Choose a file to upload.',
  },
  fileEmpty: {
    it: 'Il file è vuoto.',
    en: 'The file is empty.',
  },
  fileTooBig: {
    it: 'Il file supera il limite di {mb} MB.',
    en: 'The file is larger than {mb} MB.',
  },
  notImage: {
    it: 'Il file deve essere un’immagine JPEG, PNG o WebP.',
    en: 'The file must be a JPEG, PNG or WebP image.',
  },
  badImage: {
    it: 'L’immagine è danneggiata o non si può leggere.',
    en: 'The image is damaged or cannot be read.',
  },
  pdfActive: {
    it: 'Il PDF contiene contenuti attivi ({what}): script, file allegati e comandi non sono ammessi. Stampalo o esportalo di nuovo come PDF semplice e ricaricalo.',
    en: 'The PDF carries active content ({what}): scripts, attached files and commands are not allowed. Print or export it again as a plain PDF and upload it once more.',
  },
  notPdf: {
    it: 'Il file deve essere un PDF.',
    en: 'The file must be a PDF.',
  },
  collectionMissing: {
    it: 'Indica dove caricare il file (avatar, cover, cv, certificates o master).',
    en: 'Say where the file goes (avatar, cover, cv, certificates or master).',
  },
  collectionUnknown: {
    it: 'La raccolta «{name}» non esiste: usa avatar, cover, cv, certificates o master.',
    en: 'There is no “{name}” collection: use avatar, cover, cv, certificates or master.',
  },
  badForm: {
    it: 'Il modulo inviato non è valido: riprova il caricamento.',
    en: 'The form sent is not valid: try the upload again.',
  },
  video_not_video: {
    it: 'Il file non è un video: carica un file video (MP4, MOV, WebM…).',
    en: 'The file is not a video: upload a video file (MP4, MOV, WebM…).',
  },
  video_corrupt: {
    it: 'Il video è danneggiato o incompleto e non si può elaborare. Esportalo di nuovo e ricaricalo.',
    en: 'The video is damaged or incomplete and cannot be processed. Export it again and upload it once more.',
  },
  video_too_long: {
    it: 'Il video dura più di 12 ore: dividilo in più lezioni.',
    en: 'The video is longer than 12 hours: split it into several lessons.',
  },
  video_streams: {
    it: 'Il video deve avere una sola traccia video e al massimo una traccia audio (niente sottotitoli o allegati): esportalo di nuovo come un unico video.',
    en: 'The video must have one video track and at most one audio track (no subtitles or attachments): export it again as a single video.',
  },
  video_codec: {
    it: 'Il formato del video non è supportato: esportalo in H.264, HEVC, VP9 o AV1 (audio AAC, MP3 o Opus) e ricaricalo.',
    en: 'The video’s format is not supported: export it as H.264, HEVC, VP9 or AV1 (AAC, MP3 or Opus audio) and upload it again.',
  },
  video_transcode: {
    it: 'L’elaborazione del video non è riuscita. Riprova; se si ripete, contatta l’assistenza.',
    en: 'Processing the video failed. Try again; if it happens again, contact support.',
  },
  video_missing: {
    it: 'Il file caricato non c’è più: caricalo di nuovo.',
    en: 'The uploaded file is no longer there: upload it again.',
  },
  uploadTooBig: {
    it: 'Il video supera il limite di {limit} per un caricamento.',
    en: 'The video is larger than the {limit} one upload may be.',
  },
  uploadSizeExceeded: {
    it: 'I dati inviati vanno oltre la dimensione annunciata del video ({size}): ricomincia il caricamento.',
    en: 'The data sent goes beyond the video’s announced size ({size}): start the upload again.',
  },
  quotaPending: {
    it: 'Hai già {pending} di caricamenti non finiti: con questo video ({size}) supereresti il limite di {quota}. Completa o annulla un caricamento, o attendi che scada dopo 24 ore.',
    en: 'You already have {pending} of unfinished uploads: this video ({size}) would take you past the limit of {quota}. Finish or cancel an upload, or wait for it to expire after 24 hours.',
  },
  quotaStored: {
    it: 'I tuoi video occupano {used} su {quota}: questo video ({size}) non ci sta. Elimina un video che non usi più o chiedi più spazio all’assistenza.',
    en: 'Your videos take {used} of {quota}: this video ({size}) does not fit. Delete a video you no longer use or ask support for more space.',
  },
  uploadLocked: {
    it: 'Un’altra richiesta sta già caricando questo file: riprova tra poco.',
    en: 'Another request is already uploading this file: try again shortly.',
  },
  uploadUnknownLesson: {
    it: 'Indica in lesson_id una delle tue lezioni, o in course_id uno dei tuoi corsi.',
    en: 'Give one of your lessons in lesson_id, or one of your courses in course_id.',
  },
  tusRequired: {
    it: 'Questa è un’interfaccia tus 1.0.0: invia l’intestazione Tus-Resumable.',
    en: 'This is a tus 1.0.0 endpoint: send the Tus-Resumable header.',
  },
  notFinished: {
    it: 'Il caricamento non è ancora completo.',
    en: 'The upload is not complete yet.',
  },
  nothingToRetry: {
    it: 'Non c’è un video non riuscito da rielaborare.',
    en: 'There is no failed video to process again.',
  },
})
