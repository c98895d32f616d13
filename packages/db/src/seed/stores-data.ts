export interface ShowroomDef {
  id: number
  regionId: number
  name: string
  address: [string, string, string]
  phone: string
  hubCode: string | null
  /** Kemendagri district code of the showroom's address. */
  subdistrictId: number
  mapsQuery: string
}

export const SHOWROOM_REGIONS = [
  { id: 1, regionName: 'Jakarta' },
  { id: 2, regionName: 'Jawa Barat' },
  { id: 3, regionName: 'Jawa Tengah & DI Yogyakarta' },
  { id: 4, regionName: 'Jawa Timur' },
  { id: 5, regionName: 'Bali' },
  { id: 6, regionName: 'Sumatera' },
  { id: 7, regionName: 'Sulawesi' },
]

export const SHOWROOMS: ShowroomDef[] = [
  {
    id: 1,
    regionId: 1,
    name: 'KAINARA Senayan City',
    address: [
      'Senayan City Mall, Lantai 2 Unit 2-17',
      'Jl. Asia Afrika Lot 19, Gelora, Tanah Abang',
      'Jakarta Pusat 10270',
    ],
    phone: '021-7278-1101',
    hubCode: 'CGK',
    subdistrictId: 317101,
    mapsQuery: 'Senayan City Jakarta',
  },
  {
    id: 2,
    regionId: 1,
    name: 'KAINARA Kota Kasablanka',
    address: [
      'Kota Kasablanka Mall, Lantai UG Unit 27',
      'Jl. Casablanca Raya Kav. 88, Menteng Dalam, Tebet',
      'Jakarta Selatan 12870',
    ],
    phone: '021-2946-1102',
    hubCode: null,
    subdistrictId: 317401,
    mapsQuery: 'Kota Kasablanka Jakarta',
  },
  {
    id: 3,
    regionId: 1,
    name: 'KAINARA Pantai Indah Kapuk',
    address: [
      'PIK Avenue, Lantai 1 Unit 1-09',
      'Jl. Pantai Indah Kapuk Boulevard, Kamal Muara',
      'Jakarta Utara 14470',
    ],
    phone: '021-2257-1103',
    hubCode: null,
    subdistrictId: 317201,
    mapsQuery: 'PIK Avenue Jakarta',
  },
  {
    id: 4,
    regionId: 2,
    name: 'KAINARA Braga Bandung',
    address: ['Jl. Braga No. 45', 'Braga, Sumur Bandung', 'Kota Bandung, Jawa Barat 40111'],
    phone: '022-4201-2201',
    hubCode: 'BDO',
    subdistrictId: 327301,
    mapsQuery: 'Jalan Braga 45 Bandung',
  },
  {
    id: 5,
    regionId: 2,
    name: 'KAINARA Paris Van Java',
    address: [
      'Paris Van Java Mall, Resort Level RL-21',
      'Jl. Sukajadi No. 131-139, Cipedes',
      'Kota Bandung, Jawa Barat 40162',
    ],
    phone: '022-8206-2202',
    hubCode: null,
    subdistrictId: 327302,
    mapsQuery: 'Paris Van Java Bandung',
  },
  {
    id: 6,
    regionId: 3,
    name: 'KAINARA Malioboro',
    address: [
      'Jl. Malioboro No. 60',
      'Suryatmajan, Danurejan',
      'Kota Yogyakarta, DI Yogyakarta 55213',
    ],
    phone: '0274-512-3301',
    hubCode: 'JOG',
    subdistrictId: 347101,
    mapsQuery: 'Jalan Malioboro 60 Yogyakarta',
  },
  {
    id: 7,
    regionId: 3,
    name: 'KAINARA Paragon Semarang',
    address: [
      'Paragon City Mall, Lantai 1 Unit 1-22',
      'Jl. Pemuda No. 118, Sekayu',
      'Kota Semarang, Jawa Tengah 50132',
    ],
    phone: '024-8600-3302',
    hubCode: null,
    subdistrictId: 337401,
    mapsQuery: 'Paragon Mall Semarang',
  },
  {
    id: 8,
    regionId: 4,
    name: 'KAINARA Tunjungan Plaza',
    address: [
      'Tunjungan Plaza 6, Lantai 3 Unit 3-12',
      'Jl. Basuki Rahmat No. 8-12, Kedungdoro',
      'Kota Surabaya, Jawa Timur 60261',
    ],
    phone: '031-5311-4401',
    hubCode: 'SUB',
    subdistrictId: 357801,
    mapsQuery: 'Tunjungan Plaza Surabaya',
  },
  {
    id: 9,
    regionId: 4,
    name: 'KAINARA Malang Town Square',
    address: [
      'Malang Town Square, Lantai GF Unit 18',
      'Jl. Veteran No. 2, Penanggungan',
      'Kota Malang, Jawa Timur 65113',
    ],
    phone: '0341-558-4402',
    hubCode: null,
    subdistrictId: 357301,
    mapsQuery: 'Malang Town Square',
  },
  {
    id: 10,
    regionId: 5,
    name: 'KAINARA Seminyak',
    address: ['Jl. Kayu Aya No. 21', 'Seminyak, Kuta', 'Kabupaten Badung, Bali 80361'],
    phone: '0361-473-5501',
    hubCode: 'DPS',
    subdistrictId: 510301,
    mapsQuery: 'Jalan Kayu Aya Seminyak Bali',
  },
  {
    id: 11,
    regionId: 6,
    name: 'KAINARA Medan Centre Point',
    address: [
      'Centre Point Mall, Lantai 1 Unit 1-31',
      'Jl. Jawa No. 8, Gang Buntu, Medan Timur',
      'Kota Medan, Sumatera Utara 20231',
    ],
    phone: '061-8051-6601',
    hubCode: 'KNO',
    subdistrictId: 127101,
    mapsQuery: 'Centre Point Mall Medan',
  },
  {
    id: 12,
    regionId: 7,
    name: 'KAINARA Trans Studio Makassar',
    address: [
      'Trans Studio Mall, Lantai 2 Unit 2-08',
      'Jl. Metro Tanjung Bunga Kav. 1, Maccini Sombala',
      'Kota Makassar, Sulawesi Selatan 90224',
    ],
    phone: '0411-811-7701',
    hubCode: 'UPG',
    subdistrictId: 737101,
    mapsQuery: 'Trans Studio Mall Makassar',
  },
]
