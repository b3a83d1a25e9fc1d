/** The accounts area's calls the session makes (login sequence, loading on navigation, logout). */
import type { SessionServices } from '../../session/session'
import { fetchInvoiceData, fetchMe, fetchOwnProfile, login, logout } from './api'

export const accountsSessionServices: SessionServices = {
  fetchCurrentUser: fetchMe,
  fetchBilling: fetchInvoiceData,
  fetchProfile: fetchOwnProfile,
  login,
  logout,
}
