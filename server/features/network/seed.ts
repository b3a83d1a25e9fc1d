/**
 * The demo network (issue 16): trainers and students follow each other, the demo trainer has
 * partners with accepted recommendations and one request waiting for an answer, the demo student a
 * partner among the students, and a few competences are confirmed. The demo trainer and the demo
 * student are left unconnected, so the walk "a student follows the trainer and asks a partnership"
 * starts from nothing. Follows are dated within the last fortnight of the real clock (not
 * DEMO_TODAY), so trending profiles has something to show. Its own PRNG: the other seeds' draws
 * stay as recorded.
 */
import { inArray } from 'drizzle-orm'
import { createRandom, defineSeed } from '../../core/db/seeds.ts'
import { DEMO_ACCOUNTS, STUDENTS, TRAINERS, demoUserIds } from '../../core/db/demo-data.ts'
import { profileCardView } from '../profiles/index.ts'
import { competenceConfirmations, follows, partnerships, recommendations } from './tables.ts'

const HOUR = 3_600_000

const RECOMMENDATIONS_IT = [
  'Abbiamo progettato insieme un percorso per una rete di negozi: preciso, generoso con il suo tempo e sempre attento a chi impara.',
  'Lavorare con lui su un corso aziendale è stato facile: sa ascoltare, propone soluzioni concrete e rispetta le scadenze.',
  'Ha una rara capacità di rendere semplici i concetti difficili. I partecipanti ai nostri workshop ne parlano ancora.',
]

export default defineSeed({
  after: ['accounts', 'profiles'],
  async run(db, { daysAgo }) {
    const random = createRandom(160016)
    const userId = await demoUserIds(db)
    const trainer = userId(DEMO_ACCOUNTS.trainer.key)
    const student = userId(DEMO_ACCOUNTS.student.key)
    const trainers = TRAINERS.map((person) => userId(person.key))
    const students = STUDENTS.map((person) => userId(person.key))
    const now = Date.now()
    const recently = () => new Date(now - random.int(1, 14 * 24) * HOUR)

    // Follows: every student follows two to four trainers (the demo trainer often), trainers follow
    // a few colleagues; the demo student follows some trainers, never the demo trainer.
    const followRows = new Map<string, { follower_id: number; followed_id: number; created_at: Date }>()
    const addFollow = (follower: number, followed: number) => {
      if (follower === followed) return
      followRows.set(`${follower}:${followed}`, {
        follower_id: follower,
        followed_id: followed,
        created_at: recently(),
      })
    }
    for (const id of students) {
      if (random.int(0, 2) > 0) addFollow(id, trainer)
      for (let n = random.int(2, 4); n > 0; n--) addFollow(id, random.pick(trainers))
    }
    for (const id of trainers) for (let n = random.int(1, 3); n > 0; n--) addFollow(id, random.pick(trainers))
    for (const id of trainers.slice(0, 3)) addFollow(student, id)
    addFollow(trainer, trainers[0])
    addFollow(trainer, trainers[1])
    await db.insert(follows).values([...followRows.values()])

    // Partnerships: the demo trainer with two colleagues (accepted) and a student waiting for an
    // answer; a third colleague's request was declined. The demo student with two students.
    const accepted = (requester: number, target: number, days: number) => ({
      requester_id: requester,
      target_id: target,
      status: 'accepted' as const,
      created_at: daysAgo(days + 2),
      updated_at: daysAgo(days),
      responded_at: daysAgo(days),
    })
    await db.insert(partnerships).values([
      accepted(trainer, trainers[0], 40),
      accepted(trainers[1], trainer, 25),
      accepted(trainers[0], trainers[1], 60),
      accepted(trainers[2], trainers[0], 12),
      accepted(student, students[0], 20),
      accepted(students[1], student, 8),
      {
        requester_id: students[2],
        target_id: trainer,
        status: 'pending',
        created_at: daysAgo(1),
        updated_at: daysAgo(1),
      },
      {
        requester_id: trainers[3],
        target_id: trainer,
        status: 'rejected',
        created_at: daysAgo(30),
        updated_at: daysAgo(29),
        responded_at: daysAgo(29),
      },
    ])

    // Recommendations between partners: two accepted on the demo trainer's profile, one from the
    // demo trainer, and one waiting for the demo student's acceptance.
    await db.insert(recommendations).values([
      {
        author_id: trainers[0],
        recipient_id: trainer,
        text: RECOMMENDATIONS_IT[0],
        accepted_at: daysAgo(35),
      },
      {
        author_id: trainers[1],
        recipient_id: trainer,
        text: RECOMMENDATIONS_IT[2],
        accepted_at: daysAgo(20),
      },
      {
        author_id: trainer,
        recipient_id: trainers[0],
        text: RECOMMENDATIONS_IT[1],
        accepted_at: daysAgo(38),
      },
      {
        author_id: students[0],
        recipient_id: student,
        text: 'Sofia è una compagna di studi attenta e costante: nel progetto di gruppo ha tenuto insieme tutti.',
        accepted_at: null,
      },
    ])

    // Competence confirmations of the trainers' listed competences, by their followers.
    const owners = [trainer, ...trainers.slice(0, 4)]
    const cards = profileCardView()
    const listed = await db
      .select({ id: cards.user_id, competences: cards.competences })
      .from(cards)
      .where(inArray(cards.user_id, owners))
    const confirmations = new Map<string, { owner_id: number; competence: string; confirmer_id: number }>()
    for (const { id, competences } of listed) {
      const fans = [...followRows.values()]
        .filter((row) => row.followed_id === id)
        .map((row) => row.follower_id)
      for (const competence of competences.slice(0, 3))
        for (const fan of fans.slice(0, random.int(1, 4)))
          confirmations.set(`${id}:${competence}:${fan}`, { owner_id: id, competence, confirmer_id: fan })
    }
    if (confirmations.size > 0) await db.insert(competenceConfirmations).values([...confirmations.values()])

    return {
      follows: followRows.size,
      partnerships: 8,
      recommendations: 4,
      competence_confirmations: confirmations.size,
    }
  },
})
