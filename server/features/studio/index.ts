/**
 * What the studio offers other areas (issue 33: an area's public face): the materials trainers
 * attach to lessons and courses, for the learning area to list and serve to those who may open them.
 */
export {
  courseMaterials,
  findMaterial,
  materialsOf,
  sendMaterial,
  STORED_MATERIAL,
  type MaterialRow,
} from './materials.ts'
