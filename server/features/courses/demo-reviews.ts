/**
 * The demo reviews: texts in each course's language, by how many stars they go with. The courses
 * seed draws from them for the demo students, who are enrolled in what they review.
 */

type Texts = Record<'high' | 'mid' | 'low', string[]>

export const REVIEW_TEXTS: Record<'it' | 'en', Texts> = {
  it: {
    high: [
      'Chiaro, pratico e ben organizzato: ho applicato tutto già la settimana dopo.',
      'Il formatore spiega con calma e con esempi veri. Lo consiglio a tutti i colleghi.',
      'Lezioni brevi e concrete, esercizi utili. Esattamente quello che cercavo.',
      'Finalmente un corso che va dritto al punto, senza teoria inutile.',
      'Ottimo rapporto qualità-prezzo, materiali scaricabili fatti molto bene.',
      'Ho seguito il corso la sera dopo il lavoro: ritmo giusto e contenuti aggiornati.',
    ],
    mid: [
      'Buoni contenuti, ma alcune lezioni potrebbero essere più approfondite.',
      'Utile per iniziare; chi ha già esperienza troverà poche novità.',
      'Spiegazioni chiare, avrei voluto qualche esercizio in più.',
    ],
    low: [
      'Troppo veloce per chi parte da zero, mi sono perso a metà.',
      'Mi aspettavo più esempi pratici rispetto alla descrizione.',
    ],
  },
  en: {
    high: [
      'Clear, practical and well paced: I used it at work the following week.',
      'The trainer explains with real examples. I recommend it to my whole team.',
      'Short, focused lessons and useful exercises. Exactly what I needed.',
      'Straight to the point, no filler. Great value for the price.',
      'Well structured and up to date; the downloadable material is excellent.',
    ],
    mid: [
      'Good content, though a few lessons could go deeper.',
      'Useful to get started; experienced people will find little new.',
      'Clear explanations, I would have liked more exercises.',
    ],
    low: [
      'Too fast if you start from scratch; I got lost halfway.',
      'I expected more hands-on examples from the description.',
    ],
  },
}

/** One demo rating around a course's target average (4.3 → mostly fours and fives). */
export function demoRating(target: number, draw: number): number {
  // 5 with a chance that grows with the target, then 4, then the occasional lower mark
  const five = Math.max(0, Math.min(1, target - 4))
  if (draw < five) return 5
  if (draw < five + (1 - five) * 0.8) return 4
  return draw < 0.97 ? 3 : 2
}

/**
 * The texts of one course's reviews: each rating's texts taken in turn from a drawn start, so
 * reviews of one course repeat a text only once its kind has run out.
 */
export function reviewTexts(language: 'it' | 'en', start: number): (rating: number) => string {
  const used = { high: 0, mid: 0, low: 0 }
  return (rating) => {
    const kind = rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low'
    const texts = REVIEW_TEXTS[language][kind]
    return texts[(start + used[kind]++) % texts.length]
  }
}
