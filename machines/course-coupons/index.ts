export {
  courseCouponsMachine,
  type CourseCouponsContext,
  type CourseCouponsEmitted,
  type CourseCouponsEvent,
  type CourseCouponsInput,
} from './course-coupons.machine'
export { courseCouponsView, type CourseCouponsView } from './course-coupons.view'
