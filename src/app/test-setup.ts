/** The dom test project's setup: the session wired to the areas as main.tsx wires it. */
import { wireSession } from './session-wiring'

wireSession()
