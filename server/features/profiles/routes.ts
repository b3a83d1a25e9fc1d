/** Profiles: the logged-in user's own profile. */
import { defineRoutes } from '../../core/areas.ts'
import { profileRoutes } from './profile.routes.ts'

export default defineRoutes({ plugin: profileRoutes })
