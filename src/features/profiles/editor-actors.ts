/**
 * The owner's editors' machines of /me, in the editors' lazy chunks (a visitor's profile never
 * downloads them): machines/cv-section, profile-form and profile-files with their real calls
 * (api.ts), and the hooks the views start them with: one actor per use, recorded by the flow
 * recorder, its emitted events delivered to the view's latest handler. Views read the machines'
 * view mappers and send events; only this module and api.ts talk to the server (DESIGN.md §2).
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise, type Actor, type AnyStateMachine } from 'xstate'
import type { Media } from '../../../contracts/media/schemas'
import type { ItemSection } from '../../../contracts/profiles/sections'
import {
  cvSectionMachine,
  type CvEntry,
  type CvSectionInput,
  type SaveEntryInput,
} from '../../../machines/cv-section'
import { profileFilesMachine, type UploadFileInput } from '../../../machines/profile-files'
import {
  profileFormMachine,
  type ProfileFormTarget,
  type SaveProfileFormInput,
} from '../../../machines/profile-form'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { useResource } from '../../shared/lib/use-resource'
import {
  deleteEntry,
  orderEntries,
  removeProfileFile,
  saveCompetences,
  saveEntry,
  saveProfile,
  saveSkills,
  searchSchools,
  uploadProfileFile,
} from './api'
import { sendAndSettle, useEmitted } from '../../shared/lib/actor-events'

export { sendAndSettle, useEmitted }
export const appCvSectionMachine = cvSectionMachine.provide({
  actors: {
    saveEntry: fromPromise<CvEntry, SaveEntryInput>(
      async ({ input }) =>
        (await saveEntry(
          input.section,
          input.id,
          input.values,
          input.image as File | null | undefined,
        )) as CvEntry,
    ),
    orderEntries: fromPromise<CvEntry[], { section: ItemSection; ids: number[] }>(
      async ({ input }) => (await orderEntries(input.section, input.ids)) as CvEntry[],
    ),
    removeEntry: fromPromise<unknown, { section: ItemSection; id: number }>(({ input }) =>
      deleteEntry(input.section, input.id),
    ),
  },
})

const SAVE_FORM: Record<ProfileFormTarget, (body: never) => Promise<unknown>> = {
  about: saveProfile,
  competences: saveCompetences,
  skills: saveSkills,
}

export const appProfileFormMachine = profileFormMachine.provide({
  actors: {
    saveProfileForm: fromPromise<unknown, SaveProfileFormInput>(({ input }) =>
      SAVE_FORM[input.target](input.body as never),
    ),
  },
})

export const appProfileFilesMachine = profileFilesMachine.provide({
  actors: {
    uploadFile: fromPromise<Media, UploadFileInput>(({ input }) =>
      uploadProfileFile(input.collection, input.file as File),
    ),
    removeFile: fromPromise<unknown, { id: number }>(({ input }) => removeProfileFile(input.id)),
  },
})

const useProfileActor = <TMachine extends AnyStateMachine>(machine: TMachine, input?: unknown) =>
  useActorRef(machine, { input, inspect: flowRecorder.inspect } as never) as Actor<TMachine>

export const useCvSection = (input: CvSectionInput) => useProfileActor(appCvSectionMachine, input)
export const useProfileForm = (target: ProfileFormTarget) =>
  useProfileActor(appProfileFormMachine, { target })
export const useProfileFiles = () => useProfileActor(appProfileFilesMachine)

/** The schools whose name matches what is typed, asked 200 ms after the typing stops. */
export function useSchools(search: string) {
  const [asked, setAsked] = useState(search)
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search), 200)
    return () => clearTimeout(timer)
  }, [search])
  return useResource(fetchSchools, { search: asked })
}

const fetchSchools = ({ search }: { search: string }, signal: AbortSignal) => searchSchools(search, signal)
