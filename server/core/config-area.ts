/**
 * An area's own configuration (issue 33): the environment variables it reads, their defaults and
 * validation, and what it adds to the app's Config. A folder of server/features/ declares it in its
 * `config.ts`:
 *
 *   export default defineAreaConfig({
 *     variables: [{ name: 'SUPPORT_EMAIL', default: '…', description: '…' }],   // README, .env.example
 *     entries: { SUPPORT_EMAIL: v.optional(…) },                                 // valibot, per variable
 *     build: (env, { production, problems }) => ({ supportEmail: env.SUPPORT_EMAIL }),
 *   })
 *   declare module '../../core/config.ts' { interface Config { supportEmail: string | undefined } }
 *
 * and server/core/config.ts collects every folder's, the way buildApp collects services.ts, so the
 * core names no area. `build` pushes a sentence to `problems` for what one variable cannot say alone
 * (two that go together, a secret production refuses); the start fails listing them all.
 * This module imports nothing of config.ts, so config.ts can load the areas' modules at its start.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as v from 'valibot'

export type AppEnv = 'development' | 'test' | 'production'

export interface ConfigVariable {
  name: string
  default: string
  description: string
}

export interface ConfigContext {
  appEnv: AppEnv
  production: boolean
  /** Problems found across variables; any of them stops the start (ConfigError). */
  problems: string[]
}

export interface AreaConfig<E extends v.ObjectEntries = v.ObjectEntries, T extends object = object> {
  /** Every variable `entries` reads, documented (README.md and .env.example list them all). */
  variables: readonly ConfigVariable[]
  /** One valibot schema per variable; an empty variable counts as unset. */
  entries: E
  /** The area's part of Config, from its parsed variables. */
  // (method syntax: a section is collected as AreaConfig of any entries)
  build(env: v.InferOutput<v.ObjectSchema<E, undefined>>, context: ConfigContext): T
}

export const defineAreaConfig = <E extends v.ObjectEntries, T extends object>(
  config: AreaConfig<E, T>,
): AreaConfig<E, T> => config

export interface ConfigSection {
  /** 'core' or the area's folder name. */
  name: string
  config: AreaConfig
}

export const FEATURES_DIR = fileURLToPath(new URL('../features/', import.meta.url))

/** The areas' config.ts, in name order, found by listing the folder (no central list). */
export async function loadAreaConfigs(featuresDir = FEATURES_DIR): Promise<ConfigSection[]> {
  const names = readdirSync(featuresDir)
    .filter((name) => existsSync(path.join(featuresDir, name, 'config.ts')))
    .sort()
  const sections: ConfigSection[] = []
  for (const name of names) {
    const module = (await import(pathToFileURL(path.join(featuresDir, name, 'config.ts')).href)) as {
      default?: AreaConfig
    }
    if (!module.default?.entries || typeof module.default.build !== 'function')
      throw new Error(
        `server/features/${name}/config.ts must export default defineAreaConfig({ variables, entries, build })`,
      )
    sections.push({ name, config: module.default })
  }
  return sections
}

// Rules more than one area's variables use.

export const optionalText = v.optional(v.pipe(v.string(), v.trim()))

/** A text variable that may not be blank, with its default. */
export const nonEmpty = (fallback: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')), fallback)

export const url = (protocols: RegExp, hint: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(protocols, `must be a URL starting with ${hint}`)))

export const zeroOrOne = (fallback?: '0' | '1') =>
  fallback === undefined
    ? v.optional(v.picklist(['0', '1'], 'must be 0 or 1'))
    : v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), fallback)

const MIN_SECRET_LENGTH = 32

/**
 * A secret with a development default: anything goes outside production; in production it must be
 * set, not the default, and at least 32 characters.
 */
export function checkSecret(
  name: string,
  value: string | undefined,
  devDefault: string,
  { production, problems }: ConfigContext,
): string {
  if (!production) return value ?? devDefault
  if (value === undefined) problems.push(`${name} is required in production`)
  else if (value === devDefault) problems.push(`${name} must not be the development default in production`)
  else if (value.length < MIN_SECRET_LENGTH)
    problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters in production`)
  return value ?? devDefault
}
