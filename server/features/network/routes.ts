/** The professional network (issue 16): follows, partnerships, recommendations, competence confirmations, discovery, reports. */
import { defineRoutes } from '../../core/areas.ts'
import { registerProfilePagePart } from '../profiles/index.ts'
import { isFollowing } from './connection-reads.ts'
import { competenceRoutes } from './competences.routes.ts'
import { discoveryRoutes } from './discovery.routes.ts'
import { followRoutes } from './follow.routes.ts'
import { followCounts, recommendationBetween } from './network.queries.ts'
import { partnershipRoutes } from './partnerships.routes.ts'
import { recommendationRoutes } from './recommendations.routes.ts'
import { reportRoutes } from './reports.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    // a profile page shows the owner's follow counts, and the caller's follow and recommendations
    registerProfilePagePart('network', { followCounts, isFollowing, recommendation: recommendationBetween })
    await app.register(followRoutes)
    await app.register(partnershipRoutes)
    await app.register(recommendationRoutes)
    await app.register(competenceRoutes)
    await app.register(discoveryRoutes)
    await app.register(reportRoutes)
  },
})
