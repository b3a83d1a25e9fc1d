/** machines/password-reset with the real API calls plugged in. */
import { fromPromise } from 'xstate'
import {
  passwordResetMachine,
  type AskResetInput,
  type UpdatePasswordInput,
  type VerifyPinInput,
  type VerifyPinOutput,
} from '../../../machines/password-reset'
import { askPasswordReset, updatePassword, verifyPasswordPin } from './api'

export const appPasswordResetMachine = passwordResetMachine.provide({
  actors: {
    askReset: fromPromise<unknown, AskResetInput>(({ input, signal }) =>
      askPasswordReset(input.email, signal),
    ),
    verifyPin: fromPromise<VerifyPinOutput, VerifyPinInput>(({ input, signal }) =>
      verifyPasswordPin(input, signal),
    ),
    updatePassword: fromPromise<unknown, UpdatePasswordInput>(({ input, signal }) =>
      updatePassword(input, signal),
    ),
  },
})
