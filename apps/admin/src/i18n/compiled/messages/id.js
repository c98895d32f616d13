/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Authenticator_CodeInputs */
/** @typedef {{}} Back_OfficeInputs */
/** @typedef {{}} Change_PasswordInputs */
/** @typedef {{}} CloseInputs */
/** @typedef {{}} Close_MenuInputs */
/** @typedef {{}} Code_From_AppInputs */
/** @typedef {{}} Code_From_App_HintInputs */
/** @typedef {{}} Continue_ActionInputs */
/** @typedef {{}} Current_PasswordInputs */
/** @typedef {{}} Daily_SummaryInputs */
/** @typedef {{}} Daily_Summary_HintInputs */
/** @typedef {{}} Document_TitleInputs */
/** @typedef {{}} EmailInputs */
/** @typedef {{}} Enrol_RequiredInputs */
/** @typedef {{ status: NonNullable<unknown>, statusText: NonNullable<unknown> }} Error_StatusInputs */
/** @typedef {{}} FiltersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Filters_ChosenInputs */
/** @typedef {{}} Hide_FiltersInputs */
/** @typedef {{}} Keep_It_OnInputs */
/** @typedef {{}} Language_EnInputs */
/** @typedef {{}} Language_HeadingInputs */
/** @typedef {{}} Language_HintInputs */
/** @typedef {{}} Language_IdInputs */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SaveInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Mail_Paid_OrdersInputs */
/** @typedef {{}} Mail_Paid_Orders_AllInputs */
/** @typedef {{}} Mail_Paid_Orders_ShowroomsInputs */
/** @typedef {{}} Mails_HeadingInputs */
/** @typedef {{}} MenuInputs */
/** @typedef {{ label: NonNullable<unknown> }} Move_DownInputs */
/** @typedef {{ label: NonNullable<unknown> }} Move_UpInputs */
/** @typedef {{}} NameInputs */
/** @typedef {{}} Nav_AccountInputs */
/** @typedef {{}} Nav_AuditInputs */
/** @typedef {{}} Nav_CategoriesInputs */
/** @typedef {{}} Nav_CounterInputs */
/** @typedef {{}} Nav_CustomersInputs */
/** @typedef {{}} Nav_DashboardInputs */
/** @typedef {{}} Nav_Home_ContentInputs */
/** @typedef {{}} Nav_Import_ExportInputs */
/** @typedef {{}} Nav_OrdersInputs */
/** @typedef {{}} Nav_ProductsInputs */
/** @typedef {{}} Nav_Promo_BundlesInputs */
/** @typedef {{}} Nav_Promo_CodesInputs */
/** @typedef {{}} Nav_ReviewsInputs */
/** @typedef {{}} Nav_ShowroomsInputs */
/** @typedef {{}} Nav_StaffInputs */
/** @typedef {{}} Nav_StockInputs */
/** @typedef {{}} New_PasswordInputs */
/** @typedef {{}} New_Password_AgainInputs */
/** @typedef {{}} Next_PageInputs */
/** @typedef {{}} No_Such_PageInputs */
/** @typedef {{}} Or_Recovery_CodeInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Page_OfInputs */
/** @typedef {{}} PagesInputs */
/** @typedef {{}} PasswordInputs */
/** @typedef {{}} Password_Length_HintInputs */
/** @typedef {{}} PreviousInputs */
/** @typedef {{}} Recovery_CodesInputs */
/** @typedef {{}} Recovery_Codes_IntroInputs */
/** @typedef {{}} Recovery_Codes_KeepInputs */
/** @typedef {{}} Recovery_Codes_OnceInputs */
/** @typedef {{}} Recovery_Codes_SavedInputs */
/** @typedef {{}} RoleInputs */
/** @typedef {{}} Role_OwnerInputs */
/** @typedef {{}} Role_ShowroomInputs */
/** @typedef {{}} Role_StaffInputs */
/** @typedef {{}} Save_Mail_SettingsInputs */
/** @typedef {{}} SearchInputs */
/** @typedef {{}} SectionsInputs */
/** @typedef {{}} Sign_InInputs */
/** @typedef {{}} Sign_In_AgainInputs */
/** @typedef {{}} Sign_In_TitleInputs */
/** @typedef {{}} Sign_OutInputs */
/** @typedef {{}} Switch_OffInputs */
/** @typedef {{}} Two_Step_AboutInputs */
/** @typedef {{}} Two_Step_Off_HintInputs */
/** @typedef {{}} Two_Step_Off_TextInputs */
/** @typedef {{}} Two_Step_On_TextInputs */
/** @typedef {{}} Two_Step_Qr_AltInputs */
/** @typedef {{}} Two_Step_ScanInputs */
/** @typedef {{}} Two_Step_Set_UpInputs */
/** @typedef {{}} Two_Step_Sign_InInputs */
/** @typedef {{}} Two_Step_Switch_Off_OpenInputs */
/** @typedef {{}} Two_Step_Turn_OnInputs */
/** @typedef {{}} Two_Step_Type_KeyInputs */
/** @typedef {{}} Your_PasswordInputs */
import * as registry from "../registry.js"


export const authenticator_code = /** @type {(inputs: Authenticator_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode dari aplikasi autentikator Anda`)
};

export const back_office = /** @type {(inputs: Back_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back office`)
};

export const change_password = /** @type {(inputs: Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Kata Sandi`)
};

export const close = /** @type {(inputs: CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutup`)
};

export const close_menu = /** @type {(inputs: Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutup menu`)
};

export const code_from_app = /** @type {(inputs: Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode dari aplikasi Anda`)
};

export const code_from_app_hint = /** @type {(inputs: Code_From_App_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 digit yang ditampilkan aplikasi untuk back office KAINARA.`)
};

export const continue_action = /** @type {(inputs: Continue_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanjutkan`)
};

export const current_password = /** @type {(inputs: Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi saat ini`)
};

export const daily_summary = /** @type {(inputs: Daily_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ringkasan harian`)
};

export const daily_summary_hint = /** @type {(inputs: Daily_Summary_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setiap pagi setelah 07.00 WIB: penjualan, pesanan, dan produk terlaris kemarin.`)
};

export const document_title = /** @type {(inputs: Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back office KAINARA`)
};

export const email = /** @type {(inputs: EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const enrol_required = /** @type {(inputs: Enrol_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pemilik meminta setiap akun mengaktifkan verifikasi dua langkah. Aktifkan di bawah ini untuk membuka bagian lain back office.`)
};

export const error_status = /** @type {(inputs: Error_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Galat ${i?.status}: ${i?.statusText}`)
};

export const filters = /** @type {(inputs: FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

export const filters_chosen = /** @type {(inputs: Filters_ChosenInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`Filter (${i?.count} dipilih)`)
};

export const hide_filters = /** @type {(inputs: Hide_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sembunyikan filter`)
};

export const keep_it_on = /** @type {(inputs: Keep_It_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tetap aktifkan`)
};

export const language_en = /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const language_heading = /** @type {(inputs: Language_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa`)
};

export const language_hint = /** @type {(inputs: Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Untuk akun ini, di setiap perangkat tempat Anda masuk.`)
};

export const language_id = /** @type {(inputs: Language_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa Indonesia`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa back office`)
};

export const language_save = /** @type {(inputs: Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simpan bahasa`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat…`)
};

export const mail_paid_orders = /** @type {(inputs: Mail_Paid_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email untuk setiap pesanan yang dibayar`)
};

export const mail_paid_orders_all = /** @type {(inputs: Mail_Paid_Orders_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setiap pesanan, begitu dibayar: apa yang dibeli dan bagaimana dikirim.`)
};

export const mail_paid_orders_showrooms = /** @type {(inputs: Mail_Paid_Orders_ShowroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan di showroom Anda, begitu dibayar.`)
};

export const mails_heading = /** @type {(inputs: Mails_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const move_down = /** @type {(inputs: Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pindahkan ${i?.label} ke bawah`)
};

export const move_up = /** @type {(inputs: Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pindahkan ${i?.label} ke atas`)
};

export const name = /** @type {(inputs: NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama`)
};

export const nav_account = /** @type {(inputs: Nav_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akun Saya`)
};

export const nav_audit = /** @type {(inputs: Nav_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log audit`)
};

export const nav_categories = /** @type {(inputs: Nav_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori`)
};

export const nav_counter = /** @type {(inputs: Nav_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kasir`)
};

export const nav_customers = /** @type {(inputs: Nav_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pelanggan`)
};

export const nav_dashboard = /** @type {(inputs: Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dasbor`)
};

export const nav_home_content = /** @type {(inputs: Nav_Home_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konten beranda`)
};

export const nav_import_export = /** @type {(inputs: Nav_Import_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impor dan ekspor`)
};

export const nav_orders = /** @type {(inputs: Nav_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan`)
};

export const nav_products = /** @type {(inputs: Nav_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk`)
};

export const nav_promo_bundles = /** @type {(inputs: Nav_Promo_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paket promo`)
};

export const nav_promo_codes = /** @type {(inputs: Nav_Promo_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode promo`)
};

export const nav_reviews = /** @type {(inputs: Nav_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulasan`)
};

export const nav_showrooms = /** @type {(inputs: Nav_ShowroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom`)
};

export const nav_staff = /** @type {(inputs: Nav_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staf`)
};

export const nav_stock = /** @type {(inputs: Nav_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stok`)
};

export const new_password = /** @type {(inputs: New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi baru`)
};

export const new_password_again = /** @type {(inputs: New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulangi kata sandi baru`)
};

export const next_page = /** @type {(inputs: Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berikutnya`)
};

export const no_such_page = /** @type {(inputs: No_Such_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman ini tidak ada di back office.`)
};

export const or_recovery_code = /** @type {(inputs: Or_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atau salah satu kode pemulihan Anda.`)
};

export const page_of = /** @type {(inputs: Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`halaman ${i?.page} dari ${i?.pages}`)
};

export const pages = /** @type {(inputs: PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman`)
};

export const password = /** @type {(inputs: PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi`)
};

export const password_length_hint = /** @type {(inputs: Password_Length_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimal 12 karakter.`)
};

export const previous = /** @type {(inputs: PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sebelumnya`)
};

export const recovery_codes = /** @type {(inputs: Recovery_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode pemulihan`)
};

export const recovery_codes_intro = /** @type {(inputs: Recovery_Codes_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifikasi dua langkah sudah aktif. Sepuluh kode pemulihan ini masing-masing bisa dipakai sekali untuk masuk jika ponsel Anda hilang.`)
};

export const recovery_codes_keep = /** @type {(inputs: Recovery_Codes_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cetak atau simpan di pengelola kata sandi.`)
};

export const recovery_codes_once = /** @type {(inputs: Recovery_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode ini hanya ditampilkan sekarang:`)
};

export const recovery_codes_saved = /** @type {(inputs: Recovery_Codes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saya sudah menyimpan kode pemulihan`)
};

export const role = /** @type {(inputs: RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peran`)
};

export const role_owner = /** @type {(inputs: Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PEMILIK`)
};

export const role_showroom = /** @type {(inputs: Role_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SHOWROOM`)
};

export const role_staff = /** @type {(inputs: Role_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STAF`)
};

export const save_mail_settings = /** @type {(inputs: Save_Mail_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simpan pengaturan email`)
};

export const search = /** @type {(inputs: SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cari`)
};

export const sections = /** @type {(inputs: SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagian`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk`)
};

export const sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk lagi`)
};

export const sign_in_title = /** @type {(inputs: Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk ke back office`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keluar`)
};

export const switch_off = /** @type {(inputs: Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nonaktifkan`)
};

export const two_step_about = /** @type {(inputs: Two_Step_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode dari ponsel Anda setelah kata sandi, sehingga kata sandi yang dicuri saja tidak bisa membuka apa pun.`)
};

export const two_step_off_hint = /** @type {(inputs: Two_Step_Off_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanpa verifikasi dua langkah, kata sandi Anda saja sudah bisa membuka back office.`)
};

export const two_step_off_text = /** @type {(inputs: Two_Step_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum aktif. Setelah aktif, back office meminta kode 6 digit dari aplikasi autentikator di ponsel Anda (Google Authenticator, 1Password, Authy…) setelah kata sandi.`)
};

export const two_step_on_text = /** @type {(inputs: Two_Step_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktif: saat masuk, Anda diminta kode dari aplikasi.`)
};

export const two_step_qr_alt = /** @type {(inputs: Two_Step_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode QR kunci untuk aplikasi autentikator Anda`)
};

export const two_step_scan = /** @type {(inputs: Two_Step_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buka aplikasi autentikator Anda dan pindai kode ini.`)
};

export const two_step_set_up = /** @type {(inputs: Two_Step_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktifkan verifikasi dua langkah`)
};

export const two_step_sign_in = /** @type {(inputs: Two_Step_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifikasi dua langkah`)
};

export const two_step_switch_off_open = /** @type {(inputs: Two_Step_Switch_Off_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nonaktifkan verifikasi dua langkah`)
};

export const two_step_turn_on = /** @type {(inputs: Two_Step_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktifkan verifikasi dua langkah`)
};

export const two_step_type_key = /** @type {(inputs: Two_Step_Type_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak bisa memindai? Ketik kunci ini:`)
};

export const your_password = /** @type {(inputs: Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi Anda`)
};