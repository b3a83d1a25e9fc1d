/**
 * The demo diary: the pages the demo trainer (Marco Rossi, who has the `diary` flag) wrote over
 * the last months, so /diary shows months, moods, tags and a search with something to find.
 * Fixed text and days (counted back from DEMO_TODAY); nobody else's diary has a page.
 */
import type { DiaryMood } from '../../../contracts/diary/schemas.ts'

export interface DiarySeed {
  daysAgo: number
  text: string
  mood: DiaryMood | null
  tags: string[]
}

export const DIARY_PAGES: DiarySeed[] = [
  {
    daysAgo: 1,
    text: 'Registrata la lezione sulla negoziazione distributiva. Alla terza ripresa ho smesso di guardare gli appunti: si sente.',
    mood: 'great',
    tags: ['registrazione', 'negoziazione'],
  },
  {
    daysAgo: 4,
    text: 'Tre domande uguali nei commenti sul public speaking: devo spiegare meglio la respirazione prima di parlare.',
    mood: 'good',
    tags: ['public speaking', 'feedback'],
  },
  {
    daysAgo: 9,
    text: 'Giornata lenta. Ho rimandato il montaggio e risposto solo alle mail urgenti.',
    mood: 'low',
    tags: [],
  },
  {
    daysAgo: 15,
    text: 'Workshop in azienda a Bergamo: il gruppo di vendita ha provato il role play sul prezzo. Funziona meglio in coppie che in tre.',
    mood: 'great',
    tags: ['workshop', 'negoziazione'],
  },
  {
    daysAgo: 22,
    text: 'Idea per il prossimo corso: un modulo breve sulle email difficili, con esempi veri (anonimizzati) dei corsisti.',
    mood: 'good',
    tags: ['idee', 'corsi'],
  },
  {
    daysAgo: 31,
    text: 'Letto “Getting to Yes” per la terza volta. Segnato il capitolo sulle opzioni per il reciproco vantaggio da citare in lezione.',
    mood: 'neutral',
    tags: ['libri'],
  },
  {
    daysAgo: 38,
    text: 'Una recensione dura sul corso di comunicazione: audio troppo basso nella lezione 4. Ha ragione, da rifare.',
    mood: 'bad',
    tags: ['feedback', 'audio'],
  },
  {
    daysAgo: 44,
    text: 'Rifatto l’audio della lezione 4 con il microfono nuovo. Differenza enorme.',
    mood: 'good',
    tags: ['registrazione', 'audio'],
  },
  {
    daysAgo: 57,
    text: 'Prima call con un’azienda di Torino per un percorso sul feedback ai collaboratori. Da preparare una proposta entro venerdì.',
    mood: 'neutral',
    tags: ['clienti'],
  },
  {
    daysAgo: 66,
    text: 'Proposta accettata! Sei incontri in primavera.',
    mood: 'great',
    tags: ['clienti'],
  },
  {
    daysAgo: 80,
    text: 'Obiettivi del trimestre: due corsi nuovi, una newsletter al mese, meno riunioni il lunedì.',
    mood: null,
    tags: ['obiettivi'],
  },
]
