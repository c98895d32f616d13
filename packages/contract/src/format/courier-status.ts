import type { Locale } from '../locale'

/**
 * SiCepat's status codes (external-services.md) named in Bahasa, in the words
 * Indonesian shoppers know from the big stores' tracking. English keeps the
 * code the spec shows in brackets.
 */
const BAHASA_NAMES: Readonly<Record<string, string>> = {
  PICKREQ: 'Menunggu Penjemputan',
  PICK: 'Dijemput Kurir',
  IN: 'Tiba di Gudang',
  OUT: 'Keluar dari Gudang',
  ANT: 'Sedang Diantar',
  DELIVERED: 'Diterima',
  UNPICK: 'Gagal Dijemput',
  CANCEL: 'Dibatalkan',
}

/**
 * A courier step in a language: the shop's tracking and the back office's
 * timeline both read it here. A code the courier adds later is shown as it
 * was sent, rather than hidden.
 */
export function courierStatusName(code: string, locale: Locale): string {
  if (locale === 'en') return code
  const upper = code.toUpperCase()
  return Object.hasOwn(BAHASA_NAMES, upper) ? (BAHASA_NAMES[upper] ?? code) : code
}
