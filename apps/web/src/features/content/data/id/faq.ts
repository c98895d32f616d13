import { CONTACT } from '@/lib/contact-details'
import type { FaqTopic } from '../content-types'

/** Tab FAQ dari spec bagian 2, dijawab dengan fakta bisnis spec bagian 9 (en/faq.ts dalam Bahasa). */
export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'account',
    label: 'Akun',
    items: [
      { question: 'Bagaimana cara membuat akun?', answer: 'Pilih Daftar lalu isi nama, jenis kelamin, alamat email, dan kata sandi minimal 8 karakter. Pendaftaran gratis.', link: { label: 'Daftar', to: '/sign-up' } },
      { question: 'Apakah saya harus punya akun untuk berbelanja?', answer: 'Tidak. Sebagai tamu Anda bisa mengisi keranjang dan checkout dengan alamat email; konfirmasi pesanan kami kirim ke sana. Member juga mendapat wishlist, notifikasi, alamat tersimpan, dan riwayat pesanan dengan lacak kurir.' },
      { question: 'Saya lupa kata sandi. Apa yang harus dilakukan?', answer: 'Di halaman Masuk, pilih Lupa Kata Sandi dan masukkan alamat email Anda. Kami akan mengirim kata sandi baru ke email Anda; setelah itu Anda bisa menggantinya lewat Ubah Kata Sandi di akun Anda.', link: { label: 'Lupa Kata Sandi', to: '/forgot-password' } },
      { question: 'Bagaimana cara menghapus akun?', answer: 'Member yang sudah masuk bisa menghapus akunnya sendiri di halaman Hapus Akun dengan mengonfirmasi alamat email dan kata sandi. Akun yang dihapus tidak dapat dikembalikan.' },
    ],
  },
  {
    id: 'cart',
    label: 'Keranjang Belanja',
    items: [
      { question: 'Bagaimana cara memasukkan produk ke keranjang?', answer: 'Buka produknya, pilih ukuran dan jumlah, lalu pilih Tambah ke Keranjang. Ukuran yang stoknya habis tidak bisa dipilih, tetapi produknya tetap bisa Anda tambahkan ke wishlist.' },
      { question: 'Apakah keranjang saya tersimpan?', answer: 'Ya. Keranjang Anda disimpan untuk perangkat ini, jadi produk yang Anda tambahkan masih ada saat Anda kembali.' },
      { question: 'Bisakah saya mengecek apakah toko punya ukuran saya?', answer: 'Bisa. Pilih ukuran di halaman produk lalu gunakan Cek Stok di Toko untuk melihat showroom mana yang memilikinya.' },
      { question: 'Bagaimana cara memakai kode promo?', answer: 'Masukkan kodenya di ringkasan pesanan saat checkout. Promo produk memotong total belanja dan promo ongkir memotong ongkos kirim, masing-masing sampai batas maksimal diskon promonya.' },
    ],
  },
  {
    id: 'shipping',
    label: 'Pengiriman & Penanganan',
    items: [
      { question: 'Kapan pesanan saya diproses?', answer: 'Pesanan diproses di hari yang sama. Pesanan yang dibayar sebelum pukul 08.00 WIB dikirim di hari yang sama.' },
      { question: 'Kurir apa saja yang bisa saya pilih?', answer: 'BEST (sekitar 1 hari), SIUNTUNG (1-2 hari), Same Day Service (1 hari), dan Cargo (minimal 10 kg, 2-3 hari). Tarifnya tergantung alamat Anda dan ditampilkan saat checkout.' },
      { question: 'Bagaimana cara melacak pesanan saya?', answer: 'Setelah pesanan dikirim, nomor resinya (No. Resi) muncul di detail pesanan pada Pesanan Saya, dan Lacak Pesanan menampilkan setiap tahap pengirimannya.' },
      { question: 'Bisakah saya mengambil pesanan di toko?', answer: `Bisa. Pilih Ambil di Toko saat checkout lalu pilih showroom. Pesanan Anda siap paling cepat 1 jam setelah pembayaran berhasil; toko buka pukul 10.00-20.00 WIB.`, link: { label: 'Cara ambil di toko', to: '/stores/pickup-on-store' } },
      { question: 'Bisakah saya mengembalikan produk?', answer: 'Bisa, dalam 3 hari setelah pesanan Anda terima. Kami mengganti ongkos kirim pengembalian hingga Rp 20.000. Paket pengembalian sampai di gudang kami dalam 1-3 hari kerja dari Jabodetabek dan 2-6 hari kerja dari daerah lain.' },
      { question: 'Paket saya sampai dalam keadaan rusak. Apa yang harus saya lakukan?', answer: 'Laporkan kerusakan selama pengiriman ke layanan pelanggan kami dalam 2x24 jam setelah paket diterima, dengan foto paket dan produknya.' },
    ],
  },
  {
    id: 'payment',
    label: 'Pembayaran',
    items: [
      { question: 'Bagaimana cara membayar?', answer: 'Dengan kartu atau transfer bank. Setelah Anda mengonfirmasi Lanjut ke Pembayaran, Anda diarahkan ke halaman aman mitra pembayaran kami untuk menyelesaikannya.' },
      { question: 'Berapa lama batas waktu pembayaran?', answer: 'Pesanan yang belum dibayar ditahan selama 1x24 jam. Selesaikan pembayaran Anda dalam waktu tersebut.' },
      { question: 'Dalam mata uang apa harga ditampilkan?', answer: 'Semua harga dalam Rupiah (Rp), tanpa desimal. Diskon sudah dipotong dari harga yang Anda lihat.' },
      { question: 'Apakah membayar online aman?', answer: 'Data kartu atau rekening Anda dimasukkan di halaman mitra pembayaran kami, bukan di halaman KAINARA, dan pesanan baru dianggap lunas setelah mitra tersebut mengonfirmasinya.' },
    ],
  },
  {
    id: 'help',
    label: 'Bantuan',
    items: [
      { question: 'Bagaimana cara menghubungi layanan pelanggan?', answer: `Chat dengan kami di WhatsApp ${CONTACT.whatsappDisplay}, Senin-Jumat 09.00-16.00 WIB.` },
      { question: 'Kapan toko Anda buka?', answer: `Showroom kami buka pukul 10.00-20.00 WIB.`, link: { label: 'Cari toko', to: '/stores' } },
      { question: 'Di mana saya bisa mengikuti KAINARA?', answer: `Ikuti ${CONTACT.instagramHandle} di Instagram dan tandai kami agar tampil di galeri kami.`, link: { label: 'Lihat galeri', to: '/hashtag' } },
    ],
  },
]
