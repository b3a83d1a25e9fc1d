/** Direct messages' own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  conversationMissing: {
    it: 'Questa conversazione non c’è.',
    en: 'This conversation does not exist.',
  },
  userMissing: {
    it: 'Questa persona non c’è (o il suo account non è attivo).',
    en: 'This person does not exist (or their account is not active).',
  },
  messageSelf: {
    it: 'Non puoi scrivere a te stesso.',
    en: 'You cannot write to yourself.',
  },
  chatFeature: {
    it: 'Per iniziare una conversazione serve la funzione Chat: attivala in /extra-features. Puoi sempre rispondere a chi ti scrive.',
    en: 'Starting a conversation needs the Chat feature: turn it on at /extra-features. You can always answer whoever writes to you.',
  },
  senderBlocked: {
    it: 'Il tuo account è bloccato: non puoi inviare messaggi.',
    en: 'Your account is blocked: you cannot send messages.',
  },
  recipientBlocked: {
    it: 'Questa persona non può ricevere messaggi.',
    en: 'This person cannot receive messages.',
  },
  tooManyMessages: {
    it: 'Stai inviando troppi messaggi: riprova tra {seconds, plural, one {# secondo} other {# secondi}}.',
    en: 'You are sending too many messages: try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
})
