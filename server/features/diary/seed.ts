/** The demo diary: the demo trainer's private pages (demo-data.ts). Draws nothing from the shared PRNG. */
import { defineSeed } from '../../core/db/seeds.ts'
import { DEMO_ACCOUNTS, demoUserIds } from '../../core/db/demo-data.ts'
import { DIARY_PAGES } from './demo-data.ts'
import { diaryEntries } from './tables.ts'

export default defineSeed({
  after: ['accounts'],
  async run(db, { daysAgo }) {
    const userId = (await demoUserIds(db))(DEMO_ACCOUNTS.trainer.key)
    await db.insert(diaryEntries).values(
      DIARY_PAGES.map((page) => {
        const written = daysAgo(page.daysAgo, 3)
        return {
          user_id: userId,
          entry_date: written.toISOString().slice(0, 10),
          text: page.text,
          mood: page.mood,
          tags: page.tags,
          created_at: written,
          updated_at: written,
        }
      }),
    )
    return { diary_entries: DIARY_PAGES.length }
  },
})
