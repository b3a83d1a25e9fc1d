/** Profiles: the owner's profile, CV sections and settings; public profiles; schools. */
import type { FastifyPluginAsync } from 'fastify'
import { defineRoutes } from '../../core/areas.ts'
import { registerProfileDocuments } from './document-shelf.ts'
import { presentationVideoRoutes } from './presentation-video.routes.ts'
import { profileRoutes } from './profile.routes.ts'
import { sectionRoutes } from './sections.routes.ts'

const plugin: FastifyPluginAsync = async (app) => {
  // a member's documents are shown where the profile's media section is (media asks on download)
  registerProfileDocuments()
  await app.register(profileRoutes)
  await app.register(sectionRoutes)
  await app.register(presentationVideoRoutes)
}

export default defineRoutes({ plugin })
