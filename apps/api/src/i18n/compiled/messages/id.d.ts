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
export const account_deleted_done: (inputs?: Account_Deleted_DoneInputs) => LocalizedString;
export const account_deleted_orders: (inputs?: Account_Deleted_OrdersInputs) => LocalizedString;
export const account_deleted_subject: (inputs?: Account_Deleted_SubjectInputs) => LocalizedString;
export const bank_app_find: (inputs?: Bank_App_FindInputs) => LocalizedString;
export const bank_app_note: (inputs?: Bank_App_NoteInputs) => LocalizedString;
export const bank_app_pay: (inputs: Bank_App_PayInputs) => LocalizedString;
export const bank_app_sent: (inputs?: Bank_App_SentInputs) => LocalizedString;
export const bank_app_sent_detail: (inputs: Bank_App_Sent_DetailInputs) => LocalizedString;
export const bank_app_title: (inputs?: Bank_App_TitleInputs) => LocalizedString;
export const bank_app_to: (inputs: Bank_App_ToInputs) => LocalizedString;
export const bank_app_unknown: (inputs?: Bank_App_UnknownInputs) => LocalizedString;
export const bill_description: (inputs: Bill_DescriptionInputs) => LocalizedString;
export const cancel_courier_unavailable: (inputs: Cancel_Courier_UnavailableInputs) => LocalizedString;
export const cancel_nothing_left: (inputs: Cancel_Nothing_LeftInputs) => LocalizedString;
export const cancel_too_many: (inputs: Cancel_Too_ManyInputs) => LocalizedString;
export const cancel_unknown_line: (inputs: Cancel_Unknown_LineInputs) => LocalizedString;
export const cancel_waybill_in_portal: (inputs: Cancel_Waybill_In_PortalInputs) => LocalizedString;
export const cancel_waybill_picked_up: (inputs: Cancel_Waybill_Picked_UpInputs) => LocalizedString;
export const cancelled_body: (inputs: Cancelled_BodyInputs) => LocalizedString;
export const cancelled_by_shop: (inputs: Cancelled_By_ShopInputs) => LocalizedString;
export const cancelled_by_shop_body: (inputs: Cancelled_By_Shop_BodyInputs) => LocalizedString;
export const cancelled_payment: (inputs: Cancelled_PaymentInputs) => LocalizedString;
export const cancelled_payment_returned: (inputs?: Cancelled_Payment_ReturnedInputs) => LocalizedString;
export const cancelled_refund: (inputs: Cancelled_RefundInputs) => LocalizedString;
export const cancelled_subject: (inputs: Cancelled_SubjectInputs) => LocalizedString;
export const cancelled_title: (inputs?: Cancelled_TitleInputs) => LocalizedString;
export const channel_credit_card: (inputs?: Channel_Credit_CardInputs) => LocalizedString;
export const channel_group_card: (inputs?: Channel_Group_CardInputs) => LocalizedString;
export const channel_group_e_wallet: (inputs?: Channel_Group_E_WalletInputs) => LocalizedString;
export const channel_group_paylater: (inputs?: Channel_Group_PaylaterInputs) => LocalizedString;
export const channel_group_qris: (inputs?: Channel_Group_QrisInputs) => LocalizedString;
export const channel_group_retail: (inputs?: Channel_Group_RetailInputs) => LocalizedString;
export const channel_group_virtual_account: (inputs?: Channel_Group_Virtual_AccountInputs) => LocalizedString;
export const channel_hint_bca: (inputs?: Channel_Hint_BcaInputs) => LocalizedString;
export const channel_hint_bni: (inputs?: Channel_Hint_BniInputs) => LocalizedString;
export const channel_hint_card: (inputs?: Channel_Hint_CardInputs) => LocalizedString;
export const channel_hint_cimb: (inputs?: Channel_Hint_CimbInputs) => LocalizedString;
export const channel_hint_ewallet: (inputs: Channel_Hint_EwalletInputs) => LocalizedString;
export const channel_hint_linkaja: (inputs?: Channel_Hint_LinkajaInputs) => LocalizedString;
export const channel_hint_mandiri: (inputs?: Channel_Hint_MandiriInputs) => LocalizedString;
export const channel_hint_ovo: (inputs?: Channel_Hint_OvoInputs) => LocalizedString;
export const channel_hint_paylater: (inputs: Channel_Hint_PaylaterInputs) => LocalizedString;
export const channel_hint_qris: (inputs?: Channel_Hint_QrisInputs) => LocalizedString;
export const channel_hint_retail: (inputs: Channel_Hint_RetailInputs) => LocalizedString;
export const channel_hint_shopeepay: (inputs?: Channel_Hint_ShopeepayInputs) => LocalizedString;
export const channel_hint_va: (inputs?: Channel_Hint_VaInputs) => LocalizedString;
export const collected_body: (inputs: Collected_BodyInputs) => LocalizedString;
export const collected_returns: (inputs?: Collected_ReturnsInputs) => LocalizedString;
export const collected_subject: (inputs: Collected_SubjectInputs) => LocalizedString;
export const collected_title: (inputs?: Collected_TitleInputs) => LocalizedString;
export const collected_where: (inputs: Collected_WhereInputs) => LocalizedString;
export const delivered_body: (inputs: Delivered_BodyInputs) => LocalizedString;
export const delivered_by: (inputs: Delivered_ByInputs) => LocalizedString;
export const delivered_returns: (inputs?: Delivered_ReturnsInputs) => LocalizedString;
export const delivered_subject: (inputs: Delivered_SubjectInputs) => LocalizedString;
export const delivered_title: (inputs?: Delivered_TitleInputs) => LocalizedString;
export const expired_body: (inputs: Expired_BodyInputs) => LocalizedString;
export const expired_nothing_charged: (inputs?: Expired_Nothing_ChargedInputs) => LocalizedString;
export const expired_subject: (inputs: Expired_SubjectInputs) => LocalizedString;
export const expired_title: (inputs?: Expired_TitleInputs) => LocalizedString;
export const expired_unpaid: (inputs: Expired_UnpaidInputs) => LocalizedString;
export const lines_cancelled_body: (inputs: Lines_Cancelled_BodyInputs) => LocalizedString;
export const lines_cancelled_by_shop: (inputs: Lines_Cancelled_By_ShopInputs) => LocalizedString;
export const lines_cancelled_subject: (inputs: Lines_Cancelled_SubjectInputs) => LocalizedString;
export const lines_cancelled_title: (inputs?: Lines_Cancelled_TitleInputs) => LocalizedString;
export const mail_hello: (inputs: Mail_HelloInputs) => LocalizedString;
export const mail_hello_anyone: (inputs?: Mail_Hello_AnyoneInputs) => LocalizedString;
export const mail_link: (inputs?: Mail_LinkInputs) => LocalizedString;
export const mail_see_order: (inputs?: Mail_See_OrderInputs) => LocalizedString;
export const new_password_how: (inputs?: New_Password_HowInputs) => LocalizedString;
export const new_password_is: (inputs: New_Password_IsInputs) => LocalizedString;
export const new_password_not_you: (inputs?: New_Password_Not_YouInputs) => LocalizedString;
export const new_password_sign_in: (inputs?: New_Password_Sign_InInputs) => LocalizedString;
export const new_password_subject: (inputs?: New_Password_SubjectInputs) => LocalizedString;
export const newsletter_changed_mind: (inputs?: Newsletter_Changed_MindInputs) => LocalizedString;
export const newsletter_confirm_action: (inputs?: Newsletter_Confirm_ActionInputs) => LocalizedString;
export const newsletter_confirm_ask: (inputs?: Newsletter_Confirm_AskInputs) => LocalizedString;
export const newsletter_confirm_not_you: (inputs?: Newsletter_Confirm_Not_YouInputs) => LocalizedString;
export const newsletter_confirm_subject: (inputs?: Newsletter_Confirm_SubjectInputs) => LocalizedString;
export const newsletter_unsubscribe: (inputs?: Newsletter_UnsubscribeInputs) => LocalizedString;
export const newsletter_welcome_subject: (inputs?: Newsletter_Welcome_SubjectInputs) => LocalizedString;
export const newsletter_welcome_thanks: (inputs?: Newsletter_Welcome_ThanksInputs) => LocalizedString;
export const newsletter_welcome_why: (inputs?: Newsletter_Welcome_WhyInputs) => LocalizedString;
export const order_page_cancelled: (inputs: Order_Page_CancelledInputs) => LocalizedString;
export const order_page_cancelled_lines: (inputs: Order_Page_Cancelled_LinesInputs) => LocalizedString;
export const order_page_cancelled_owed: (inputs: Order_Page_Cancelled_OwedInputs) => LocalizedString;
export const order_page_courier_refused: (inputs: Order_Page_Courier_RefusedInputs) => LocalizedString;
export const order_page_handed_over: (inputs: Order_Page_Handed_OverInputs) => LocalizedString;
export const order_page_just_changed: (inputs: Order_Page_Just_ChangedInputs) => LocalizedString;
export const order_page_marked_handled: (inputs: Order_Page_Marked_HandledInputs) => LocalizedString;
export const order_page_no_attention: (inputs: Order_Page_No_AttentionInputs) => LocalizedString;
export const order_page_no_order: (inputs: Order_Page_No_OrderInputs) => LocalizedString;
export const order_page_not_pickup_code: (inputs: Order_Page_Not_Pickup_CodeInputs) => LocalizedString;
export const order_page_not_your_showroom: (inputs: Order_Page_Not_Your_ShowroomInputs) => LocalizedString;
export const order_page_note_added: (inputs?: Order_Page_Note_AddedInputs) => LocalizedString;
export const order_page_packed: (inputs: Order_Page_PackedInputs) => LocalizedString;
export const order_page_ships_with: (inputs: Order_Page_Ships_WithInputs) => LocalizedString;
export const order_page_someone_else: (inputs: Order_Page_Someone_ElseInputs) => LocalizedString;
export const order_placed_body: (inputs: Order_Placed_BodyInputs) => LocalizedString;
export const order_placed_line: (inputs: Order_Placed_LineInputs) => LocalizedString;
export const order_placed_pickup: (inputs?: Order_Placed_PickupInputs) => LocalizedString;
export const order_placed_promo: (inputs: Order_Placed_PromoInputs) => LocalizedString;
export const order_placed_shipping: (inputs: Order_Placed_ShippingInputs) => LocalizedString;
export const order_placed_subject: (inputs: Order_Placed_SubjectInputs) => LocalizedString;
export const order_placed_thanks: (inputs: Order_Placed_ThanksInputs) => LocalizedString;
export const order_placed_title: (inputs?: Order_Placed_TitleInputs) => LocalizedString;
export const order_placed_total: (inputs: Order_Placed_TotalInputs) => LocalizedString;
export const paid_delivery_body: (inputs: Paid_Delivery_BodyInputs) => LocalizedString;
export const paid_packing: (inputs: Paid_PackingInputs) => LocalizedString;
export const paid_pickup_body: (inputs: Paid_Pickup_BodyInputs) => LocalizedString;
export const paid_pickup_ready_from: (inputs: Paid_Pickup_Ready_FromInputs) => LocalizedString;
export const paid_pickup_ready_soon: (inputs: Paid_Pickup_Ready_SoonInputs) => LocalizedString;
export const paid_received: (inputs: Paid_ReceivedInputs) => LocalizedString;
export const paid_received_by: (inputs: Paid_Received_ByInputs) => LocalizedString;
export const paid_subject: (inputs: Paid_SubjectInputs) => LocalizedString;
export const paid_title: (inputs?: Paid_TitleInputs) => LocalizedString;
export const pay_amount: (inputs?: Pay_AmountInputs) => LocalizedString;
export const pay_bill_cancelled: (inputs: Pay_Bill_CancelledInputs) => LocalizedString;
export const pay_bill_paid: (inputs: Pay_Bill_PaidInputs) => LocalizedString;
export const pay_button: (inputs: Pay_ButtonInputs) => LocalizedString;
export const pay_cancel: (inputs: Pay_CancelInputs) => LocalizedString;
export const pay_cancelled: (inputs?: Pay_CancelledInputs) => LocalizedString;
export const pay_choose: (inputs?: Pay_ChooseInputs) => LocalizedString;
export const pay_choose_action: (inputs?: Pay_Choose_ActionInputs) => LocalizedString;
export const pay_choose_method: (inputs?: Pay_Choose_MethodInputs) => LocalizedString;
export const pay_customer: (inputs?: Pay_CustomerInputs) => LocalizedString;
export const pay_discount: (inputs?: Pay_DiscountInputs) => LocalizedString;
export const pay_due: (inputs: Pay_DueInputs) => LocalizedString;
export const pay_expired: (inputs: Pay_ExpiredInputs) => LocalizedString;
export const pay_expired_title: (inputs?: Pay_Expired_TitleInputs) => LocalizedString;
export const pay_footer: (inputs?: Pay_FooterInputs) => LocalizedString;
export const pay_invalid: (inputs: Pay_InvalidInputs) => LocalizedString;
export const pay_invalid_title: (inputs?: Pay_Invalid_TitleInputs) => LocalizedString;
export const pay_item: (inputs?: Pay_ItemInputs) => LocalizedString;
export const pay_order_number: (inputs?: Pay_Order_NumberInputs) => LocalizedString;
export const pay_page_heading: (inputs: Pay_Page_HeadingInputs) => LocalizedString;
export const pay_page_title: (inputs: Pay_Page_TitleInputs) => LocalizedString;
export const pay_paying: (inputs: Pay_PayingInputs) => LocalizedString;
export const pay_qty: (inputs?: Pay_QtyInputs) => LocalizedString;
export const pay_received: (inputs?: Pay_ReceivedInputs) => LocalizedString;
export const pay_return: (inputs: Pay_ReturnInputs) => LocalizedString;
export const pay_secure: (inputs?: Pay_SecureInputs) => LocalizedString;
export const pay_simulate_failure: (inputs?: Pay_Simulate_FailureInputs) => LocalizedString;
export const pay_summary: (inputs?: Pay_SummaryInputs) => LocalizedString;
export const pay_test_mode: (inputs?: Pay_Test_ModeInputs) => LocalizedString;
export const pay_test_mode_note: (inputs?: Pay_Test_Mode_NoteInputs) => LocalizedString;
export const pay_total: (inputs?: Pay_TotalInputs) => LocalizedString;
export const qris_amount: (inputs?: Qris_AmountInputs) => LocalizedString;
export const qris_image: (inputs: Qris_ImageInputs) => LocalizedString;
export const qris_step_open: (inputs?: Qris_Step_OpenInputs) => LocalizedString;
export const qris_step_scan: (inputs?: Qris_Step_ScanInputs) => LocalizedString;
export const qris_time_left: (inputs?: Qris_Time_LeftInputs) => LocalizedString;
export const qris_title: (inputs?: Qris_TitleInputs) => LocalizedString;
export const qris_waiting: (inputs: Qris_WaitingInputs) => LocalizedString;
export const qris_wallet_link: (inputs?: Qris_Wallet_LinkInputs) => LocalizedString;
export const ready_body: (inputs: Ready_BodyInputs) => LocalizedString;
export const ready_qr_alt: (inputs: Ready_Qr_AltInputs) => LocalizedString;
export const ready_show_code: (inputs: Ready_Show_CodeInputs) => LocalizedString;
export const ready_subject: (inputs: Ready_SubjectInputs) => LocalizedString;
export const ready_title: (inputs?: Ready_TitleInputs) => LocalizedString;
export const ready_where: (inputs: Ready_WhereInputs) => LocalizedString;
export const refund_paid_sent: (inputs: Refund_Paid_SentInputs) => LocalizedString;
export const refund_paid_subject: (inputs: Refund_Paid_SubjectInputs) => LocalizedString;
export const refund_paid_when: (inputs?: Refund_Paid_WhenInputs) => LocalizedString;
export const refunds_already_paid: (inputs: Refunds_Already_PaidInputs) => LocalizedString;
export const refunds_marked_paid: (inputs: Refunds_Marked_PaidInputs) => LocalizedString;
export const refunds_no_refund: (inputs: Refunds_No_RefundInputs) => LocalizedString;
export const reminder_action: (inputs?: Reminder_ActionInputs) => LocalizedString;
export const reminder_body: (inputs: Reminder_BodyInputs) => LocalizedString;
export const reminder_channel: (inputs: Reminder_ChannelInputs) => LocalizedString;
export const reminder_ignore: (inputs?: Reminder_IgnoreInputs) => LocalizedString;
export const reminder_intro: (inputs: Reminder_IntroInputs) => LocalizedString;
export const reminder_pay_before: (inputs: Reminder_Pay_BeforeInputs) => LocalizedString;
export const reminder_step_card: (inputs?: Reminder_Step_CardInputs) => LocalizedString;
export const reminder_step_check: (inputs: Reminder_Step_CheckInputs) => LocalizedString;
export const reminder_step_choose: (inputs?: Reminder_Step_ChooseInputs) => LocalizedString;
export const reminder_step_ewallet: (inputs: Reminder_Step_EwalletInputs) => LocalizedString;
export const reminder_step_follow: (inputs?: Reminder_Step_FollowInputs) => LocalizedString;
export const reminder_step_paylater: (inputs: Reminder_Step_PaylaterInputs) => LocalizedString;
export const reminder_step_qris: (inputs?: Reminder_Step_QrisInputs) => LocalizedString;
export const reminder_step_retail: (inputs: Reminder_Step_RetailInputs) => LocalizedString;
export const reminder_step_va_enter: (inputs: Reminder_Step_Va_EnterInputs) => LocalizedString;
export const reminder_step_va_enter_page: (inputs?: Reminder_Step_Va_Enter_PageInputs) => LocalizedString;
export const reminder_step_va_open: (inputs: Reminder_Step_Va_OpenInputs) => LocalizedString;
export const reminder_steps: (inputs?: Reminder_StepsInputs) => LocalizedString;
export const reminder_subject: (inputs: Reminder_SubjectInputs) => LocalizedString;
export const reminder_title: (inputs?: Reminder_TitleInputs) => LocalizedString;
export const returns_bank_needed: (inputs?: Returns_Bank_NeededInputs) => LocalizedString;
export const returns_body: (inputs: Returns_BodyInputs) => LocalizedString;
export const returns_courier_refused: (inputs: Returns_Courier_RefusedInputs) => LocalizedString;
export const returns_damage_window_closed: (inputs: Returns_Damage_Window_ClosedInputs) => LocalizedString;
export const returns_held_size_gone: (inputs: Returns_Held_Size_GoneInputs) => LocalizedString;
export const returns_line_open: (inputs: Returns_Line_OpenInputs) => LocalizedString;
export const returns_line_returned: (inputs: Returns_Line_ReturnedInputs) => LocalizedString;
export const returns_mail_counter: (inputs: Returns_Mail_CounterInputs) => LocalizedString;
export const returns_mail_courier: (inputs: Returns_Mail_CourierInputs) => LocalizedString;
export const returns_mail_ready: (inputs: Returns_Mail_ReadyInputs) => LocalizedString;
export const returns_mail_refund: (inputs: Returns_Mail_RefundInputs) => LocalizedString;
export const returns_mail_refused: (inputs: Returns_Mail_RefusedInputs) => LocalizedString;
export const returns_mail_shipped: (inputs: Returns_Mail_ShippedInputs) => LocalizedString;
export const returns_mail_state: (inputs: Returns_Mail_StateInputs) => LocalizedString;
export const returns_mail_subject: (inputs: Returns_Mail_SubjectInputs) => LocalizedString;
export const returns_moved: (inputs: Returns_MovedInputs) => LocalizedString;
export const returns_moved_to: (inputs: Returns_Moved_ToInputs) => LocalizedString;
export const returns_no_address: (inputs: Returns_No_AddressInputs) => LocalizedString;
export const returns_no_exchange_tracking: (inputs: Returns_No_Exchange_TrackingInputs) => LocalizedString;
export const returns_no_line: (inputs: Returns_No_LineInputs) => LocalizedString;
export const returns_no_showroom: (inputs: Returns_No_ShowroomInputs) => LocalizedString;
export const returns_no_size: (inputs: Returns_No_SizeInputs) => LocalizedString;
export const returns_not_found: (inputs: Returns_Not_FoundInputs) => LocalizedString;
export const returns_not_received: (inputs: Returns_Not_ReceivedInputs) => LocalizedString;
export const returns_not_yours: (inputs: Returns_Not_YoursInputs) => LocalizedString;
export const returns_order_cancelled: (inputs: Returns_Order_CancelledInputs) => LocalizedString;
export const returns_order_unpaid: (inputs: Returns_Order_UnpaidInputs) => LocalizedString;
export const returns_photo_cap: (inputs: Returns_Photo_CapInputs) => LocalizedString;
export const returns_photo_claimed: (inputs?: Returns_Photo_ClaimedInputs) => LocalizedString;
export const returns_photos_needed: (inputs?: Returns_Photos_NeededInputs) => LocalizedString;
export const returns_receive_every_line: (inputs?: Returns_Receive_Every_LineInputs) => LocalizedString;
export const returns_received_too_many: (inputs: Returns_Received_Too_ManyInputs) => LocalizedString;
export const returns_requested: (inputs: Returns_RequestedInputs) => LocalizedString;
export const returns_same_size: (inputs: Returns_Same_SizeInputs) => LocalizedString;
export const returns_size_out: (inputs: Returns_Size_OutInputs) => LocalizedString;
export const returns_state_approved: (inputs?: Returns_State_ApprovedInputs) => LocalizedString;
export const returns_state_closed: (inputs?: Returns_State_ClosedInputs) => LocalizedString;
export const returns_state_exchange_ready: (inputs?: Returns_State_Exchange_ReadyInputs) => LocalizedString;
export const returns_state_exchange_shipped: (inputs?: Returns_State_Exchange_ShippedInputs) => LocalizedString;
export const returns_state_received: (inputs?: Returns_State_ReceivedInputs) => LocalizedString;
export const returns_state_refund_recorded: (inputs?: Returns_State_Refund_RecordedInputs) => LocalizedString;
export const returns_state_refused: (inputs?: Returns_State_RefusedInputs) => LocalizedString;
export const returns_state_requested: (inputs?: Returns_State_RequestedInputs) => LocalizedString;
export const returns_state_restocked: (inputs?: Returns_State_RestockedInputs) => LocalizedString;
export const returns_title: (inputs?: Returns_TitleInputs) => LocalizedString;
export const returns_too_many: (inputs: Returns_Too_ManyInputs) => LocalizedString;
export const returns_unknown_photo: (inputs?: Returns_Unknown_PhotoInputs) => LocalizedString;
export const returns_window_closed: (inputs: Returns_Window_ClosedInputs) => LocalizedString;
export const shipped_body: (inputs: Shipped_BodyInputs) => LocalizedString;
export const shipped_estimate: (inputs: Shipped_EstimateInputs) => LocalizedString;
export const shipped_picked_up: (inputs: Shipped_Picked_UpInputs) => LocalizedString;
export const shipped_subject: (inputs: Shipped_SubjectInputs) => LocalizedString;
export const shipped_title: (inputs?: Shipped_TitleInputs) => LocalizedString;
export const shipped_waybill: (inputs: Shipped_WaybillInputs) => LocalizedString;
export const store_hours: (inputs?: Store_HoursInputs) => LocalizedString;
export const timeline_buyer_to_be_told: (inputs: Timeline_Buyer_To_Be_ToldInputs) => LocalizedString;
export const timeline_buyer_told: (inputs: Timeline_Buyer_ToldInputs) => LocalizedString;
export const timeline_cancelled: (inputs?: Timeline_CancelledInputs) => LocalizedString;
export const timeline_courier: (inputs: Timeline_CourierInputs) => LocalizedString;
export const timeline_delivered: (inputs?: Timeline_DeliveredInputs) => LocalizedString;
export const timeline_expired_unpaid: (inputs?: Timeline_Expired_UnpaidInputs) => LocalizedString;
export const timeline_handed_over: (inputs?: Timeline_Handed_OverInputs) => LocalizedString;
export const timeline_order_placed: (inputs?: Timeline_Order_PlacedInputs) => LocalizedString;
export const timeline_packed: (inputs?: Timeline_PackedInputs) => LocalizedString;
export const timeline_paid: (inputs?: Timeline_PaidInputs) => LocalizedString;
export const timeline_ready: (inputs?: Timeline_ReadyInputs) => LocalizedString;
export const timeline_reason: (inputs: Timeline_ReasonInputs) => LocalizedString;
export const timeline_received_by: (inputs: Timeline_Received_ByInputs) => LocalizedString;
export const timeline_refund_owed: (inputs: Timeline_Refund_OwedInputs) => LocalizedString;
export const timeline_shipped: (inputs?: Timeline_ShippedInputs) => LocalizedString;
export const timeline_staff_book_waybill: (inputs?: Timeline_Staff_Book_WaybillInputs) => LocalizedString;
export const timeline_staff_cancel: (inputs?: Timeline_Staff_CancelInputs) => LocalizedString;
export const timeline_staff_cancel_lines: (inputs?: Timeline_Staff_Cancel_LinesInputs) => LocalizedString;
export const timeline_staff_hand_over: (inputs?: Timeline_Staff_Hand_OverInputs) => LocalizedString;
export const timeline_staff_note: (inputs?: Timeline_Staff_NoteInputs) => LocalizedString;
export const timeline_staff_pack: (inputs?: Timeline_Staff_PackInputs) => LocalizedString;
export const timeline_staff_set_waybill: (inputs?: Timeline_Staff_Set_WaybillInputs) => LocalizedString;
export const timeline_told_cancelled: (inputs?: Timeline_Told_CancelledInputs) => LocalizedString;
export const timeline_told_completed: (inputs?: Timeline_Told_CompletedInputs) => LocalizedString;
export const timeline_told_expired: (inputs?: Timeline_Told_ExpiredInputs) => LocalizedString;
export const timeline_told_lines_cancelled: (inputs?: Timeline_Told_Lines_CancelledInputs) => LocalizedString;
export const timeline_told_paid: (inputs?: Timeline_Told_PaidInputs) => LocalizedString;
export const timeline_told_placed: (inputs?: Timeline_Told_PlacedInputs) => LocalizedString;
export const timeline_told_ready: (inputs?: Timeline_Told_ReadyInputs) => LocalizedString;
export const timeline_told_return: (inputs?: Timeline_Told_ReturnInputs) => LocalizedString;
export const timeline_told_shipped: (inputs?: Timeline_Told_ShippedInputs) => LocalizedString;
export const timeline_waiting_to_be_sent: (inputs?: Timeline_Waiting_To_Be_SentInputs) => LocalizedString;
export const timeline_waybill: (inputs: Timeline_WaybillInputs) => LocalizedString;
export const timeline_waybill_booked: (inputs?: Timeline_Waybill_BookedInputs) => LocalizedString;
export const va_amount: (inputs?: Va_AmountInputs) => LocalizedString;
export const va_copied: (inputs?: Va_CopiedInputs) => LocalizedString;
export const va_copy: (inputs?: Va_CopyInputs) => LocalizedString;
export const va_number: (inputs?: Va_NumberInputs) => LocalizedString;
export const va_step_confirm: (inputs: Va_Step_ConfirmInputs) => LocalizedString;
export const va_step_enter: (inputs?: Va_Step_EnterInputs) => LocalizedString;
export const va_step_open: (inputs: Va_Step_OpenInputs) => LocalizedString;
export const va_steps: (inputs?: Va_StepsInputs) => LocalizedString;
export const va_title: (inputs?: Va_TitleInputs) => LocalizedString;
export const va_waiting: (inputs: Va_WaitingInputs) => LocalizedString;
export const wallet_app_bill: (inputs?: Wallet_App_BillInputs) => LocalizedString;
export const wallet_app_checksum: (inputs?: Wallet_App_ChecksumInputs) => LocalizedString;
export const wallet_app_city: (inputs?: Wallet_App_CityInputs) => LocalizedString;
export const wallet_app_code: (inputs?: Wallet_App_CodeInputs) => LocalizedString;
export const wallet_app_expired_title: (inputs?: Wallet_App_Expired_TitleInputs) => LocalizedString;
export const wallet_app_malformed: (inputs?: Wallet_App_MalformedInputs) => LocalizedString;
export const wallet_app_merchant: (inputs?: Wallet_App_MerchantInputs) => LocalizedString;
export const wallet_app_no_amount: (inputs?: Wallet_App_No_AmountInputs) => LocalizedString;
export const wallet_app_not_qris: (inputs?: Wallet_App_Not_QrisInputs) => LocalizedString;
export const wallet_app_note: (inputs?: Wallet_App_NoteInputs) => LocalizedString;
export const wallet_app_paid: (inputs?: Wallet_App_PaidInputs) => LocalizedString;
export const wallet_app_paid_detail: (inputs: Wallet_App_Paid_DetailInputs) => LocalizedString;
export const wallet_app_pay: (inputs: Wallet_App_PayInputs) => LocalizedString;
export const wallet_app_title: (inputs?: Wallet_App_TitleInputs) => LocalizedString;
export const wallet_app_too_long: (inputs?: Wallet_App_Too_LongInputs) => LocalizedString;
export const wallet_app_unknown: (inputs?: Wallet_App_UnknownInputs) => LocalizedString;
export const welcome_ready: (inputs?: Welcome_ReadyInputs) => LocalizedString;
export const welcome_start: (inputs?: Welcome_StartInputs) => LocalizedString;
export const welcome_subject: (inputs?: Welcome_SubjectInputs) => LocalizedString;
export const welcome_why: (inputs?: Welcome_WhyInputs) => LocalizedString;
export type LocalizedString = string;
export type Account_Deleted_DoneInputs = {};
export type Account_Deleted_OrdersInputs = {};
export type Account_Deleted_SubjectInputs = {};
export type Bank_App_FindInputs = {};
export type Bank_App_NoteInputs = {};
export type Bank_App_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Bank_App_SentInputs = {};
export type Bank_App_Sent_DetailInputs = {
    amount: NonNullable<unknown>;
    merchant: NonNullable<unknown>;
    bill: NonNullable<unknown>;
};
export type Bank_App_TitleInputs = {};
export type Bank_App_ToInputs = {
    merchant: NonNullable<unknown>;
    bill: NonNullable<unknown>;
};
export type Bank_App_UnknownInputs = {};
export type Bill_DescriptionInputs = {
    ref: NonNullable<unknown>;
};
export type Cancel_Courier_UnavailableInputs = {
    resi: NonNullable<unknown>;
};
export type Cancel_Nothing_LeftInputs = {
    ref: NonNullable<unknown>;
};
export type Cancel_Too_ManyInputs = {
    left: NonNullable<unknown>;
    product: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Cancel_Unknown_LineInputs = {
    ref: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Cancel_Waybill_In_PortalInputs = {
    resi: NonNullable<unknown>;
};
export type Cancel_Waybill_Picked_UpInputs = {
    ref: NonNullable<unknown>;
    resi: NonNullable<unknown>;
};
export type Cancelled_BodyInputs = {
    ref: NonNullable<unknown>;
};
export type Cancelled_By_ShopInputs = {
    ref: NonNullable<unknown>;
};
export type Cancelled_By_Shop_BodyInputs = {
    ref: NonNullable<unknown>;
};
export type Cancelled_PaymentInputs = {
    ref: NonNullable<unknown>;
};
export type Cancelled_Payment_ReturnedInputs = {};
export type Cancelled_RefundInputs = {
    amount: NonNullable<unknown>;
};
export type Cancelled_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Cancelled_TitleInputs = {};
export type Channel_Credit_CardInputs = {};
export type Channel_Group_CardInputs = {};
export type Channel_Group_E_WalletInputs = {};
export type Channel_Group_PaylaterInputs = {};
export type Channel_Group_QrisInputs = {};
export type Channel_Group_RetailInputs = {};
export type Channel_Group_Virtual_AccountInputs = {};
export type Channel_Hint_BcaInputs = {};
export type Channel_Hint_BniInputs = {};
export type Channel_Hint_CardInputs = {};
export type Channel_Hint_CimbInputs = {};
export type Channel_Hint_EwalletInputs = {
    name: NonNullable<unknown>;
};
export type Channel_Hint_LinkajaInputs = {};
export type Channel_Hint_MandiriInputs = {};
export type Channel_Hint_OvoInputs = {};
export type Channel_Hint_PaylaterInputs = {
    name: NonNullable<unknown>;
};
export type Channel_Hint_QrisInputs = {};
export type Channel_Hint_RetailInputs = {
    name: NonNullable<unknown>;
};
export type Channel_Hint_ShopeepayInputs = {};
export type Channel_Hint_VaInputs = {};
export type Collected_BodyInputs = {
    ref: NonNullable<unknown>;
};
export type Collected_ReturnsInputs = {};
export type Collected_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Collected_TitleInputs = {};
export type Collected_WhereInputs = {
    ref: NonNullable<unknown>;
    showroom: NonNullable<unknown>;
};
export type Delivered_BodyInputs = {
    ref: NonNullable<unknown>;
};
export type Delivered_ByInputs = {
    courier: NonNullable<unknown>;
    ref: NonNullable<unknown>;
    resi: NonNullable<unknown>;
};
export type Delivered_ReturnsInputs = {};
export type Delivered_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Delivered_TitleInputs = {};
export type Expired_BodyInputs = {
    ref: NonNullable<unknown>;
};
export type Expired_Nothing_ChargedInputs = {};
export type Expired_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Expired_TitleInputs = {};
export type Expired_UnpaidInputs = {
    ref: NonNullable<unknown>;
};
export type Lines_Cancelled_BodyInputs = {
    ref: NonNullable<unknown>;
};
export type Lines_Cancelled_By_ShopInputs = {
    ref: NonNullable<unknown>;
    items: NonNullable<unknown>;
};
export type Lines_Cancelled_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Lines_Cancelled_TitleInputs = {};
export type Mail_HelloInputs = {
    name: NonNullable<unknown>;
};
export type Mail_Hello_AnyoneInputs = {};
export type Mail_LinkInputs = {};
export type Mail_See_OrderInputs = {};
export type New_Password_HowInputs = {};
export type New_Password_IsInputs = {
    password: NonNullable<unknown>;
};
export type New_Password_Not_YouInputs = {};
export type New_Password_Sign_InInputs = {};
export type New_Password_SubjectInputs = {};
export type Newsletter_Changed_MindInputs = {};
export type Newsletter_Confirm_ActionInputs = {};
export type Newsletter_Confirm_AskInputs = {};
export type Newsletter_Confirm_Not_YouInputs = {};
export type Newsletter_Confirm_SubjectInputs = {};
export type Newsletter_UnsubscribeInputs = {};
export type Newsletter_Welcome_SubjectInputs = {};
export type Newsletter_Welcome_ThanksInputs = {};
export type Newsletter_Welcome_WhyInputs = {};
export type Order_Page_CancelledInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Page_Cancelled_LinesInputs = {
    ref: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Order_Page_Cancelled_OwedInputs = {
    ref: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Order_Page_Courier_RefusedInputs = {
    refusal: NonNullable<unknown>;
};
export type Order_Page_Handed_OverInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Page_Just_ChangedInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Page_Marked_HandledInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Page_No_AttentionInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Page_No_OrderInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Page_Not_Pickup_CodeInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Page_Not_Your_ShowroomInputs = {
    ref: NonNullable<unknown>;
    showroom: NonNullable<unknown>;
};
export type Order_Page_Note_AddedInputs = {};
export type Order_Page_PackedInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Page_Ships_WithInputs = {
    ref: NonNullable<unknown>;
    no_resi: NonNullable<unknown>;
};
export type Order_Page_Someone_ElseInputs = {
    refusal: NonNullable<unknown>;
};
export type Order_Placed_BodyInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Placed_LineInputs = {
    qty: NonNullable<unknown>;
    product: NonNullable<unknown>;
    size: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Order_Placed_PickupInputs = {};
export type Order_Placed_PromoInputs = {
    code: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Order_Placed_ShippingInputs = {
    courier: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Order_Placed_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Placed_ThanksInputs = {
    ref: NonNullable<unknown>;
};
export type Order_Placed_TitleInputs = {};
export type Order_Placed_TotalInputs = {
    amount: NonNullable<unknown>;
};
export type Paid_Delivery_BodyInputs = {
    ref: NonNullable<unknown>;
};
export type Paid_PackingInputs = {
    courier: NonNullable<unknown>;
};
export type Paid_Pickup_BodyInputs = {
    ref: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Paid_Pickup_Ready_FromInputs = {
    code: NonNullable<unknown>;
    showroom: NonNullable<unknown>;
    time: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Paid_Pickup_Ready_SoonInputs = {
    code: NonNullable<unknown>;
    showroom: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Paid_ReceivedInputs = {
    amount: NonNullable<unknown>;
    ref: NonNullable<unknown>;
};
export type Paid_Received_ByInputs = {
    amount: NonNullable<unknown>;
    channel: NonNullable<unknown>;
    ref: NonNullable<unknown>;
};
export type Paid_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Paid_TitleInputs = {};
export type Pay_AmountInputs = {};
export type Pay_Bill_CancelledInputs = {
    bill: NonNullable<unknown>;
    merchant: NonNullable<unknown>;
};
export type Pay_Bill_PaidInputs = {
    bill: NonNullable<unknown>;
    merchant: NonNullable<unknown>;
};
export type Pay_ButtonInputs = {
    amount: NonNullable<unknown>;
};
export type Pay_CancelInputs = {
    merchant: NonNullable<unknown>;
};
export type Pay_CancelledInputs = {};
export type Pay_ChooseInputs = {};
export type Pay_Choose_ActionInputs = {};
export type Pay_Choose_MethodInputs = {};
export type Pay_CustomerInputs = {};
export type Pay_DiscountInputs = {};
export type Pay_DueInputs = {
    date: NonNullable<unknown>;
};
export type Pay_ExpiredInputs = {
    bill: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
export type Pay_Expired_TitleInputs = {};
export type Pay_FooterInputs = {};
export type Pay_InvalidInputs = {
    message: NonNullable<unknown>;
};
export type Pay_Invalid_TitleInputs = {};
export type Pay_ItemInputs = {};
export type Pay_Order_NumberInputs = {};
export type Pay_Page_HeadingInputs = {
    merchant: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Pay_Page_TitleInputs = {
    merchant: NonNullable<unknown>;
};
export type Pay_PayingInputs = {
    merchant: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Pay_QtyInputs = {};
export type Pay_ReceivedInputs = {};
export type Pay_ReturnInputs = {
    merchant: NonNullable<unknown>;
};
export type Pay_SecureInputs = {};
export type Pay_Simulate_FailureInputs = {};
export type Pay_SummaryInputs = {};
export type Pay_Test_ModeInputs = {};
export type Pay_Test_Mode_NoteInputs = {};
export type Pay_TotalInputs = {};
export type Qris_AmountInputs = {};
export type Qris_ImageInputs = {
    amount: NonNullable<unknown>;
    merchant: NonNullable<unknown>;
};
export type Qris_Step_OpenInputs = {};
export type Qris_Step_ScanInputs = {};
export type Qris_Time_LeftInputs = {};
export type Qris_TitleInputs = {};
export type Qris_WaitingInputs = {
    merchant: NonNullable<unknown>;
};
export type Qris_Wallet_LinkInputs = {};
export type Ready_BodyInputs = {
    ref: NonNullable<unknown>;
    showroom: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Ready_Qr_AltInputs = {
    code: NonNullable<unknown>;
};
export type Ready_Show_CodeInputs = {
    code: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Ready_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Ready_TitleInputs = {};
export type Ready_WhereInputs = {
    ref: NonNullable<unknown>;
    showroom: NonNullable<unknown>;
    address: NonNullable<unknown>;
};
export type Refund_Paid_SentInputs = {
    amount: NonNullable<unknown>;
    ref: NonNullable<unknown>;
    transfer: NonNullable<unknown>;
};
export type Refund_Paid_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Refund_Paid_WhenInputs = {};
export type Refunds_Already_PaidInputs = {
    who: NonNullable<unknown>;
    transfer: NonNullable<unknown>;
};
export type Refunds_Marked_PaidInputs = {
    amount: NonNullable<unknown>;
    ref: NonNullable<unknown>;
};
export type Refunds_No_RefundInputs = {
    id: NonNullable<unknown>;
};
export type Reminder_ActionInputs = {};
export type Reminder_BodyInputs = {
    ref: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
export type Reminder_ChannelInputs = {
    channel: NonNullable<unknown>;
};
export type Reminder_IgnoreInputs = {};
export type Reminder_IntroInputs = {
    ref: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
export type Reminder_Pay_BeforeInputs = {
    amount: NonNullable<unknown>;
    due: NonNullable<unknown>;
    channel: NonNullable<unknown>;
};
export type Reminder_Step_CardInputs = {};
export type Reminder_Step_CheckInputs = {
    amount: NonNullable<unknown>;
    merchant: NonNullable<unknown>;
};
export type Reminder_Step_ChooseInputs = {};
export type Reminder_Step_EwalletInputs = {
    wallet: NonNullable<unknown>;
    merchant: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Reminder_Step_FollowInputs = {};
export type Reminder_Step_PaylaterInputs = {
    provider: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Reminder_Step_QrisInputs = {};
export type Reminder_Step_RetailInputs = {
    store: NonNullable<unknown>;
    merchant: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Reminder_Step_Va_EnterInputs = {
    number: NonNullable<unknown>;
};
export type Reminder_Step_Va_Enter_PageInputs = {};
export type Reminder_Step_Va_OpenInputs = {
    bank: NonNullable<unknown>;
};
export type Reminder_StepsInputs = {};
export type Reminder_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Reminder_TitleInputs = {};
export type Returns_Bank_NeededInputs = {};
export type Returns_BodyInputs = {
    ref: NonNullable<unknown>;
};
export type Returns_Courier_RefusedInputs = {
    reason: NonNullable<unknown>;
};
export type Returns_Damage_Window_ClosedInputs = {
    ref: NonNullable<unknown>;
    closes: NonNullable<unknown>;
};
export type Returns_Held_Size_GoneInputs = {
    sizes: NonNullable<unknown>;
};
export type Returns_Line_OpenInputs = {
    product: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Returns_Line_ReturnedInputs = {
    product: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Returns_Mail_CounterInputs = {
    returnRef: NonNullable<unknown>;
    showroom: NonNullable<unknown>;
    address: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Returns_Mail_CourierInputs = {
    returnRef: NonNullable<unknown>;
    showroom: NonNullable<unknown>;
    address: NonNullable<unknown>;
};
export type Returns_Mail_ReadyInputs = {
    showroom: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Returns_Mail_RefundInputs = {
    amount: NonNullable<unknown>;
};
export type Returns_Mail_RefusedInputs = {
    reason: NonNullable<unknown>;
};
export type Returns_Mail_ShippedInputs = {
    resi: NonNullable<unknown>;
};
export type Returns_Mail_StateInputs = {
    returnRef: NonNullable<unknown>;
    ref: NonNullable<unknown>;
    state: NonNullable<unknown>;
};
export type Returns_Mail_SubjectInputs = {
    returnRef: NonNullable<unknown>;
    ref: NonNullable<unknown>;
};
export type Returns_MovedInputs = {
    ref: NonNullable<unknown>;
    state: NonNullable<unknown>;
};
export type Returns_Moved_ToInputs = {
    ref: NonNullable<unknown>;
    state: NonNullable<unknown>;
};
export type Returns_No_AddressInputs = {
    ref: NonNullable<unknown>;
};
export type Returns_No_Exchange_TrackingInputs = {
    ref: NonNullable<unknown>;
};
export type Returns_No_LineInputs = {
    ref: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Returns_No_ShowroomInputs = {
    id: NonNullable<unknown>;
};
export type Returns_No_SizeInputs = {
    product: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Returns_Not_FoundInputs = {
    ref: NonNullable<unknown>;
};
export type Returns_Not_ReceivedInputs = {
    ref: NonNullable<unknown>;
};
export type Returns_Not_YoursInputs = {
    ref: NonNullable<unknown>;
};
export type Returns_Order_CancelledInputs = {
    ref: NonNullable<unknown>;
};
export type Returns_Order_UnpaidInputs = {
    ref: NonNullable<unknown>;
};
export type Returns_Photo_CapInputs = {
    cap: NonNullable<unknown>;
};
export type Returns_Photo_ClaimedInputs = {};
export type Returns_Photos_NeededInputs = {};
export type Returns_Receive_Every_LineInputs = {};
export type Returns_Received_Too_ManyInputs = {
    product: NonNullable<unknown>;
    size: NonNullable<unknown>;
    qty: NonNullable<unknown>;
};
export type Returns_RequestedInputs = {
    returnRef: NonNullable<unknown>;
};
export type Returns_Same_SizeInputs = {
    product: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Returns_Size_OutInputs = {
    sizes: NonNullable<unknown>;
};
export type Returns_State_ApprovedInputs = {};
export type Returns_State_ClosedInputs = {};
export type Returns_State_Exchange_ReadyInputs = {};
export type Returns_State_Exchange_ShippedInputs = {};
export type Returns_State_ReceivedInputs = {};
export type Returns_State_Refund_RecordedInputs = {};
export type Returns_State_RefusedInputs = {};
export type Returns_State_RequestedInputs = {};
export type Returns_State_RestockedInputs = {};
export type Returns_TitleInputs = {};
export type Returns_Too_ManyInputs = {
    product: NonNullable<unknown>;
    size: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
export type Returns_Unknown_PhotoInputs = {};
export type Returns_Window_ClosedInputs = {
    ref: NonNullable<unknown>;
    closes: NonNullable<unknown>;
};
export type Shipped_BodyInputs = {
    ref: NonNullable<unknown>;
    courier: NonNullable<unknown>;
    resi: NonNullable<unknown>;
};
export type Shipped_EstimateInputs = {
    etd: NonNullable<unknown>;
};
export type Shipped_Picked_UpInputs = {
    ref: NonNullable<unknown>;
    courier: NonNullable<unknown>;
};
export type Shipped_SubjectInputs = {
    ref: NonNullable<unknown>;
};
export type Shipped_TitleInputs = {};
export type Shipped_WaybillInputs = {
    resi: NonNullable<unknown>;
};
export type Store_HoursInputs = {};
export type Timeline_Buyer_To_Be_ToldInputs = {
    event: NonNullable<unknown>;
};
export type Timeline_Buyer_ToldInputs = {
    event: NonNullable<unknown>;
};
export type Timeline_CancelledInputs = {};
export type Timeline_CourierInputs = {
    status: NonNullable<unknown>;
};
export type Timeline_DeliveredInputs = {};
export type Timeline_Expired_UnpaidInputs = {};
export type Timeline_Handed_OverInputs = {};
export type Timeline_Order_PlacedInputs = {};
export type Timeline_PackedInputs = {};
export type Timeline_PaidInputs = {};
export type Timeline_ReadyInputs = {};
export type Timeline_ReasonInputs = {
    reason: NonNullable<unknown>;
};
export type Timeline_Received_ByInputs = {
    name: NonNullable<unknown>;
};
export type Timeline_Refund_OwedInputs = {
    amount: NonNullable<unknown>;
};
export type Timeline_ShippedInputs = {};
export type Timeline_Staff_Book_WaybillInputs = {};
export type Timeline_Staff_CancelInputs = {};
export type Timeline_Staff_Cancel_LinesInputs = {};
export type Timeline_Staff_Hand_OverInputs = {};
export type Timeline_Staff_NoteInputs = {};
export type Timeline_Staff_PackInputs = {};
export type Timeline_Staff_Set_WaybillInputs = {};
export type Timeline_Told_CancelledInputs = {};
export type Timeline_Told_CompletedInputs = {};
export type Timeline_Told_ExpiredInputs = {};
export type Timeline_Told_Lines_CancelledInputs = {};
export type Timeline_Told_PaidInputs = {};
export type Timeline_Told_PlacedInputs = {};
export type Timeline_Told_ReadyInputs = {};
export type Timeline_Told_ReturnInputs = {};
export type Timeline_Told_ShippedInputs = {};
export type Timeline_Waiting_To_Be_SentInputs = {};
export type Timeline_WaybillInputs = {
    no_resi: NonNullable<unknown>;
};
export type Timeline_Waybill_BookedInputs = {};
export type Va_AmountInputs = {};
export type Va_CopiedInputs = {};
export type Va_CopyInputs = {};
export type Va_NumberInputs = {};
export type Va_Step_ConfirmInputs = {
    amount: NonNullable<unknown>;
    merchant: NonNullable<unknown>;
};
export type Va_Step_EnterInputs = {};
export type Va_Step_OpenInputs = {
    bank: NonNullable<unknown>;
};
export type Va_StepsInputs = {};
export type Va_TitleInputs = {};
export type Va_WaitingInputs = {
    merchant: NonNullable<unknown>;
};
export type Wallet_App_BillInputs = {};
export type Wallet_App_ChecksumInputs = {};
export type Wallet_App_CityInputs = {};
export type Wallet_App_CodeInputs = {};
export type Wallet_App_Expired_TitleInputs = {};
export type Wallet_App_MalformedInputs = {};
export type Wallet_App_MerchantInputs = {};
export type Wallet_App_No_AmountInputs = {};
export type Wallet_App_Not_QrisInputs = {};
export type Wallet_App_NoteInputs = {};
export type Wallet_App_PaidInputs = {};
export type Wallet_App_Paid_DetailInputs = {
    amount: NonNullable<unknown>;
    merchant: NonNullable<unknown>;
    bill: NonNullable<unknown>;
};
export type Wallet_App_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_App_TitleInputs = {};
export type Wallet_App_Too_LongInputs = {};
export type Wallet_App_UnknownInputs = {};
export type Welcome_ReadyInputs = {};
export type Welcome_StartInputs = {};
export type Welcome_SubjectInputs = {};
export type Welcome_WhyInputs = {};
