/**
 * The materials page of the course manager: the whole course's materials and each lesson's, each
 * list its own MaterialsEditor (machines/course-materials), each reporting its changes to the page's
 * course manager (CourseManagerContext).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useManagedCourse } from '../actors'
import { MaterialsEditor } from './materials-editor'

export function MaterialsPage() {
  const { t } = useLingui()
  const course = useManagedCourse()
  return (
    <div className="space-y-4 text-slate-700">
      <p>
        <Trans>
          Ogni lezione può avere i suoi materiali da scaricare: PDF e documenti Word, Excel o PowerPoint, fino
          a 20 MB ciascuno.
        </Trans>
      </p>
      <div className="space-y-2 rounded-lg border border-slate-200 p-4">
        <p className="font-medium text-slate-900">
          <Trans>Materiali di tutto il corso</Trans>
        </p>
        <p className="text-slate-600">
          <Trans>Li scarica chi segue il corso, da qualsiasi lezione.</Trans>
        </p>
        <MaterialsEditor
          target={{ kind: 'course', id: course.id }}
          label={t`Materiali del corso`}
          pickerLabel={t`Allega un materiale a tutto il corso`}
          materials={course.materials}
        />
      </div>
      {course.lessons.length === 0 ? (
        <p>
          <Trans>Aggiungi una lezione per darle i suoi materiali.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {course.lessons.map((lesson) => (
            <li key={lesson.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <p className="font-medium text-slate-900">
                {lesson.position}. {lesson.title}
              </p>
              <MaterialsEditor
                target={{ kind: 'lesson', id: lesson.id }}
                label={t`Materiali della lezione ${lesson.title}`}
                pickerLabel={t`Allega un materiale alla lezione ${lesson.title}`}
                materials={lesson.materials}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
