/**
 * Demo direct messages (issue 17): the demo student (Sofia) and the demo trainer (Marco) talk about
 * his course, with Marco's last answer still unread by Sofia; Marco talks with a colleague, the HR
 * demo user (Laura) wrote to the demo student about a position, and two students chat. So /dms
 * shows several conversations with unread badges for the demo student and the demo trainer.
 * Written in order (ids grow with time, as the list sorts by them); no shared PRNG draws.
 */
import { defineSeed } from '../../core/db/seeds.ts'
import type { Db } from '../../core/db/index.ts'
import { DEMO_ACCOUNTS, STUDENTS, TRAINERS, demoUserIds } from '../../core/db/demo-data.ts'
import { conversationMembers, conversations, directMessages } from './tables.ts'

type Line = [from: 'a' | 'b', text: string, hoursAgo: number]

async function conversation(db: Db, a: number, b: number, lines: Line[], when: (hours: number) => Date) {
  const [low, high] = a < b ? [a, b] : [b, a]
  const [row] = await db
    .insert(conversations)
    .values({ user_a_id: low, user_b_id: high, created_by: a, created_at: when(lines[0][2] + 1) })
    .returning({ id: conversations.id })
  const inserted = await db
    .insert(directMessages)
    .values(
      lines.map(([from, text, hours]) => ({
        conversation_id: row.id,
        sender_id: from === 'a' ? a : b,
        text,
        created_at: when(hours),
      })),
    )
    .returning({ id: directMessages.id, sender_id: directMessages.sender_id })
  const last = inserted[inserted.length - 1]
  // Each side has read up to its own last message; what the other wrote after it is unread.
  const member = (user: number, other: number) => {
    const ownLast = [...inserted].reverse().find((message) => message.sender_id === user)?.id ?? 0
    const unread = inserted.filter((message) => message.sender_id === other && message.id > ownLast).length
    return {
      conversation_id: row.id,
      user_id: user,
      other_id: other,
      last_message_id: last.id,
      last_read_message_id: unread > 0 ? ownLast : last.id,
      unread_count: unread,
    }
  }
  await db.insert(conversationMembers).values([member(a, b), member(b, a)])
}

export default defineSeed({
  after: ['accounts', 'profiles'],
  async run(db, { daysAgo }) {
    const userId = await demoUserIds(db)
    const trainer = userId(DEMO_ACCOUNTS.trainer.key)
    const student = userId(DEMO_ACCOUNTS.student.key)
    const hr = userId(DEMO_ACCOUNTS.hr.key)
    const colleague = userId(TRAINERS[0].key)
    const [studentA, studentB] = STUDENTS.slice(0, 2).map((person) => userId(person.key))
    const when = (hours: number) => daysAgo(Math.floor(hours / 24), hours % 24)

    await conversation(
      db,
      student,
      trainer,
      [
        ['a', 'Buongiorno Marco, ho finito il modulo sulla negoziazione: ottimo!', 50],
        ['b', 'Grazie Sofia, mi fa piacere. Hai provato gli esercizi di role play?', 49],
        [
          'a',
          'Sì, due volte. Il secondo scenario è difficile: come gestisco chi alza il prezzo all’ultimo momento?',
          30,
        ],
        [
          'b',
          'Riporta la discussione sui criteri concordati prima e prenditi una pausa: chi ha fretta cede.',
          3,
        ],
        ['b', 'Se vuoi ne parliamo meglio nella sessione di domande di giovedì.', 2],
      ],
      when,
    )
    await conversation(
      db,
      trainer,
      colleague,
      [
        ['a', 'Ciao! Ti andrebbe di tenere insieme un webinar sul public speaking a novembre?', 120],
        ['b', 'Volentieri. Io porterei la parte sulla gestione dell’ansia.', 118],
        ['b', 'Ti mando una bozza della scaletta entro venerdì.', 26],
      ],
      when,
    )
    await conversation(
      db,
      hr,
      student,
      [
        [
          'a',
          'Ciao Sofia, ho visto il tuo profilo: cerchiamo una junior in area formazione a Milano. Ti interessa?',
          80,
        ],
        ['b', 'Buongiorno Laura, sì, molto! Posso mandarle il CV aggiornato?', 78],
        ['a', 'Certo, e candidati pure dall’annuncio: lo trovi nella sezione lavoro.', 77],
      ],
      when,
    )
    await conversation(
      db,
      studentA,
      studentB,
      [
        ['a', 'Hai capito l’ultima lezione sugli OKR?', 10],
        ['b', 'Più o meno: domani la rivediamo insieme?', 9],
      ],
      when,
    )
  },
})
