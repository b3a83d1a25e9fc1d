/** The network's own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  userMissing: {
    it: 'Questa persona non c’è (o il suo account non è attivo).',
    en: 'This person does not exist (or their account is not active).',
  },
  followSelf: { it: 'Non puoi seguire te stesso.', en: 'You cannot follow yourself.' },
  partnerSelf: {
    it: 'Non puoi chiedere una partnership a te stesso.',
    en: 'You cannot ask yourself for a partnership.',
  },
  partnershipMissing: {
    it: 'Non c’è una partnership in corso con questa persona.',
    en: 'There is no partnership in progress with this person.',
  },
  alreadyAsked: {
    it: 'Hai già chiesto una partnership a questa persona: attendi la risposta.',
    en: 'You already asked this person for a partnership: wait for the answer.',
  },
  askedYou: {
    it: 'Questa persona ti ha già chiesto una partnership: accettala o rifiutala.',
    en: 'This person already asked you for a partnership: accept or reject it.',
  },
  alreadyPartners: {
    it: 'Siete già partner.',
    en: 'You are already partners.',
  },
  ownRequest: {
    it: 'Non puoi rispondere alla tua stessa richiesta: può farlo solo l’altra persona.',
    en: 'You cannot answer your own request: only the other person can.',
  },
  notOwnRequest: {
    it: 'Puoi ritirare solo una richiesta che hai fatto tu: questa puoi accettarla o rifiutarla.',
    en: 'You can only withdraw a request you made: this one you can accept or reject.',
  },
  notPending: {
    it: 'La partnership è già stata accettata: puoi solo terminarla.',
    en: 'The partnership was already accepted: you can only end it.',
  },
  notAccepted: {
    it: 'La partnership non è ancora stata accettata: puoi ritirare o rifiutare la richiesta.',
    en: 'The partnership has not been accepted yet: you can withdraw or reject the request.',
  },
  recommendSelf: {
    it: 'Non puoi scrivere una raccomandazione per te stesso.',
    en: 'You cannot write a recommendation for yourself.',
  },
  recommendPartnersOnly: {
    it: 'Puoi scrivere una raccomandazione solo per i tuoi partner.',
    en: 'You can only write a recommendation for your partners.',
  },
  recommendationMissing: {
    it: 'Questa raccomandazione non c’è più.',
    en: 'This recommendation no longer exists.',
  },
  notRecipient: {
    it: 'Solo chi riceve la raccomandazione può accettarla.',
    en: 'Only the person recommended can accept it.',
  },
  notYourRecommendation: {
    it: 'Puoi eliminare solo le raccomandazioni che hai scritto o ricevuto.',
    en: 'You can only delete recommendations you wrote or received.',
  },
  confirmSelf: {
    it: 'Le tue competenze le confermano gli altri, non tu.',
    en: 'Others confirm your competences, not you.',
  },
  competenceMissing: {
    it: 'Questa persona non indica questa competenza nel profilo.',
    en: 'This person does not list this competence on their profile.',
  },
  reportSelf: { it: 'Non puoi segnalare il tuo profilo.', en: 'You cannot report your own profile.' },
})
