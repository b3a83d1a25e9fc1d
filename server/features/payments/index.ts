/**
 * What the payments area offers other areas (issue 33: an area's public face): how its invoices'
 * and credit notes' numbers read, how a price splits into taxable amount and IVA, and how its
 * documents write amounts and dates (the trainer statements use them).
 */
export { formatOrderNumber } from './orders.ts'
export { formatCreditNoteNumber } from './receipts-credit-note.ts'
export { IVA_RATE_PERCENT, splitIva } from './receipts-data.ts'
export { formatEuro, formatReceiptDate } from './receipts-pdf.ts'
// the full refund of a paid order and its error messages, for the admins' orders page
export { refundOrder } from './refunds.ts'
export { sayRefund } from './refunds-mail.ts'
// a trainer's discount codes for a course, created and ended for the studio's price page
export {
  addCourseCoupon,
  countCourseCoupons,
  couponCourse,
  couponRedemptionCounts,
  courseCoupons,
  endCourseCoupon,
  type CouponRow,
} from './course-coupons.ts'
// a trainer's courses' sales, summed per course and month, and the latest (the studio's earnings)
export { courseSales, type CourseSales } from './course-sales.ts'
// the onboarding wizard's withdrawal of a pending bank transfer
export { withdrawBankTransfer } from './bank-transfer-withdrawal.ts'
// orders as sales and their credit notes, read views for the trainers' statements
export { creditNoteView, orderSaleView } from './sales-reads.ts'
// what was bought, as other areas read it: orders' amounts (learning's products), the features on
// sale, a user's current subscription and chosen plan (the onboarding wizard's payment steps)
export {
  chosenPlanOf,
  currentSubscriptionOf,
  featureProductsOf,
  orderView,
  type FeatureFlag,
  type FeatureProductRow,
} from './purchase-reads.ts'
// the orders as the admins' orders page reads them (the admin area answers from the rows)
export { adminOrderRows, countAdminOrders, type AdminOrderFilter } from './admin-order-reads.ts'
