/**
 * The lessons page of the studio: add a lesson, rename it, choose what it holds (a video, a text,
 * a material), mark it as a free preview, delete it (after a confirmation), and put the lessons in
 * order by dragging or from the keyboard (@dnd-kit: focus the handle, Space to lift, arrows to
 * move, Space to drop, Escape to cancel). Every change is saved at once; a failed save says so and
 * puts the list back as the server has it. The list is one actor (LessonsContext) that the page and
 * its rows share; its changes reach the page's course manager (actors.ts).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { waitFor } from 'xstate'
import type { StudioLesson } from '../../../../contracts/studio/schemas'
import { courseLessonsView } from '../../../../machines/course-lessons'
import { lessonEditorView, type LessonChanges } from '../../../../machines/lesson-editor'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { TextAreaField, TextField } from '../../../shared/ui/form-fields'
import {
  LessonsContext,
  lessonsInput,
  useEmitted,
  useLessonEditor,
  useLessonsToManager,
  useManagedCourse,
} from '../actors'
import { MaterialsEditor } from './materials-editor'
import { UploadQuotaSummary } from './upload-quota'
import { VideoUpload } from './video-upload'

/** A lesson's kind of content, its up and down buttons and its delete button. */
function LessonKindAndActions({
  lesson,
  index,
  count,
  onKind,
  onMove,
  onRemove,
}: {
  lesson: StudioLesson
  index: number
  count: number
  onKind: (kind: StudioLesson['kind']) => void
  onMove: (from: number, to: number) => void
  onRemove: () => void
}) {
  const { t } = useLingui()
  return (
    <>
      <label className="mt-6 flex items-center gap-2 text-sm">
        <span>
          <Trans>Contenuto</Trans>
        </span>
        <select
          value={lesson.kind}
          onChange={(event) => onKind(event.target.value as StudioLesson['kind'])}
          className="rounded-md border border-slate-300 px-2 py-1"
        >
          <option value="video">{t`Video`}</option>
          <option value="text">{t`Testo`}</option>
          <option value="material">{t`Materiale`}</option>
        </select>
      </label>
      <div className="mt-6 flex gap-1">
        <Button
          outline
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={t`Sposta su ${lesson.title}`}
        >
          ↑
        </Button>
        <Button
          outline
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={t`Sposta giù ${lesson.title}`}
        >
          ↓
        </Button>
        <Button outline onClick={onRemove}>
          <Trans>Elimina</Trans>
          <span className="sr-only"> {lesson.title}</span>
        </Button>
      </div>
    </>
  )
}

function LessonRow({
  lesson,
  index,
  count,
  userId,
}: {
  lesson: StudioLesson
  index: number
  count: number
  userId: number
}) {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const lessons = LessonsContext.useActorRef()
  const onChanged = (changed: StudioLesson) => lessons.send({ type: 'lesson.changed', lesson: changed })
  const onMove = (from: number, to: number) => lessons.send({ type: 'lesson.move', from, to })
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: lesson.id })
  const [title, setTitle] = useState(lesson.title)
  const [body, setBody] = useState(lesson.body)
  // the box follows the click at once; a failed save puts it back (machines/lesson-editor)
  const actor = useLessonEditor({ lesson })
  const view = useSelector(actor, lessonEditorView)
  const save = (changes: LessonChanges) => actor.send({ type: 'lesson.save', changes })
  const error =
    view.status === 'error'
      ? view.error?.message || t`Non è stato possibile salvare la lezione. Riprova.`
      : undefined
  const saved = view.status === 'saved'

  async function remove() {
    await confirm({
      title: t`Eliminare la lezione?`,
      text: t`«${lesson.title}» e il suo video saranno eliminati. Non si può annullare.`,
      yes: t`Elimina`,
      // the dialog waits for the machine's call and stays open if it fails
      onConfirm: async () => {
        lessons.send({ type: 'lesson.remove', id: lesson.id })
        const settled = await waitFor(lessons, (snapshot) => !snapshot.matches('removing'))
        if (settled.context.error?.kind === 'remove') throw new Error(settled.context.error.message)
      },
    })
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`space-y-3 rounded-lg border border-slate-200 bg-white p-4 ${isDragging ? 'shadow-lg' : ''}`}
      data-lesson-id={lesson.id}
    >
      <div className="flex flex-wrap items-start gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t`Sposta la lezione ${lesson.title} (posizione ${index + 1} di ${count})`}
          className="mt-6 cursor-grab rounded px-2 py-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          ⋮⋮
        </button>
        <div className="min-w-60 flex-1">
          <TextField
            name={`lesson-${lesson.id}-title`}
            label={t`Titolo della lezione ${index + 1}`}
            value={title}
            maxLength={120}
            onValue={setTitle}
            onLeave={() => {
              if (title.trim() && title !== lesson.title) save({ title })
            }}
          />
        </div>
        <label className="mt-6 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={view.free}
            onChange={(event) => save({ free: event.target.checked })}
            className="size-4"
          />
          <Trans>Anteprima gratuita</Trans>
        </label>
        <LessonKindAndActions
          lesson={lesson}
          index={index}
          count={count}
          onKind={(kind) => save({ kind })}
          onMove={onMove}
          onRemove={() => void remove()}
        />
      </div>
      {lesson.kind === 'video' ? (
        <VideoUpload
          target={{ kind: 'lesson', id: lesson.id }}
          video={lesson.video}
          label={t`Video della lezione ${lesson.title}`}
          pickerLabel={t`Scegli il video della lezione ${lesson.title}`}
          userId={userId}
          onReady={() => onChanged({ ...lesson, video: { ...lesson.video, status: 'ready' } })}
        />
      ) : (
        <TextAreaField
          name={`lesson-${lesson.id}-body`}
          label={lesson.kind === 'text' ? t`Testo della lezione` : t`Descrizione del materiale`}
          value={body}
          onValue={setBody}
          onLeave={() => {
            if (body !== lesson.body) save({ body })
          }}
        />
      )}
      <MaterialsEditor
        target={{ kind: 'lesson', id: lesson.id }}
        label={t`Materiali della lezione ${lesson.title}`}
        pickerLabel={t`Allega un materiale alla lezione ${lesson.title}`}
        materials={lesson.materials}
      />
      <p aria-live="polite" className="text-xs">
        {error ? (
          <span role="alert" className="text-red-800">
            {error}
          </span>
        ) : saved ? (
          <span className="text-green-800">
            <Trans>Salvato</Trans>
          </span>
        ) : null}
      </p>
      {confirmDialog}
    </li>
  )
}

/** The lessons page: its list's actor starts from the course the page's course manager holds. */
export function LessonsEditor({ userId }: { userId: number }) {
  const course = useManagedCourse()
  return (
    <LessonsContext.Provider options={{ input: lessonsInput(course) }}>
      <Lessons userId={userId} />
    </LessonsContext.Provider>
  )
}

function Lessons({ userId }: { userId: number }) {
  const { t } = useLingui()
  const [title, setTitle] = useState('')
  const actor = useLessonsToManager()
  const view = useSelector(actor, courseLessonsView)
  const { lessons, announcement } = view
  useEmitted(actor, 'added', () => setTitle(''))
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const error =
    view.error?.kind === 'blank'
      ? t`Scrivi il titolo della lezione.`
      : view.error?.kind === 'add'
        ? view.error.message || t`Non è stato possibile aggiungere la lezione. Riprova.`
        : view.error?.kind === 'order'
          ? view.error.message || t`Non è stato possibile salvare l’ordine. Riprova.`
          : undefined
  const announced =
    announcement?.kind === 'added'
      ? t`Lezione ${announcement.title} aggiunta.`
      : announcement?.kind === 'moved'
        ? t`${announcement.title} ora è la lezione ${announcement.position}.`
        : announcement?.kind === 'removed'
          ? t`Lezione ${announcement.title} eliminata.`
          : ''

  function add(event: FormEvent) {
    event.preventDefault()
    actor.send({ type: 'lesson.add', title })
  }

  const move = (from: number, to: number) => actor.send({ type: 'lesson.move', from, to })

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    const from = lessons.findIndex((lesson) => lesson.id === active.id)
    const to = lessons.findIndex((lesson) => lesson.id === over.id)
    move(from, to)
  }

  return (
    <div className="space-y-6">
      <UploadQuotaSummary version={view.videosVersion} />
      {lessons.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          <Trans>Il corso non ha ancora lezioni: aggiungi la prima qui sotto.</Trans>
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable: t`Per spostare una lezione premi Spazio, usa le frecce e premi di nuovo Spazio per lasciarla, Esc per annullare.`,
            },
          }}
        >
          <SortableContext items={lessons.map((lesson) => lesson.id)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-3" aria-label={t`Lezioni del corso`}>
              {lessons.map((lesson, index) => (
                <LessonRow
                  key={lesson.id}
                  lesson={lesson}
                  index={index}
                  count={lessons.length}
                  userId={userId}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <form onSubmit={add} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-60 flex-1">
          <TextField
            name="new-lesson-title"
            label={t`Titolo della nuova lezione`}
            value={title}
            maxLength={120}
            error={error}
            onValue={setTitle}
            onLeave={() => {}}
          />
        </div>
        <Button type="submit" disabled={view.adding}>
          <Trans>Aggiungi lezione</Trans>
        </Button>
      </form>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </div>
  )
}
