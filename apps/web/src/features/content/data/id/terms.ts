import { CONTACT } from '@/lib/contact-details'
import type { LegalSection } from '../legal-section'

export const TERMS_INTRO =
  'Syarat ini berlaku untuk setiap pembelian online di KAINARA serta penggunaan situs web dan aplikasi kami. Dengan membuat pesanan, Anda menyetujuinya.'

/** /id/tnc: syarat toko, berdasarkan fakta bisnis spec bagian 9 (en/terms.ts dalam Bahasa). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Akun',
    paragraphs: [
      'Anda bisa berbelanja sebagai tamu dengan alamat email atau sebagai member. Member bisa menyimpan wishlist, alamat, notifikasi, dan riwayat pesanan. Kata sandi minimal 8 karakter; jaga kerahasiaannya.',
      'Member bisa menghapus akunnya kapan saja dari halaman Hapus Akun. Penghapusan bersifat permanen.',
    ],
  },
  {
    title: 'Produk dan harga',
    paragraphs: [
      'Kami menampilkan produk seakurat mungkin; warna bisa sedikit berbeda di layar Anda. Semua harga dalam Rupiah (Rp) tanpa desimal, sudah termasuk diskon yang berlaku.',
      'Harga, promo, dan ketersediaan dapat berubah tanpa pemberitahuan sampai pesanan Anda dibuat.',
    ],
  },
  {
    title: 'Pesanan dan pembayaran',
    paragraphs: [
      'Pesanan Anda dibuat saat Anda mengonfirmasi Lanjut ke Pembayaran di checkout. Pembayaran dilakukan dengan kartu atau transfer bank di halaman aman mitra pembayaran kami.',
      'Pesanan yang belum dibayar ditahan selama 1x24 jam. Pesanan baru dianggap lunas setelah mitra pembayaran kami mengonfirmasi pembayarannya.',
    ],
  },
  {
    title: 'Pengiriman',
    paragraphs: ['Pesanan diproses di hari yang sama; pesanan yang dibayar sebelum pukul 08.00 WIB dikirim di hari yang sama. Anda bisa memilih layanan kurir berikut:'],
    items: ['BEST: sekitar 1 hari', 'SIUNTUNG: 1-2 hari', 'Same Day Service: 1 hari', 'Cargo: minimal 10 kg, 2-3 hari'],
  },
  {
    title: 'Ambil di toko',
    paragraphs: [
      `Pesanan ambil di toko disiapkan paling cepat 1 jam setelah pembayaran berhasil. Ambil pesanan Anda dengan kode pengambilan selama jam buka toko, pukul 10.00-20.00 WIB.`,
    ],
  },
  {
    title: 'Pengembalian dan tukar ukuran',
    paragraphs: ['Anda bisa mengembalikan produk dalam 3 hari setelah pesanan diterima, belum dipakai dan labelnya masih terpasang.'],
    items: [
      'Kami mengganti ongkos kirim pengembalian hingga Rp 20.000.',
      'Kerusakan selama pengiriman harus dilaporkan dalam 2x24 jam setelah paket diterima.',
      'Paket pengembalian sampai di gudang kami dalam 1-3 hari kerja dari Jabodetabek dan 2-6 hari kerja dari daerah lain di Indonesia.',
    ],
  },
  {
    title: 'Promo',
    paragraphs: [
      'Kode promo dimasukkan saat checkout. Promo produk memotong total belanja dan promo ongkir memotong ongkos kirim, masing-masing sampai batas maksimal diskon promonya dan tidak pernah di bawah nol. Promo tidak dapat ditukar dengan uang tunai.',
    ],
  },
  {
    title: 'Hak kekayaan intelektual',
    paragraphs: ['Semua desain, foto, teks, dan logo di situs ini milik KAINARA dan tidak boleh digunakan tanpa izin tertulis dari kami.'],
  },
  {
    title: 'Privasi',
    paragraphs: ['Cara kami menangani data pribadi Anda dijelaskan dalam Kebijakan Privasi kami, yang merupakan bagian dari syarat ini.'],
  },
  {
    title: 'Kontak',
    paragraphs: [
      `Ada pertanyaan tentang pesanan? Chat dengan layanan pelanggan kami di WhatsApp ${CONTACT.whatsappDisplay}, Senin-Jumat 09.00-16.00 WIB.`,
    ],
  },
]
