import { CONTACT } from '@/lib/contact-details'
import type { LegalSection } from './legal-section'

/** Spec section 9: the minor age threshold and the dispute period. */
const MINOR_AGE = 16
const DISPUTE_DAYS = 60

export const PRIVACY_INTRO =
  'Kebijakan Privasi ini menjelaskan bagaimana KAINARA ("Kami") mengumpulkan, menggunakan, mengungkapkan, memindahkan dan melindungi data pribadi Anda ketika Anda menggunakan situs web, aplikasi dan layanan Kami.'

/** /privacy-policy: the 20 numbered sections of spec section 2, in Indonesian. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Ketentuan Umum',
    paragraphs: [
      'Kebijakan Privasi ini berlaku untuk seluruh pengunjung, tamu dan anggota terdaftar yang berbelanja atau menggunakan layanan KAINARA, baik melalui situs web, aplikasi seluler maupun toko Kami.',
      'Kebijakan ini merupakan bagian yang tidak terpisahkan dari Syarat dan Ketentuan KAINARA.',
    ],
  },
  {
    title: 'Persetujuan',
    paragraphs: [
      'Dengan mengakses situs, membuat akun, atau melakukan pemesanan, Anda menyatakan telah membaca, memahami dan menyetujui pengumpulan, penggunaan, pengungkapan dan pemindahan data pribadi Anda sebagaimana diatur dalam Kebijakan Privasi ini.',
      'Apabila Anda tidak menyetujui Kebijakan Privasi ini, mohon untuk tidak menggunakan layanan Kami.',
    ],
  },
  {
    title: 'Data Pribadi yang Kami Kumpulkan',
    paragraphs: ['Kami dapat mengumpulkan data pribadi berikut:'],
    items: [
      'identitas dan data akun: nama, jenis kelamin, alamat e-mail dan kata sandi (tersimpan dalam bentuk terenkripsi);',
      'data pengiriman: nama dan nomor telepon penerima, alamat, kode pos, provinsi, kota dan kecamatan;',
      'data transaksi: produk yang dibeli, nilai pesanan, metode pengiriman, status pembayaran dan riwayat pesanan;',
      'data perangkat dan penggunaan: pengenal perangkat, jenis peramban, halaman yang dikunjungi dan waktu akses.',
    ],
  },
  {
    title: 'Cara Kami Mengumpulkan Data',
    paragraphs: [
      'Data pribadi dikumpulkan ketika Anda mendaftar, mengisi formulir, memesan, menghubungi layanan pelanggan, berlangganan buletin, atau berinteraksi dengan situs dan aplikasi Kami, termasuk melalui teknologi otomatis sebagaimana dijelaskan pada bagian Cookie.',
    ],
  },
  {
    title: 'Cookie dan Teknologi Serupa',
    paragraphs: [
      'Kami menggunakan cookie dan penyimpanan lokal pada peramban untuk menjaga keranjang belanja Anda, menjaga sesi masuk Anda, mengingat preferensi Anda dan memahami cara situs digunakan.',
      'Anda dapat mengatur peramban untuk menolak cookie. Namun, beberapa fitur seperti keranjang belanja dan akun mungkin tidak berfungsi dengan baik tanpa cookie atau penyimpanan lokal.',
    ],
  },
  {
    title: 'Penggunaan Data Pribadi',
    paragraphs: ['Kami menggunakan data pribadi Anda untuk:'],
    items: [
      'memproses pesanan, pembayaran, pengiriman dan pengambilan di toko;',
      'mengelola akun, daftar keinginan, alamat tersimpan dan notifikasi Anda;',
      'memberikan layanan pelanggan serta menangani pengembalian dan keluhan;',
      'meningkatkan produk, layanan dan pengalaman berbelanja;',
      'mencegah penipuan dan memenuhi kewajiban hukum.',
    ],
  },
  {
    title: 'Pengungkapan kepada Pihak Ketiga',
    paragraphs: [
      'Kami tidak menjual data pribadi Anda. Kami hanya mengungkapkan data pribadi kepada pihak ketiga sejauh diperlukan untuk menjalankan layanan, yaitu penyedia jasa pembayaran, perusahaan jasa pengiriman, penyedia layanan e-mail dan penyedia infrastruktur teknologi, yang terikat kewajiban kerahasiaan.',
      'Kami juga dapat mengungkapkan data pribadi apabila diwajibkan oleh peraturan perundang-undangan atau atas permintaan instansi yang berwenang.',
    ],
  },
  {
    title: 'Pemindahan Data',
    paragraphs: [
      'Data pribadi Anda dapat disimpan atau diproses di server yang berada di dalam maupun di luar wilayah Republik Indonesia. Dalam hal demikian, Kami memastikan data pribadi Anda tetap dilindungi dengan standar yang setara dengan Kebijakan Privasi ini dan peraturan yang berlaku.',
    ],
  },
  {
    title: 'Pemasaran dan Buletin',
    paragraphs: [
      'Dengan persetujuan Anda, Kami dapat mengirimkan informasi koleksi baru, promosi dan penawaran melalui e-mail atau notifikasi.',
      'Anda dapat berhenti berlangganan buletin kapan saja melalui pengaturan akun Anda atau tautan berhenti berlangganan di setiap e-mail.',
    ],
  },
  {
    title: 'Penyimpanan Data',
    paragraphs: [
      'Kami menyimpan data pribadi selama akun Anda aktif atau selama diperlukan untuk tujuan pengumpulannya, termasuk untuk memenuhi kewajiban hukum, perpajakan dan penyelesaian sengketa.',
    ],
  },
  {
    title: 'Keamanan Data',
    paragraphs: [
      'Kami menerapkan langkah teknis dan organisasi yang wajar untuk melindungi data pribadi Anda, termasuk enkripsi kata sandi dan koneksi yang aman. Data kartu dan rekening pembayaran dimasukkan langsung pada halaman penyedia jasa pembayaran dan tidak disimpan oleh Kami.',
      'Anda bertanggung jawab menjaga kerahasiaan kata sandi akun Anda.',
    ],
  },
  {
    title: 'Hak Pengguna',
    paragraphs: ['Sesuai peraturan yang berlaku, Anda berhak untuk:'],
    items: [
      'mengakses dan memperoleh salinan data pribadi Anda;',
      'memperbarui atau memperbaiki data pribadi yang tidak akurat melalui halaman akun;',
      'menarik persetujuan dan berhenti berlangganan komunikasi pemasaran;',
      'meminta penghapusan akun dan data pribadi Anda.',
    ],
  },
  {
    title: 'Penghapusan Akun',
    paragraphs: [
      'Anggota dapat menghapus akunnya sendiri melalui halaman Hapus Akun dengan mengonfirmasi alamat e-mail dan kata sandi. Penghapusan akun bersifat permanen dan tidak dapat dibatalkan. Data transaksi tertentu dapat tetap Kami simpan sejauh diwajibkan oleh hukum.',
    ],
  },
  {
    title: 'Tautan ke Situs Pihak Ketiga',
    paragraphs: [
      'Situs Kami dapat memuat tautan ke situs atau layanan pihak ketiga, seperti media sosial, peta dan halaman pembayaran. Kebijakan Privasi ini tidak berlaku untuk situs tersebut; mohon membaca kebijakan privasi masing-masing.',
    ],
  },
  {
    title: 'Anak di Bawah Umur',
    paragraphs: [
      `Layanan Kami tidak ditujukan bagi anak di bawah usia ${MINOR_AGE} (enam belas) tahun. Anak di bawah usia ${MINOR_AGE} tahun hanya dapat menggunakan layanan Kami dengan pengawasan dan persetujuan orang tua atau wali.`,
      'Apabila Kami mengetahui telah mengumpulkan data pribadi anak tanpa persetujuan tersebut, Kami akan menghapusnya.',
    ],
  },
  {
    title: 'Bahasa',
    paragraphs: [
      'Kebijakan Privasi ini dibuat dalam Bahasa Indonesia dan dapat diterjemahkan ke dalam bahasa lain. Apabila terdapat perbedaan penafsiran, versi Bahasa Indonesia yang berlaku.',
    ],
  },
  {
    title: 'Perubahan Kebijakan Privasi',
    paragraphs: [
      'Kami dapat mengubah Kebijakan Privasi ini dari waktu ke waktu. Perubahan berlaku sejak dipublikasikan di halaman ini. Dengan tetap menggunakan layanan Kami setelah perubahan, Anda dianggap menyetujui perubahan tersebut.',
    ],
  },
  {
    title: 'Hukum yang Berlaku',
    paragraphs: [
      'Kebijakan Privasi ini diatur dan ditafsirkan berdasarkan hukum Negara Republik Indonesia, termasuk Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
    ],
  },
  {
    title: 'Penyelesaian Sengketa',
    paragraphs: [
      'Setiap perselisihan yang timbul sehubungan dengan Kebijakan Privasi ini akan diselesaikan terlebih dahulu secara musyawarah untuk mufakat.',
      `Apabila dalam waktu ${DISPUTE_DAYS} (enam puluh) hari kalender sejak perselisihan diberitahukan tidak tercapai kesepakatan, perselisihan akan diselesaikan melalui arbitrase di Jakarta, dan putusan arbitrase bersifat final dan mengikat para pihak.`,
    ],
  },
  {
    title: 'Hubungi Kami',
    paragraphs: [
      'Untuk pertanyaan, permintaan atau keluhan terkait Kebijakan Privasi ini dan data pribadi Anda, hubungi Kami melalui:',
    ],
    items: [
      `Layanan pelanggan (telepon dan WhatsApp): ${CONTACT.whatsappDisplay}, Senin-Jumat 09.00-16.00 WIB;`,
      `Toko KAINARA terdekat, pukul 10.00-20.00 WIB; nomor telepon setiap toko tercantum di halaman Toko Kami (/stores).`,
    ],
  },
]
