/**
 * A course's questions and answers in the player (issue 14), for its learners and trainer: ask,
 * answer, delete one's own. The trainer's answers are marked as the trainer's.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  POST_MAX_LENGTH,
  type CourseAnswer,
  type CourseQuestion,
} from '../../../../contracts/learning/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import { useResource } from '../../../shared/lib/use-resource'
import { Button } from '../../../shared/ui/button'
import { TextAreaField } from '../../../shared/ui/form-fields'
import { ResourceView } from '../../../shared/ui/resource-view'
import { answerQuestion, askQuestion, fetchQuestions, removePost } from '../api'

function messageOf(error: unknown): string | undefined {
  const data = (error as { data?: { errors?: Record<string, string[]>; message?: string } }).data
  return data?.errors?.text?.[0] ?? data?.message
}

/** A text box and its button, cleared once what was written is saved. */
function PostForm({
  label,
  submit,
  send,
  onSent,
}: {
  label: string
  submit: string
  send: (text: string) => Promise<unknown>
  onSent: () => void
}) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      await send(text)
      setText('')
      onSent()
    } catch (failure) {
      setError(messageOf(failure) ?? t`Non è stato possibile pubblicare il messaggio.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-2" noValidate>
      <TextAreaField
        name="post"
        label={label}
        value={text}
        rows={2}
        maxLength={POST_MAX_LENGTH}
        error={error}
        onValue={setText}
        onLeave={() => {}}
      />
      <Button type="submit" outline disabled={busy || text.trim() === ''}>
        {submit}
      </Button>
    </form>
  )
}

function Post({ post, onChanged }: { post: CourseAnswer; onChanged: () => void }) {
  const locale = useLocale()
  return (
    <div>
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{post.author.full_name}</span>
        {post.author.is_trainer && (
          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            <Trans>Formatore</Trans>
          </span>
        )}{' '}
        · {formatDate(post.created_at, locale)}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-800">{post.text}</p>
      {post.mine && (
        <button
          type="button"
          className="mt-1 text-sm text-red-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={() => void removePost(post.id).then(onChanged, () => {})}
        >
          <Trans>Elimina</Trans>
        </button>
      )}
    </div>
  )
}

export function CourseQuestions({ courseId }: { courseId: number }) {
  const { t } = useLingui()
  const list = useResource(fetchQuestions, { courseId })
  return (
    <section
      aria-labelledby="questions-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="questions-title" className="text-lg font-semibold text-slate-900">
        <Trans>Domande e risposte</Trans>
      </h2>
      <PostForm
        label={t`La tua domanda`}
        submit={t`Fai una domanda`}
        send={(text) => askQuestion(courseId, text)}
        onSent={list.reload}
      />
      <ResourceView
        resource={list}
        label={t`Domande e risposte`}
        skeleton={<p className="text-sm text-slate-600">…</p>}
        empty={<Trans>Nessuna domanda per ora: fai la prima.</Trans>}
      >
        {(page) => (
          <ul className="space-y-4">
            {page.data.map((question: CourseQuestion) => (
              <li key={question.id} className="rounded-lg border border-slate-200 p-4">
                <Post post={question} onChanged={list.reload} />
                {question.answers.length > 0 && (
                  <ul className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
                    {question.answers.map((answer) => (
                      <li key={answer.id}>
                        <Post post={answer} onChanged={list.reload} />
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-3">
                  <PostForm
                    label={t`Rispondi`}
                    submit={t`Invia la risposta`}
                    send={(text) => answerQuestion(question.id, text)}
                    onSent={list.reload}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  )
}
