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
	return /** @type {LocalizedString} */ (`Your KAINARA account and its personal data (profile, addresses, wishlist and notifications) have been deleted, as you asked.`)
};

export const account_deleted_orders = /** @type {(inputs: Account_Deleted_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders you placed are kept for our books without your account. You are welcome back any time.`)
};

export const account_deleted_subject = /** @type {(inputs: Account_Deleted_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your KAINARA account has been deleted`)
};

export const bank_app_find = /** @type {(inputs: Bank_App_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const bank_app_note = /** @type {(inputs: Bank_App_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test mode: this stands in for the shopper's mobile banking. Enter a virtual account number to pay it.`)
};

export const bank_app_pay = /** @type {(inputs: Bank_App_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transfer ${i?.amount}`)
};

export const bank_app_sent = /** @type {(inputs: Bank_App_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer sent`)
};

export const bank_app_sent_detail = /** @type {(inputs: Bank_App_Sent_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} has been transferred to ${i?.merchant} for bill ${i?.bill}.`)
};

export const bank_app_title = /** @type {(inputs: Bank_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank app`)
};

export const bank_app_to = /** @type {(inputs: Bank_App_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To ${i?.merchant}, bill ${i?.bill}`)
};

export const bank_app_unknown = /** @type {(inputs: Bank_App_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bill has this virtual account number. Check the 16 digits and try again.`)
};

export const bill_description = /** @type {(inputs: Bill_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`KAINARA order ${i?.ref}`)
};

export const cancel_courier_unavailable = /** @type {(inputs: Cancel_Courier_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The courier could not be reached to cancel waybill ${i?.resi}; nothing was changed. Try again in a moment.`)
};

export const cancel_nothing_left = /** @type {(inputs: Cancel_Nothing_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing of order ${i?.ref} is left to cancel.`)
};

export const cancel_too_many = /** @type {(inputs: Cancel_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.left} of ${i?.product} (${i?.size}) can still be cancelled.`)
};

export const cancel_unknown_line = /** @type {(inputs: Cancel_Unknown_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has no line ${i?.line}; choose the lines from the order as it stands.`)
};

export const cancel_waybill_in_portal = /** @type {(inputs: Cancel_Waybill_In_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SiCepat cancels waybills only in its partner portal: cancel waybill ${i?.resi} there, then cancel the order here and tick that the waybill is cancelled. Nothing was changed.`)
};

export const cancel_waybill_picked_up = /** @type {(inputs: Cancel_Waybill_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The courier has already picked up the parcel of order ${i?.ref} (waybill ${i?.resi}); it can no longer be cancelled. Nothing was changed.`)
};

export const cancelled_body = /** @type {(inputs: Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has been cancelled.`)
};

export const cancelled_by_shop = /** @type {(inputs: Cancelled_By_ShopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are sorry: we have had to cancel order ${i?.ref}, which you had already paid.`)
};

export const cancelled_by_shop_body = /** @type {(inputs: Cancelled_By_Shop_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has been cancelled by the shop; we will refund what you paid.`)
};

export const cancelled_payment = /** @type {(inputs: Cancelled_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment for order ${i?.ref} was cancelled, so the order has been cancelled too.`)
};

export const cancelled_payment_returned = /** @type {(inputs: Cancelled_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you were charged, the payment provider returns the money. Questions? Our customer service is open Mon-Fri 09:00-16:00 WIB.`)
};

export const cancelled_refund = /** @type {(inputs: Cancelled_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We owe you ${i?.amount} and will refund it to you; our customer service will contact you about it. Questions? We are open Mon-Fri 09:00-16:00 WIB.`)
};

export const cancelled_subject = /** @type {(inputs: Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your KAINARA order ${i?.ref} has been cancelled`)
};

export const cancelled_title = /** @type {(inputs: Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order cancelled`)
};

export const channel_credit_card = /** @type {(inputs: Channel_Credit_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit Card`)
};

export const channel_group_card = /** @type {(inputs: Channel_Group_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

export const channel_group_e_wallet = /** @type {(inputs: Channel_Group_E_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-wallet`)
};

export const channel_group_paylater = /** @type {(inputs: Channel_Group_PaylaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay later`)
};

export const channel_group_qris = /** @type {(inputs: Channel_Group_QrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QRIS`)
};

export const channel_group_retail = /** @type {(inputs: Channel_Group_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convenience store`)
};

export const channel_group_virtual_account = /** @type {(inputs: Channel_Group_Virtual_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virtual Account`)
};

export const channel_hint_bca = /** @type {(inputs: Channel_Hint_BcaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer from BCA mobile, KlikBCA or an ATM`)
};

export const channel_hint_bni = /** @type {(inputs: Channel_Hint_BniInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BNI Mobile Banking or an ATM`)
};

export const channel_hint_card = /** @type {(inputs: Channel_Hint_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa, Mastercard or JCB with 3-D Secure`)
};

export const channel_hint_cimb = /** @type {(inputs: Channel_Hint_CimbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OCTO Mobile or a CIMB Niaga ATM`)
};

export const channel_hint_ewallet = /** @type {(inputs: Channel_Hint_EwalletInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm in the ${i?.name} app`)
};

export const channel_hint_linkaja = /** @type {(inputs: Channel_Hint_LinkajaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm in the LinkAja app`)
};

export const channel_hint_mandiri = /** @type {(inputs: Channel_Hint_MandiriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livin' by Mandiri or an ATM`)
};

export const channel_hint_ovo = /** @type {(inputs: Channel_Hint_OvoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm in the OVO app`)
};

export const channel_hint_paylater = /** @type {(inputs: Channel_Hint_PaylaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay in instalments from your ${i?.name} account`)
};

export const channel_hint_qris = /** @type {(inputs: Channel_Hint_QrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan with any bank or e-wallet app`)
};

export const channel_hint_retail = /** @type {(inputs: Channel_Hint_RetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay at the cashier of any ${i?.name} store`)
};

export const channel_hint_shopeepay = /** @type {(inputs: Channel_Hint_ShopeepayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm in the Shopee app`)
};

export const channel_hint_va = /** @type {(inputs: Channel_Hint_VaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer from the bank's app, internet banking or an ATM`)
};

export const collected_body = /** @type {(inputs: Collected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} was collected. Enjoy!`)
};

export const collected_returns = /** @type {(inputs: Collected_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns are accepted within 3 days of receipt; see our terms for how.`)
};

export const collected_subject = /** @type {(inputs: Collected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for collecting your KAINARA order ${i?.ref}`)
};

export const collected_title = /** @type {(inputs: Collected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order collected`)
};

export const collected_where = /** @type {(inputs: Collected_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} was collected at ${i?.showroom}. We hope you love it.`)
};

export const delivered_body = /** @type {(inputs: Delivered_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has been delivered.`)
};

export const delivered_by = /** @type {(inputs: Delivered_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.courier} has delivered order ${i?.ref} (No. Resi ${i?.resi}). We hope you love it.`)
};

export const delivered_returns = /** @type {(inputs: Delivered_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns are accepted within 3 days of receipt; damage in transit must be reported within 2x24 hours.`)
};

export const delivered_subject = /** @type {(inputs: Delivered_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your KAINARA order ${i?.ref} has been delivered`)
};

export const delivered_title = /** @type {(inputs: Delivered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order delivered`)
};

export const expired_body = /** @type {(inputs: Expired_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} was not paid within 1x24 hours and has been cancelled.`)
};

export const expired_nothing_charged = /** @type {(inputs: Expired_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. You are welcome to order again.`)
};

export const expired_subject = /** @type {(inputs: Expired_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your KAINARA order ${i?.ref} has expired`)
};

export const expired_title = /** @type {(inputs: Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order expired`)
};

export const expired_unpaid = /** @type {(inputs: Expired_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We did not receive payment for order ${i?.ref} within 1x24 hours, so it has been cancelled and its items are back on sale.`)
};

export const lines_cancelled_body = /** @type {(inputs: Lines_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part of order ${i?.ref} has been cancelled by the shop; we will refund what you paid for it.`)
};

export const lines_cancelled_by_shop = /** @type {(inputs: Lines_Cancelled_By_ShopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are sorry: we have had to cancel part of order ${i?.ref}: ${i?.items}. The rest of your order goes ahead as planned.`)
};

export const lines_cancelled_subject = /** @type {(inputs: Lines_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part of your KAINARA order ${i?.ref} has been cancelled`)
};

export const lines_cancelled_title = /** @type {(inputs: Lines_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part of your order cancelled`)
};

export const mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name},`)
};

export const mail_hello_anyone = /** @type {(inputs: Mail_Hello_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hi,`)
};

export const mail_link = /** @type {(inputs: Mail_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

export const mail_see_order = /** @type {(inputs: Mail_See_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your order`)
};

export const new_password_how = /** @type {(inputs: New_Password_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with it, then choose a password of your own under Account > Change Password. Your old password keeps working until you sign in with this one, and this one expires in 24 hours.`)
};

export const new_password_is = /** @type {(inputs: New_Password_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your new password is: ${i?.password}`)
};

export const new_password_not_you = /** @type {(inputs: New_Password_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for a new password, ignore this mail: nothing changes.`)
};

export const new_password_sign_in = /** @type {(inputs: New_Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const new_password_subject = /** @type {(inputs: New_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new KAINARA password`)
};

export const newsletter_changed_mind = /** @type {(inputs: Newsletter_Changed_MindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed your mind?`)
};

export const newsletter_confirm_action = /** @type {(inputs: Newsletter_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm subscription`)
};

export const newsletter_confirm_ask = /** @type {(inputs: Newsletter_Confirm_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that you want new collections, offers and store news from KAINARA at this address.`)
};

export const newsletter_confirm_not_you = /** @type {(inputs: Newsletter_Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for it, ignore this mail and you will not hear from us.`)
};

export const newsletter_confirm_subject = /** @type {(inputs: Newsletter_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your KAINARA newsletter subscription`)
};

export const newsletter_unsubscribe = /** @type {(inputs: Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

export const newsletter_welcome_subject = /** @type {(inputs: Newsletter_Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are subscribed to the KAINARA newsletter`)
};

export const newsletter_welcome_thanks = /** @type {(inputs: Newsletter_Welcome_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for subscribing. New collections and offers will reach you here first.`)
};

export const newsletter_welcome_why = /** @type {(inputs: Newsletter_Welcome_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You receive this mail because this address subscribed to our newsletter.`)
};

export const order_page_cancelled = /** @type {(inputs: Order_Page_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is cancelled; its stock is back and the refund is recorded as owed.`)
};

export const order_page_cancelled_lines = /** @type {(inputs: Order_Page_Cancelled_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part of order ${i?.ref} is cancelled; its stock is back and a refund of ${i?.amount} is recorded as owed.`)
};

export const order_page_cancelled_owed = /** @type {(inputs: Order_Page_Cancelled_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is cancelled; its stock is back and a refund of ${i?.amount} is recorded as owed.`)
};

export const order_page_courier_refused = /** @type {(inputs: Order_Page_Courier_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SiCepat did not book the waybill: ${i?.refusal} Book it in SiCepat's portal and enter its number.`)
};

export const order_page_handed_over = /** @type {(inputs: Order_Page_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has been handed over.`)
};

export const order_page_just_changed = /** @type {(inputs: Order_Page_Just_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has just changed; look at it again.`)
};

export const order_page_marked_handled = /** @type {(inputs: Order_Page_Marked_HandledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is marked handled.`)
};

export const order_page_no_attention = /** @type {(inputs: Order_Page_No_AttentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} needs no attention now: someone has already marked it handled.`)
};

export const order_page_no_order = /** @type {(inputs: Order_Page_No_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no order ${i?.ref}.`)
};

export const order_page_not_pickup_code = /** @type {(inputs: Order_Page_Not_Pickup_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That is not the pick-up code of order ${i?.ref}.`)
};

export const order_page_not_your_showroom = /** @type {(inputs: Order_Page_Not_Your_ShowroomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} belongs to ${i?.showroom}, which is not one of your showrooms.`)
};

export const order_page_note_added = /** @type {(inputs: Order_Page_Note_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The note has been added.`)
};

export const order_page_packed = /** @type {(inputs: Order_Page_PackedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is packed.`)
};

export const order_page_ships_with = /** @type {(inputs: Order_Page_Ships_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} ships with waybill ${i?.no_resi}.`)
};

export const order_page_someone_else = /** @type {(inputs: Order_Page_Someone_ElseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone else has just acted on this order. ${i?.refusal}`)
};

export const order_placed_body = /** @type {(inputs: Order_Placed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for order ${i?.ref}. Please pay within 1x24 hours.`)
};

export const order_placed_line = /** @type {(inputs: Order_Placed_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.qty} x ${i?.product} (${i?.size}): ${i?.amount}`)
};

export const order_placed_pickup = /** @type {(inputs: Order_Placed_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will pick it up at the store you chose; we prepare it at least 1 hour after your payment succeeds.`)
};

export const order_placed_promo = /** @type {(inputs: Order_Placed_PromoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Promo ${i?.code}: -${i?.amount}`)
};

export const order_placed_shipping = /** @type {(inputs: Order_Placed_ShippingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipping by ${i?.courier}: ${i?.amount}.`)
};

export const order_placed_subject = /** @type {(inputs: Order_Placed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your KAINARA order ${i?.ref}`)
};

export const order_placed_thanks = /** @type {(inputs: Order_Placed_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your order ${i?.ref}.`)
};

export const order_placed_title = /** @type {(inputs: Order_Placed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order placed`)
};

export const order_placed_total = /** @type {(inputs: Order_Placed_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total to pay: ${i?.amount}. Unpaid orders are held 1x24 hours, then cancelled.`)
};

export const paid_delivery_body = /** @type {(inputs: Paid_Delivery_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is paid and being packed.`)
};

export const paid_packing = /** @type {(inputs: Paid_PackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are packing your order now and will send you the ${i?.courier} waybill number as soon as the courier picks it up.`)
};

export const paid_pickup_body = /** @type {(inputs: Paid_Pickup_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is paid. Pick-up code ${i?.code}; we will tell you when it is ready.`)
};

export const paid_pickup_ready_from = /** @type {(inputs: Paid_Pickup_Ready_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your pick-up code is ${i?.code}. We are preparing your order at ${i?.showroom}; it will be ready from ${i?.time}, and we will tell you when it is. ${i?.hours}`)
};

export const paid_pickup_ready_soon = /** @type {(inputs: Paid_Pickup_Ready_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your pick-up code is ${i?.code}. We are preparing your order at ${i?.showroom}; it will be ready within the hour, and we will tell you when it is. ${i?.hours}`)
};

export const paid_received = /** @type {(inputs: Paid_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have received your payment of ${i?.amount} for order ${i?.ref}. Thank you!`)
};

export const paid_received_by = /** @type {(inputs: Paid_Received_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have received your payment of ${i?.amount} by ${i?.channel} for order ${i?.ref}. Thank you!`)
};

export const paid_subject = /** @type {(inputs: Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment received for your KAINARA order ${i?.ref}`)
};

export const paid_title = /** @type {(inputs: Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received`)
};

export const pay_amount = /** @type {(inputs: Pay_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const pay_bill_cancelled = /** @type {(inputs: Pay_Bill_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bill ${i?.bill} from ${i?.merchant} is cancelled.`)
};

export const pay_bill_paid = /** @type {(inputs: Pay_Bill_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bill ${i?.bill} from ${i?.merchant} is paid.`)
};

export const pay_button = /** @type {(inputs: Pay_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount}`)
};

export const pay_cancel = /** @type {(inputs: Pay_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel and return to ${i?.merchant}`)
};

export const pay_cancelled = /** @type {(inputs: Pay_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cancelled`)
};

export const pay_choose = /** @type {(inputs: Pay_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to pay`)
};

export const pay_choose_action = /** @type {(inputs: Pay_Choose_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Pay, a failed payment or Cancel.`)
};

export const pay_choose_method = /** @type {(inputs: Pay_Choose_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a payment method.`)
};

export const pay_customer = /** @type {(inputs: Pay_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

export const pay_discount = /** @type {(inputs: Pay_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

export const pay_due = /** @type {(inputs: Pay_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay before ${i?.date} or the order is released.`)
};

export const pay_expired = /** @type {(inputs: Pay_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bill ${i?.bill} was due on ${i?.due} and can no longer be paid.`)
};

export const pay_expired_title = /** @type {(inputs: Pay_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This bill has expired`)
};

export const pay_footer = /** @type {(inputs: Pay_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments are signed and verified exactly as with the provider. Sandbox merchant page.`)
};

export const pay_invalid = /** @type {(inputs: Pay_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message} Please go back to the shop and try again.`)
};

export const pay_invalid_title = /** @type {(inputs: Pay_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment request is not valid`)
};

export const pay_item = /** @type {(inputs: Pay_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

export const pay_order_number = /** @type {(inputs: Pay_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order number`)
};

export const pay_page_heading = /** @type {(inputs: Pay_Page_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.merchant} ${i?.amount}`)
};

export const pay_page_title = /** @type {(inputs: Pay_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.merchant}`)
};

export const pay_paying = /** @type {(inputs: Pay_PayingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paying ${i?.merchant} ${i?.amount}`)
};

export const pay_qty = /** @type {(inputs: Pay_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

export const pay_received = /** @type {(inputs: Pay_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received`)
};

export const pay_return = /** @type {(inputs: Pay_ReturnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return to ${i?.merchant}`)
};

export const pay_secure = /** @type {(inputs: Pay_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure checkout`)
};

export const pay_simulate_failure = /** @type {(inputs: Pay_Simulate_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simulate a failed payment`)
};

export const pay_summary = /** @type {(inputs: Pay_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order summary`)
};

export const pay_test_mode = /** @type {(inputs: Pay_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test mode.`)
};

export const pay_test_mode_note = /** @type {(inputs: Pay_Test_Mode_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No money moves: this page stands in for the payment provider until the shop connects its merchant account.`)
};

export const pay_total = /** @type {(inputs: Pay_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const qris_amount = /** @type {(inputs: Qris_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount to pay`)
};

export const qris_image = /** @type {(inputs: Qris_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QRIS code: ${i?.amount} to ${i?.merchant}`)
};

export const qris_step_open = /** @type {(inputs: Qris_Step_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open any bank or e-wallet app that pays QRIS.`)
};

export const qris_step_scan = /** @type {(inputs: Qris_Step_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Scan or Pay and point the camera at the code above.`)
};

export const qris_time_left = /** @type {(inputs: Qris_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time left`)
};

export const qris_title = /** @type {(inputs: Qris_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan to pay with QRIS`)
};

export const qris_waiting = /** @type {(inputs: Qris_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for your payment. This page moves on by itself as soon as ${i?.merchant} receives it.`)
};

export const qris_wallet_link = /** @type {(inputs: Qris_Wallet_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the test wallet app to pay this code`)
};

export const ready_body = /** @type {(inputs: Ready_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is ready at ${i?.showroom}. Pick-up code ${i?.code}.`)
};

export const ready_qr_alt = /** @type {(inputs: Ready_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code of pick-up code ${i?.code}`)
};

export const ready_show_code = /** @type {(inputs: Ready_Show_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show your pick-up code ${i?.code} at the counter, or let the clerk scan the QR code of this mail. ${i?.hours}`)
};

export const ready_subject = /** @type {(inputs: Ready_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your KAINARA order ${i?.ref} is ready for pick-up`)
};

export const ready_title = /** @type {(inputs: Ready_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready for pick-up`)
};

export const ready_where = /** @type {(inputs: Ready_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is ready for you at ${i?.showroom}, ${i?.address}.`)
};

export const refund_paid_sent = /** @type {(inputs: Refund_Paid_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have sent you ${i?.amount} for order ${i?.ref} by bank transfer (reference ${i?.transfer}).`)
};

export const refund_paid_subject = /** @type {(inputs: Refund_Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your refund for KAINARA order ${i?.ref} is on its way`)
};

export const refund_paid_when = /** @type {(inputs: Refund_Paid_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depending on your bank it reaches your account within 1-3 working days. Questions? We are open Mon-Fri 09:00-16:00 WIB.`)
};

export const refunds_already_paid = /** @type {(inputs: Refunds_Already_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This refund was already marked paid by ${i?.who} (transfer ${i?.transfer}).`)
};

export const refunds_marked_paid = /** @type {(inputs: Refunds_Marked_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The refund of ${i?.amount} for order ${i?.ref} is marked paid; the buyer is told by mail.`)
};

export const refunds_no_refund = /** @type {(inputs: Refunds_No_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no refund ${i?.id}.`)
};

export const reminder_action = /** @type {(inputs: Reminder_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay for your order`)
};

export const reminder_body = /** @type {(inputs: Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay order ${i?.ref} before ${i?.due}, or it lapses.`)
};

export const reminder_channel = /** @type {(inputs: Reminder_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` with ${i?.channel}`)
};

export const reminder_ignore = /** @type {(inputs: Reminder_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid already, or changed your mind? You can ignore this mail: an unpaid order simply lapses.`)
};

export const reminder_intro = /** @type {(inputs: Reminder_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is held for you until ${i?.due}. After that it lapses and its items go back on sale.`)
};

export const reminder_pay_before = /** @type {(inputs: Reminder_Pay_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To keep it, pay ${i?.amount} before ${i?.due}${i?.channel}.`)
};

export const reminder_step_card = /** @type {(inputs: Reminder_Step_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your order, open the bill again, enter your card details and confirm with the code your bank sends you.`)
};

export const reminder_step_check = /** @type {(inputs: Reminder_Step_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check that the amount is ${i?.amount} and the name is ${i?.merchant}, then confirm.`)
};

export const reminder_step_choose = /** @type {(inputs: Reminder_Step_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your order with the button below and choose how to pay: virtual account, QRIS, e-wallet, card, pay-later or a store counter.`)
};

export const reminder_step_ewallet = /** @type {(inputs: Reminder_Step_EwalletInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the ${i?.wallet} app and approve the payment request from ${i?.merchant} for ${i?.amount}.`)
};

export const reminder_step_follow = /** @type {(inputs: Reminder_Step_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the steps the payment page gives for that way of paying.`)
};

export const reminder_step_paylater = /** @type {(inputs: Reminder_Step_PaylaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open your order, open the bill again, sign in to ${i?.provider}, choose the tenor and approve ${i?.amount}.`)
};

export const reminder_step_qris = /** @type {(inputs: Reminder_Step_QrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your order, open the bill again to show the QRIS code, and scan it with any bank or e-wallet app that pays QRIS.`)
};

export const reminder_step_retail = /** @type {(inputs: Reminder_Step_RetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Go to the cashier of any ${i?.store} store, say you are paying ${i?.merchant}, give the payment code and pay ${i?.amount} in cash.`)
};

export const reminder_step_va_enter = /** @type {(inputs: Reminder_Step_Va_EnterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose Transfer, then Virtual Account, and enter the number ${i?.number}.`)
};

export const reminder_step_va_enter_page = /** @type {(inputs: Reminder_Step_Va_Enter_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Transfer, then Virtual Account, and enter the number the payment page gave you (open your order to see it again).`)
};

export const reminder_step_va_open = /** @type {(inputs: Reminder_Step_Va_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.bank} mobile banking or internet banking, or go to a ${i?.bank} ATM.`)
};

export const reminder_steps = /** @type {(inputs: Reminder_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to pay:`)
};

export const reminder_subject = /** @type {(inputs: Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your KAINARA order ${i?.ref} is waiting for payment`)
};

export const reminder_title = /** @type {(inputs: Reminder_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is waiting for payment`)
};

export const returns_bank_needed = /** @type {(inputs: Returns_Bank_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the buyer's bank details to refund the exchange.`)
};

export const returns_body = /** @type {(inputs: Returns_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is news about the return of order ${i?.ref}.`)
};

export const returns_courier_refused = /** @type {(inputs: Returns_Courier_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The courier did not book the waybill: ${i?.reason}`)
};

export const returns_damage_window_closed = /** @type {(inputs: Returns_Damage_Window_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Damage is reported within 2x24 hours of receipt; for order ${i?.ref} that was until ${i?.closes} WIB.`)
};

export const returns_held_size_gone = /** @type {(inputs: Returns_Held_Size_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sizes} is no longer held nor in stock: turn the exchange into a refund.`)
};

export const returns_line_open = /** @type {(inputs: Returns_Line_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} (${i?.size}) already has a return request open.`)
};

export const returns_line_returned = /** @type {(inputs: Returns_Line_ReturnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} (${i?.size}) has already been returned.`)
};

export const returns_mail_counter = /** @type {(inputs: Returns_Mail_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bring the items, unworn with their tags, and the reference ${i?.returnRef} to ${i?.showroom}, ${i?.address}. ${i?.hours}`)
};

export const returns_mail_courier = /** @type {(inputs: Returns_Mail_CourierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Write ${i?.returnRef} on the parcel and send it by SiCepat to ${i?.showroom}, ${i?.address}. Hand it to any SiCepat drop-off point and keep the receipt: we refund return shipping up to Rp 20.000. Parcels reach us in 1-3 working days from Jabodetabek and 2-6 from elsewhere.`)
};

export const returns_mail_ready = /** @type {(inputs: Returns_Mail_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your new size is ready at ${i?.showroom}. ${i?.hours}`)
};

export const returns_mail_refund = /** @type {(inputs: Returns_Mail_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A refund of ${i?.amount} is recorded. We send it by bank transfer to the account you gave, and mail you when it goes.`)
};

export const returns_mail_refused = /** @type {(inputs: Returns_Mail_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The reason: ${i?.reason}`)
};

export const returns_mail_shipped = /** @type {(inputs: Returns_Mail_ShippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your new size is on its way with SiCepat, waybill ${i?.resi}.`)
};

export const returns_mail_state = /** @type {(inputs: Returns_Mail_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.returnRef} for order ${i?.ref} is now: ${i?.state}.`)
};

export const returns_mail_subject = /** @type {(inputs: Returns_Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your return ${i?.returnRef} for KAINARA order ${i?.ref}`)
};

export const returns_moved = /** @type {(inputs: Returns_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.ref} is already ${i?.state}; the page shows it now.`)
};

export const returns_moved_to = /** @type {(inputs: Returns_Moved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.ref} is now ${i?.state}.`)
};

export const returns_no_address = /** @type {(inputs: Returns_No_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.ref} came from a pick-up order: ready the exchange at a showroom instead.`)
};

export const returns_no_exchange_tracking = /** @type {(inputs: Returns_No_Exchange_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.ref} has no waybill yet: the exchange gets one when it is sent.`)
};

export const returns_no_line = /** @type {(inputs: Returns_No_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has no line ${i?.line}.`)
};

export const returns_no_showroom = /** @type {(inputs: Returns_No_ShowroomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no showroom ${i?.id}.`)
};

export const returns_no_size = /** @type {(inputs: Returns_No_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} has no size ${i?.size}.`)
};

export const returns_not_found = /** @type {(inputs: Returns_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no return ${i?.ref}.`)
};

export const returns_not_received = /** @type {(inputs: Returns_Not_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has not reached you yet: a return can be asked once it is delivered or collected.`)
};

export const returns_not_yours = /** @type {(inputs: Returns_Not_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.ref} is brought to another showroom.`)
};

export const returns_order_cancelled = /** @type {(inputs: Returns_Order_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} was cancelled: there is nothing to return.`)
};

export const returns_order_unpaid = /** @type {(inputs: Returns_Order_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is not paid: there is nothing to return.`)
};

export const returns_photo_cap = /** @type {(inputs: Returns_Photo_CapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This order already holds ${i?.cap} photos not yet sent with a return: send the return with them first.`)
};

export const returns_photo_claimed = /** @type {(inputs: Returns_Photo_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A photo was already sent with another return of this order; add a new one.`)
};

export const returns_photos_needed = /** @type {(inputs: Returns_Photos_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one photo of the damage.`)
};

export const returns_receive_every_line = /** @type {(inputs: Returns_Receive_Every_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the units received and damaged for every line of the return.`)
};

export const returns_received_too_many = /** @type {(inputs: Returns_Received_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} (${i?.size}): at most ${i?.qty} unit(s) can be received, and no more damaged than received.`)
};

export const returns_requested = /** @type {(inputs: Returns_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.returnRef} is asked; we have mailed you what to do next.`)
};

export const returns_same_size = /** @type {(inputs: Returns_Same_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product}: choose a size other than the one you have (${i?.size}).`)
};

export const returns_size_out = /** @type {(inputs: Returns_Size_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sizes} is no longer in stock; choose another size or a refund.`)
};

export const returns_state_approved = /** @type {(inputs: Returns_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approved`)
};

export const returns_state_closed = /** @type {(inputs: Returns_State_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed`)
};

export const returns_state_exchange_ready = /** @type {(inputs: Returns_State_Exchange_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exchange ready at the showroom`)
};

export const returns_state_exchange_shipped = /** @type {(inputs: Returns_State_Exchange_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exchange sent`)
};

export const returns_state_received = /** @type {(inputs: Returns_State_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`received`)
};

export const returns_state_refund_recorded = /** @type {(inputs: Returns_State_Refund_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refund recorded`)
};

export const returns_state_refused = /** @type {(inputs: Returns_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refused`)
};

export const returns_state_requested = /** @type {(inputs: Returns_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`requested`)
};

export const returns_state_restocked = /** @type {(inputs: Returns_State_RestockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`checked and back in stock`)
};

export const returns_title = /** @type {(inputs: Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`News about your return`)
};

export const returns_too_many = /** @type {(inputs: Returns_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} (${i?.size}): at most ${i?.left} unit(s) can come back.`)
};

export const returns_unknown_photo = /** @type {(inputs: Returns_Unknown_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A photo was not uploaded for this order; add it again.`)
};

export const returns_window_closed = /** @type {(inputs: Returns_Window_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The return window of order ${i?.ref} closed on ${i?.closes} WIB.`)
};

export const shipped_body = /** @type {(inputs: Shipped_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} was shipped with ${i?.courier}, No. Resi ${i?.resi}.`)
};

export const shipped_estimate = /** @type {(inputs: Shipped_EstimateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estimated delivery: ${i?.etd}.`)
};

export const shipped_picked_up = /** @type {(inputs: Shipped_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Good news: order ${i?.ref} has been picked up by ${i?.courier}.`)
};

export const shipped_subject = /** @type {(inputs: Shipped_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your KAINARA order ${i?.ref} is on its way`)
};

export const shipped_title = /** @type {(inputs: Shipped_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is on its way`)
};

export const shipped_waybill = /** @type {(inputs: Shipped_WaybillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waybill number (No. Resi): ${i?.resi}. Follow it from your order's tracking.`)
};

export const store_hours = /** @type {(inputs: Store_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our stores are open 10:00-20:00 WIB.`)
};

export const timeline_buyer_to_be_told = /** @type {(inputs: Timeline_Buyer_To_Be_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buyer to be told: ${i?.event}`)
};

export const timeline_buyer_told = /** @type {(inputs: Timeline_Buyer_ToldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buyer told: ${i?.event}`)
};

export const timeline_cancelled = /** @type {(inputs: Timeline_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const timeline_courier = /** @type {(inputs: Timeline_CourierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Courier: ${i?.status}`)
};

export const timeline_delivered = /** @type {(inputs: Timeline_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const timeline_expired_unpaid = /** @type {(inputs: Timeline_Expired_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired unpaid`)
};

export const timeline_handed_over = /** @type {(inputs: Timeline_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handed over`)
};

export const timeline_order_placed = /** @type {(inputs: Timeline_Order_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order placed`)
};

export const timeline_packed = /** @type {(inputs: Timeline_PackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packed`)
};

export const timeline_paid = /** @type {(inputs: Timeline_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const timeline_ready = /** @type {(inputs: Timeline_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready for pick-up`)
};

export const timeline_reason = /** @type {(inputs: Timeline_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

export const timeline_received_by = /** @type {(inputs: Timeline_Received_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Received by ${i?.name}.`)
};

export const timeline_refund_owed = /** @type {(inputs: Timeline_Refund_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund owed: ${i?.amount}`)
};

export const timeline_shipped = /** @type {(inputs: Timeline_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipped`)
};

export const timeline_staff_book_waybill = /** @type {(inputs: Timeline_Staff_Book_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked the waybill`)
};

export const timeline_staff_cancel = /** @type {(inputs: Timeline_Staff_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled the order`)
};

export const timeline_staff_cancel_lines = /** @type {(inputs: Timeline_Staff_Cancel_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled part of the order`)
};

export const timeline_staff_hand_over = /** @type {(inputs: Timeline_Staff_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handed the order over`)
};

export const timeline_staff_note = /** @type {(inputs: Timeline_Staff_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added a note`)
};

export const timeline_staff_pack = /** @type {(inputs: Timeline_Staff_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked packed`)
};

export const timeline_staff_set_waybill = /** @type {(inputs: Timeline_Staff_Set_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entered the waybill`)
};

export const timeline_told_cancelled = /** @type {(inputs: Timeline_Told_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelled`)
};

export const timeline_told_completed = /** @type {(inputs: Timeline_Told_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delivered or collected`)
};

export const timeline_told_expired = /** @type {(inputs: Timeline_Told_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expired`)
};

export const timeline_told_lines_cancelled = /** @type {(inputs: Timeline_Told_Lines_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer told part of the order is cancelled`)
};

export const timeline_told_paid = /** @type {(inputs: Timeline_Told_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment received`)
};

export const timeline_told_placed = /** @type {(inputs: Timeline_Told_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`order confirmation`)
};

export const timeline_told_ready = /** @type {(inputs: Timeline_Told_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ready for pick-up`)
};

export const timeline_told_return = /** @type {(inputs: Timeline_Told_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Told of news about a return`)
};

export const timeline_told_shipped = /** @type {(inputs: Timeline_Told_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on its way`)
};

export const timeline_waiting_to_be_sent = /** @type {(inputs: Timeline_Waiting_To_Be_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to be sent.`)
};

export const timeline_waybill = /** @type {(inputs: Timeline_WaybillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waybill ${i?.no_resi}.`)
};

export const timeline_waybill_booked = /** @type {(inputs: Timeline_Waybill_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waybill booked`)
};

export const va_amount = /** @type {(inputs: Va_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount to transfer`)
};

export const va_copied = /** @type {(inputs: Va_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

export const va_copy = /** @type {(inputs: Va_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy number`)
};

export const va_number = /** @type {(inputs: Va_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virtual account number`)
};

export const va_step_confirm = /** @type {(inputs: Va_Step_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check that the amount is ${i?.amount} and the name is ${i?.merchant}, then confirm.`)
};

export const va_step_enter = /** @type {(inputs: Va_Step_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Transfer, then Virtual Account, and enter the number above.`)
};

export const va_step_open = /** @type {(inputs: Va_Step_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.bank} mobile banking or internet banking, or go to an ATM.`)
};

export const va_steps = /** @type {(inputs: Va_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to pay`)
};

export const va_title = /** @type {(inputs: Va_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer to your virtual account`)
};

export const va_waiting = /** @type {(inputs: Va_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for your transfer. You can close this page: ${i?.merchant} is told as soon as the bank receives it.`)
};

export const wallet_app_bill = /** @type {(inputs: Wallet_App_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bill`)
};

export const wallet_app_checksum = /** @type {(inputs: Wallet_App_ChecksumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code is damaged: its check digits do not match. Scan it again.`)
};

export const wallet_app_city = /** @type {(inputs: Wallet_App_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const wallet_app_code = /** @type {(inputs: Wallet_App_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scanned QRIS code`)
};

export const wallet_app_expired_title = /** @type {(inputs: Wallet_App_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This QRIS code has expired`)
};

export const wallet_app_malformed = /** @type {(inputs: Wallet_App_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a code this app can read. Scan it again.`)
};

export const wallet_app_merchant = /** @type {(inputs: Wallet_App_MerchantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merchant`)
};

export const wallet_app_no_amount = /** @type {(inputs: Wallet_App_No_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code carries no amount or bill to pay. Ask the merchant for a new code.`)
};

export const wallet_app_not_qris = /** @type {(inputs: Wallet_App_Not_QrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code is not a QRIS payment code.`)
};

export const wallet_app_note = /** @type {(inputs: Wallet_App_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test mode: this stands in for the shopper's bank or e-wallet app. Paste what a scanned QRIS code says to pay it.`)
};

export const wallet_app_paid = /** @type {(inputs: Wallet_App_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment sent`)
};

export const wallet_app_paid_detail = /** @type {(inputs: Wallet_App_Paid_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} has been paid to ${i?.merchant} for bill ${i?.bill}.`)
};

export const wallet_app_pay = /** @type {(inputs: Wallet_App_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount}`)
};

export const wallet_app_title = /** @type {(inputs: Wallet_App_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet app`)
};

export const wallet_app_too_long = /** @type {(inputs: Wallet_App_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code is too long to be a QRIS code.`)
};

export const wallet_app_unknown = /** @type {(inputs: Wallet_App_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No merchant is waiting for this payment. Scan the code on the payment page again.`)
};

export const welcome_ready = /** @type {(inputs: Welcome_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your KAINARA account is ready. Save the pieces you love to your wishlist, keep your shipping addresses, and follow your orders from your account.`)
};

export const welcome_start = /** @type {(inputs: Welcome_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start shopping`)
};

export const welcome_subject = /** @type {(inputs: Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to KAINARA`)
};

export const welcome_why = /** @type {(inputs: Welcome_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You receive this mail because an account was created with this address.`)
};