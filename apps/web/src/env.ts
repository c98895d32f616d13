/** Build-time configuration of the web app (Vite reads VITE_* variables). */
export const env = {
  /** Where the API lives; the same origin by default. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api',
  brandCode: (import.meta.env.VITE_BRAND_CODE as string | undefined) ?? 'KAINARA',
}
