/**
 * The PAYMENTS contract's face (issue 33): what other contract areas may use, and
 * eslint.contract-areas.js says which may. A course is bought with the buy body and answers an
 * order's status; the admin lists orders by status and product.
 */
export { ORDER_RECORD_STATUSES } from './orders'
export { BuyBody, OrderStatusAnswer, PRODUCT_TYPES } from './schemas'
