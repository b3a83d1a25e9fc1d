/**
 * Assertions on what a person (and assistive tech) perceives, for the `dom` tests: a field's error
 * is tied to the field, an alert says its message. They wait where the UI answers asynchronously.
 */
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/** What the field's aria-describedby points at, as one text. */
function descriptionOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

/**
 * `message` is the error of the field labelled `label`: the field is marked invalid and described by
 * the message, so a screen reader reads them together. Returns the field.
 */
export function expectFieldError(label: string | RegExp, message: string): HTMLElement {
  const field = screen.getByLabelText(label)
  expect(field.getAttribute('aria-invalid'), `aria-invalid of ${String(label)}`).toBe('true')
  expect(descriptionOf(field), `error of ${String(label)}`).toContain(message)
  return field
}

export function findFieldError(label: string | RegExp, message: string): Promise<HTMLElement> {
  return waitFor(() => expectFieldError(label, message))
}

/** The field labelled `label` shows no error. */
export function expectNoFieldError(label: string | RegExp): HTMLElement {
  const field = screen.getByLabelText(label)
  expect(field.getAttribute('aria-invalid'), `aria-invalid of ${String(label)}`).toBeNull()
  expect(descriptionOf(field)).toBe('')
  return field
}

/** `message` is announced by an alert (role="alert"). Returns the alert. */
export function expectAlert(message: string): HTMLElement {
  const alerts = screen.getAllByRole('alert')
  const alert = alerts.find((candidate) => candidate.textContent?.includes(message))
  expect(
    alert,
    `an alert saying "${message}" among ${JSON.stringify(alerts.map((a) => a.textContent))}`,
  ).toBeDefined()
  return alert as HTMLElement
}

/** Waits for the alert (1 s, or `timeout` where what answers loads code or texts first). */
export function findAlert(message: string, { timeout }: { timeout?: number } = {}): Promise<HTMLElement> {
  return waitFor(() => expectAlert(message), { timeout })
}
