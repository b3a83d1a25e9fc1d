/**
 * The owner's editors' machines of /me, in the editors' lazy chunks (a visitor's profile never
 * downloads them): machines/cv-section, profile-form and profile-files with their real calls
 * (api.ts), and the hooks the views start them with: one actor per use, recorded by the flow
 * recorder, its emitted events delivered to the view's latest handler. Views read the machines'
 * view mappers and send events; only this module and api.ts talk to the server (DESIGN.md §2).
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import {
  fromPromise,
  waitFor,
  type Actor,
  type AnyStateMachine,
  type EmittedFrom,
  type SnapshotFrom,
} from 'xstate'
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

/**
 * Sends `event` and waits until `until` holds (a confirmation dialog waits for the deletion);
 * rejects when the machine then holds a failure, so the dialog stays open.
 */
export async function sendAndSettle<TMachine extends AnyStateMachine>(
  actor: Actor<TMachine>,
  event: Parameters<Actor<TMachine>['send']>[0],
  {
    until,
    failed,
  }: {
    until: (snapshot: SnapshotFrom<TMachine>) => boolean
    failed: (snapshot: SnapshotFrom<TMachine>) => boolean
  },
): Promise<void> {
  actor.send(event)
  const settled = (await waitFor(actor, (snapshot) =>
    until(snapshot as SnapshotFrom<TMachine>),
  )) as SnapshotFrom<TMachine>
  if (failed(settled)) throw new Error('failed')
}

/** Calls the view's latest `handler` for each event of this type the actor emits. */
export function useEmitted<TMachine extends AnyStateMachine, TType extends EmittedFrom<TMachine>['type']>(
  actor: Actor<TMachine>,
  type: TType,
  handler: (event: NoInfer<Extract<EmittedFrom<TMachine>, { type: TType }>>) => void,
) {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const subscription = actor.on(type, (event) => latest.current(event as never))
    return () => subscription.unsubscribe()
  }, [actor, type])
}
