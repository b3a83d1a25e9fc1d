/**
 * Course posts (issue 14): questions and answers among a course's learners and its trainer. A
 * question is a post without a parent, an answer one whose parent is a question (answers are not
 * answered); deleting a question deletes its answers.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { CourseAnswer, CourseQuestion } from '../../../contracts/learning/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import type { Page } from '../../core/http/pagination.ts'
import { pageOffset } from '../../core/http/pagination.ts'
import { coursePosts } from './tables.ts'

type PostRow = typeof coursePosts.$inferSelect & { first_name: string; last_name: string }

const withAuthor = {
  id: coursePosts.id,
  course_id: coursePosts.course_id,
  author_id: coursePosts.author_id,
  parent_id: coursePosts.parent_id,
  text: coursePosts.text,
  created_at: coursePosts.created_at,
  updated_at: coursePosts.updated_at,
  first_name: users.first_name,
  last_name: users.last_name,
}

function toAnswer(row: PostRow, viewerId: number, trainerId: number): CourseAnswer {
  return {
    id: row.id,
    text: row.text,
    author: {
      id: row.author_id,
      full_name: `${row.first_name} ${row.last_name}`,
      is_trainer: row.author_id === trainerId,
    },
    created_at: row.created_at.toISOString(),
    mine: row.author_id === viewerId,
  }
}

export async function listQuestions(
  db: Db,
  course: { id: number; trainer_id: number },
  viewerId: number,
  page: Page,
): Promise<{ items: CourseQuestion[]; total: number }> {
  const questionsOf = and(eq(coursePosts.course_id, course.id), isNull(coursePosts.parent_id))
  const questions = await db
    .select(withAuthor)
    .from(coursePosts)
    .innerJoin(users, eq(users.id, coursePosts.author_id))
    .where(questionsOf)
    .orderBy(desc(coursePosts.id))
    .limit(page.perPage)
    .offset(pageOffset(page))
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(coursePosts)
    .where(questionsOf)
  const answers = questions.length
    ? await db
        .select(withAuthor)
        .from(coursePosts)
        .innerJoin(users, eq(users.id, coursePosts.author_id))
        .where(
          inArray(
            coursePosts.parent_id,
            questions.map((question) => question.id),
          ),
        )
        .orderBy(asc(coursePosts.id))
    : []
  return {
    items: questions.map((question) => ({
      ...toAnswer(question, viewerId, course.trainer_id),
      answers: answers
        .filter((answer) => answer.parent_id === question.id)
        .map((answer) => toAnswer(answer, viewerId, course.trainer_id)),
    })),
    total,
  }
}

async function withAuthorOf(db: Db, id: number): Promise<PostRow> {
  const [row] = await db
    .select(withAuthor)
    .from(coursePosts)
    .innerJoin(users, eq(users.id, coursePosts.author_id))
    .where(eq(coursePosts.id, id))
  return row
}

export async function addPost(
  db: Db,
  course: { id: number; trainer_id: number },
  authorId: number,
  text: string,
  parentId: number | null,
): Promise<CourseQuestion> {
  const [inserted] = await db
    .insert(coursePosts)
    .values({ course_id: course.id, author_id: authorId, parent_id: parentId, text })
    .returning({ id: coursePosts.id })
  return { ...toAnswer(await withAuthorOf(db, inserted.id), authorId, course.trainer_id), answers: [] }
}

/** The question a post id names (not an answer), or null. */
export async function findQuestion(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(coursePosts)
    .where(and(eq(coursePosts.id, id), isNull(coursePosts.parent_id)))
  return row ?? null
}

export async function postOwner(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ author_id: coursePosts.author_id })
    .from(coursePosts)
    .where(eq(coursePosts.id, id))
  return row?.author_id ?? null
}

/** Deletes a post and, for a question, its answers, in one statement. */
export async function deletePost(db: Db, id: number): Promise<void> {
  await db.delete(coursePosts).where(sql`${coursePosts.id} = ${id} or ${coursePosts.parent_id} = ${id}`)
}
