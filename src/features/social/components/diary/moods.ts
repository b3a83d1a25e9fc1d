/** How each mood of a diary page reads (contracts/diary DIARY_MOODS), with a face beside it. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { DiaryMood } from '../../../../../contracts/diary/schemas'

export const MOOD_LABELS: Record<DiaryMood, MessageDescriptor> = {
  great: msg`Ottimo`,
  good: msg`Bene`,
  neutral: msg`Così così`,
  low: msg`Giù di morale`,
  bad: msg`Male`,
}

export const MOOD_FACES: Record<DiaryMood, string> = {
  great: '😄',
  good: '🙂',
  neutral: '😐',
  low: '😕',
  bad: '😞',
}
