/**
 * What the learner's lists read (/myprogress, /mypurchases, /myproducts, /myfavorites): the resource
 * actor (machines/resource) with the calls of ./lists-api.ts, apart from ./actors.ts so the lesson
 * player and the certificate page do not load the orders' and favourites' calls (DESIGN.md §7).
 */
import { useResource } from '../../shared/lib/use-resource'
import { fetchMyFavorites, fetchMyOrders, fetchMyProducts, fetchMyProgress } from './lists-api'

/** A page of the learner's orders, with their documents (/mypurchases). */
export const useMyOrders = (page: number) => useResource(fetchMyOrders, { page })

/** The courses and extra features the user owns (/myproducts). */
export const useMyProducts = () => useResource(fetchMyProducts, {})

/** The courses followed and the weeks' learning time (/myprogress). */
export const useMyProgress = () => useResource(fetchMyProgress, {})

/** A page of the learner's favourite courses (/myfavorites). */
export const useMyFavorites = (page: number) => useResource(fetchMyFavorites, { page })
