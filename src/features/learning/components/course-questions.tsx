/**
 * A course's questions and answers in the player (issue 14), for its learners and trainer: ask,
 * answer, delete one's own. The trainer's answers are marked as the trainer's. The questions and
 * their calls are machines/course-questions (learning/actors.ts); this view keeps only what is typed
 * before it is sent.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { POST_MAX_LENGTH, type CourseAnswer } from '../../../../contracts/learning/schemas'
import {
  ASK_FORM,
  answerForm,
  postForm,
  type CourseQuestionsView,
} from '../../../../machines/course-questions'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import { Button } from '../../../shared/ui/button'
import { TextAreaField } from '../../../shared/ui/form-fields'
import { useCourseQuestions } from '../actors'

/** A text box and its button; the form is given a new key (so a blank box) once what was written is saved. */
function PostForm({
  label,
  submit,
  busy,
  failure,
  send,
}: {
  label: string
  submit: string
  busy: boolean
  failure: { message?: string } | undefined
  send: (text: string) => void
}) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    send(text)
  }
  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate>
      <TextAreaField
        name="post"
        label={label}
        value={text}
        rows={2}
        maxLength={POST_MAX_LENGTH}
        error={failure && (failure.message ?? t`Non è stato possibile pubblicare il messaggio.`)}
        onValue={setText}
        onLeave={() => {}}
      />
      <Button type="submit" outline disabled={busy || text.trim() === ''}>
        {submit}
      </Button>
    </form>
  )
}

function Post({
  post,
  busy,
  failure,
  onRemove,
}: {
  post: CourseAnswer
  busy: boolean
  failure: { message?: string } | undefined
  onRemove: () => void
}) {
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
          disabled={busy}
          className="mt-1 text-sm text-red-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={onRemove}
        >
          <Trans>Elimina</Trans>
        </button>
      )}
      {failure && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {failure.message ?? <Trans>Non è stato possibile eliminare il messaggio.</Trans>}
        </p>
      )}
    </div>
  )
}

export function CourseQuestions({ courseId }: { courseId: number }) {
  const { t } = useLingui()
  // how many times each form went through: its text is cleared each time
  const [sent, setSent] = useState<Record<string, number>>({})
  const { actor, view } = useCourseQuestions(courseId, (form) =>
    setSent((current) => ({ ...current, [form]: (current[form] ?? 0) + 1 })),
  )
  const post = (questionId: number | null) => (text: string) =>
    actor.send({ type: 'questions.post', questionId, text })
  return (
    <section
      aria-labelledby="questions-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="questions-title" className="text-lg font-semibold text-slate-900">
        <Trans>Domande e risposte</Trans>
      </h2>
      <PostForm
        key={sent[ASK_FORM] ?? 0}
        label={t`La tua domanda`}
        submit={t`Fai una domanda`}
        busy={view.busy}
        failure={view.errors[ASK_FORM]}
        send={post(null)}
      />
      <Questions view={view} onRetry={() => actor.send({ type: 'questions.retry' })}>
        {(question) => (
          <li key={question.id} className="rounded-lg border border-slate-200 p-4">
            <Post
              post={question}
              busy={view.busy}
              failure={view.errors[postForm(question.id)]}
              onRemove={() => actor.send({ type: 'questions.remove', id: question.id })}
            />
            {question.answers.length > 0 && (
              <ul className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
                {question.answers.map((answer) => (
                  <li key={answer.id}>
                    <Post
                      post={answer}
                      busy={view.busy}
                      failure={view.errors[postForm(answer.id)]}
                      onRemove={() => actor.send({ type: 'questions.remove', id: answer.id })}
                    />
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-3">
              <PostForm
                key={sent[answerForm(question.id)] ?? 0}
                label={t`Rispondi`}
                submit={t`Invia la risposta`}
                busy={view.busy}
                failure={view.errors[answerForm(question.id)]}
                send={post(question.id)}
              />
            </div>
          </li>
        )}
      </Questions>
    </section>
  )
}

/** The list's faces: loading, a failure with a retry, none yet, the questions (dimmed while re-read). */
function Questions({
  view,
  onRetry,
  children,
}: {
  view: CourseQuestionsView
  onRetry: () => void
  children: (question: CourseQuestionsView['questions'][number]) => React.ReactNode
}) {
  const { t } = useLingui()
  const busy = view.phase === 'loading' || view.stale
  return (
    <section aria-label={t`Domande e risposte`} aria-busy={busy} data-state={view.phase}>
      <span role="status" className="sr-only">
        {busy ? t`Caricamento in corso` : ''}
      </span>
      {view.phase === 'loading' && <p className="text-sm text-slate-600">…</p>}
      {view.phase === 'failed' && (
        <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>
            <Trans>Non è stato possibile caricare i contenuti.</Trans>
          </p>
          <Button outline onClick={onRetry}>
            <Trans>Riprova</Trans>
          </Button>
        </div>
      )}
      {view.phase === 'empty' && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <Trans>Nessuna domanda per ora: fai la prima.</Trans>
        </p>
      )}
      {view.phase === 'ready' && (
        <ul className={`space-y-4 ${view.stale ? 'opacity-60 transition-opacity' : ''}`}>
          {view.questions.map(children)}
        </ul>
      )}
    </section>
  )
}
