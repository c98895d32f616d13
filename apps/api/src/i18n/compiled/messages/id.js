/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Account_Deleted_DoneInputs */
/** @typedef {{}} Account_Deleted_OrdersInputs */
/** @typedef {{}} Account_Deleted_SubjectInputs */
/** @typedef {{}} Bank_App_FindInputs */
/** @typedef {{}} Bank_App_NoteInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Bank_App_PayInputs */
/** @typedef {{}} Bank_App_SentInputs */
/** @typedef {{ amount: NonNullable<unknown>, merchant: NonNullable<unknown>, bill: NonNullable<unknown> }} Bank_App_Sent_DetailInputs */
/** @typedef {{}} Bank_App_TitleInputs */
/** @typedef {{ merchant: NonNullable<unknown>, bill: NonNullable<unknown> }} Bank_App_ToInputs */
/** @typedef {{}} Bank_App_UnknownInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Bill_DescriptionInputs */
/** @typedef {{ resi: NonNullable<unknown> }} Cancel_Courier_UnavailableInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Cancel_Nothing_LeftInputs */
/** @typedef {{ left: NonNullable<unknown>, product: NonNullable<unknown>, size: NonNullable<unknown> }} Cancel_Too_ManyInputs */
/** @typedef {{ ref: NonNullable<unknown>, line: NonNullable<unknown> }} Cancel_Unknown_LineInputs */
/** @typedef {{ resi: NonNullable<unknown> }} Cancel_Waybill_In_PortalInputs */
/** @typedef {{ ref: NonNullable<unknown>, resi: NonNullable<unknown> }} Cancel_Waybill_Picked_UpInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Cancelled_BodyInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Cancelled_By_ShopInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Cancelled_By_Shop_BodyInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Cancelled_PaymentInputs */
/** @typedef {{}} Cancelled_Payment_ReturnedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Cancelled_RefundInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Cancelled_SubjectInputs */
/** @typedef {{}} Cancelled_TitleInputs */
/** @typedef {{}} Channel_Credit_CardInputs */
/** @typedef {{}} Channel_Group_CardInputs */
/** @typedef {{}} Channel_Group_E_WalletInputs */
/** @typedef {{}} Channel_Group_PaylaterInputs */
/** @typedef {{}} Channel_Group_QrisInputs */
/** @typedef {{}} Channel_Group_RetailInputs */
/** @typedef {{}} Channel_Group_Virtual_AccountInputs */
/** @typedef {{}} Channel_Hint_BcaInputs */
/** @typedef {{}} Channel_Hint_BniInputs */
/** @typedef {{}} Channel_Hint_CardInputs */
/** @typedef {{}} Channel_Hint_CimbInputs */
/** @typedef {{ name: NonNullable<unknown> }} Channel_Hint_EwalletInputs */
/** @typedef {{}} Channel_Hint_LinkajaInputs */
/** @typedef {{}} Channel_Hint_MandiriInputs */
/** @typedef {{}} Channel_Hint_OvoInputs */
/** @typedef {{ name: NonNullable<unknown> }} Channel_Hint_PaylaterInputs */
/** @typedef {{}} Channel_Hint_QrisInputs */
/** @typedef {{ name: NonNullable<unknown> }} Channel_Hint_RetailInputs */
/** @typedef {{}} Channel_Hint_ShopeepayInputs */
/** @typedef {{}} Channel_Hint_VaInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Collected_BodyInputs */
/** @typedef {{}} Collected_ReturnsInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Collected_SubjectInputs */
/** @typedef {{}} Collected_TitleInputs */
/** @typedef {{ ref: NonNullable<unknown>, showroom: NonNullable<unknown> }} Collected_WhereInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Delivered_BodyInputs */
/** @typedef {{ courier: NonNullable<unknown>, ref: NonNullable<unknown>, resi: NonNullable<unknown> }} Delivered_ByInputs */
/** @typedef {{}} Delivered_ReturnsInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Delivered_SubjectInputs */
/** @typedef {{}} Delivered_TitleInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Expired_BodyInputs */
/** @typedef {{}} Expired_Nothing_ChargedInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Expired_SubjectInputs */
/** @typedef {{}} Expired_TitleInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Expired_UnpaidInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Lines_Cancelled_BodyInputs */
/** @typedef {{ ref: NonNullable<unknown>, items: NonNullable<unknown> }} Lines_Cancelled_By_ShopInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Lines_Cancelled_SubjectInputs */
/** @typedef {{}} Lines_Cancelled_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_HelloInputs */
/** @typedef {{}} Mail_Hello_AnyoneInputs */
/** @typedef {{}} Mail_LinkInputs */
/** @typedef {{}} Mail_See_OrderInputs */
/** @typedef {{}} New_Password_HowInputs */
/** @typedef {{ password: NonNullable<unknown> }} New_Password_IsInputs */
/** @typedef {{}} New_Password_Not_YouInputs */
/** @typedef {{}} New_Password_Sign_InInputs */
/** @typedef {{}} New_Password_SubjectInputs */
/** @typedef {{}} Newsletter_Changed_MindInputs */
/** @typedef {{}} Newsletter_Confirm_ActionInputs */
/** @typedef {{}} Newsletter_Confirm_AskInputs */
/** @typedef {{}} Newsletter_Confirm_Not_YouInputs */
/** @typedef {{}} Newsletter_Confirm_SubjectInputs */
/** @typedef {{}} Newsletter_UnsubscribeInputs */
/** @typedef {{}} Newsletter_Welcome_SubjectInputs */
/** @typedef {{}} Newsletter_Welcome_ThanksInputs */
/** @typedef {{}} Newsletter_Welcome_WhyInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Page_CancelledInputs */
/** @typedef {{ ref: NonNullable<unknown>, amount: NonNullable<unknown> }} Order_Page_Cancelled_LinesInputs */
/** @typedef {{ ref: NonNullable<unknown>, amount: NonNullable<unknown> }} Order_Page_Cancelled_OwedInputs */
/** @typedef {{ refusal: NonNullable<unknown> }} Order_Page_Courier_RefusedInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Page_Handed_OverInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Page_Just_ChangedInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Page_Marked_HandledInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Page_No_AttentionInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Page_No_OrderInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Page_Not_Pickup_CodeInputs */
/** @typedef {{ ref: NonNullable<unknown>, showroom: NonNullable<unknown> }} Order_Page_Not_Your_ShowroomInputs */
/** @typedef {{}} Order_Page_Note_AddedInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Page_PackedInputs */
/** @typedef {{ ref: NonNullable<unknown>, no_resi: NonNullable<unknown> }} Order_Page_Ships_WithInputs */
/** @typedef {{ refusal: NonNullable<unknown> }} Order_Page_Someone_ElseInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Placed_BodyInputs */
/** @typedef {{ qty: NonNullable<unknown>, product: NonNullable<unknown>, size: NonNullable<unknown>, amount: NonNullable<unknown> }} Order_Placed_LineInputs */
/** @typedef {{}} Order_Placed_PickupInputs */
/** @typedef {{ code: NonNullable<unknown>, amount: NonNullable<unknown> }} Order_Placed_PromoInputs */
/** @typedef {{ courier: NonNullable<unknown>, amount: NonNullable<unknown> }} Order_Placed_ShippingInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Placed_SubjectInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Order_Placed_ThanksInputs */
/** @typedef {{}} Order_Placed_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Placed_TotalInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Paid_Delivery_BodyInputs */
/** @typedef {{ courier: NonNullable<unknown> }} Paid_PackingInputs */
/** @typedef {{ ref: NonNullable<unknown>, code: NonNullable<unknown> }} Paid_Pickup_BodyInputs */
/** @typedef {{ code: NonNullable<unknown>, showroom: NonNullable<unknown>, time: NonNullable<unknown>, hours: NonNullable<unknown> }} Paid_Pickup_Ready_FromInputs */
/** @typedef {{ code: NonNullable<unknown>, showroom: NonNullable<unknown>, hours: NonNullable<unknown> }} Paid_Pickup_Ready_SoonInputs */
/** @typedef {{ amount: NonNullable<unknown>, ref: NonNullable<unknown> }} Paid_ReceivedInputs */
/** @typedef {{ amount: NonNullable<unknown>, channel: NonNullable<unknown>, ref: NonNullable<unknown> }} Paid_Received_ByInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Paid_SubjectInputs */
/** @typedef {{}} Paid_TitleInputs */
/** @typedef {{}} Pay_AmountInputs */
/** @typedef {{ bill: NonNullable<unknown>, merchant: NonNullable<unknown> }} Pay_Bill_CancelledInputs */
/** @typedef {{ bill: NonNullable<unknown>, merchant: NonNullable<unknown> }} Pay_Bill_PaidInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pay_ButtonInputs */
/** @typedef {{ merchant: NonNullable<unknown> }} Pay_CancelInputs */
/** @typedef {{}} Pay_CancelledInputs */
/** @typedef {{}} Pay_ChooseInputs */
/** @typedef {{}} Pay_Choose_ActionInputs */
/** @typedef {{}} Pay_Choose_MethodInputs */
/** @typedef {{}} Pay_CustomerInputs */
/** @typedef {{}} Pay_DiscountInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pay_DueInputs */
/** @typedef {{ bill: NonNullable<unknown>, due: NonNullable<unknown> }} Pay_ExpiredInputs */
/** @typedef {{}} Pay_Expired_TitleInputs */
/** @typedef {{}} Pay_FooterInputs */
/** @typedef {{ message: NonNullable<unknown> }} Pay_InvalidInputs */
/** @typedef {{}} Pay_Invalid_TitleInputs */
/** @typedef {{}} Pay_ItemInputs */
/** @typedef {{}} Pay_Order_NumberInputs */
/** @typedef {{ merchant: NonNullable<unknown>, amount: NonNullable<unknown> }} Pay_Page_HeadingInputs */
/** @typedef {{ merchant: NonNullable<unknown> }} Pay_Page_TitleInputs */
/** @typedef {{ merchant: NonNullable<unknown>, amount: NonNullable<unknown> }} Pay_PayingInputs */
/** @typedef {{}} Pay_QtyInputs */
/** @typedef {{}} Pay_ReceivedInputs */
/** @typedef {{ merchant: NonNullable<unknown> }} Pay_ReturnInputs */
/** @typedef {{}} Pay_SecureInputs */
/** @typedef {{}} Pay_Simulate_FailureInputs */
/** @typedef {{}} Pay_SummaryInputs */
/** @typedef {{}} Pay_Test_ModeInputs */
/** @typedef {{}} Pay_Test_Mode_NoteInputs */
/** @typedef {{}} Pay_TotalInputs */
/** @typedef {{}} Qris_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown>, merchant: NonNullable<unknown> }} Qris_ImageInputs */
/** @typedef {{}} Qris_Step_OpenInputs */
/** @typedef {{}} Qris_Step_ScanInputs */
/** @typedef {{}} Qris_Time_LeftInputs */
/** @typedef {{}} Qris_TitleInputs */
/** @typedef {{ merchant: NonNullable<unknown> }} Qris_WaitingInputs */
/** @typedef {{}} Qris_Wallet_LinkInputs */
/** @typedef {{ ref: NonNullable<unknown>, showroom: NonNullable<unknown>, code: NonNullable<unknown> }} Ready_BodyInputs */
/** @typedef {{ code: NonNullable<unknown> }} Ready_Qr_AltInputs */
/** @typedef {{ code: NonNullable<unknown>, hours: NonNullable<unknown> }} Ready_Show_CodeInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Ready_SubjectInputs */
/** @typedef {{}} Ready_TitleInputs */
/** @typedef {{ ref: NonNullable<unknown>, showroom: NonNullable<unknown>, address: NonNullable<unknown> }} Ready_WhereInputs */
/** @typedef {{ amount: NonNullable<unknown>, ref: NonNullable<unknown>, transfer: NonNullable<unknown> }} Refund_Paid_SentInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Refund_Paid_SubjectInputs */
/** @typedef {{}} Refund_Paid_WhenInputs */
/** @typedef {{ who: NonNullable<unknown>, transfer: NonNullable<unknown> }} Refunds_Already_PaidInputs */
/** @typedef {{ amount: NonNullable<unknown>, ref: NonNullable<unknown> }} Refunds_Marked_PaidInputs */
/** @typedef {{ id: NonNullable<unknown> }} Refunds_No_RefundInputs */
/** @typedef {{}} Reminder_ActionInputs */
/** @typedef {{ ref: NonNullable<unknown>, due: NonNullable<unknown> }} Reminder_BodyInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Reminder_ChannelInputs */
/** @typedef {{}} Reminder_IgnoreInputs */
/** @typedef {{ ref: NonNullable<unknown>, due: NonNullable<unknown> }} Reminder_IntroInputs */
/** @typedef {{ amount: NonNullable<unknown>, due: NonNullable<unknown>, channel: NonNullable<unknown> }} Reminder_Pay_BeforeInputs */
/** @typedef {{}} Reminder_Step_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, merchant: NonNullable<unknown> }} Reminder_Step_CheckInputs */
/** @typedef {{}} Reminder_Step_ChooseInputs */
/** @typedef {{ wallet: NonNullable<unknown>, merchant: NonNullable<unknown>, amount: NonNullable<unknown> }} Reminder_Step_EwalletInputs */
/** @typedef {{}} Reminder_Step_FollowInputs */
/** @typedef {{ provider: NonNullable<unknown>, amount: NonNullable<unknown> }} Reminder_Step_PaylaterInputs */
/** @typedef {{}} Reminder_Step_QrisInputs */
/** @typedef {{ store: NonNullable<unknown>, merchant: NonNullable<unknown>, amount: NonNullable<unknown> }} Reminder_Step_RetailInputs */
/** @typedef {{ number: NonNullable<unknown> }} Reminder_Step_Va_EnterInputs */
/** @typedef {{}} Reminder_Step_Va_Enter_PageInputs */
/** @typedef {{ bank: NonNullable<unknown> }} Reminder_Step_Va_OpenInputs */
/** @typedef {{}} Reminder_StepsInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Reminder_SubjectInputs */
/** @typedef {{}} Reminder_TitleInputs */
/** @typedef {{}} Returns_Bank_NeededInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_BodyInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Returns_Courier_RefusedInputs */
/** @typedef {{ ref: NonNullable<unknown>, closes: NonNullable<unknown> }} Returns_Damage_Window_ClosedInputs */
/** @typedef {{ sizes: NonNullable<unknown> }} Returns_Held_Size_GoneInputs */
/** @typedef {{ product: NonNullable<unknown>, size: NonNullable<unknown> }} Returns_Line_OpenInputs */
/** @typedef {{ product: NonNullable<unknown>, size: NonNullable<unknown> }} Returns_Line_ReturnedInputs */
/** @typedef {{ returnRef: NonNullable<unknown>, showroom: NonNullable<unknown>, address: NonNullable<unknown>, hours: NonNullable<unknown> }} Returns_Mail_CounterInputs */
/** @typedef {{ returnRef: NonNullable<unknown>, showroom: NonNullable<unknown>, address: NonNullable<unknown> }} Returns_Mail_CourierInputs */
/** @typedef {{ showroom: NonNullable<unknown>, hours: NonNullable<unknown> }} Returns_Mail_ReadyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Returns_Mail_RefundInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Returns_Mail_RefusedInputs */
/** @typedef {{ resi: NonNullable<unknown> }} Returns_Mail_ShippedInputs */
/** @typedef {{ returnRef: NonNullable<unknown>, ref: NonNullable<unknown>, state: NonNullable<unknown> }} Returns_Mail_StateInputs */
/** @typedef {{ returnRef: NonNullable<unknown>, ref: NonNullable<unknown> }} Returns_Mail_SubjectInputs */
/** @typedef {{ ref: NonNullable<unknown>, state: NonNullable<unknown> }} Returns_MovedInputs */
/** @typedef {{ ref: NonNullable<unknown>, state: NonNullable<unknown> }} Returns_Moved_ToInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_No_AddressInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_No_Exchange_TrackingInputs */
/** @typedef {{ ref: NonNullable<unknown>, line: NonNullable<unknown> }} Returns_No_LineInputs */
/** @typedef {{ id: NonNullable<unknown> }} Returns_No_ShowroomInputs */
/** @typedef {{ product: NonNullable<unknown>, size: NonNullable<unknown> }} Returns_No_SizeInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_Not_FoundInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_Not_ReceivedInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_Not_YoursInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_Order_CancelledInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_Order_UnpaidInputs */
/** @typedef {{ cap: NonNullable<unknown> }} Returns_Photo_CapInputs */
/** @typedef {{}} Returns_Photo_ClaimedInputs */
/** @typedef {{}} Returns_Photos_NeededInputs */
/** @typedef {{}} Returns_Receive_Every_LineInputs */
/** @typedef {{ product: NonNullable<unknown>, size: NonNullable<unknown>, qty: NonNullable<unknown> }} Returns_Received_Too_ManyInputs */
/** @typedef {{ returnRef: NonNullable<unknown> }} Returns_RequestedInputs */
/** @typedef {{ product: NonNullable<unknown>, size: NonNullable<unknown> }} Returns_Same_SizeInputs */
/** @typedef {{ sizes: NonNullable<unknown> }} Returns_Size_OutInputs */
/** @typedef {{}} Returns_State_ApprovedInputs */
/** @typedef {{}} Returns_State_ClosedInputs */
/** @typedef {{}} Returns_State_Exchange_ReadyInputs */
/** @typedef {{}} Returns_State_Exchange_ShippedInputs */
/** @typedef {{}} Returns_State_ReceivedInputs */
/** @typedef {{}} Returns_State_Refund_RecordedInputs */
/** @typedef {{}} Returns_State_RefusedInputs */
/** @typedef {{}} Returns_State_RequestedInputs */
/** @typedef {{}} Returns_State_RestockedInputs */
/** @typedef {{}} Returns_TitleInputs */
/** @typedef {{ product: NonNullable<unknown>, size: NonNullable<unknown>, left: NonNullable<unknown> }} Returns_Too_ManyInputs */
/** @typedef {{}} Returns_Unknown_PhotoInputs */
/** @typedef {{ ref: NonNullable<unknown>, closes: NonNullable<unknown> }} Returns_Window_ClosedInputs */
/** @typedef {{ ref: NonNullable<unknown>, courier: NonNullable<unknown>, resi: NonNullable<unknown> }} Shipped_BodyInputs */
/** @typedef {{ etd: NonNullable<unknown> }} Shipped_EstimateInputs */
/** @typedef {{ ref: NonNullable<unknown>, courier: NonNullable<unknown> }} Shipped_Picked_UpInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Shipped_SubjectInputs */
/** @typedef {{}} Shipped_TitleInputs */
/** @typedef {{ resi: NonNullable<unknown> }} Shipped_WaybillInputs */
/** @typedef {{}} Store_HoursInputs */
/** @typedef {{ event: NonNullable<unknown> }} Timeline_Buyer_To_Be_ToldInputs */
/** @typedef {{ event: NonNullable<unknown> }} Timeline_Buyer_ToldInputs */
/** @typedef {{}} Timeline_CancelledInputs */
/** @typedef {{ status: NonNullable<unknown> }} Timeline_CourierInputs */
/** @typedef {{}} Timeline_DeliveredInputs */
/** @typedef {{}} Timeline_Expired_UnpaidInputs */
/** @typedef {{}} Timeline_Handed_OverInputs */
/** @typedef {{}} Timeline_Order_PlacedInputs */
/** @typedef {{}} Timeline_PackedInputs */
/** @typedef {{}} Timeline_PaidInputs */
/** @typedef {{}} Timeline_ReadyInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Timeline_ReasonInputs */
/** @typedef {{ name: NonNullable<unknown> }} Timeline_Received_ByInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Timeline_Refund_OwedInputs */
/** @typedef {{}} Timeline_ShippedInputs */
/** @typedef {{}} Timeline_Staff_Book_WaybillInputs */
/** @typedef {{}} Timeline_Staff_CancelInputs */
/** @typedef {{}} Timeline_Staff_Cancel_LinesInputs */
/** @typedef {{}} Timeline_Staff_Hand_OverInputs */
/** @typedef {{}} Timeline_Staff_NoteInputs */
/** @typedef {{}} Timeline_Staff_PackInputs */
/** @typedef {{}} Timeline_Staff_Set_WaybillInputs */
/** @typedef {{}} Timeline_Told_CancelledInputs */
/** @typedef {{}} Timeline_Told_CompletedInputs */
/** @typedef {{}} Timeline_Told_ExpiredInputs */
/** @typedef {{}} Timeline_Told_Lines_CancelledInputs */
/** @typedef {{}} Timeline_Told_PaidInputs */
/** @typedef {{}} Timeline_Told_PlacedInputs */
/** @typedef {{}} Timeline_Told_ReadyInputs */
/** @typedef {{}} Timeline_Told_ReturnInputs */
/** @typedef {{}} Timeline_Told_ShippedInputs */
/** @typedef {{}} Timeline_Waiting_To_Be_SentInputs */
/** @typedef {{ no_resi: NonNullable<unknown> }} Timeline_WaybillInputs */
/** @typedef {{}} Timeline_Waybill_BookedInputs */
/** @typedef {{}} Va_AmountInputs */
/** @typedef {{}} Va_CopiedInputs */
/** @typedef {{}} Va_CopyInputs */
/** @typedef {{}} Va_NumberInputs */
/** @typedef {{ amount: NonNullable<unknown>, merchant: NonNullable<unknown> }} Va_Step_ConfirmInputs */
/** @typedef {{}} Va_Step_EnterInputs */
/** @typedef {{ bank: NonNullable<unknown> }} Va_Step_OpenInputs */
/** @typedef {{}} Va_StepsInputs */
/** @typedef {{}} Va_TitleInputs */
/** @typedef {{ merchant: NonNullable<unknown> }} Va_WaitingInputs */
/** @typedef {{}} Wallet_App_BillInputs */
/** @typedef {{}} Wallet_App_ChecksumInputs */
/** @typedef {{}} Wallet_App_CityInputs */
/** @typedef {{}} Wallet_App_CodeInputs */
/** @typedef {{}} Wallet_App_Expired_TitleInputs */
/** @typedef {{}} Wallet_App_MalformedInputs */
/** @typedef {{}} Wallet_App_MerchantInputs */
/** @typedef {{}} Wallet_App_No_AmountInputs */
/** @typedef {{}} Wallet_App_Not_QrisInputs */
/** @typedef {{}} Wallet_App_NoteInputs */
/** @typedef {{}} Wallet_App_PaidInputs */
/** @typedef {{ amount: NonNullable<unknown>, merchant: NonNullable<unknown>, bill: NonNullable<unknown> }} Wallet_App_Paid_DetailInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_App_PayInputs */
/** @typedef {{}} Wallet_App_TitleInputs */
/** @typedef {{}} Wallet_App_Too_LongInputs */
/** @typedef {{}} Wallet_App_UnknownInputs */
/** @typedef {{}} Welcome_ReadyInputs */
/** @typedef {{}} Welcome_StartInputs */
/** @typedef {{}} Welcome_SubjectInputs */
/** @typedef {{}} Welcome_WhyInputs */


export const account_deleted_done = /** @type {(inputs: Account_Deleted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akun KAINARA Anda beserta data pribadinya (profil, alamat, wishlist, dan notifikasi) sudah dihapus sesuai permintaan Anda.`)
};

export const account_deleted_orders = /** @type {(inputs: Account_Deleted_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan yang pernah Anda buat tetap kami simpan untuk pembukuan, tanpa akun Anda. Anda selalu bisa kembali kapan saja.`)
};

export const account_deleted_subject = /** @type {(inputs: Account_Deleted_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akun KAINARA Anda sudah dihapus`)
};

export const bank_app_find = /** @type {(inputs: Bank_App_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanjut`)
};

export const bank_app_note = /** @type {(inputs: Bank_App_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode uji coba: halaman ini menggantikan mobile banking pembeli. Masukkan nomor virtual account untuk membayarnya.`)
};

export const bank_app_pay = /** @type {(inputs: Bank_App_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transfer ${i?.amount}`)
};

export const bank_app_sent = /** @type {(inputs: Bank_App_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer terkirim`)
};

export const bank_app_sent_detail = /** @type {(inputs: Bank_App_Sent_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} sudah ditransfer ke ${i?.merchant} untuk tagihan ${i?.bill}.`)
};

export const bank_app_title = /** @type {(inputs: Bank_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikasi bank`)
};

export const bank_app_to = /** @type {(inputs: Bank_App_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ke ${i?.merchant}, tagihan ${i?.bill}`)
};

export const bank_app_unknown = /** @type {(inputs: Bank_App_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada tagihan dengan nomor virtual account ini. Periksa 16 digitnya dan coba lagi.`)
};

export const bill_description = /** @type {(inputs: Bill_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan KAINARA ${i?.ref}`)
};

export const cancel_courier_unavailable = /** @type {(inputs: Cancel_Courier_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kurir tidak bisa dihubungi untuk membatalkan resi ${i?.resi}; tidak ada yang diubah. Coba lagi sebentar lagi.`)
};

export const cancel_nothing_left = /** @type {(inputs: Cancel_Nothing_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tidak ada lagi yang bisa dibatalkan dari pesanan ${i?.ref}.`)
};

export const cancel_too_many = /** @type {(inputs: Cancel_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hanya ${i?.left} dari ${i?.product} (${i?.size}) yang masih bisa dibatalkan.`)
};

export const cancel_unknown_line = /** @type {(inputs: Cancel_Unknown_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} tidak punya baris ${i?.line}; pilih baris dari pesanan sebagaimana adanya sekarang.`)
};

export const cancel_waybill_in_portal = /** @type {(inputs: Cancel_Waybill_In_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SiCepat hanya membatalkan resi lewat portal mitranya: batalkan resi ${i?.resi} di sana, lalu batalkan pesanan di sini dan centang bahwa resi sudah dibatalkan. Tidak ada yang diubah.`)
};

export const cancel_waybill_picked_up = /** @type {(inputs: Cancel_Waybill_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kurir sudah mengambil paket pesanan ${i?.ref} (resi ${i?.resi}); pesanan tidak bisa dibatalkan lagi. Tidak ada yang diubah.`)
};

export const cancelled_body = /** @type {(inputs: Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah dibatalkan.`)
};

export const cancelled_by_shop = /** @type {(inputs: Cancelled_By_ShopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mohon maaf: kami terpaksa membatalkan pesanan ${i?.ref} yang sudah Anda bayar.`)
};

export const cancelled_by_shop_body = /** @type {(inputs: Cancelled_By_Shop_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} dibatalkan oleh toko; kami akan mengembalikan dana yang sudah Anda bayar.`)
};

export const cancelled_payment = /** @type {(inputs: Cancelled_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pembayaran untuk pesanan ${i?.ref} dibatalkan, jadi pesanannya juga dibatalkan.`)
};

export const cancelled_payment_returned = /** @type {(inputs: Cancelled_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jika dana Anda sudah terpotong, penyedia pembayaran akan mengembalikannya. Ada pertanyaan? Layanan pelanggan kami buka Senin-Jumat 09.00-16.00 WIB.`)
};

export const cancelled_refund = /** @type {(inputs: Cancelled_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kami akan mengembalikan dana Anda sebesar ${i?.amount}; layanan pelanggan kami akan menghubungi Anda. Ada pertanyaan? Kami buka Senin-Jumat 09.00-16.00 WIB.`)
};

export const cancelled_subject = /** @type {(inputs: Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan KAINARA Anda ${i?.ref} dibatalkan`)
};

export const cancelled_title = /** @type {(inputs: Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan dibatalkan`)
};

export const channel_credit_card = /** @type {(inputs: Channel_Credit_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kartu Kredit`)
};

export const channel_group_card = /** @type {(inputs: Channel_Group_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kartu`)
};

export const channel_group_e_wallet = /** @type {(inputs: Channel_Group_E_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-wallet`)
};

export const channel_group_paylater = /** @type {(inputs: Channel_Group_PaylaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bayar nanti`)
};

export const channel_group_qris = /** @type {(inputs: Channel_Group_QrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QRIS`)
};

export const channel_group_retail = /** @type {(inputs: Channel_Group_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimarket`)
};

export const channel_group_virtual_account = /** @type {(inputs: Channel_Group_Virtual_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virtual Account`)
};

export const channel_hint_bca = /** @type {(inputs: Channel_Hint_BcaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer dari BCA mobile, KlikBCA, atau ATM`)
};

export const channel_hint_bni = /** @type {(inputs: Channel_Hint_BniInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BNI Mobile Banking atau ATM`)
};

export const channel_hint_card = /** @type {(inputs: Channel_Hint_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa, Mastercard, atau JCB dengan 3-D Secure`)
};

export const channel_hint_cimb = /** @type {(inputs: Channel_Hint_CimbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OCTO Mobile atau ATM CIMB Niaga`)
};

export const channel_hint_ewallet = /** @type {(inputs: Channel_Hint_EwalletInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Konfirmasi di aplikasi ${i?.name}`)
};

export const channel_hint_linkaja = /** @type {(inputs: Channel_Hint_LinkajaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi di aplikasi LinkAja`)
};

export const channel_hint_mandiri = /** @type {(inputs: Channel_Hint_MandiriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livin' by Mandiri atau ATM`)
};

export const channel_hint_ovo = /** @type {(inputs: Channel_Hint_OvoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi di aplikasi OVO`)
};

export const channel_hint_paylater = /** @type {(inputs: Channel_Hint_PaylaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bayar dengan cicilan dari akun ${i?.name} Anda`)
};

export const channel_hint_qris = /** @type {(inputs: Channel_Hint_QrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pindai dengan aplikasi bank atau e-wallet apa pun`)
};

export const channel_hint_retail = /** @type {(inputs: Channel_Hint_RetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bayar di kasir gerai ${i?.name} mana pun`)
};

export const channel_hint_shopeepay = /** @type {(inputs: Channel_Hint_ShopeepayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi di aplikasi Shopee`)
};

export const channel_hint_va = /** @type {(inputs: Channel_Hint_VaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer dari aplikasi bank, internet banking, atau ATM`)
};

export const collected_body = /** @type {(inputs: Collected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah diambil. Selamat menikmati!`)
};

export const collected_returns = /** @type {(inputs: Collected_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengembalian diterima dalam 3 hari setelah barang diterima; lihat Syarat dan Ketentuan kami untuk caranya.`)
};

export const collected_subject = /** @type {(inputs: Collected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terima kasih sudah mengambil pesanan KAINARA Anda ${i?.ref}`)
};

export const collected_title = /** @type {(inputs: Collected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan sudah diambil`)
};

export const collected_where = /** @type {(inputs: Collected_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah diambil di ${i?.showroom}. Semoga Anda menyukainya.`)
};

export const delivered_body = /** @type {(inputs: Delivered_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah diterima.`)
};

export const delivered_by = /** @type {(inputs: Delivered_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.courier} sudah mengantarkan pesanan ${i?.ref} (No. Resi ${i?.resi}). Semoga Anda menyukainya.`)
};

export const delivered_returns = /** @type {(inputs: Delivered_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengembalian diterima dalam 3 hari setelah barang diterima; kerusakan dalam pengiriman wajib dilaporkan dalam 2x24 jam.`)
};

export const delivered_subject = /** @type {(inputs: Delivered_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan KAINARA Anda ${i?.ref} sudah diterima`)
};

export const delivered_title = /** @type {(inputs: Delivered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan diterima`)
};

export const expired_body = /** @type {(inputs: Expired_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} tidak dibayar dalam 1x24 jam dan sudah dibatalkan.`)
};

export const expired_nothing_charged = /** @type {(inputs: Expired_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada dana yang ditagih. Silakan pesan lagi kapan saja.`)
};

export const expired_subject = /** @type {(inputs: Expired_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan KAINARA Anda ${i?.ref} sudah kedaluwarsa`)
};

export const expired_title = /** @type {(inputs: Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan kedaluwarsa`)
};

export const expired_unpaid = /** @type {(inputs: Expired_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kami tidak menerima pembayaran untuk pesanan ${i?.ref} dalam 1x24 jam, jadi pesanan dibatalkan dan barangnya kembali dijual.`)
};

export const lines_cancelled_body = /** @type {(inputs: Lines_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sebagian pesanan ${i?.ref} dibatalkan oleh toko; kami akan mengembalikan dana yang sudah Anda bayar untuknya.`)
};

export const lines_cancelled_by_shop = /** @type {(inputs: Lines_Cancelled_By_ShopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mohon maaf: kami terpaksa membatalkan sebagian pesanan ${i?.ref}: ${i?.items}. Sisa pesanan Anda tetap kami proses.`)
};

export const lines_cancelled_subject = /** @type {(inputs: Lines_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sebagian pesanan KAINARA Anda ${i?.ref} dibatalkan`)
};

export const lines_cancelled_title = /** @type {(inputs: Lines_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sebagian pesanan dibatalkan`)
};

export const mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Halo ${i?.name},`)
};

export const mail_hello_anyone = /** @type {(inputs: Mail_Hello_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halo,`)
};

export const mail_link = /** @type {(inputs: Mail_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tautan`)
};

export const mail_see_order = /** @type {(inputs: Mail_See_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lihat Pesanan`)
};

export const new_password_how = /** @type {(inputs: New_Password_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk dengan kata sandi ini, lalu buat kata sandi Anda sendiri di Akun > Ubah Kata Sandi. Kata sandi lama Anda tetap berlaku sampai Anda masuk dengan yang baru ini, dan yang baru ini berlaku 24 jam.`)
};

export const new_password_is = /** @type {(inputs: New_Password_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kata sandi baru Anda: ${i?.password}`)
};

export const new_password_not_you = /** @type {(inputs: New_Password_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jika Anda tidak meminta kata sandi baru, abaikan email ini: tidak ada yang berubah.`)
};

export const new_password_sign_in = /** @type {(inputs: New_Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk`)
};

export const new_password_subject = /** @type {(inputs: New_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi baru KAINARA Anda`)
};

export const newsletter_changed_mind = /** @type {(inputs: Newsletter_Changed_MindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berubah pikiran?`)
};

export const newsletter_confirm_action = /** @type {(inputs: Newsletter_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi Langganan`)
};

export const newsletter_confirm_ask = /** @type {(inputs: Newsletter_Confirm_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mohon konfirmasi bahwa Anda ingin menerima koleksi terbaru, penawaran, dan kabar toko dari KAINARA di alamat ini.`)
};

export const newsletter_confirm_not_you = /** @type {(inputs: Newsletter_Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jika Anda tidak memintanya, abaikan email ini dan Anda tidak akan menerima email dari kami.`)
};

export const newsletter_confirm_subject = /** @type {(inputs: Newsletter_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi langganan newsletter KAINARA Anda`)
};

export const newsletter_unsubscribe = /** @type {(inputs: Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berhenti berlangganan`)
};

export const newsletter_welcome_subject = /** @type {(inputs: Newsletter_Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda berlangganan newsletter KAINARA`)
};

export const newsletter_welcome_thanks = /** @type {(inputs: Newsletter_Welcome_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terima kasih sudah berlangganan. Koleksi terbaru dan penawaran akan sampai ke sini lebih dulu.`)
};

export const newsletter_welcome_why = /** @type {(inputs: Newsletter_Welcome_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda menerima email ini karena alamat ini berlangganan newsletter kami.`)
};

export const order_page_cancelled = /** @type {(inputs: Order_Page_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} dibatalkan; stoknya sudah kembali dan pengembalian dana dicatat sebagai utang.`)
};

export const order_page_cancelled_lines = /** @type {(inputs: Order_Page_Cancelled_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sebagian pesanan ${i?.ref} dibatalkan; stoknya sudah kembali dan pengembalian dana ${i?.amount} dicatat sebagai utang.`)
};

export const order_page_cancelled_owed = /** @type {(inputs: Order_Page_Cancelled_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} dibatalkan; stoknya sudah kembali dan pengembalian dana ${i?.amount} dicatat sebagai utang.`)
};

export const order_page_courier_refused = /** @type {(inputs: Order_Page_Courier_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SiCepat tidak memesan resi: ${i?.refusal} Pesan resi di portal SiCepat lalu masukkan nomornya.`)
};

export const order_page_handed_over = /** @type {(inputs: Order_Page_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah diserahkan.`)
};

export const order_page_just_changed = /** @type {(inputs: Order_Page_Just_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} baru saja berubah; silakan periksa lagi.`)
};

export const order_page_marked_handled = /** @type {(inputs: Order_Page_Marked_HandledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} ditandai sudah ditangani.`)
};

export const order_page_no_attention = /** @type {(inputs: Order_Page_No_AttentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} tidak perlu ditangani sekarang: staf lain sudah menandainya.`)
};

export const order_page_no_order = /** @type {(inputs: Order_Page_No_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tidak ada pesanan ${i?.ref}.`)
};

export const order_page_not_pickup_code = /** @type {(inputs: Order_Page_Not_Pickup_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Itu bukan kode pengambilan pesanan ${i?.ref}.`)
};

export const order_page_not_your_showroom = /** @type {(inputs: Order_Page_Not_Your_ShowroomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} milik ${i?.showroom}, yang bukan showroom Anda.`)
};

export const order_page_note_added = /** @type {(inputs: Order_Page_Note_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catatan sudah ditambahkan.`)
};

export const order_page_packed = /** @type {(inputs: Order_Page_PackedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah dikemas.`)
};

export const order_page_ships_with = /** @type {(inputs: Order_Page_Ships_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} dikirim dengan resi ${i?.no_resi}.`)
};

export const order_page_someone_else = /** @type {(inputs: Order_Page_Someone_ElseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Staf lain baru saja menindaklanjuti pesanan ini. ${i?.refusal}`)
};

export const order_placed_body = /** @type {(inputs: Order_Placed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terima kasih atas pesanan ${i?.ref}. Mohon bayar dalam 1x24 jam.`)
};

export const order_placed_line = /** @type {(inputs: Order_Placed_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.qty} x ${i?.product} (${i?.size}): ${i?.amount}`)
};

export const order_placed_pickup = /** @type {(inputs: Order_Placed_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda akan mengambilnya di toko yang Anda pilih; kami menyiapkannya paling cepat 1 jam setelah pembayaran Anda berhasil.`)
};

export const order_placed_promo = /** @type {(inputs: Order_Placed_PromoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Promo ${i?.code}: -${i?.amount}`)
};

export const order_placed_shipping = /** @type {(inputs: Order_Placed_ShippingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dikirim dengan ${i?.courier}: ${i?.amount}.`)
};

export const order_placed_subject = /** @type {(inputs: Order_Placed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan KAINARA Anda ${i?.ref}`)
};

export const order_placed_thanks = /** @type {(inputs: Order_Placed_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terima kasih atas pesanan Anda ${i?.ref}.`)
};

export const order_placed_title = /** @type {(inputs: Order_Placed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan dibuat`)
};

export const order_placed_total = /** @type {(inputs: Order_Placed_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total Pembayaran: ${i?.amount}. Pesanan yang belum dibayar disimpan 1x24 jam, lalu dibatalkan.`)
};

export const paid_delivery_body = /** @type {(inputs: Paid_Delivery_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah dibayar dan sedang dikemas.`)
};

export const paid_packing = /** @type {(inputs: Paid_PackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kami sedang mengemas pesanan Anda dan akan mengirimkan No. Resi ${i?.courier} begitu kurir mengambil paketnya.`)
};

export const paid_pickup_body = /** @type {(inputs: Paid_Pickup_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} sudah dibayar. Kode Pengambilan ${i?.code}; kami akan mengabari Anda saat sudah siap.`)
};

export const paid_pickup_ready_from = /** @type {(inputs: Paid_Pickup_Ready_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kode Pengambilan Anda ${i?.code}. Kami sedang menyiapkan pesanan Anda di ${i?.showroom}; pesanan siap diambil mulai ${i?.time}, dan kami akan mengabari Anda saat sudah siap. ${i?.hours}`)
};

export const paid_pickup_ready_soon = /** @type {(inputs: Paid_Pickup_Ready_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kode Pengambilan Anda ${i?.code}. Kami sedang menyiapkan pesanan Anda di ${i?.showroom}; pesanan siap dalam satu jam, dan kami akan mengabari Anda saat sudah siap. ${i?.hours}`)
};

export const paid_received = /** @type {(inputs: Paid_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kami sudah menerima pembayaran Anda sebesar ${i?.amount} untuk pesanan ${i?.ref}. Terima kasih!`)
};

export const paid_received_by = /** @type {(inputs: Paid_Received_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kami sudah menerima pembayaran Anda sebesar ${i?.amount} melalui ${i?.channel} untuk pesanan ${i?.ref}. Terima kasih!`)
};

export const paid_subject = /** @type {(inputs: Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pembayaran diterima untuk pesanan KAINARA Anda ${i?.ref}`)
};

export const paid_title = /** @type {(inputs: Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran diterima`)
};

export const pay_amount = /** @type {(inputs: Pay_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harga`)
};

export const pay_bill_cancelled = /** @type {(inputs: Pay_Bill_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tagihan ${i?.bill} dari ${i?.merchant} dibatalkan.`)
};

export const pay_bill_paid = /** @type {(inputs: Pay_Bill_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tagihan ${i?.bill} dari ${i?.merchant} sudah dibayar.`)
};

export const pay_button = /** @type {(inputs: Pay_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bayar ${i?.amount}`)
};

export const pay_cancel = /** @type {(inputs: Pay_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Batal dan kembali ke ${i?.merchant}`)
};

export const pay_cancelled = /** @type {(inputs: Pay_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran dibatalkan`)
};

export const pay_choose = /** @type {(inputs: Pay_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih Metode Pembayaran`)
};

export const pay_choose_action = /** @type {(inputs: Pay_Choose_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih Bayar, pembayaran gagal, atau Batal.`)
};

export const pay_choose_method = /** @type {(inputs: Pay_Choose_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih metode pembayaran.`)
};

export const pay_customer = /** @type {(inputs: Pay_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pelanggan`)
};

export const pay_discount = /** @type {(inputs: Pay_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diskon`)
};

export const pay_due = /** @type {(inputs: Pay_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bayar sebelum ${i?.date} atau pesanan dibatalkan.`)
};

export const pay_expired = /** @type {(inputs: Pay_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tagihan ${i?.bill} jatuh tempo pada ${i?.due} dan tidak bisa dibayar lagi.`)
};

export const pay_expired_title = /** @type {(inputs: Pay_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagihan ini sudah kedaluwarsa`)
};

export const pay_footer = /** @type {(inputs: Pay_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran ditandatangani dan diverifikasi persis seperti di penyedia pembayaran. Halaman merchant sandbox.`)
};

export const pay_invalid = /** @type {(inputs: Pay_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message} Silakan kembali ke toko dan coba lagi.`)
};

export const pay_invalid_title = /** @type {(inputs: Pay_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan pembayaran ini tidak valid`)
};

export const pay_item = /** @type {(inputs: Pay_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produk`)
};

export const pay_order_number = /** @type {(inputs: Pay_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor pesanan`)
};

export const pay_page_heading = /** @type {(inputs: Pay_Page_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bayar ke ${i?.merchant} ${i?.amount}`)
};

export const pay_page_title = /** @type {(inputs: Pay_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bayar ke ${i?.merchant}`)
};

export const pay_paying = /** @type {(inputs: Pay_PayingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pembayaran ke ${i?.merchant} ${i?.amount}`)
};

export const pay_qty = /** @type {(inputs: Pay_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah`)
};

export const pay_received = /** @type {(inputs: Pay_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran diterima`)
};

export const pay_return = /** @type {(inputs: Pay_ReturnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kembali ke ${i?.merchant}`)
};

export const pay_secure = /** @type {(inputs: Pay_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran aman`)
};

export const pay_simulate_failure = /** @type {(inputs: Pay_Simulate_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simulasikan pembayaran gagal`)
};

export const pay_summary = /** @type {(inputs: Pay_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ringkasan Pesanan`)
};

export const pay_test_mode = /** @type {(inputs: Pay_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode uji coba.`)
};

export const pay_test_mode_note = /** @type {(inputs: Pay_Test_Mode_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada uang yang berpindah: halaman ini menggantikan penyedia pembayaran sampai toko menghubungkan akun merchant-nya.`)
};

export const pay_total = /** @type {(inputs: Pay_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const qris_amount = /** @type {(inputs: Qris_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah yang dibayar`)
};

export const qris_image = /** @type {(inputs: Qris_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kode QRIS: ${i?.amount} untuk ${i?.merchant}`)
};

export const qris_step_open = /** @type {(inputs: Qris_Step_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buka aplikasi bank atau e-wallet apa pun yang menerima QRIS.`)
};

export const qris_step_scan = /** @type {(inputs: Qris_Step_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih Pindai atau Bayar, lalu arahkan kamera ke kode di atas.`)
};

export const qris_time_left = /** @type {(inputs: Qris_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sisa waktu`)
};

export const qris_title = /** @type {(inputs: Qris_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pindai untuk membayar dengan QRIS`)
};

export const qris_waiting = /** @type {(inputs: Qris_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menunggu pembayaran Anda. Halaman ini berlanjut sendiri begitu ${i?.merchant} menerimanya.`)
};

export const qris_wallet_link = /** @type {(inputs: Qris_Wallet_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buka aplikasi dompet uji coba untuk membayar kode ini`)
};

export const ready_body = /** @type {(inputs: Ready_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} siap diambil di ${i?.showroom}. Kode Pengambilan ${i?.code}.`)
};

export const ready_qr_alt = /** @type {(inputs: Ready_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kode QR untuk Kode Pengambilan ${i?.code}`)
};

export const ready_show_code = /** @type {(inputs: Ready_Show_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tunjukkan Kode Pengambilan ${i?.code} di kasir, atau minta petugas memindai kode QR di email ini. ${i?.hours}`)
};

export const ready_subject = /** @type {(inputs: Ready_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan KAINARA Anda ${i?.ref} siap diambil`)
};

export const ready_title = /** @type {(inputs: Ready_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siap Diambil`)
};

export const ready_where = /** @type {(inputs: Ready_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} siap Anda ambil di ${i?.showroom}, ${i?.address}.`)
};

export const refund_paid_sent = /** @type {(inputs: Refund_Paid_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kami telah mengirimkan ${i?.amount} untuk pesanan ${i?.ref} lewat transfer bank (referensi ${i?.transfer}).`)
};

export const refund_paid_subject = /** @type {(inputs: Refund_Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian dana pesanan KAINARA ${i?.ref} sedang dikirim`)
};

export const refund_paid_when = /** @type {(inputs: Refund_Paid_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tergantung bank Anda, dana masuk ke rekening dalam 1-3 hari kerja. Ada pertanyaan? Kami buka Senin-Jumat 09.00-16.00 WIB.`)
};

export const refunds_already_paid = /** @type {(inputs: Refunds_Already_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian dana ini sudah ditandai dibayar oleh ${i?.who} (transfer ${i?.transfer}).`)
};

export const refunds_marked_paid = /** @type {(inputs: Refunds_Marked_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian dana ${i?.amount} untuk pesanan ${i?.ref} ditandai sudah dibayar; pembeli diberi tahu lewat e-mail.`)
};

export const refunds_no_refund = /** @type {(inputs: Refunds_No_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tidak ada pengembalian dana ${i?.id}.`)
};

export const reminder_action = /** @type {(inputs: Reminder_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bayar pesanan Anda`)
};

export const reminder_body = /** @type {(inputs: Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bayar pesanan ${i?.ref} sebelum ${i?.due}, atau pesanan kedaluwarsa.`)
};

export const reminder_channel = /** @type {(inputs: Reminder_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` dengan ${i?.channel}`)
};

export const reminder_ignore = /** @type {(inputs: Reminder_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sudah membayar, atau berubah pikiran? Anda boleh mengabaikan email ini: pesanan yang belum dibayar akan kedaluwarsa dengan sendirinya.`)
};

export const reminder_intro = /** @type {(inputs: Reminder_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} kami simpan untuk Anda sampai ${i?.due}. Setelah itu pesanan kedaluwarsa dan barangnya kembali dijual.`)
};

export const reminder_pay_before = /** @type {(inputs: Reminder_Pay_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agar tetap tersimpan, bayar ${i?.amount} sebelum ${i?.due}${i?.channel}.`)
};

export const reminder_step_card = /** @type {(inputs: Reminder_Step_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buka pesanan Anda, buka tagihan lagi, masukkan data kartu Anda, dan konfirmasi dengan kode yang dikirim bank Anda.`)
};

export const reminder_step_check = /** @type {(inputs: Reminder_Step_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pastikan jumlahnya ${i?.amount} dan namanya ${i?.merchant}, lalu konfirmasi.`)
};

export const reminder_step_choose = /** @type {(inputs: Reminder_Step_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buka pesanan Anda dengan tombol di bawah dan pilih cara bayar: virtual account, QRIS, e-wallet, kartu, paylater, atau kasir minimarket.`)
};

export const reminder_step_ewallet = /** @type {(inputs: Reminder_Step_EwalletInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buka aplikasi ${i?.wallet} dan setujui permintaan pembayaran dari ${i?.merchant} sebesar ${i?.amount}.`)
};

export const reminder_step_follow = /** @type {(inputs: Reminder_Step_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikuti langkah yang diberikan halaman pembayaran untuk cara bayar itu.`)
};

export const reminder_step_paylater = /** @type {(inputs: Reminder_Step_PaylaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buka pesanan Anda, buka tagihan lagi, masuk ke akun ${i?.provider} Anda, pilih tenor, dan setujui ${i?.amount}.`)
};

export const reminder_step_qris = /** @type {(inputs: Reminder_Step_QrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buka pesanan Anda, buka tagihan lagi untuk menampilkan kode QRIS, lalu pindai dengan aplikasi bank atau e-wallet apa pun yang menerima QRIS.`)
};

export const reminder_step_retail = /** @type {(inputs: Reminder_Step_RetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datangi kasir gerai ${i?.store} mana pun, katakan Anda membayar ke ${i?.merchant}, berikan kode pembayaran, dan bayar ${i?.amount} tunai.`)
};

export const reminder_step_va_enter = /** @type {(inputs: Reminder_Step_Va_EnterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pilih Transfer, lalu Virtual Account, dan masukkan nomor ${i?.number}.`)
};

export const reminder_step_va_enter_page = /** @type {(inputs: Reminder_Step_Va_Enter_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih Transfer, lalu Virtual Account, dan masukkan nomor dari halaman pembayaran (buka pesanan Anda untuk melihatnya lagi).`)
};

export const reminder_step_va_open = /** @type {(inputs: Reminder_Step_Va_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buka mobile banking atau internet banking ${i?.bank}, atau datangi ATM ${i?.bank}.`)
};

export const reminder_steps = /** @type {(inputs: Reminder_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cara membayar:`)
};

export const reminder_subject = /** @type {(inputs: Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan KAINARA Anda ${i?.ref} menunggu pembayaran`)
};

export const reminder_title = /** @type {(inputs: Reminder_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan Anda menunggu pembayaran`)
};

export const returns_bank_needed = /** @type {(inputs: Returns_Bank_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi data rekening pembeli untuk mengembalikan dana tukar ukuran.`)
};

export const returns_body = /** @type {(inputs: Returns_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ada kabar tentang pengembalian pesanan ${i?.ref}.`)
};

export const returns_courier_refused = /** @type {(inputs: Returns_Courier_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kurir tidak memesan resi: ${i?.reason}`)
};

export const returns_damage_window_closed = /** @type {(inputs: Returns_Damage_Window_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kerusakan dilaporkan dalam 2x24 jam sejak diterima; untuk pesanan ${i?.ref} batasnya ${i?.closes} WIB.`)
};

export const returns_held_size_gone = /** @type {(inputs: Returns_Held_Size_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sizes} tidak lagi disimpan maupun tersedia: ubah tukar ukuran menjadi pengembalian dana.`)
};

export const returns_line_open = /** @type {(inputs: Returns_Line_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} (${i?.size}) sudah memiliki permintaan pengembalian yang masih berjalan.`)
};

export const returns_line_returned = /** @type {(inputs: Returns_Line_ReturnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} (${i?.size}) sudah dikembalikan.`)
};

export const returns_mail_counter = /** @type {(inputs: Returns_Mail_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bawa barang, belum dipakai dan dengan label, serta nomor ${i?.returnRef} ke ${i?.showroom}, ${i?.address}. ${i?.hours}`)
};

export const returns_mail_courier = /** @type {(inputs: Returns_Mail_CourierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tulis ${i?.returnRef} pada paket dan kirim dengan SiCepat ke ${i?.showroom}, ${i?.address}. Serahkan ke gerai SiCepat mana pun dan simpan resinya: ongkos kirim pengembalian kami ganti hingga Rp 20.000. Paket sampai dalam 1-3 hari kerja dari Jabodetabek dan 2-6 hari kerja dari daerah lain.`)
};

export const returns_mail_ready = /** @type {(inputs: Returns_Mail_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ukuran baru Anda siap diambil di ${i?.showroom}. ${i?.hours}`)
};

export const returns_mail_refund = /** @type {(inputs: Returns_Mail_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian dana sebesar ${i?.amount} telah dicatat. Kami mengirimnya melalui transfer bank ke rekening yang Anda berikan, dan memberi tahu Anda lewat email saat dikirim.`)
};

export const returns_mail_refused = /** @type {(inputs: Returns_Mail_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alasannya: ${i?.reason}`)
};

export const returns_mail_shipped = /** @type {(inputs: Returns_Mail_ShippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ukuran baru Anda sedang dikirim dengan SiCepat, nomor resi ${i?.resi}.`)
};

export const returns_mail_state = /** @type {(inputs: Returns_Mail_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian ${i?.returnRef} untuk pesanan ${i?.ref} kini: ${i?.state}.`)
};

export const returns_mail_subject = /** @type {(inputs: Returns_Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian ${i?.returnRef} untuk pesanan KAINARA ${i?.ref}`)
};

export const returns_moved = /** @type {(inputs: Returns_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian ${i?.ref} sudah ${i?.state}; halaman kini menampilkannya.`)
};

export const returns_moved_to = /** @type {(inputs: Returns_Moved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian ${i?.ref} kini ${i?.state}.`)
};

export const returns_no_address = /** @type {(inputs: Returns_No_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian ${i?.ref} berasal dari pesanan ambil di toko: siapkan tukar ukuran di showroom.`)
};

export const returns_no_exchange_tracking = /** @type {(inputs: Returns_No_Exchange_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian ${i?.ref} belum memiliki No. Resi: penukaran mendapatkannya saat dikirim.`)
};

export const returns_no_line = /** @type {(inputs: Returns_No_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} tidak memiliki baris ${i?.line}.`)
};

export const returns_no_showroom = /** @type {(inputs: Returns_No_ShowroomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tidak ada showroom ${i?.id}.`)
};

export const returns_no_size = /** @type {(inputs: Returns_No_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} tidak memiliki ukuran ${i?.size}.`)
};

export const returns_not_found = /** @type {(inputs: Returns_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tidak ada pengembalian ${i?.ref}.`)
};

export const returns_not_received = /** @type {(inputs: Returns_Not_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} belum Anda terima: pengembalian dapat diajukan setelah pesanan diantar atau diambil.`)
};

export const returns_not_yours = /** @type {(inputs: Returns_Not_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian ${i?.ref} dibawa ke showroom lain.`)
};

export const returns_order_cancelled = /** @type {(inputs: Returns_Order_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} telah dibatalkan: tidak ada yang dapat dikembalikan.`)
};

export const returns_order_unpaid = /** @type {(inputs: Returns_Order_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} belum dibayar: tidak ada yang dapat dikembalikan.`)
};

export const returns_photo_cap = /** @type {(inputs: Returns_Photo_CapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ini sudah menyimpan ${i?.cap} foto yang belum dikirim bersama pengembalian: kirim pengembalian dengan foto tersebut lebih dulu.`)
};

export const returns_photo_claimed = /** @type {(inputs: Returns_Photo_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sebuah foto sudah dikirim bersama pengembalian lain dari pesanan ini; tambahkan foto baru.`)
};

export const returns_photos_needed = /** @type {(inputs: Returns_Photos_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambahkan setidaknya satu foto kerusakan.`)
};

export const returns_receive_every_line = /** @type {(inputs: Returns_Receive_Every_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi jumlah unit yang diterima dan yang rusak untuk setiap baris pengembalian.`)
};

export const returns_received_too_many = /** @type {(inputs: Returns_Received_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} (${i?.size}): paling banyak ${i?.qty} unit dapat diterima, dan unit rusak tidak lebih dari yang diterima.`)
};

export const returns_requested = /** @type {(inputs: Returns_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian ${i?.returnRef} telah diajukan; kami telah mengirim email tentang langkah selanjutnya.`)
};

export const returns_same_size = /** @type {(inputs: Returns_Same_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product}: pilih ukuran selain yang Anda miliki (${i?.size}).`)
};

export const returns_size_out = /** @type {(inputs: Returns_Size_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stok ${i?.sizes} sudah habis; pilih ukuran lain atau pengembalian dana.`)
};

export const returns_state_approved = /** @type {(inputs: Returns_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`disetujui`)
};

export const returns_state_closed = /** @type {(inputs: Returns_State_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`selesai`)
};

export const returns_state_exchange_ready = /** @type {(inputs: Returns_State_Exchange_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tukar ukuran siap di showroom`)
};

export const returns_state_exchange_shipped = /** @type {(inputs: Returns_State_Exchange_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tukar ukuran dikirim`)
};

export const returns_state_received = /** @type {(inputs: Returns_State_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diterima`)
};

export const returns_state_refund_recorded = /** @type {(inputs: Returns_State_Refund_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pengembalian dana dicatat`)
};

export const returns_state_refused = /** @type {(inputs: Returns_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ditolak`)
};

export const returns_state_requested = /** @type {(inputs: Returns_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diajukan`)
};

export const returns_state_restocked = /** @type {(inputs: Returns_State_RestockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diperiksa dan kembali ke stok`)
};

export const returns_title = /** @type {(inputs: Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kabar tentang pengembalian Anda`)
};

export const returns_too_many = /** @type {(inputs: Returns_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} (${i?.size}): paling banyak ${i?.left} unit dapat dikembalikan.`)
};

export const returns_unknown_photo = /** @type {(inputs: Returns_Unknown_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sebuah foto tidak diunggah untuk pesanan ini; tambahkan lagi.`)
};

export const returns_window_closed = /** @type {(inputs: Returns_Window_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Batas waktu pengembalian pesanan ${i?.ref} berakhir pada ${i?.closes} WIB.`)
};

export const shipped_body = /** @type {(inputs: Shipped_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan ${i?.ref} dikirim dengan ${i?.courier}, No. Resi ${i?.resi}.`)
};

export const shipped_estimate = /** @type {(inputs: Shipped_EstimateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Perkiraan sampai: ${i?.etd}.`)
};

export const shipped_picked_up = /** @type {(inputs: Shipped_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kabar baik: pesanan ${i?.ref} sudah diambil oleh ${i?.courier}.`)
};

export const shipped_subject = /** @type {(inputs: Shipped_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesanan KAINARA Anda ${i?.ref} sedang dikirim`)
};

export const shipped_title = /** @type {(inputs: Shipped_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan Anda sedang dikirim`)
};

export const shipped_waybill = /** @type {(inputs: Shipped_WaybillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No. Resi: ${i?.resi}. Lacak dari halaman Lacak Pesanan Anda.`)
};

export const store_hours = /** @type {(inputs: Store_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toko kami buka pukul 10.00-20.00 WIB.`)
};

export const timeline_buyer_to_be_told = /** @type {(inputs: Timeline_Buyer_To_Be_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pembeli akan diberi tahu: ${i?.event}`)
};

export const timeline_buyer_told = /** @type {(inputs: Timeline_Buyer_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pembeli diberi tahu: ${i?.event}`)
};

export const timeline_cancelled = /** @type {(inputs: Timeline_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dibatalkan`)
};

export const timeline_courier = /** @type {(inputs: Timeline_CourierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kurir: ${i?.status}`)
};

export const timeline_delivered = /** @type {(inputs: Timeline_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diterima`)
};

export const timeline_expired_unpaid = /** @type {(inputs: Timeline_Expired_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kedaluwarsa, belum dibayar`)
};

export const timeline_handed_over = /** @type {(inputs: Timeline_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diserahkan`)
};

export const timeline_order_placed = /** @type {(inputs: Timeline_Order_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan dibuat`)
};

export const timeline_packed = /** @type {(inputs: Timeline_PackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dikemas`)
};

export const timeline_paid = /** @type {(inputs: Timeline_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dibayar`)
};

export const timeline_ready = /** @type {(inputs: Timeline_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siap diambil`)
};

export const timeline_reason = /** @type {(inputs: Timeline_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alasan: ${i?.reason}`)
};

export const timeline_received_by = /** @type {(inputs: Timeline_Received_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diterima oleh ${i?.name}.`)
};

export const timeline_refund_owed = /** @type {(inputs: Timeline_Refund_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengembalian dana terutang: ${i?.amount}`)
};

export const timeline_shipped = /** @type {(inputs: Timeline_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dikirim`)
};

export const timeline_staff_book_waybill = /** @type {(inputs: Timeline_Staff_Book_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memesan resi`)
};

export const timeline_staff_cancel = /** @type {(inputs: Timeline_Staff_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membatalkan pesanan`)
};

export const timeline_staff_cancel_lines = /** @type {(inputs: Timeline_Staff_Cancel_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membatalkan sebagian pesanan`)
};

export const timeline_staff_hand_over = /** @type {(inputs: Timeline_Staff_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menyerahkan pesanan`)
};

export const timeline_staff_note = /** @type {(inputs: Timeline_Staff_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menambahkan catatan`)
};

export const timeline_staff_pack = /** @type {(inputs: Timeline_Staff_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menandai sudah dikemas`)
};

export const timeline_staff_set_waybill = /** @type {(inputs: Timeline_Staff_Set_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memasukkan nomor resi`)
};

export const timeline_told_cancelled = /** @type {(inputs: Timeline_Told_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dibatalkan`)
};

export const timeline_told_completed = /** @type {(inputs: Timeline_Told_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diterima atau diambil`)
};

export const timeline_told_expired = /** @type {(inputs: Timeline_Told_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kedaluwarsa`)
};

export const timeline_told_lines_cancelled = /** @type {(inputs: Timeline_Told_Lines_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembeli diberi tahu sebagian pesanan dibatalkan`)
};

export const timeline_told_paid = /** @type {(inputs: Timeline_Told_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pembayaran diterima`)
};

export const timeline_told_placed = /** @type {(inputs: Timeline_Told_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`konfirmasi pesanan`)
};

export const timeline_told_ready = /** @type {(inputs: Timeline_Told_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`siap diambil`)
};

export const timeline_told_return = /** @type {(inputs: Timeline_Told_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diberi tahu kabar pengembalian`)
};

export const timeline_told_shipped = /** @type {(inputs: Timeline_Told_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pesanan dalam perjalanan`)
};

export const timeline_waiting_to_be_sent = /** @type {(inputs: Timeline_Waiting_To_Be_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menunggu dikirim.`)
};

export const timeline_waybill = /** @type {(inputs: Timeline_WaybillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resi ${i?.no_resi}.`)
};

export const timeline_waybill_booked = /** @type {(inputs: Timeline_Waybill_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resi dipesan`)
};

export const va_amount = /** @type {(inputs: Va_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah transfer`)
};

export const va_copied = /** @type {(inputs: Va_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tersalin`)
};

export const va_copy = /** @type {(inputs: Va_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salin nomor`)
};

export const va_number = /** @type {(inputs: Va_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor virtual account`)
};

export const va_step_confirm = /** @type {(inputs: Va_Step_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pastikan jumlahnya ${i?.amount} dan namanya ${i?.merchant}, lalu konfirmasi.`)
};

export const va_step_enter = /** @type {(inputs: Va_Step_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih Transfer, lalu Virtual Account, dan masukkan nomor di atas.`)
};

export const va_step_open = /** @type {(inputs: Va_Step_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buka mobile banking atau internet banking ${i?.bank}, atau datangi ATM.`)
};

export const va_steps = /** @type {(inputs: Va_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cara membayar`)
};

export const va_title = /** @type {(inputs: Va_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer ke virtual account Anda`)
};

export const va_waiting = /** @type {(inputs: Va_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menunggu transfer Anda. Anda boleh menutup halaman ini: ${i?.merchant} langsung diberi tahu begitu bank menerimanya.`)
};

export const wallet_app_bill = /** @type {(inputs: Wallet_App_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagihan`)
};

export const wallet_app_checksum = /** @type {(inputs: Wallet_App_ChecksumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode ini rusak: digit pemeriksanya tidak cocok. Pindai lagi.`)
};

export const wallet_app_city = /** @type {(inputs: Wallet_App_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kota`)
};

export const wallet_app_code = /** @type {(inputs: Wallet_App_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode QRIS yang dipindai`)
};

export const wallet_app_expired_title = /** @type {(inputs: Wallet_App_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode QRIS ini sudah kedaluwarsa`)
};

export const wallet_app_malformed = /** @type {(inputs: Wallet_App_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode ini tidak bisa dibaca aplikasi ini. Pindai lagi.`)
};

export const wallet_app_merchant = /** @type {(inputs: Wallet_App_MerchantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merchant`)
};

export const wallet_app_no_amount = /** @type {(inputs: Wallet_App_No_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode ini tidak memuat jumlah atau tagihan untuk dibayar. Minta kode baru kepada merchant.`)
};

export const wallet_app_not_qris = /** @type {(inputs: Wallet_App_Not_QrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode ini bukan kode pembayaran QRIS.`)
};

export const wallet_app_note = /** @type {(inputs: Wallet_App_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode uji coba: halaman ini menggantikan aplikasi bank atau e-wallet pembeli. Tempel isi kode QRIS yang dipindai untuk membayarnya.`)
};

export const wallet_app_paid = /** @type {(inputs: Wallet_App_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran terkirim`)
};

export const wallet_app_paid_detail = /** @type {(inputs: Wallet_App_Paid_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} sudah dibayarkan ke ${i?.merchant} untuk tagihan ${i?.bill}.`)
};

export const wallet_app_pay = /** @type {(inputs: Wallet_App_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bayar ${i?.amount}`)
};

export const wallet_app_title = /** @type {(inputs: Wallet_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikasi dompet`)
};

export const wallet_app_too_long = /** @type {(inputs: Wallet_App_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode ini terlalu panjang untuk sebuah kode QRIS.`)
};

export const wallet_app_unknown = /** @type {(inputs: Wallet_App_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada merchant yang menunggu pembayaran ini. Pindai lagi kode di halaman pembayaran.`)
};

export const welcome_ready = /** @type {(inputs: Welcome_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akun KAINARA Anda sudah siap. Simpan produk favorit Anda di wishlist, simpan alamat pengiriman, dan pantau pesanan Anda dari akun Anda.`)
};

export const welcome_start = /** @type {(inputs: Welcome_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mulai Belanja`)
};

export const welcome_subject = /** @type {(inputs: Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selamat datang di KAINARA`)
};

export const welcome_why = /** @type {(inputs: Welcome_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda menerima email ini karena sebuah akun dibuat dengan alamat ini.`)
};