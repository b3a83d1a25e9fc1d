/** What a materials list shows, from the course-materials machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { Material } from '../../contracts/studio/schemas'
import type { courseMaterialsMachine, MaterialsError } from './course-materials.machine'

export interface CourseMaterialsView {
  materials: { material: Material; kilobytes: number }[]
  /** A file is being attached: the picker waits and says so. */
  attaching: boolean
  error: MaterialsError | null
  /** Why the server refused the file, when it said (else the view's general message). */
  fileMessage: string | null
}

export function courseMaterialsView(
  snapshot: SnapshotFrom<typeof courseMaterialsMachine>,
): CourseMaterialsView {
  const { materials, error } = snapshot.context
  return {
    materials: materials.map((material) => ({
      material,
      kilobytes: Math.max(1, Math.round(material.size / 1024)),
    })),
    attaching: snapshot.matches('attaching'),
    error,
    fileMessage: error?.kind === 'attach' ? (error.fields?.file ?? null) : null,
  }
}
