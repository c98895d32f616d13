import type { HowToGuide } from '../content-types'

/** /id/stores/online-delivery: empat langkah pesanan yang dikirim kurir. */
export const ONLINE_DELIVERY: HowToGuide = {
  title: 'Dikirim ke Alamat',
  intro: 'Belanja online dan pesanan Anda dikirim sampai ke rumah, di mana pun Anda berada di Indonesia.',
  steps: [
    {
      title: 'Isi keranjang Anda',
      text: 'Pilih ukuran, masukkan produk favorit ke keranjang, lalu lanjut ke checkout dan pilih Dikirim ke Alamat.',
    },
    {
      title: 'Isi alamat Anda',
      text: 'Pilih salah satu alamat tersimpan, atau isi nama penerima, nomor HP, dan alamatnya. Belanja sebagai tamu? Tambahkan alamat email Anda untuk menerima konfirmasi pesanan.',
    },
    {
      title: 'Pilih kurir',
      text: 'Pilih layanan pengiriman: BEST (sekitar 1 hari), SIUNTUNG (1-2 hari), Same Day Service (1 hari), atau Cargo (minimal 10 kg, 2-3 hari). Punya kode promo? Pakai di ringkasan pesanan.',
    },
    {
      title: 'Bayar dan lacak',
      text: 'Bayar dengan aman menggunakan kartu atau transfer bank di halaman mitra pembayaran kami dalam 1x24 jam. Pesanan yang dibayar sebelum pukul 08.00 WIB dikirim di hari yang sama, dan nomor resinya (No. Resi) muncul di detail pesanan Anda.',
    },
  ],
}

/** /id/stores/pickup-on-store: lima langkah mengambil pesanan di showroom. */
export const PICKUP_ON_STORE: HowToGuide = {
  title: 'Ambil di Toko',
  intro: 'Pesan online dan ambil di showroom KAINARA pilihan Anda, tanpa ongkos kirim.',
  steps: [
    {
      title: 'Isi keranjang Anda',
      text: 'Pilih ukuran, masukkan produk favorit ke keranjang, lalu lanjut ke checkout dan pilih Ambil di Toko.',
    },
    {
      title: 'Pilih showroom',
      text: 'Pilih toko tempat Anda ingin mengambil pesanan. Kami langsung mengecek apakah barang Anda tersedia di sana.',
    },
    {
      title: 'Periksa dan bayar',
      text: 'Periksa ringkasan pesanan, pakai kode promo jika ada, lalu bayar dengan aman di halaman mitra pembayaran kami dalam 1x24 jam.',
    },
    {
      title: 'Kami siapkan pesanan Anda',
      text: 'Pesanan Anda disiapkan untuk diambil paling cepat 1 jam setelah pembayaran berhasil. Kode pengambilan muncul di detail pesanan Anda.',
    },
    {
      title: 'Ambil di toko',
      text: `Tunjukkan kode pengambilan Anda di showroom selama jam buka toko, pukul 10.00-20.00 WIB.`,
    },
  ],
}
