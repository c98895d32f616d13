/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Account_DeletedInputs */
/** @typedef {{}} Address_Label_RequiredInputs */
/** @typedef {{}} Address_Not_ValidInputs */
/** @typedef {{}} Address_Primary_SetInputs */
/** @typedef {{}} Address_RemovedInputs */
/** @typedef {{}} Address_SavedInputs */
/** @typedef {{}} Address_Street_RequiredInputs */
/** @typedef {{}} Admin_Bad_CredentialsInputs */
/** @typedef {{}} Admin_Choose_LanguageInputs */
/** @typedef {{}} Admin_Code_UsedInputs */
/** @typedef {{}} Admin_Enter_CodeInputs */
/** @typedef {{}} Admin_Enter_EmailInputs */
/** @typedef {{}} Admin_Enter_PasswordInputs */
/** @typedef {{}} Admin_Password_ChangedInputs */
/** @typedef {{}} Admin_Password_MismatchInputs */
/** @typedef {{}} Admin_Password_Too_ShortInputs */
/** @typedef {{}} Admin_Second_Factor_PendingInputs */
/** @typedef {{}} Admin_Second_Factor_RequiredInputs */
/** @typedef {{}} Admin_Sign_In_RequiredInputs */
/** @typedef {{}} Admin_Signed_OutInputs */
/** @typedef {{}} Admin_Too_Many_CodesInputs */
/** @typedef {{}} Admin_Wrong_CodeInputs */
/** @typedef {{}} Admin_Wrong_Old_PasswordInputs */
/** @typedef {{}} All_LoadedInputs */
/** @typedef {{}} All_ReviewedInputs */
/** @typedef {{}} Already_ReviewedInputs */
/** @typedef {{}} Cart_EmptyInputs */
/** @typedef {{}} Cart_Item_AddedInputs */
/** @typedef {{}} Cart_Item_RemovedInputs */
/** @typedef {{}} Cart_Item_UpdatedInputs */
/** @typedef {{}} Cart_Line_MissingInputs */
/** @typedef {{}} Category_Not_FoundInputs */
/** @typedef {{}} Checking_AvailabilityInputs */
/** @typedef {{}} Checkout_Courier_UnavailableInputs */
/** @typedef {{}} Checkout_No_RouteInputs */
/** @typedef {{}} Checkout_Nothing_AvailableInputs */
/** @typedef {{}} Checkout_Order_Not_FoundInputs */
/** @typedef {{}} Checkout_Promo_ExpiredInputs */
/** @typedef {{}} Checkout_Promo_Not_StartedInputs */
/** @typedef {{}} Checkout_Promo_Used_UpInputs */
/** @typedef {{}} Checkout_Shipping_Cost_ChangedInputs */
/** @typedef {{}} Checkout_Shipping_Method_UnavailableInputs */
/** @typedef {{}} Checkout_Showroom_Not_AvailableInputs */
/** @typedef {{}} Checkout_Showroom_Not_HubInputs */
/** @typedef {{}} Checkout_Stock_ChangedInputs */
/** @typedef {{}} Checkout_Zip_RequiredInputs */
/** @typedef {{}} Choose_AddressInputs */
/** @typedef {{}} Choose_GenderInputs */
/** @typedef {{}} Choose_RatingInputs */
/** @typedef {{}} Choose_Shipping_MethodInputs */
/** @typedef {{}} Choose_Shipping_TypeInputs */
/** @typedef {{}} Choose_ShowroomInputs */
/** @typedef {{}} Choose_SizeInputs */
/** @typedef {{}} City_RequiredInputs */
/** @typedef {{}} Connection_FailedInputs */
/** @typedef {{}} Connection_LostInputs */
/** @typedef {{ ref: NonNullable<unknown>, status: NonNullable<unknown> }} Counter_ClosedInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Counter_CollectedInputs */
/** @typedef {{ ref: NonNullable<unknown>, at: NonNullable<unknown> }} Counter_Collected_AtInputs */
/** @typedef {{ code: NonNullable<unknown> }} Counter_No_Such_CodeInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Counter_No_Such_OrderInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Counter_Not_ReadyInputs */
/** @typedef {{ ref: NonNullable<unknown>, showroom: NonNullable<unknown> }} Counter_Other_ShowroomInputs */
/** @typedef {{ code: NonNullable<unknown> }} Counter_Shared_CodeInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Counter_UnpaidInputs */
/** @typedef {{}} Counter_UnreadableInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Counter_Wrong_CodeInputs */
/** @typedef {{}} Delete_Account_ConfirmInputs */
/** @typedef {{}} Delete_Account_MismatchInputs */
/** @typedef {{}} Device_Id_InvalidInputs */
/** @typedef {{}} Email_TakenInputs */
/** @typedef {{}} Email_Too_LongInputs */
/** @typedef {{}} Empty_ResultInputs */
/** @typedef {{}} Enter_EmailInputs */
/** @typedef {{}} Enter_NameInputs */
/** @typedef {{}} Enter_New_PasswordInputs */
/** @typedef {{}} Enter_New_Password_ConfirmationInputs */
/** @typedef {{}} Enter_Old_PasswordInputs */
/** @typedef {{}} Enter_PasswordInputs */
/** @typedef {{}} Enter_Password_ConfirmationInputs */
/** @typedef {{ count: NonNullable<unknown> }} Excluded_ItemsInputs */
/** @typedef {{}} Fail_AvailabilityInputs */
/** @typedef {{}} Fail_CategoriesInputs */
/** @typedef {{}} Fail_ProductInputs */
/** @typedef {{}} Fail_ProductsInputs */
/** @typedef {{}} Guest_Email_RequiredInputs */
/** @typedef {{}} Invalid_EmailInputs */
/** @typedef {{}} Item_Not_ValidInputs */
/** @typedef {{}} List_All_ProductsInputs */
/** @typedef {{}} List_KidsInputs */
/** @typedef {{}} List_SaleInputs */
/** @typedef {{ name: NonNullable<unknown> }} List_Sale_OfInputs */
/** @typedef {{}} List_Search_EyebrowInputs */
/** @typedef {{ search: NonNullable<unknown> }} List_Search_TitleInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Max_QtyInputs */
/** @typedef {{}} Meta_HomeInputs */
/** @typedef {{ count: NonNullable<unknown>, tagline: NonNullable<unknown> }} Meta_ListInputs */
/** @typedef {{ tagline: NonNullable<unknown> }} Meta_List_AnyInputs */
/** @typedef {{}} Meta_Not_FoundInputs */
/** @typedef {{}} Meta_Product_Not_FoundInputs */
/** @typedef {{}} Min_Qty_CartInputs */
/** @typedef {{}} Min_Qty_StockInputs */
/** @typedef {{}} Name_Too_LongInputs */
/** @typedef {{}} New_Password_MismatchInputs */
/** @typedef {{}} New_Password_SentInputs */
/** @typedef {{}} Newsletter_Check_EmailInputs */
/** @typedef {{}} Newsletter_ConfirmedInputs */
/** @typedef {{}} Newsletter_Link_InvalidInputs */
/** @typedef {{}} Newsletter_SubscribedInputs */
/** @typedef {{}} Newsletter_UnsubscribedInputs */
/** @typedef {{}} No_AddressInputs */
/** @typedef {{}} No_OrdersInputs */
/** @typedef {{}} No_Reviews_YetInputs */
/** @typedef {{}} No_Stock_LocationInputs */
/** @typedef {{}} No_WishlistInputs */
/** @typedef {{}} Notification_CursorInputs */
/** @typedef {{}} Notification_LimitInputs */
/** @typedef {{}} Notifications_ReadInputs */
/** @typedef {{}} Order_Item_Not_ValidInputs */
/** @typedef {{}} Order_Link_Not_ValidInputs */
/** @typedef {{}} Order_No_TrackingInputs */
/** @typedef {{}} Order_Not_ValidInputs */
/** @typedef {{}} Order_Tracking_UnavailableInputs */
/** @typedef {{}} Page_AccountInputs */
/** @typedef {{}} Page_CartInputs */
/** @typedef {{}} Page_CheckoutInputs */
/** @typedef {{}} Page_Delete_AccountInputs */
/** @typedef {{}} Page_FaqInputs */
/** @typedef {{}} Page_FashionInputs */
/** @typedef {{}} Page_Forgot_PasswordInputs */
/** @typedef {{}} Page_HashtagInputs */
/** @typedef {{}} Page_HomeInputs */
/** @typedef {{}} Page_MenInputs */
/** @typedef {{}} Page_NewsletterInputs */
/** @typedef {{}} Page_Not_FoundInputs */
/** @typedef {{}} Page_NotificationsInputs */
/** @typedef {{}} Page_Online_DeliveryInputs */
/** @typedef {{}} Page_OrderInputs */
/** @typedef {{}} Page_Pickup_On_StoreInputs */
/** @typedef {{}} Page_Privacy_PolicyInputs */
/** @typedef {{}} Page_Privacy_TranslationInputs */
/** @typedef {{}} Page_ProductInputs */
/** @typedef {{}} Page_Product_Not_FoundInputs */
/** @typedef {{}} Page_ProductsInputs */
/** @typedef {{}} Page_Sign_InInputs */
/** @typedef {{}} Page_Sign_UpInputs */
/** @typedef {{}} Page_StoresInputs */
/** @typedef {{}} Page_Thank_YouInputs */
/** @typedef {{}} Page_TncInputs */
/** @typedef {{}} Page_WomenInputs */
/** @typedef {{}} Password_ChangedInputs */
/** @typedef {{}} Password_MismatchInputs */
/** @typedef {{}} Password_Too_LongInputs */
/** @typedef {{}} Password_Too_ShortInputs */
/** @typedef {{}} Payment_ConfirmInputs */
/** @typedef {{}} Payment_Return_InvalidInputs */
/** @typedef {{}} Phone_InvalidInputs */
/** @typedef {{}} Pickup_Name_RequiredInputs */
/** @typedef {{}} Pickup_Phone_RequiredInputs */
/** @typedef {{}} Primary_Address_LockedInputs */
/** @typedef {{}} Product_Not_FoundInputs */
/** @typedef {{}} Profile_UpdatedInputs */
/** @typedef {{}} Promo_BarInputs */
/** @typedef {{}} Promo_InvalidInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Promo_Member_LimitInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Promo_MinimumInputs */
/** @typedef {{}} Promo_RequiredInputs */
/** @typedef {{}} Province_RequiredInputs */
/** @typedef {{}} Qty_StepInputs */
/** @typedef {{}} Recipient_Name_RequiredInputs */
/** @typedef {{}} Recipient_Phone_RequiredInputs */
/** @typedef {{}} Recipient_Zip_RequiredInputs */
/** @typedef {{}} Remove_ConfirmInputs */
/** @typedef {{}} Request_Not_JsonInputs */
/** @typedef {{}} Request_Not_UnderstoodInputs */
/** @typedef {{}} Request_Send_JsonInputs */
/** @typedef {{}} Request_Too_LargeInputs */
/** @typedef {{}} Returns_Account_Holder_ShapeInputs */
/** @typedef {{}} Returns_Account_Number_ShapeInputs */
/** @typedef {{}} Returns_Bank_Name_ShapeInputs */
/** @typedef {{}} Returns_Choose_LineInputs */
/** @typedef {{}} Returns_Choose_ReasonInputs */
/** @typedef {{}} Returns_Choose_ShowroomInputs */
/** @typedef {{}} Returns_Choose_SizeInputs */
/** @typedef {{}} Review_Not_YetInputs */
/** @typedef {{}} Review_SubmittedInputs */
/** @typedef {{}} Saved_Address_Needs_Sign_InInputs */
/** @typedef {{}} Server_FaultInputs */
/** @typedef {{}} Sign_In_RequiredInputs */
/** @typedef {{}} Sign_In_To_PurchaseInputs */
/** @typedef {{}} Sign_In_To_UnwishlistInputs */
/** @typedef {{}} Sign_In_To_WishlistInputs */
/** @typedef {{}} Signed_InInputs */
/** @typedef {{}} Signed_OutInputs */
/** @typedef {{}} Signed_UpInputs */
/** @typedef {{}} Size_Out_Of_StockInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stock_LimitInputs */
/** @typedef {{}} Store_TaglineInputs */
/** @typedef {{}} Sub_Category_Not_FoundInputs */
/** @typedef {{}} Subdistrict_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Text_Too_LongInputs */
/** @typedef {{}} Thank_You_GuestInputs */
/** @typedef {{}} Thank_You_MemberInputs */
/** @typedef {{}} Too_Many_AttemptsInputs */
/** @typedef {{}} Too_Many_RequestsInputs */
/** @typedef {{}} Unstorable_TextInputs */
/** @typedef {{}} Welcome_BodyInputs */
/** @typedef {{ name: NonNullable<unknown> }} Welcome_TitleInputs */
/** @typedef {{}} Wishlist_AddedInputs */
/** @typedef {{}} Wishlist_RemovedInputs */
/** @typedef {{}} Wrong_CredentialsInputs */
/** @typedef {{}} Wrong_Old_PasswordInputs */
/** @typedef {{}} Zip_InvalidInputs */
import * as registry from "../registry.js"


export const account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akun Anda berhasil dihapus.`)
};

export const address_label_required = /** @type {(inputs: Address_Label_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Label alamat wajib diisi.`)
};

export const address_not_valid = /** @type {(inputs: Address_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat tidak valid.`)
};

export const address_primary_set = /** @type {(inputs: Address_Primary_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat utama Anda sudah diatur.`)
};

export const address_removed = /** @type {(inputs: Address_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat Anda sudah dihapus.`)
};

export const address_saved = /** @type {(inputs: Address_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat Anda sudah disimpan.`)
};

export const address_street_required = /** @type {(inputs: Address_Street_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat lengkap wajib diisi.`)
};

export const admin_bad_credentials = /** @type {(inputs: Admin_Bad_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email atau kata sandi salah.`)
};

export const admin_choose_language = /** @type {(inputs: Admin_Choose_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih English (en) atau Bahasa Indonesia (id).`)
};

export const admin_code_used = /** @type {(inputs: Admin_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode tersebut sudah dipakai. Masukkan kode berikutnya dari aplikasi Anda.`)
};

export const admin_enter_code = /** @type {(inputs: Admin_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan kode 6 digit dari aplikasi autentikator Anda, atau kode pemulihan.`)
};

export const admin_enter_email = /** @type {(inputs: Admin_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan alamat email Anda.`)
};

export const admin_enter_password = /** @type {(inputs: Admin_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan kata sandi Anda.`)
};

export const admin_password_changed = /** @type {(inputs: Admin_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi Anda sudah diubah; sesi lainnya telah dikeluarkan.`)
};

export const admin_password_mismatch = /** @type {(inputs: Admin_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi baru tidak sama dengan konfirmasinya.`)
};

export const admin_password_too_short = /** @type {(inputs: Admin_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi minimal 12 karakter.`)
};

export const admin_second_factor_pending = /** @type {(inputs: Admin_Second_Factor_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan kode dari aplikasi autentikator Anda untuk melanjutkan.`)
};

export const admin_second_factor_required = /** @type {(inputs: Admin_Second_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pemilik toko meminta setiap akun mengaktifkan verifikasi dua langkah terlebih dahulu.`)
};

export const admin_sign_in_required = /** @type {(inputs: Admin_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silakan masuk ke back office.`)
};

export const admin_signed_out = /** @type {(inputs: Admin_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda sudah keluar.`)
};

export const admin_too_many_codes = /** @type {(inputs: Admin_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terlalu banyak kode yang salah. Silakan masuk lagi.`)
};

export const admin_wrong_code = /** @type {(inputs: Admin_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode tersebut salah. Periksa jam di ponsel Anda, atau gunakan kode pemulihan.`)
};

export const admin_wrong_old_password = /** @type {(inputs: Admin_Wrong_Old_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi Anda saat ini salah.`)
};

export const all_loaded = /** @type {(inputs: All_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua produk sudah ditampilkan`)
};

export const all_reviewed = /** @type {(inputs: All_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua pesanan sudah diulas, terima kasih.`)
};

export const already_reviewed = /** @type {(inputs: Already_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda sudah mengulas produk ini.`)
};

export const cart_empty = /** @type {(inputs: Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keranjang Anda kosong`)
};

export const cart_item_added = /** @type {(inputs: Cart_Item_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk sudah ditambahkan ke keranjang Anda.`)
};

export const cart_item_removed = /** @type {(inputs: Cart_Item_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk sudah dihapus dari keranjang Anda.`)
};

export const cart_item_updated = /** @type {(inputs: Cart_Item_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keranjang Anda sudah diperbarui.`)
};

export const cart_line_missing = /** @type {(inputs: Cart_Line_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk ini sudah tidak ada di keranjang Anda.`)
};

export const category_not_found = /** @type {(inputs: Category_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori ini tidak ditemukan.`)
};

export const checking_availability = /** @type {(inputs: Checking_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mengecek ketersediaan barang Anda...`)
};

export const checkout_courier_unavailable = /** @type {(inputs: Checkout_Courier_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongkos kirim belum dapat dimuat, silakan coba lagi sebentar lagi.`)
};

export const checkout_no_route = /** @type {(inputs: Checkout_No_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kami tidak dapat mengirim ke alamat ini dari toko pilihan Anda, silakan pilih yang lain.`)
};

export const checkout_nothing_available = /** @type {(inputs: Checkout_Nothing_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada barang Anda yang tersedia di toko pilihan Anda.`)
};

export const checkout_order_not_found = /** @type {(inputs: Checkout_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan tidak valid.`)
};

export const checkout_promo_expired = /** @type {(inputs: Checkout_Promo_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode promo ini sudah kedaluwarsa.`)
};

export const checkout_promo_not_started = /** @type {(inputs: Checkout_Promo_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode promo ini belum berlaku.`)
};

export const checkout_promo_used_up = /** @type {(inputs: Checkout_Promo_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuota kode promo ini sudah habis.`)
};

export const checkout_shipping_cost_changed = /** @type {(inputs: Checkout_Shipping_Cost_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongkos kirim berubah, silakan pilih metode pengiriman lagi.`)
};

export const checkout_shipping_method_unavailable = /** @type {(inputs: Checkout_Shipping_Method_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metode pengiriman ini tidak tersedia untuk alamat Anda, silakan pilih yang lain.`)
};

export const checkout_showroom_not_available = /** @type {(inputs: Checkout_Showroom_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toko ini tidak tersedia, silakan pilih toko lain.`)
};

export const checkout_showroom_not_hub = /** @type {(inputs: Checkout_Showroom_Not_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toko ini tidak melayani pengiriman online, silakan pilih toko lain.`)
};

export const checkout_stock_changed = /** @type {(inputs: Checkout_Stock_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beberapa barang baru saja habis di toko pilihan Anda, silakan cek ketersediaan barang lagi.`)
};

export const checkout_zip_required = /** @type {(inputs: Checkout_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode pos wajib diisi.`)
};

export const choose_address = /** @type {(inputs: Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih alamat terlebih dahulu.`)
};

export const choose_gender = /** @type {(inputs: Choose_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih jenis kelamin Anda`)
};

export const choose_rating = /** @type {(inputs: Choose_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih rating 1 sampai 5 bintang.`)
};

export const choose_shipping_method = /** @type {(inputs: Choose_Shipping_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih metode pengiriman.`)
};

export const choose_shipping_type = /** @type {(inputs: Choose_Shipping_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih cara pengiriman.`)
};

export const choose_showroom = /** @type {(inputs: Choose_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih showroom terlebih dahulu.`)
};

export const choose_size = /** @type {(inputs: Choose_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih ukuran terlebih dahulu.`)
};

export const city_required = /** @type {(inputs: City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kota/Kabupaten wajib dipilih`)
};

export const connection_failed = /** @type {(inputs: Connection_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koneksi gagal, silakan coba lagi`)
};

export const connection_lost = /** @type {(inputs: Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koneksi toko terputus sebentar. Silakan coba lagi dalam beberapa detik.`)
};

export const counter_closed = /** @type {(inputs: Counter_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} berstatus ${i?.status}; tidak ada yang perlu diserahkan.`)
};

export const counter_collected = /** @type {(inputs: Counter_CollectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah diambil.`)
};

export const counter_collected_at = /** @type {(inputs: Counter_Collected_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah diambil (${i?.at}).`)
};

export const counter_no_such_code = /** @type {(inputs: Counter_No_Such_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tidak ada pengambilan dengan kode ${i?.code}. Periksa angkanya, atau pindai QR di email pembeli.`)
};

export const counter_no_such_order = /** @type {(inputs: Counter_No_Such_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ambil di toko ${i?.ref} tidak ditemukan. Periksa nomor pesanannya, atau pindai QR di email pembeli.`)
};

export const counter_not_ready = /** @type {(inputs: Counter_Not_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} masih disiapkan; serahkan setelah statusnya Siap Diambil.`)
};

export const counter_other_showroom = /** @type {(inputs: Counter_Other_ShowroomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} diambil di ${i?.showroom}, bukan di sini. Arahkan pembeli ke sana.`)
};

export const counter_shared_code = /** @type {(inputs: Counter_Shared_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lebih dari satu pesanan di sini memakai kode ${i?.code}; ketik nomor pesanannya juga (PESANAN #…).`)
};

export const counter_unpaid = /** @type {(inputs: Counter_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} belum dibayar, jadi belum bisa diserahkan.`)
};

export const counter_unreadable = /** @type {(inputs: Counter_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pindai QR di email pembeli, atau ketik 6 digit kode pengambilan (beserta nomor pesanan jika ada).`)
};

export const counter_wrong_code = /** @type {(inputs: Counter_Wrong_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Itu bukan kode pengambilan pesanan ${i?.ref}.`)
};

export const delete_account_confirm = /** @type {(inputs: Delete_Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apakah Anda yakin ingin menghapus akun? Tindakan ini tidak dapat dibatalkan.`)
};

export const delete_account_mismatch = /** @type {(inputs: Delete_Account_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email atau kata sandi tidak cocok dengan akun ini.`)
};

export const device_id_invalid = /** @type {(inputs: Device_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keranjang Anda tidak dapat dikenali, silakan muat ulang halaman.`)
};

export const email_taken = /** @type {(inputs: Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat email ini sudah terdaftar, silakan masuk.`)
};

export const email_too_long = /** @type {(inputs: Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat email terlalu panjang.`)
};

export const empty_result = /** @type {(inputs: Empty_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segera Hadir!`)
};

export const enter_email = /** @type {(inputs: Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan alamat email Anda`)
};

export const enter_name = /** @type {(inputs: Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan nama Anda`)
};

export const enter_new_password = /** @type {(inputs: Enter_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan kata sandi baru`)
};

export const enter_new_password_confirmation = /** @type {(inputs: Enter_New_Password_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan konfirmasi kata sandi baru`)
};

export const enter_old_password = /** @type {(inputs: Enter_Old_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan kata sandi lama`)
};

export const enter_password = /** @type {(inputs: Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan kata sandi Anda, minimal 8 karakter`)
};

export const enter_password_confirmation = /** @type {(inputs: Enter_Password_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan konfirmasi kata sandi`)
};

export const excluded_items = /** @type {(inputs: Excluded_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} barang dikeluarkan dari keranjang Anda karena tidak tersedia di toko pilihan Anda.`)
};

export const fail_availability = /** @type {(inputs: Fail_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat ketersediaan barang Anda.`)
};

export const fail_categories = /** @type {(inputs: Fail_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat kategori.`)
};

export const fail_product = /** @type {(inputs: Fail_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat produk.`)
};

export const fail_products = /** @type {(inputs: Fail_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat produk.`)
};

export const guest_email_required = /** @type {(inputs: Guest_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan alamat email Anda`)
};

export const invalid_email = /** @type {(inputs: Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan alamat email yang valid`)
};

export const item_not_valid = /** @type {(inputs: Item_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk tidak valid.`)
};

export const list_all_products = /** @type {(inputs: List_All_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua Produk`)
};

export const list_kids = /** @type {(inputs: List_KidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anak`)
};

export const list_sale = /** @type {(inputs: List_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

export const list_sale_of = /** @type {(inputs: List_Sale_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sale: ${i?.name}`)
};

export const list_search_eyebrow = /** @type {(inputs: List_Search_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cari`)
};

export const list_search_title = /** @type {(inputs: List_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hasil pencarian "${i?.search}"`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat...`)
};

export const max_qty = /** @type {(inputs: Max_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah maksimal 99.`)
};

export const meta_home = /** @type {(inputs: Meta_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belanja linen, batik, dress, dan aksesoris KAINARA. Gratis ambil di toko di showroom kami di seluruh Indonesia dan pengiriman dalam 1x24 jam.`)
};

export const meta_list = /** @type {(inputs: Meta_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Belanja ${i?.count} produk ${i?.tagline}.`)
};

export const meta_list_any = /** @type {(inputs: Meta_List_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Belanja produk ${i?.tagline}.`)
};

export const meta_not_found = /** @type {(inputs: Meta_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman ini tidak ada atau sudah tidak tersedia.`)
};

export const meta_product_not_found = /** @type {(inputs: Meta_Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk ini tidak ada atau sudah tidak tersedia.`)
};

export const min_qty_cart = /** @type {(inputs: Min_Qty_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah minimal untuk dimasukkan ke keranjang adalah 1.`)
};

export const min_qty_stock = /** @type {(inputs: Min_Qty_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah minimal untuk cek stok adalah 1.`)
};

export const name_too_long = /** @type {(inputs: Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama terlalu panjang.`)
};

export const new_password_mismatch = /** @type {(inputs: New_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi baru tidak sama dengan konfirmasinya.`)
};

export const new_password_sent = /** @type {(inputs: New_Password_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi baru sudah dikirim ke email Anda.`)
};

export const newsletter_check_email = /** @type {(inputs: Newsletter_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silakan cek email Anda untuk mengonfirmasi langganan newsletter.`)
};

export const newsletter_confirmed = /** @type {(inputs: Newsletter_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langganan newsletter Anda sudah dikonfirmasi, terima kasih.`)
};

export const newsletter_link_invalid = /** @type {(inputs: Newsletter_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tautan newsletter ini tidak valid atau sudah kedaluwarsa.`)
};

export const newsletter_subscribed = /** @type {(inputs: Newsletter_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda sudah berlangganan newsletter kami.`)
};

export const newsletter_unsubscribed = /** @type {(inputs: Newsletter_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda sudah berhenti berlangganan newsletter kami.`)
};

export const no_address = /** @type {(inputs: No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada alamat tersimpan, silakan tambah alamat baru`)
};

export const no_orders = /** @type {(inputs: No_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada pesanan, yuk belanja!`)
};

export const no_reviews_yet = /** @type {(inputs: No_Reviews_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda belum menulis ulasan.`)
};

export const no_stock_location = /** @type {(inputs: No_Stock_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk ini belum tersedia di toko mana pun.`)
};

export const no_wishlist = /** @type {(inputs: No_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wishlist masih kosong, yuk belanja!`)
};

export const notification_cursor = /** @type {(inputs: Notification_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman notifikasi yang diminta tidak valid.`)
};

export const notification_limit = /** @type {(inputs: Notification_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batas harus bilangan bulat dari 1 sampai 50.`)
};

export const notifications_read = /** @type {(inputs: Notifications_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua notifikasi sudah ditandai dibaca.`)
};

export const order_item_not_valid = /** @type {(inputs: Order_Item_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk pesanan ini tidak valid.`)
};

export const order_link_not_valid = /** @type {(inputs: Order_Link_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kami tidak dapat menemukan pesanan ini. Silakan buka lagi tautan dari email pesanan Anda, atau hubungi kami.`)
};

export const order_no_tracking = /** @type {(inputs: Order_No_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan ini belum bisa dilacak: No. Resi muncul setelah pesanan dikirim.`)
};

export const order_not_valid = /** @type {(inputs: Order_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan tidak valid.`)
};

export const order_tracking_unavailable = /** @type {(inputs: Order_Tracking_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pelacakan belum dapat dimuat, silakan coba lagi sebentar lagi.`)
};

export const page_account = /** @type {(inputs: Page_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akun Saya`)
};

export const page_cart = /** @type {(inputs: Page_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keranjang Anda`)
};

export const page_checkout = /** @type {(inputs: Page_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const page_delete_account = /** @type {(inputs: Page_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hapus Akun`)
};

export const page_faq = /** @type {(inputs: Page_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pertanyaan Umum`)
};

export const page_fashion = /** @type {(inputs: Page_FashionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fashion`)
};

export const page_forgot_password = /** @type {(inputs: Page_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lupa Kata Sandi`)
};

export const page_hashtag = /** @type {(inputs: Page_HashtagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hashtag`)
};

export const page_home = /** @type {(inputs: Page_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beranda`)
};

export const page_men = /** @type {(inputs: Page_MenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pria`)
};

export const page_newsletter = /** @type {(inputs: Page_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

export const page_not_found = /** @type {(inputs: Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman Tidak Ditemukan`)
};

export const page_notifications = /** @type {(inputs: Page_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifikasi`)
};

export const page_online_delivery = /** @type {(inputs: Page_Online_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cara Pesan Dikirim ke Alamat`)
};

export const page_order = /** @type {(inputs: Page_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan Anda`)
};

export const page_pickup_on_store = /** @type {(inputs: Page_Pickup_On_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cara Ambil di Toko`)
};

export const page_privacy_policy = /** @type {(inputs: Page_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kebijakan Privasi`)
};

export const page_privacy_translation = /** @type {(inputs: Page_Privacy_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kebijakan Privasi (terjemahan bahasa Inggris)`)
};

export const page_product = /** @type {(inputs: Page_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk`)
};

export const page_product_not_found = /** @type {(inputs: Page_Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk Tidak Ditemukan`)
};

export const page_products = /** @type {(inputs: Page_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua Produk`)
};

export const page_sign_in = /** @type {(inputs: Page_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk`)
};

export const page_sign_up = /** @type {(inputs: Page_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daftar Akun`)
};

export const page_stores = /** @type {(inputs: Page_StoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lokasi Toko`)
};

export const page_thank_you = /** @type {(inputs: Page_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terima Kasih`)
};

export const page_tnc = /** @type {(inputs: Page_TncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syarat dan Ketentuan`)
};

export const page_women = /** @type {(inputs: Page_WomenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wanita`)
};

export const password_changed = /** @type {(inputs: Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi Anda sudah diubah.`)
};

export const password_mismatch = /** @type {(inputs: Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi kata sandi tidak sama dengan kata sandi`)
};

export const password_too_long = /** @type {(inputs: Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi maksimal 128 karakter.`)
};

export const password_too_short = /** @type {(inputs: Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi minimal 8 karakter`)
};

export const payment_confirm = /** @type {(inputs: Payment_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanjutkan ke pembayaran?`)
};

export const payment_return_invalid = /** @type {(inputs: Payment_Return_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi pembayaran ini tidak valid.`)
};

export const phone_invalid = /** @type {(inputs: Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No. HP penerima harus 6 sampai 20 angka, boleh diawali +.`)
};

export const pickup_name_required = /** @type {(inputs: Pickup_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan nama orang yang mengambil pesanan.`)
};

export const pickup_phone_required = /** @type {(inputs: Pickup_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan No. HP untuk pengambilan pesanan.`)
};

export const primary_address_locked = /** @type {(inputs: Primary_Address_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat utama tidak dapat dihapus.`)
};

export const product_not_found = /** @type {(inputs: Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk ini tidak ditemukan.`)
};

export const profile_updated = /** @type {(inputs: Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil Anda sudah diperbarui.`)
};

export const promo_bar = /** @type {(inputs: Promo_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DAPATKAN PENAWARAN Diskon hingga 40%`)
};

export const promo_invalid = /** @type {(inputs: Promo_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode promo tidak valid.`)
};

export const promo_member_limit = /** @type {(inputs: Promo_Member_LimitInputs) => LocalizedString} */ (i) => {
	const limitPlural = registry.plural("id", i?.limit, {});return /** @type {LocalizedString} */ (`Anda sudah memakai kode promo ini ${i?.limit} kali, batas maksimal per member.`)
};

export const promo_minimum = /** @type {(inputs: Promo_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kode promo ini berlaku untuk pembelian minimal ${i?.amount}.`)
};

export const promo_required = /** @type {(inputs: Promo_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode promo wajib diisi!`)
};

export const province_required = /** @type {(inputs: Province_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provinsi wajib dipilih.`)
};

export const qty_step = /** @type {(inputs: Qty_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah berubah 1 per langkah.`)
};

export const recipient_name_required = /** @type {(inputs: Recipient_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama penerima wajib diisi.`)
};

export const recipient_phone_required = /** @type {(inputs: Recipient_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No. HP penerima wajib diisi.`)
};

export const recipient_zip_required = /** @type {(inputs: Recipient_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode pos penerima wajib diisi.`)
};

export const remove_confirm = /** @type {(inputs: Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apakah Anda yakin?`)
};

export const request_not_json = /** @type {(inputs: Request_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi permintaan bukan JSON yang valid.`)
};

export const request_not_understood = /** @type {(inputs: Request_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan tidak dapat dipahami.`)
};

export const request_send_json = /** @type {(inputs: Request_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kirim isi permintaan dalam format JSON.`)
};

export const request_too_large = /** @type {(inputs: Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan terlalu besar.`)
};

export const returns_account_holder_shape = /** @type {(inputs: Returns_Account_Holder_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tulis nama pemilik rekening sesuai data bank, hanya huruf.`)
};

export const returns_account_number_shape = /** @type {(inputs: Returns_Account_Number_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor rekening terdiri dari 6 sampai 20 angka, tanpa spasi.`)
};

export const returns_bank_name_shape = /** @type {(inputs: Returns_Bank_Name_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tulis nama bank, misalnya BCA.`)
};

export const returns_choose_line = /** @type {(inputs: Returns_Choose_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih setidaknya satu produk yang dikembalikan.`)
};

export const returns_choose_reason = /** @type {(inputs: Returns_Choose_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih alasan pengembalian: terlalu kecil, terlalu besar, rusak, produk salah, tidak sesuai gambar, atau berubah pikiran.`)
};

export const returns_choose_showroom = /** @type {(inputs: Returns_Choose_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih showroom tujuan Anda mengantar paket.`)
};

export const returns_choose_size = /** @type {(inputs: Returns_Choose_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih ukuran pengganti untuk setiap produk.`)
};

export const review_not_yet = /** @type {(inputs: Review_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda bisa mengulas produk ini setelah pesanan selesai.`)
};

export const review_submitted = /** @type {(inputs: Review_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terima kasih atas ulasan Anda.`)
};

export const saved_address_needs_sign_in = /** @type {(inputs: Saved_Address_Needs_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silakan masuk untuk memakai alamat tersimpan.`)
};

export const server_fault = /** @type {(inputs: Server_FaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terjadi kesalahan di pihak kami. Silakan coba lagi.`)
};

export const sign_in_required = /** @type {(inputs: Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silakan masuk untuk melanjutkan.`)
};

export const sign_in_to_purchase = /** @type {(inputs: Sign_In_To_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk untuk Membeli`)
};

export const sign_in_to_unwishlist = /** @type {(inputs: Sign_In_To_UnwishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silakan masuk terlebih dahulu untuk menghapus dari wishlist`)
};

export const sign_in_to_wishlist = /** @type {(inputs: Sign_In_To_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silakan masuk terlebih dahulu untuk menambahkan ke wishlist`)
};

export const signed_in = /** @type {(inputs: Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda berhasil masuk`)
};

export const signed_out = /** @type {(inputs: Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda sudah keluar.`)
};

export const signed_up = /** @type {(inputs: Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akun Anda berhasil dibuat, selamat berbelanja.`)
};

export const size_out_of_stock = /** @type {(inputs: Size_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukuran ini sedang habis, tetapi Anda tetap bisa menambahkannya ke wishlist`)
};

export const stock_limit = /** @type {(inputs: Stock_LimitInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`Hanya tersisa ${i?.count} untuk ukuran ini.`)
};

export const store_tagline = /** @type {(inputs: Store_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busana Indonesia untuk setiap hari: linen, batik, dan potongan yang nyaman`)
};

export const sub_category_not_found = /** @type {(inputs: Sub_Category_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subkategori ini tidak ditemukan.`)
};

export const subdistrict_required = /** @type {(inputs: Subdistrict_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kecamatan wajib dipilih.`)
};

export const text_too_long = /** @type {(inputs: Text_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gunakan maksimal ${i?.max} karakter.`)
};

export const thank_you_guest = /** @type {(inputs: Thank_You_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terima kasih sudah berbelanja, silakan cek email Anda untuk informasi selanjutnya.`)
};

export const thank_you_member = /** @type {(inputs: Thank_You_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terima kasih sudah berbelanja!`)
};

export const too_many_attempts = /** @type {(inputs: Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terlalu banyak percobaan, tunggu beberapa menit lalu coba lagi.`)
};

export const too_many_requests = /** @type {(inputs: Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terlalu banyak permintaan, mohon tunggu sebentar.`)
};

export const unstorable_text = /** @type {(inputs: Unstorable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hapus karakter tak terlihat atau rusak dari teks.`)
};

export const welcome_body = /** @type {(inputs: Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akun Anda sudah siap. Simpan produk favorit di wishlist dan simpan alamat Anda agar checkout lebih cepat.`)
};

export const welcome_title = /** @type {(inputs: Welcome_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Selamat datang di KAINARA, ${i?.name}`)
};

export const wishlist_added = /** @type {(inputs: Wishlist_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk sudah ditambahkan ke wishlist Anda.`)
};

export const wishlist_removed = /** @type {(inputs: Wishlist_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk sudah dihapus dari wishlist Anda.`)
};

export const wrong_credentials = /** @type {(inputs: Wrong_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email atau kata sandi Anda salah.`)
};

export const wrong_old_password = /** @type {(inputs: Wrong_Old_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi lama salah.`)
};

export const zip_invalid = /** @type {(inputs: Zip_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode pos harus 5 angka.`)
};