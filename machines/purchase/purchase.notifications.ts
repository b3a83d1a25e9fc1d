/*
 * The notifications machine's payment events, as the purchase machine takes them. The app wires
 * them: `notifications.on('*', (e) => { const event = purchaseEventFromNotification(e); if (event)
 * purchase.send(event) })`.
 */
import * as v from 'valibot'
import { PaymentNotificationData, type ProductType } from '../../contracts/payments/schemas'
import type { NotificationsEmitted } from '../notifications'
import type { PurchaseEvent } from './purchase.context'

const PRODUCT_TYPE_OF: Partial<Record<NotificationsEmitted['type'], ProductType>> = {
  'notifications.subscriptionPaid': 'subscription',
}

/** `purchase.paymentSucceeded` / `purchase.paymentFailed` for a payment notification, else undefined. */
export function purchaseEventFromNotification(event: NotificationsEmitted): PurchaseEvent | undefined {
  if (
    event.type !== 'notifications.paymentFailed' &&
    event.type !== 'notifications.subscriptionPaid' &&
    event.type !== 'notifications.productPurchased'
  ) {
    return undefined
  }
  const parsed = v.safeParse(PaymentNotificationData, event.notification.data)
  const data = parsed.success ? parsed.output : {}
  const type = data.product_type ?? PRODUCT_TYPE_OF[event.type]
  const product =
    type !== undefined && data.product_id !== undefined ? { type, id: data.product_id } : undefined
  if (event.type === 'notifications.paymentFailed') {
    return { type: 'purchase.paymentFailed', orderId: data.order_id, product, reason: data.decline_reason }
  }
  return { type: 'purchase.paymentSucceeded', orderId: data.order_id, product }
}
