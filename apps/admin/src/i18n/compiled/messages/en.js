/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} AccountInputs */
/** @typedef {{}} ActionInputs */
/** @typedef {{}} Add_NoteInputs */
/** @typedef {{}} AddressInputs */
/** @typedef {{}} AllInputs */
/** @typedef {{}} All_OrdersInputs */
/** @typedef {{}} AnyInputs */
/** @typedef {{}} Audit_Action_Catalogue_ImportInputs */
/** @typedef {{}} Audit_Action_Category_CreateInputs */
/** @typedef {{}} Audit_Action_Category_Sub_CreateInputs */
/** @typedef {{}} Audit_Action_Category_Sub_UpdateInputs */
/** @typedef {{}} Audit_Action_Category_UpdateInputs */
/** @typedef {{}} Audit_Action_Customer_EraseInputs */
/** @typedef {{}} Audit_Action_Customer_ExportInputs */
/** @typedef {{}} Audit_Action_Home_Hashtag_CreateInputs */
/** @typedef {{}} Audit_Action_Home_Hashtag_DeleteInputs */
/** @typedef {{}} Audit_Action_Home_Hashtag_OrderInputs */
/** @typedef {{}} Audit_Action_Home_Hashtag_Section_UpdateInputs */
/** @typedef {{}} Audit_Action_Home_Hashtag_UpdateInputs */
/** @typedef {{}} Audit_Action_Home_Popup_Video_UpdateInputs */
/** @typedef {{}} Audit_Action_Home_Promo_Bar_UpdateInputs */
/** @typedef {{}} Audit_Action_Home_Section_UpdateInputs */
/** @typedef {{}} Audit_Action_Home_Slide_CreateInputs */
/** @typedef {{}} Audit_Action_Home_Slide_DeleteInputs */
/** @typedef {{}} Audit_Action_Home_Slide_OrderInputs */
/** @typedef {{}} Audit_Action_Home_Slide_UpdateInputs */
/** @typedef {{}} Audit_Action_Media_UploadInputs */
/** @typedef {{}} Audit_Action_Order_Attention_HandledInputs */
/** @typedef {{}} Audit_Action_Order_Book_WaybillInputs */
/** @typedef {{}} Audit_Action_Order_CancelInputs */
/** @typedef {{}} Audit_Action_Order_Cancel_LinesInputs */
/** @typedef {{}} Audit_Action_Order_Hand_OverInputs */
/** @typedef {{}} Audit_Action_Order_NoteInputs */
/** @typedef {{}} Audit_Action_Order_PackInputs */
/** @typedef {{}} Audit_Action_Order_Set_WaybillInputs */
/** @typedef {{}} Audit_Action_Payment_Settings_UpdateInputs */
/** @typedef {{}} Audit_Action_Product_ArchiveInputs */
/** @typedef {{}} Audit_Action_Product_CreateInputs */
/** @typedef {{}} Audit_Action_Product_DiscountInputs */
/** @typedef {{}} Audit_Action_Product_Discount_WindowInputs */
/** @typedef {{}} Audit_Action_Product_DuplicateInputs */
/** @typedef {{}} Audit_Action_Product_PhotosInputs */
/** @typedef {{}} Audit_Action_Product_PublishInputs */
/** @typedef {{}} Audit_Action_Product_RestoreInputs */
/** @typedef {{}} Audit_Action_Product_ScheduleInputs */
/** @typedef {{}} Audit_Action_Product_UnpublishInputs */
/** @typedef {{}} Audit_Action_Product_UpdateInputs */
/** @typedef {{}} Audit_Action_Promo_Bundle_CreateInputs */
/** @typedef {{}} Audit_Action_Promo_Bundle_UpdateInputs */
/** @typedef {{}} Audit_Action_Promo_Code_CreateInputs */
/** @typedef {{}} Audit_Action_Promo_Code_Make_Single_UseInputs */
/** @typedef {{}} Audit_Action_Promo_Code_Switch_OffInputs */
/** @typedef {{}} Audit_Action_Promo_Code_Switch_OnInputs */
/** @typedef {{}} Audit_Action_Promo_Code_UpdateInputs */
/** @typedef {{}} Audit_Action_Refund_Mark_PaidInputs */
/** @typedef {{}} Audit_Action_Return_ApproveInputs */
/** @typedef {{}} Audit_Action_Return_CloseInputs */
/** @typedef {{}} Audit_Action_Return_Convert_To_RefundInputs */
/** @typedef {{}} Audit_Action_Return_Ready_ExchangeInputs */
/** @typedef {{}} Audit_Action_Return_ReceiveInputs */
/** @typedef {{}} Audit_Action_Return_Record_RefundInputs */
/** @typedef {{}} Audit_Action_Return_RefuseInputs */
/** @typedef {{}} Audit_Action_Return_Release_HoldInputs */
/** @typedef {{}} Audit_Action_Return_RestockInputs */
/** @typedef {{}} Audit_Action_Return_Ship_ExchangeInputs */
/** @typedef {{}} Audit_Action_Showroom_CreateInputs */
/** @typedef {{}} Audit_Action_Showroom_DeleteInputs */
/** @typedef {{}} Audit_Action_Showroom_OrderInputs */
/** @typedef {{}} Audit_Action_Showroom_Region_CreateInputs */
/** @typedef {{}} Audit_Action_Showroom_Region_DeleteInputs */
/** @typedef {{}} Audit_Action_Showroom_Region_OrderInputs */
/** @typedef {{}} Audit_Action_Showroom_Region_RenameInputs */
/** @typedef {{}} Audit_Action_Showroom_UpdateInputs */
/** @typedef {{}} Audit_Action_Staff_CreateInputs */
/** @typedef {{}} Audit_Action_Staff_InviteInputs */
/** @typedef {{}} Audit_Action_Staff_Invite_AcceptInputs */
/** @typedef {{}} Audit_Action_Staff_Invite_RevokeInputs */
/** @typedef {{}} Audit_Action_Staff_PasswordInputs */
/** @typedef {{}} Audit_Action_Staff_Totp_DisableInputs */
/** @typedef {{}} Audit_Action_Staff_Totp_EnableInputs */
/** @typedef {{}} Audit_Action_Staff_Totp_RequiredInputs */
/** @typedef {{}} Audit_Action_Staff_UpdateInputs */
/** @typedef {{}} Audit_Action_Stock_SetInputs */
/** @typedef {{ id: NonNullable<unknown> }} Audit_Showroom_IdInputs */
/** @typedef {{ id: NonNullable<unknown> }} Audit_Size_IdInputs */
/** @typedef {{ product: NonNullable<unknown>, size: NonNullable<unknown>, showroom: NonNullable<unknown>, before: NonNullable<unknown>, after: NonNullable<unknown> }} Audit_Stock_LineInputs */
/** @typedef {{}} Authenticator_CodeInputs */
/** @typedef {{}} Average_OrderInputs */
/** @typedef {{}} Average_Order_NoteInputs */
/** @typedef {{}} Back_OfficeInputs */
/** @typedef {{}} Back_To_Back_OfficeInputs */
/** @typedef {{}} Bill_NumberInputs */
/** @typedef {{}} Book_CourierInputs */
/** @typedef {{}} Book_WaybillInputs */
/** @typedef {{}} Bulk_ActionsInputs */
/** @typedef {{}} Bulk_ApplyInputs */
/** @typedef {{}} Bulk_ClearInputs */
/** @typedef {{ count: NonNullable<unknown> }} Bulk_RefusedInputs */
/** @typedef {{}} Bulk_Refused_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Bulk_SelectedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Bundle_Saving_AmountInputs */
/** @typedef {{}} Bundle_SavingsInputs */
/** @typedef {{}} BuyerInputs */
/** @typedef {{}} Buyer_Told_GuestInputs */
/** @typedef {{}} Buyer_Told_MemberInputs */
/** @typedef {{}} Cancel_Choose_UnitsInputs */
/** @typedef {{ size: NonNullable<unknown>, left: NonNullable<unknown> }} Cancel_Line_Size_LeftInputs */
/** @typedef {{}} Cancel_OrderInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Cancel_Order_TitleInputs */
/** @typedef {{}} Cancel_Refund_CountingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Cancel_Refund_OwedInputs */
/** @typedef {{ items: NonNullable<unknown>, promo: NonNullable<unknown>, shipping: NonNullable<unknown> }} Cancel_Refund_PartsInputs */
/** @typedef {{}} Cancel_The_OrderInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cancel_The_UnitsInputs */
/** @typedef {{ resi: NonNullable<unknown> }} Cancel_Waybill_GoesInputs */
/** @typedef {{ resi: NonNullable<unknown> }} Cancel_Waybill_In_PortalInputs */
/** @typedef {{}} Cancel_What_To_CancelInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Cancelled_By_ShopInputs */
/** @typedef {{}} Cart_To_PaidInputs */
/** @typedef {{ count: NonNullable<unknown>, paid: NonNullable<unknown> }} Cart_To_Paid_NoteInputs */
/** @typedef {{}} Categories_Add_SubInputs */
/** @typedef {{ name: NonNullable<unknown> }} Categories_Add_Sub_ToInputs */
/** @typedef {{ count: NonNullable<unknown> }} Categories_Archived_CountInputs */
/** @typedef {{}} Categories_CancelInputs */
/** @typedef {{}} Categories_Cannot_UndoInputs */
/** @typedef {{}} Categories_Choose_DestinationInputs */
/** @typedef {{}} Categories_Choose_SubInputs */
/** @typedef {{}} Categories_Cover_HintInputs */
/** @typedef {{}} Categories_Cover_ImageInputs */
/** @typedef {{}} Categories_Cover_TextInputs */
/** @typedef {{}} Categories_Cover_Text_HintInputs */
/** @typedef {{}} Categories_CreateInputs */
/** @typedef {{}} Categories_Create_SubInputs */
/** @typedef {{}} Categories_DeleteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Categories_Delete_ConfirmInputs */
/** @typedef {{}} Categories_Delete_Subs_TooInputs */
/** @typedef {{ name: NonNullable<unknown> }} Categories_Delete_TitleInputs */
/** @typedef {{}} Categories_EditInputs */
/** @typedef {{ name: NonNullable<unknown> }} Categories_Edit_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Categories_FixedInputs */
/** @typedef {{ name: NonNullable<unknown>, products: NonNullable<unknown> }} Categories_HoldsInputs */
/** @typedef {{}} Categories_In_HeaderInputs */
/** @typedef {{}} Categories_LoadingInputs */
/** @typedef {{ products: NonNullable<unknown> }} Categories_Move_And_DeleteInputs */
/** @typedef {{}} Categories_Move_ToInputs */
/** @typedef {{}} Categories_NewInputs */
/** @typedef {{}} Categories_New_SubInputs */
/** @typedef {{}} Categories_No_SubsInputs */
/** @typedef {{}} Categories_Own_CoverInputs */
/** @typedef {{ count: NonNullable<unknown> }} Categories_Product_CountInputs */
/** @typedef {{}} Categories_SaveInputs */
/** @typedef {{}} Categories_Save_SubInputs */
/** @typedef {{}} Categories_Show_CoverInputs */
/** @typedef {{}} Categories_Show_Cover_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Categories_Subs_OfInputs */
/** @typedef {{}} ChangeInputs */
/** @typedef {{}} Change_PasswordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Changes_CountInputs */
/** @typedef {{}} ChannelInputs */
/** @typedef {{}} CloseInputs */
/** @typedef {{}} Close_MenuInputs */
/** @typedef {{}} Code_From_AppInputs */
/** @typedef {{}} Code_From_App_HintInputs */
/** @typedef {{}} Collected_ByInputs */
/** @typedef {{}} Continue_ActionInputs */
/** @typedef {{}} Counted_Once_First_DayInputs */
/** @typedef {{}} Counter_Camera_RefusedInputs */
/** @typedef {{}} Counter_Camera_ViewInputs */
/** @typedef {{}} Counter_Code_HintInputs */
/** @typedef {{}} Counter_Find_OrderInputs */
/** @typedef {{}} Counter_Finding_OrderInputs */
/** @typedef {{ name: NonNullable<unknown> }} Counter_Hand_Over_ToInputs */
/** @typedef {{ ref: NonNullable<unknown>, name: NonNullable<unknown> }} Counter_Handed_OverInputs */
/** @typedef {{}} Counter_In_The_BagInputs */
/** @typedef {{}} Counter_IntroInputs */
/** @typedef {{}} Counter_Looking_For_QrInputs */
/** @typedef {{}} Counter_Next_CustomerInputs */
/** @typedef {{}} Counter_No_Qr_In_PhotoInputs */
/** @typedef {{}} Counter_Not_This_OrderInputs */
/** @typedef {{}} Counter_Or_Type_ItInputs */
/** @typedef {{ number: NonNullable<unknown> }} Counter_Order_NumberInputs */
/** @typedef {{ count: NonNullable<unknown> }} Counter_PiecesInputs */
/** @typedef {{}} Counter_Reading_PhotoInputs */
/** @typedef {{}} Counter_Scan_With_CameraInputs */
/** @typedef {{ size: NonNullable<unknown>, qty: NonNullable<unknown> }} Counter_Size_QtyInputs */
/** @typedef {{}} Counter_Stop_CameraInputs */
/** @typedef {{}} Counter_Take_PhotoInputs */
/** @typedef {{}} Counter_Type_CodeInputs */
/** @typedef {{}} Counter_UnreadableInputs */
/** @typedef {{}} Counting_OrdersInputs */
/** @typedef {{}} CourierInputs */
/** @typedef {{ courier: NonNullable<unknown>, showroom: NonNullable<unknown> }} Courier_FromInputs */
/** @typedef {{}} Courier_Or_PickupInputs */
/** @typedef {{ error: NonNullable<unknown> }} Courier_RefusedInputs */
/** @typedef {{}} Csv_AfterInputs */
/** @typedef {{}} Csv_BeforeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Csv_Changes_First_ListedInputs */
/** @typedef {{}} Csv_Changes_LabelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Csv_Changes_TitleInputs */
/** @typedef {{}} Csv_CheckInputs */
/** @typedef {{}} Csv_ColumnInputs */
/** @typedef {{}} Csv_Conflict_NoteInputs */
/** @typedef {{ count: NonNullable<unknown> }} Csv_Conflicts_FoundInputs */
/** @typedef {{}} Csv_DownloadInputs */
/** @typedef {{}} Csv_Drop_HereInputs */
/** @typedef {{}} Csv_Field_ProductInputs */
/** @typedef {{}} Csv_Field_SizeInputs */
/** @typedef {{}} Csv_File_LabelInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Csv_File_SizeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Csv_First_ListedInputs */
/** @typedef {{}} Csv_ImportInputs */
/** @typedef {{}} Csv_ImportedInputs */
/** @typedef {{}} Csv_Imported_ToastInputs */
/** @typedef {{ columns: NonNullable<unknown>, media: NonNullable<unknown>, bar: NonNullable<unknown>, revision: NonNullable<unknown> }} Csv_IntroInputs */
/** @typedef {{}} Csv_LineInputs */
/** @typedef {{}} Csv_New_ProductsInputs */
/** @typedef {{}} Csv_New_SizesInputs */
/** @typedef {{}} Csv_No_ChangeInputs */
/** @typedef {{}} Csv_No_ProblemInputs */
/** @typedef {{}} Csv_OverwriteInputs */
/** @typedef {{}} Csv_Phase_ListsInputs */
/** @typedef {{}} Csv_Phase_ProductsInputs */
/** @typedef {{}} Csv_Phase_SizesInputs */
/** @typedef {{}} Csv_Phase_StockInputs */
/** @typedef {{}} Csv_Phase_UploadInputs */
/** @typedef {{}} Csv_ProblemInputs */
/** @typedef {{ count: NonNullable<unknown> }} Csv_ProblemsInputs */
/** @typedef {{}} Csv_Problems_LabelInputs */
/** @typedef {{}} Csv_ProductInputs */
/** @typedef {{}} Csv_Products_UpdatedInputs */
/** @typedef {{}} Csv_ReadyInputs */
/** @typedef {{}} Csv_RefusedInputs */
/** @typedef {{}} Csv_RowsInputs */
/** @typedef {{}} Csv_Stock_CellsInputs */
/** @typedef {{}} Csv_Stock_ColumnInputs */
/** @typedef {{}} Current_PasswordInputs */
/** @typedef {{}} Customers_AddressesInputs */
/** @typedef {{}} Customers_ContactInputs */
/** @typedef {{}} Customers_Erase_DataInputs */
/** @typedef {{}} Customers_Erase_For_GoodInputs */
/** @typedef {{}} Customers_Erase_Orders_StayInputs */
/** @typedef {{}} Customers_Erase_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Customers_Erase_WhatInputs */
/** @typedef {{}} Customers_ErasedInputs */
/** @typedef {{}} Customers_Export_DataInputs */
/** @typedef {{}} Customers_Guest_ManyInputs */
/** @typedef {{}} Customers_Guest_OneInputs */
/** @typedef {{}} Customers_GuestsInputs */
/** @typedef {{}} Customers_JoinedInputs */
/** @typedef {{}} Customers_Keep_DataInputs */
/** @typedef {{}} Customers_Last_OrderInputs */
/** @typedef {{}} Customers_ListsInputs */
/** @typedef {{}} Customers_LoadingInputs */
/** @typedef {{}} Customers_Loading_MemberInputs */
/** @typedef {{}} Customers_Member_ManyInputs */
/** @typedef {{}} Customers_Member_OneInputs */
/** @typedef {{}} Customers_Member_SinceInputs */
/** @typedef {{}} Customers_MembersInputs */
/** @typedef {{}} Customers_NewsletterInputs */
/** @typedef {{}} Customers_Newsletter_CsvInputs */
/** @typedef {{}} Customers_No_AddressInputs */
/** @typedef {{}} Customers_No_Guest_MatchesInputs */
/** @typedef {{}} Customers_No_Member_MatchesInputs */
/** @typedef {{}} Customers_No_Order_YetInputs */
/** @typedef {{}} Customers_None_GivenInputs */
/** @typedef {{}} Customers_None_YetInputs */
/** @typedef {{}} Customers_Not_ConfirmedInputs */
/** @typedef {{}} Customers_Not_SubscribedInputs */
/** @typedef {{}} Customers_Not_This_EmailInputs */
/** @typedef {{ orders: NonNullable<unknown> }} Customers_On_Paid_OrdersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Customers_Order_CountInputs */
/** @typedef {{ number: NonNullable<unknown> }} Customers_Order_NumberInputs */
/** @typedef {{}} Customers_Personal_DataInputs */
/** @typedef {{}} Customers_Personal_Data_NoteInputs */
/** @typedef {{}} Customers_PrimaryInputs */
/** @typedef {{}} Customers_SearchInputs */
/** @typedef {{}} Customers_SpentInputs */
/** @typedef {{ orders: NonNullable<unknown>, amount: NonNullable<unknown> }} Customers_Spent_LineInputs */
/** @typedef {{}} Customers_SubscribedInputs */
/** @typedef {{}} Customers_Total_SpentInputs */
/** @typedef {{ email: NonNullable<unknown> }} Customers_Type_To_ConfirmInputs */
/** @typedef {{}} Customers_UnsubscribedInputs */
/** @typedef {{}} Daily_SummaryInputs */
/** @typedef {{}} Daily_Summary_HintInputs */
/** @typedef {{}} Dashboard_Translations_DoneInputs */
/** @typedef {{}} Dashboard_Translations_PagesInputs */
/** @typedef {{}} Dashboard_Translations_Pages_NoteInputs */
/** @typedef {{}} Dashboard_Translations_ProductsInputs */
/** @typedef {{}} Dashboard_Translations_Products_EnglishInputs */
/** @typedef {{}} Dashboard_Translations_ShowInputs */
/** @typedef {{}} Dashboard_Translations_TitleInputs */
/** @typedef {{}} Date_RangeInputs */
/** @typedef {{}} DayInputs */
/** @typedef {{}} Document_TitleInputs */
/** @typedef {{}} EmailInputs */
/** @typedef {{}} Enrol_RequiredInputs */
/** @typedef {{}} Enter_The_WaybillInputs */
/** @typedef {{}} Enter_WaybillInputs */
/** @typedef {{}} EntityInputs */
/** @typedef {{ status: NonNullable<unknown>, statusText: NonNullable<unknown> }} Error_StatusInputs */
/** @typedef {{}} EstimateInputs */
/** @typedef {{}} Export_CsvInputs */
/** @typedef {{}} Faspay_DateInputs */
/** @typedef {{}} Faspay_ReferenceInputs */
/** @typedef {{}} Faspay_Trx_IdInputs */
/** @typedef {{}} FiltersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Filters_ChosenInputs */
/** @typedef {{}} Fit_Runs_LargeInputs */
/** @typedef {{}} Fit_Runs_SmallInputs */
/** @typedef {{}} FromInputs */
/** @typedef {{}} From_WibInputs */
/** @typedef {{}} Group_ClosedInputs */
/** @typedef {{}} Group_CompletedInputs */
/** @typedef {{}} Group_PackedInputs */
/** @typedef {{}} Group_Pickup_To_PrepareInputs */
/** @typedef {{}} Group_Ready_For_PickupInputs */
/** @typedef {{}} Group_ShippedInputs */
/** @typedef {{}} Group_To_PackInputs */
/** @typedef {{}} Group_Waiting_PaymentInputs */
/** @typedef {{}} GuestInputs */
/** @typedef {{}} Hand_OverInputs */
/** @typedef {{}} HeldInputs */
/** @typedef {{}} HiddenInputs */
/** @typedef {{}} Hidden_From_ProductInputs */
/** @typedef {{ at: NonNullable<unknown> }} Hidden_SinceInputs */
/** @typedef {{ at: NonNullable<unknown>, name: NonNullable<unknown> }} Hidden_Since_ByInputs */
/** @typedef {{}} HideInputs */
/** @typedef {{}} Hide_FiltersInputs */
/** @typedef {{}} Hide_TableInputs */
/** @typedef {{}} Highest_Rating_FirstInputs */
/** @typedef {{}} Home_Add_ImageInputs */
/** @typedef {{}} Home_Add_Image_SubmitInputs */
/** @typedef {{}} Home_Add_SlideInputs */
/** @typedef {{}} Home_Add_Slide_SubmitInputs */
/** @typedef {{}} Home_Button_LinkInputs */
/** @typedef {{}} Home_Button_Link_HintInputs */
/** @typedef {{}} Home_Button_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Home_CharactersInputs */
/** @typedef {{ english: NonNullable<unknown>, bahasa: NonNullable<unknown>, max: NonNullable<unknown> }} Home_Characters_EachInputs */
/** @typedef {{}} Home_DescriptionInputs */
/** @typedef {{}} Home_Desktop_ImageInputs */
/** @typedef {{}} Home_EditInputs */
/** @typedef {{}} Home_Edit_ImageInputs */
/** @typedef {{}} Home_Edit_SlideInputs */
/** @typedef {{}} Home_HashtagInputs */
/** @typedef {{}} Home_Hashtag_NoteInputs */
/** @typedef {{}} Home_Hashtag_SectionInputs */
/** @typedef {{}} Home_ImageInputs */
/** @typedef {{ n: NonNullable<unknown> }} Home_Image_NInputs */
/** @typedef {{ count: NonNullable<unknown> }} Home_ImagesInputs */
/** @typedef {{}} Home_Instagram_HintInputs */
/** @typedef {{}} Home_Instagram_LinkInputs */
/** @typedef {{ n: NonNullable<unknown> }} Home_Line_NInputs */
/** @typedef {{}} Home_Link_HintInputs */
/** @typedef {{}} Home_Link_OptionalInputs */
/** @typedef {{}} Home_LoadingInputs */
/** @typedef {{}} Home_Mobile_ImageInputs */
/** @typedef {{}} Home_New_TabInputs */
/** @typedef {{}} Home_New_Tab_OptionInputs */
/** @typedef {{}} Home_No_LinkInputs */
/** @typedef {{}} Home_No_SlidesInputs */
/** @typedef {{}} Home_Part_PopupInputs */
/** @typedef {{}} Home_Part_Promo_BarInputs */
/** @typedef {{}} Home_Part_SectionsInputs */
/** @typedef {{}} Home_Part_SliderInputs */
/** @typedef {{}} Home_PartsInputs */
/** @typedef {{}} Home_Popup_ImageInputs */
/** @typedef {{}} Home_Popup_Image_HintInputs */
/** @typedef {{}} Home_Popup_NoteInputs */
/** @typedef {{}} Home_PreviewInputs */
/** @typedef {{}} Home_Promo_NoteInputs */
/** @typedef {{}} Home_Promo_TextInputs */
/** @typedef {{}} Home_RemoveInputs */
/** @typedef {{ label: NonNullable<unknown> }} Home_Remove_Image_ConfirmInputs */
/** @typedef {{ title: NonNullable<unknown> }} Home_Remove_Slide_ConfirmInputs */
/** @typedef {{}} Home_Save_ImageInputs */
/** @typedef {{}} Home_Save_PopupInputs */
/** @typedef {{}} Home_Save_PromoInputs */
/** @typedef {{ n: NonNullable<unknown> }} Home_Save_SectionInputs */
/** @typedef {{}} Home_Save_SlideInputs */
/** @typedef {{}} Home_Save_TitleInputs */
/** @typedef {{ n: NonNullable<unknown> }} Home_Section_NInputs */
/** @typedef {{}} Home_Sections_NoteInputs */
/** @typedef {{}} Home_Slide_Title_HintInputs */
/** @typedef {{}} Home_Slide_TypeInputs */
/** @typedef {{}} Home_Slider_NoteInputs */
/** @typedef {{}} Home_SubtitleInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Home_Title_LinesInputs */
/** @typedef {{}} Home_VideoInputs */
/** @typedef {{}} Home_Video_HintInputs */
/** @typedef {{}} Home_Youtube_HintInputs */
/** @typedef {{ id: NonNullable<unknown> }} Home_Youtube_SlideInputs */
/** @typedef {{}} Home_Youtube_VideoInputs */
/** @typedef {{}} ItemInputs */
/** @typedef {{}} ItemsInputs */
/** @typedef {{}} Keep_It_OnInputs */
/** @typedef {{}} Keep_The_OrderInputs */
/** @typedef {{}} Kind_MailInputs */
/** @typedef {{}} Kind_StaffInputs */
/** @typedef {{}} Language_BahasaInputs */
/** @typedef {{}} Language_EnInputs */
/** @typedef {{}} Language_EnglishInputs */
/** @typedef {{}} Language_HeadingInputs */
/** @typedef {{}} Language_HintInputs */
/** @typedef {{}} Language_IdInputs */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SaveInputs */
/** @typedef {{ count: NonNullable<unknown> }} Last_DaysInputs */
/** @typedef {{}} Last_StepInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Loading_LogInputs */
/** @typedef {{}} Loading_OrderInputs */
/** @typedef {{}} Loading_OrdersInputs */
/** @typedef {{}} Loading_ReviewsInputs */
/** @typedef {{}} Low_Stock_SizesInputs */
/** @typedef {{}} Lowest_Rating_FirstInputs */
/** @typedef {{}} Mail_Paid_OrdersInputs */
/** @typedef {{}} Mail_Paid_Orders_AllInputs */
/** @typedef {{}} Mail_Paid_Orders_ShowroomsInputs */
/** @typedef {{}} Mails_HeadingInputs */
/** @typedef {{}} Mark_HandledInputs */
/** @typedef {{}} Mark_PackedInputs */
/** @typedef {{ label: NonNullable<unknown> }} Media_AddressInputs */
/** @typedef {{}} Media_BrokenInputs */
/** @typedef {{}} Media_DismissInputs */
/** @typedef {{}} Media_Drop_ManyInputs */
/** @typedef {{}} Media_Drop_OneInputs */
/** @typedef {{}} Media_HintInputs */
/** @typedef {{}} Media_KindsInputs */
/** @typedef {{}} Media_No_ImageInputs */
/** @typedef {{}} Media_No_PreviewInputs */
/** @typedef {{ label: NonNullable<unknown> }} Media_PreviewInputs */
/** @typedef {{}} Media_RemoveInputs */
/** @typedef {{ label: NonNullable<unknown> }} Media_Remove_WhatInputs */
/** @typedef {{}} Media_ReplaceInputs */
/** @typedef {{}} Media_Too_LargeInputs */
/** @typedef {{}} Media_UploadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Media_UploadingInputs */
/** @typedef {{}} Media_UploadsInputs */
/** @typedef {{}} Media_WaitingInputs */
/** @typedef {{}} MemberInputs */
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
/** @typedef {{}} Nav_PaymentsInputs */
/** @typedef {{}} Nav_ProductsInputs */
/** @typedef {{}} Nav_Promo_BundlesInputs */
/** @typedef {{}} Nav_Promo_CodesInputs */
/** @typedef {{}} Nav_RefundsInputs */
/** @typedef {{}} Nav_ReturnsInputs */
/** @typedef {{}} Nav_ReviewsInputs */
/** @typedef {{}} Nav_ShowroomsInputs */
/** @typedef {{}} Nav_StaffInputs */
/** @typedef {{}} Nav_StockInputs */
/** @typedef {{}} Needs_AttentionInputs */
/** @typedef {{}} New_MarkInputs */
/** @typedef {{}} New_NoteInputs */
/** @typedef {{ count: NonNullable<unknown> }} New_Orders_ArrivedInputs */
/** @typedef {{}} New_PasswordInputs */
/** @typedef {{}} New_Password_AgainInputs */
/** @typedef {{}} NewerInputs */
/** @typedef {{}} Newest_FirstInputs */
/** @typedef {{}} Newest_OrdersInputs */
/** @typedef {{}} Next_PageInputs */
/** @typedef {{}} No_Change_MatchesInputs */
/** @typedef {{}} No_Notes_YetInputs */
/** @typedef {{}} No_Order_MatchesInputs */
/** @typedef {{}} No_Review_MatchesInputs */
/** @typedef {{}} No_Such_PageInputs */
/** @typedef {{}} No_Values_RecordedInputs */
/** @typedef {{}} No_Waybill_YetInputs */
/** @typedef {{}} Not_NamedInputs */
/** @typedef {{ due: NonNullable<unknown> }} Not_Paid_DueInputs */
/** @typedef {{}} NotesInputs */
/** @typedef {{}} Nothing_In_RangeInputs */
/** @typedef {{}} OlderInputs */
/** @typedef {{}} Older_OrdersInputs */
/** @typedef {{}} Or_Recovery_CodeInputs */
/** @typedef {{}} OrderInputs */
/** @typedef {{ cancelled: NonNullable<unknown>, qty: NonNullable<unknown> }} Order_Line_CancelledInputs */
/** @typedef {{ number: NonNullable<unknown> }} Order_NumberInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_TotalInputs */
/** @typedef {{}} OrdersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Orders_Bulk_Already_BookInputs */
/** @typedef {{ count: NonNullable<unknown> }} Orders_Bulk_Already_PackInputs */
/** @typedef {{ count: NonNullable<unknown> }} Orders_Bulk_Done_BookInputs */
/** @typedef {{ count: NonNullable<unknown> }} Orders_Bulk_Done_PackInputs */
/** @typedef {{}} Orders_By_StatusInputs */
/** @typedef {{}} Orders_Per_StatusInputs */
/** @typedef {{}} Orders_Per_Status_NoteInputs */
/** @typedef {{}} Orders_Select_AllInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Orders_Select_RowInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Owed_To_BuyerInputs */
/** @typedef {{}} PackedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Packing_SlipInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Page_OfInputs */
/** @typedef {{}} PagesInputs */
/** @typedef {{}} PaidInputs */
/** @typedef {{}} Paid_OrdersInputs */
/** @typedef {{}} Paid_Orders_NoteInputs */
/** @typedef {{}} Paid_Orders_Per_DayInputs */
/** @typedef {{}} Paid_Orders_Per_Day_NoteInputs */
/** @typedef {{}} Paid_Orders_Per_WeekInputs */
/** @typedef {{}} PasswordInputs */
/** @typedef {{}} Password_Length_HintInputs */
/** @typedef {{}} PaymentInputs */
/** @typedef {{}} Payment_ChannelsInputs */
/** @typedef {{}} Payment_Channels_NoteInputs */
/** @typedef {{}} Payment_FailedInputs */
/** @typedef {{}} Payment_PaidInputs */
/** @typedef {{}} Payment_WaitingInputs */
/** @typedef {{}} Payments_Ceiling_FaspayInputs */
/** @typedef {{}} Payments_Ceiling_SandboxInputs */
/** @typedef {{}} Payments_Channels_HeadingInputs */
/** @typedef {{}} Payments_Kind_CardInputs */
/** @typedef {{}} Payments_Kind_EwalletInputs */
/** @typedef {{}} Payments_Kind_PaylaterInputs */
/** @typedef {{}} Payments_Kind_QrisInputs */
/** @typedef {{}} Payments_Kind_RetailInputs */
/** @typedef {{}} Payments_Kind_VaInputs */
/** @typedef {{}} Payments_LoadingInputs */
/** @typedef {{}} Payments_Reminder_HeadingInputs */
/** @typedef {{}} Payments_Reminder_HintInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Payments_Reminder_HoursInputs */
/** @typedef {{}} Payments_Reminder_Hours_LabelInputs */
/** @typedef {{}} Payments_Reminder_OnInputs */
/** @typedef {{}} Payments_SaveInputs */
/** @typedef {{}} Payments_SavedInputs */
/** @typedef {{}} PhoneInputs */
/** @typedef {{}} Photos_AddInputs */
/** @typedef {{}} Photos_Alt_CoverInputs */
/** @typedef {{ n: NonNullable<unknown> }} Photos_Alt_NInputs */
/** @typedef {{}} Photos_BackInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Photos_CountInputs */
/** @typedef {{}} Photos_CoverInputs */
/** @typedef {{}} Photos_Cover_WordInputs */
/** @typedef {{}} Photos_EarlierInputs */
/** @typedef {{}} Photos_HeadingInputs */
/** @typedef {{}} Photos_LaterInputs */
/** @typedef {{}} Photos_LoadingInputs */
/** @typedef {{}} Photos_MakeInputs */
/** @typedef {{}} Photos_MoveInputs */
/** @typedef {{}} Photos_No_PhotosInputs */
/** @typedef {{}} Photos_No_Such_ProductInputs */
/** @typedef {{}} Photos_None_YetInputs */
/** @typedef {{}} Photos_Not_SavedInputs */
/** @typedef {{ n: NonNullable<unknown> }} Photos_Photo_NInputs */
/** @typedef {{}} Photos_Product_PhotosInputs */
/** @typedef {{}} Photos_RemoveInputs */
/** @typedef {{}} Photos_SaveInputs */
/** @typedef {{}} Photos_SavedInputs */
/** @typedef {{}} Photos_Size_ChartInputs */
/** @typedef {{}} Photos_Size_Chart_AltInputs */
/** @typedef {{}} Photos_Size_Chart_NoneInputs */
/** @typedef {{}} Photos_Size_Chart_RemoveInputs */
/** @typedef {{}} Photos_Size_Chart_ReplaceInputs */
/** @typedef {{}} Photos_Size_Chart_UploadInputs */
/** @typedef {{ max: NonNullable<unknown> }} Photos_Too_ManyInputs */
/** @typedef {{}} Photos_TwiceInputs */
/** @typedef {{}} Photos_UndoInputs */
/** @typedef {{}} Pick_UpInputs */
/** @typedef {{}} Pickup_CodeInputs */
/** @typedef {{ ref: NonNullable<unknown>, at: NonNullable<unknown>, name: NonNullable<unknown> }} Placed_ForInputs */
/** @typedef {{}} PreviousInputs */
/** @typedef {{}} PrintInputs */
/** @typedef {{}} Print_LabelsInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Print_OrderInputs */
/** @typedef {{ count: NonNullable<unknown> }} Print_OrdersInputs */
/** @typedef {{}} Print_Slip_LabelInputs */
/** @typedef {{}} Private_NotesInputs */
/** @typedef {{}} ProductInputs */
/** @typedef {{}} Product_Code_Or_NameInputs */
/** @typedef {{ code: NonNullable<unknown>, size: NonNullable<unknown> }} Product_Code_SizeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Products_Add_NamedInputs */
/** @typedef {{}} Products_Add_SizeInputs */
/** @typedef {{}} Products_All_CategoriesInputs */
/** @typedef {{}} Products_All_Sub_CategoriesInputs */
/** @typedef {{}} Products_ArchiveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Products_Archive_BodyInputs */
/** @typedef {{}} Products_Archive_TitleInputs */
/** @typedef {{}} Products_ArchivedInputs */
/** @typedef {{}} Products_AvailableInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Already_ArchiveInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Already_DiscountInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Already_PublishInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Already_RestoreInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Already_ScheduleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Already_UnpublishInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Done_ArchiveInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Done_DiscountInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Done_PublishInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Done_RestoreInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Done_ScheduleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Bulk_Done_UnpublishInputs */
/** @typedef {{}} Products_CancelInputs */
/** @typedef {{}} Products_Cancel_ScheduleInputs */
/** @typedef {{}} Products_CategoryInputs */
/** @typedef {{}} Products_Change_ScheduleInputs */
/** @typedef {{}} Products_Choose_CategoryInputs */
/** @typedef {{}} Products_Choose_Sub_CategoryInputs */
/** @typedef {{}} Products_CodeInputs */
/** @typedef {{}} Products_ColourInputs */
/** @typedef {{}} Products_Copy_CodeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Products_CountInputs */
/** @typedef {{}} Products_CreateInputs */
/** @typedef {{}} Products_DeleteInputs */
/** @typedef {{ n: NonNullable<unknown> }} Products_Delete_SizeInputs */
/** @typedef {{}} Products_DescriptionsInputs */
/** @typedef {{}} Products_Detailed_DescriptionInputs */
/** @typedef {{}} Products_Detailed_Description_HintInputs */
/** @typedef {{}} Products_Discount_AmountInputs */
/** @typedef {{}} Products_Discount_EndsInputs */
/** @typedef {{}} Products_Discount_Ends_HintInputs */
/** @typedef {{}} Products_Discount_PercentInputs */
/** @typedef {{}} Products_Discount_Percent_HintInputs */
/** @typedef {{}} Products_Discount_StartsInputs */
/** @typedef {{}} Products_Discount_Starts_HintInputs */
/** @typedef {{}} Products_DownInputs */
/** @typedef {{}} Products_DraftInputs */
/** @typedef {{}} Products_DraftsInputs */
/** @typedef {{}} Products_DuplicateInputs */
/** @typedef {{}} Products_Duplicate_BodyInputs */
/** @typedef {{}} Products_Duplicate_TitleInputs */
/** @typedef {{}} Products_EmptyInputs */
/** @typedef {{}} Products_Find_RelatedInputs */
/** @typedef {{}} Products_Find_Related_HintInputs */
/** @typedef {{}} Products_LoadingInputs */
/** @typedef {{}} Products_Loading_CategoriesInputs */
/** @typedef {{}} Products_Loading_ListInputs */
/** @typedef {{}} Products_MatchingInputs */
/** @typedef {{}} Products_Missing_BahasaInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Products_Missing_CategoriesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Products_Missing_Category_SubsInputs */
/** @typedef {{}} Products_Missing_EnglishInputs */
/** @typedef {{}} Products_Missing_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Products_Missing_Home_SectionsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Products_Missing_LandingsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Products_Missing_SettingsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Products_Missing_SlidesInputs */
/** @typedef {{}} Products_Net_PriceInputs */
/** @typedef {{}} Products_Net_Price_HintInputs */
/** @typedef {{}} Products_NewInputs */
/** @typedef {{}} Products_New_IntroInputs */
/** @typedef {{}} Products_New_TabInputs */
/** @typedef {{}} Products_On_Sale_OnlyInputs */
/** @typedef {{}} Products_On_The_ShopInputs */
/** @typedef {{}} Products_One_SizeInputs */
/** @typedef {{ list: NonNullable<unknown> }} Products_Other_MissingInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Products_Page_OfInputs */
/** @typedef {{}} Products_PhotoInputs */
/** @typedef {{}} Products_Preview_On_ShopInputs */
/** @typedef {{}} Products_PriceInputs */
/** @typedef {{}} Products_Price_LegendInputs */
/** @typedef {{}} Products_PublishInputs */
/** @typedef {{}} Products_Publish_AtInputs */
/** @typedef {{}} Products_Publish_At_HintInputs */
/** @typedef {{}} Products_Publish_NowInputs */
/** @typedef {{}} Products_Refusal_Discount_Above_NetInputs */
/** @typedef {{}} Products_Refusal_Not_ArchivedInputs */
/** @typedef {{}} Products_Refusal_Not_FoundInputs */
/** @typedef {{}} Products_RelatedInputs */
/** @typedef {{}} Products_ReloadInputs */
/** @typedef {{}} Products_RemoveInputs */
/** @typedef {{}} Products_RestoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Products_Restore_BodyInputs */
/** @typedef {{}} Products_Restore_TitleInputs */
/** @typedef {{}} Products_Retail_PriceInputs */
/** @typedef {{ price: NonNullable<unknown> }} Products_Sale_PreviewInputs */
/** @typedef {{}} Products_Save_ChangesInputs */
/** @typedef {{}} Products_ScheduleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Products_Schedule_BodyInputs */
/** @typedef {{}} Products_Schedule_Many_BodyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Schedule_Many_TitleInputs */
/** @typedef {{}} Products_Schedule_TitleInputs */
/** @typedef {{}} Products_ScheduledInputs */
/** @typedef {{ when: NonNullable<unknown> }} Products_Scheduled_ForInputs */
/** @typedef {{}} Products_SearchInputs */
/** @typedef {{}} Products_SectionsInputs */
/** @typedef {{}} Products_Select_AllInputs */
/** @typedef {{ name: NonNullable<unknown> }} Products_Select_RowInputs */
/** @typedef {{}} Products_Set_DiscountInputs */
/** @typedef {{}} Products_Set_Discount_BodyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Set_Discount_TitleInputs */
/** @typedef {{}} Products_Short_DescriptionInputs */
/** @typedef {{ n: NonNullable<unknown> }} Products_Size_CodeInputs */
/** @typedef {{}} Products_Size_FixedInputs */
/** @typedef {{}} Products_Size_HeldInputs */
/** @typedef {{ n: NonNullable<unknown> }} Products_Size_NInputs */
/** @typedef {{ n: NonNullable<unknown> }} Products_Size_NameInputs */
/** @typedef {{}} Products_Size_PresetsInputs */
/** @typedef {{}} Products_SizesInputs */
/** @typedef {{}} Products_Sort_CodeInputs */
/** @typedef {{}} Products_Sort_NameInputs */
/** @typedef {{}} Products_Sort_Price_AscInputs */
/** @typedef {{}} Products_Sort_Price_DescInputs */
/** @typedef {{ language: NonNullable<unknown> }} Products_Still_WithoutInputs */
/** @typedef {{}} Products_StockInputs */
/** @typedef {{ count: NonNullable<unknown> }} Products_Stock_CountInputs */
/** @typedef {{}} Products_Sub_CategoryInputs */
/** @typedef {{}} Products_Tab_DetailsInputs */
/** @typedef {{}} Products_Tab_PhotosInputs */
/** @typedef {{}} Products_Tab_StockInputs */
/** @typedef {{}} Products_TranslationInputs */
/** @typedef {{}} Products_UnpublishInputs */
/** @typedef {{}} Products_UpInputs */
/** @typedef {{}} Products_View_On_ShopInputs */
/** @typedef {{}} Products_WasInputs */
/** @typedef {{}} Products_WeightInputs */
/** @typedef {{ code: NonNullable<unknown> }} Promo_Code_LineInputs */
/** @typedef {{}} Promotions_ActiveInputs */
/** @typedef {{}} Promotions_AddInputs */
/** @typedef {{}} Promotions_AddedInputs */
/** @typedef {{}} Promotions_AlwaysInputs */
/** @typedef {{ count: NonNullable<unknown>, from: NonNullable<unknown> }} Promotions_Any_FromInputs */
/** @typedef {{}} Promotions_BundleInputs */
/** @typedef {{}} Promotions_CancelInputs */
/** @typedef {{}} Promotions_CapInputs */
/** @typedef {{}} Promotions_Cap_HintInputs */
/** @typedef {{}} Promotions_Chosen_ProductsInputs */
/** @typedef {{}} Promotions_CodeInputs */
/** @typedef {{}} Promotions_Code_HintInputs */
/** @typedef {{ code: NonNullable<unknown> }} Promotions_Code_TitleInputs */
/** @typedef {{}} Promotions_Count_Items_ByInputs */
/** @typedef {{ targets: NonNullable<unknown> }} Promotions_CountsInputs */
/** @typedef {{}} Promotions_Counts_HeaderInputs */
/** @typedef {{}} Promotions_Create_BundleInputs */
/** @typedef {{}} Promotions_Create_CodeInputs */
/** @typedef {{}} Promotions_DescriptionInputs */
/** @typedef {{}} Promotions_Description_HintInputs */
/** @typedef {{}} Promotions_DiscountInputs */
/** @typedef {{}} Promotions_DiscountsInputs */
/** @typedef {{}} Promotions_Ended_ExtendInputs */
/** @typedef {{}} Promotions_Ended_RaiseInputs */
/** @typedef {{}} Promotions_EndsInputs */
/** @typedef {{}} Promotions_Ends_HintInputs */
/** @typedef {{}} Promotions_ExpiredInputs */
/** @typedef {{}} Promotions_Find_GroupsInputs */
/** @typedef {{}} Promotions_Find_ProductsInputs */
/** @typedef {{}} Promotions_Find_Sub_CategoriesInputs */
/** @typedef {{ at: NonNullable<unknown> }} Promotions_FromInputs */
/** @typedef {{}} Promotions_GroupInputs */
/** @typedef {{ count: NonNullable<unknown> }} Promotions_Group_CountInputs */
/** @typedef {{}} Promotions_Items_Per_SetInputs */
/** @typedef {{}} Promotions_Items_Per_Set_HintInputs */
/** @typedef {{}} Promotions_Limit_Per_MemberInputs */
/** @typedef {{}} Promotions_Limit_Per_Member_HintInputs */
/** @typedef {{}} Promotions_Matching_GroupsInputs */
/** @typedef {{}} Promotions_Matching_ProductsInputs */
/** @typedef {{}} Promotions_Matching_Sub_CategoriesInputs */
/** @typedef {{}} Promotions_Min_PurchaseInputs */
/** @typedef {{}} Promotions_Min_Purchase_HintInputs */
/** @typedef {{}} Promotions_Name_Or_CodeInputs */
/** @typedef {{ names: NonNullable<unknown>, more: NonNullable<unknown> }} Promotions_Names_And_MoreInputs */
/** @typedef {{}} Promotions_New_BundleInputs */
/** @typedef {{}} Promotions_New_CodeInputs */
/** @typedef {{}} Promotions_No_Bundles_YetInputs */
/** @typedef {{ q: NonNullable<unknown> }} Promotions_No_Code_MatchesInputs */
/** @typedef {{}} Promotions_No_Codes_YetInputs */
/** @typedef {{}} Promotions_NominalInputs */
/** @typedef {{}} Promotions_Nominal_HintInputs */
/** @typedef {{}} Promotions_Nominal_Set_HintInputs */
/** @typedef {{ q: NonNullable<unknown> }} Promotions_Nothing_MatchesInputs */
/** @typedef {{}} Promotions_OnInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Promotions_Page_OfInputs */
/** @typedef {{}} Promotions_Per_SetInputs */
/** @typedef {{}} Promotions_PercentInputs */
/** @typedef {{}} Promotions_Percent_HintInputs */
/** @typedef {{}} Promotions_Percent_Set_HintInputs */
/** @typedef {{ percent: NonNullable<unknown>, cap: NonNullable<unknown> }} Promotions_Percent_Up_ToInputs */
/** @typedef {{ count: NonNullable<unknown> }} Promotions_Product_CountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Promotions_RemoveInputs */
/** @typedef {{}} Promotions_RunningInputs */
/** @typedef {{}} Promotions_Save_ChangesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Promotions_SavedInputs */
/** @typedef {{}} Promotions_ScheduledInputs */
/** @typedef {{}} Promotions_Search_CodesInputs */
/** @typedef {{}} Promotions_StartsInputs */
/** @typedef {{}} Promotions_Starts_HintInputs */
/** @typedef {{}} Promotions_StateInputs */
/** @typedef {{}} Promotions_Sub_CategoryInputs */
/** @typedef {{ count: NonNullable<unknown> }} Promotions_Sub_Category_CountInputs */
/** @typedef {{}} Promotions_SwitchInputs */
/** @typedef {{}} Promotions_Switch_OnInputs */
/** @typedef {{}} Promotions_Switched_OffInputs */
/** @typedef {{ name: NonNullable<unknown> }} Promotions_Switched_Off_ToastInputs */
/** @typedef {{ name: NonNullable<unknown> }} Promotions_Switched_On_ToastInputs */
/** @typedef {{}} Promotions_The_CodeInputs */
/** @typedef {{}} Promotions_The_DealInputs */
/** @typedef {{}} Promotions_The_ProductsInputs */
/** @typedef {{}} Promotions_The_ShippingInputs */
/** @typedef {{ at: NonNullable<unknown> }} Promotions_UntilInputs */
/** @typedef {{}} Promotions_Usage_LimitInputs */
/** @typedef {{}} Promotions_Usage_Limit_HintInputs */
/** @typedef {{}} Promotions_UsedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Promotions_Used_ByInputs */
/** @typedef {{ used: NonNullable<unknown>, limit: NonNullable<unknown> }} Promotions_Used_OfInputs */
/** @typedef {{}} Promotions_Used_UpInputs */
/** @typedef {{}} Promotions_What_It_CountsInputs */
/** @typedef {{}} Promotions_What_Shoppers_ReadInputs */
/** @typedef {{}} Promotions_When_How_OftenInputs */
/** @typedef {{}} QtyInputs */
/** @typedef {{}} Quick_RangesInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Range_ShownInputs */
/** @typedef {{}} ReasonInputs */
/** @typedef {{}} Reason_HintInputs */
/** @typedef {{}} RecipientInputs */
/** @typedef {{}} Recovery_CodesInputs */
/** @typedef {{}} Recovery_Codes_IntroInputs */
/** @typedef {{}} Recovery_Codes_KeepInputs */
/** @typedef {{}} Recovery_Codes_OnceInputs */
/** @typedef {{}} Recovery_Codes_SavedInputs */
/** @typedef {{ at: NonNullable<unknown> }} Refund_By_HandInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Refund_OwedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Refund_PaidInputs */
/** @typedef {{ at: NonNullable<unknown>, settled: NonNullable<unknown> }} Refund_Recorded_SettledInputs */
/** @typedef {{}} Refunds_AmountInputs */
/** @typedef {{}} Refunds_ChannelInputs */
/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Refunds_CountInputs */
/** @typedef {{}} Refunds_LoadingInputs */
/** @typedef {{}} Refunds_Mark_PaidInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Refunds_Mark_Paid_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, buyer: NonNullable<unknown> }} Refunds_Mark_Paid_WhatInputs */
/** @typedef {{}} Refunds_NoneInputs */
/** @typedef {{}} Refunds_OrderInputs */
/** @typedef {{}} Refunds_OwedInputs */
/** @typedef {{}} Refunds_PaidInputs */
/** @typedef {{ at: NonNullable<unknown> }} Refunds_Paid_OnInputs */
/** @typedef {{ transfer: NonNullable<unknown>, who: NonNullable<unknown> }} Refunds_Paid_WithInputs */
/** @typedef {{}} Refunds_RecordedInputs */
/** @typedef {{}} Refunds_See_LedgerInputs */
/** @typedef {{}} Refunds_StatusInputs */
/** @typedef {{}} Refunds_Transfer_RefInputs */
/** @typedef {{}} Refunds_Transfer_Ref_HintInputs */
/** @typedef {{}} Return_Figures_ExchangedInputs */
/** @typedef {{}} Return_Figures_FitInputs */
/** @typedef {{}} Return_Figures_None_SoldInputs */
/** @typedef {{}} Return_Figures_ProductsInputs */
/** @typedef {{ units: NonNullable<unknown>, percent: NonNullable<unknown> }} Return_Figures_Products_NoteInputs */
/** @typedef {{}} Return_Figures_RateInputs */
/** @typedef {{}} Return_Figures_ReasonInputs */
/** @typedef {{}} Return_Figures_ReasonsInputs */
/** @typedef {{ sold: NonNullable<unknown>, returned: NonNullable<unknown>, rate: NonNullable<unknown> }} Return_Figures_Reasons_NoteInputs */
/** @typedef {{}} Return_Figures_ReturnedInputs */
/** @typedef {{}} Return_Figures_SizesInputs */
/** @typedef {{}} Return_Figures_Sizes_NoteInputs */
/** @typedef {{}} Returns_Account_HolderInputs */
/** @typedef {{}} Returns_Account_NumberInputs */
/** @typedef {{}} Returns_AddressInputs */
/** @typedef {{}} Returns_ApproveInputs */
/** @typedef {{ showroom: NonNullable<unknown> }} Returns_Approve_WhatInputs */
/** @typedef {{}} Returns_BankInputs */
/** @typedef {{}} Returns_Bank_NameInputs */
/** @typedef {{}} Returns_BuyerInputs */
/** @typedef {{}} Returns_CancelInputs */
/** @typedef {{}} Returns_CloseInputs */
/** @typedef {{}} Returns_Close_WhatInputs */
/** @typedef {{}} Returns_ConvertInputs */
/** @typedef {{}} Returns_Convert_WhatInputs */
/** @typedef {{ max: NonNullable<unknown> }} Returns_Count_InvalidInputs */
/** @typedef {{ showroom: NonNullable<unknown> }} Returns_Counter_AtInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_Counter_FoundInputs */
/** @typedef {{}} Returns_Counter_HintInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_Counter_NoneInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Returns_Counter_OpenInputs */
/** @typedef {{}} Returns_Damaged_QtyInputs */
/** @typedef {{}} Returns_Exchange_WaybillInputs */
/** @typedef {{}} Returns_HowInputs */
/** @typedef {{}} Returns_Line_HeldInputs */
/** @typedef {{}} Returns_Line_Not_HeldInputs */
/** @typedef {{ qty: NonNullable<unknown>, size: NonNullable<unknown> }} Returns_Line_QtyInputs */
/** @typedef {{ received: NonNullable<unknown>, damaged: NonNullable<unknown> }} Returns_Line_ReceivedInputs */
/** @typedef {{}} Returns_Line_RefundInputs */
/** @typedef {{ size: NonNullable<unknown> }} Returns_Line_Wants_SizeInputs */
/** @typedef {{}} Returns_LinesInputs */
/** @typedef {{}} Returns_LoadingInputs */
/** @typedef {{}} Returns_Loading_OneInputs */
/** @typedef {{}} Returns_NoneInputs */
/** @typedef {{ n: NonNullable<unknown> }} Returns_Photo_AltInputs */
/** @typedef {{}} Returns_PhotosInputs */
/** @typedef {{}} Returns_Ready_ExchangeInputs */
/** @typedef {{ showroom: NonNullable<unknown> }} Returns_Ready_WhatInputs */
/** @typedef {{}} Returns_Reason_Changed_MindInputs */
/** @typedef {{}} Returns_Reason_DamagedInputs */
/** @typedef {{}} Returns_Reason_Not_As_PicturedInputs */
/** @typedef {{}} Returns_Reason_Too_LargeInputs */
/** @typedef {{}} Returns_Reason_Too_SmallInputs */
/** @typedef {{}} Returns_Reason_Wrong_ItemInputs */
/** @typedef {{}} Returns_Receipt_AmountInputs */
/** @typedef {{}} Returns_Receipt_HintInputs */
/** @typedef {{}} Returns_ReceiveInputs */
/** @typedef {{}} Returns_Receive_HereInputs */
/** @typedef {{}} Returns_Receive_WhatInputs */
/** @typedef {{ qty: NonNullable<unknown> }} Returns_Received_QtyInputs */
/** @typedef {{}} Returns_Record_RefundInputs */
/** @typedef {{}} Returns_Record_WhatInputs */
/** @typedef {{}} Returns_Refund_AmountInputs */
/** @typedef {{}} Returns_Refund_UnknownInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Returns_RefusalInputs */
/** @typedef {{}} Returns_RefuseInputs */
/** @typedef {{}} Returns_Refuse_ReasonInputs */
/** @typedef {{}} Returns_Refuse_Reason_ShortInputs */
/** @typedef {{}} Returns_Refuse_WhatInputs */
/** @typedef {{}} Returns_RequestedInputs */
/** @typedef {{}} Returns_RestockInputs */
/** @typedef {{ showroom: NonNullable<unknown> }} Returns_Restock_WhatInputs */
/** @typedef {{}} Returns_ReturnInputs */
/** @typedef {{}} Returns_SearchInputs */
/** @typedef {{}} Returns_Search_HintInputs */
/** @typedef {{}} Returns_See_OrderInputs */
/** @typedef {{}} Returns_See_RefundsInputs */
/** @typedef {{}} Returns_Ship_ExchangeInputs */
/** @typedef {{}} Returns_Ship_WhatInputs */
/** @typedef {{}} Returns_ShowroomInputs */
/** @typedef {{}} Returns_StateInputs */
/** @typedef {{}} Returns_State_ApprovedInputs */
/** @typedef {{}} Returns_State_ClosedInputs */
/** @typedef {{}} Returns_State_Exchange_ReadyInputs */
/** @typedef {{}} Returns_State_Exchange_ShippedInputs */
/** @typedef {{}} Returns_State_ReceivedInputs */
/** @typedef {{}} Returns_State_Refund_RecordedInputs */
/** @typedef {{}} Returns_State_RefusedInputs */
/** @typedef {{}} Returns_State_RequestedInputs */
/** @typedef {{}} Returns_State_RestockedInputs */
/** @typedef {{}} Returns_TimelineInputs */
/** @typedef {{}} Returns_Timeline_RequestedInputs */
/** @typedef {{}} Returns_To_ShowroomInputs */
/** @typedef {{ count: NonNullable<unknown> }} Returns_Waiting_LinkInputs */
/** @typedef {{}} Returns_Waiting_SeeInputs */
/** @typedef {{}} Returns_Waiting_TitleInputs */
/** @typedef {{}} Returns_WayInputs */
/** @typedef {{}} Returns_Way_CounterInputs */
/** @typedef {{}} Returns_Way_CourierInputs */
/** @typedef {{}} Returns_WishInputs */
/** @typedef {{}} Returns_Wish_ExchangeInputs */
/** @typedef {{}} Returns_Wish_RefundInputs */
/** @typedef {{}} RevenueInputs */
/** @typedef {{}} Revenue_NoteInputs */
/** @typedef {{}} Revenue_Per_DayInputs */
/** @typedef {{}} Revenue_Per_Day_NoteInputs */
/** @typedef {{}} Revenue_Per_WeekInputs */
/** @typedef {{}} Revenue_Per_Week_NoteInputs */
/** @typedef {{}} RoleInputs */
/** @typedef {{}} Role_OwnerInputs */
/** @typedef {{}} Role_ShowroomInputs */
/** @typedef {{}} Role_StaffInputs */
/** @typedef {{}} Save_Mail_SettingsInputs */
/** @typedef {{}} Save_WaybillInputs */
/** @typedef {{}} SearchInputs */
/** @typedef {{}} Search_OrdersInputs */
/** @typedef {{}} Search_Orders_HintInputs */
/** @typedef {{}} SectionsInputs */
/** @typedef {{}} Sell_ThroughInputs */
/** @typedef {{ units: NonNullable<unknown> }} Sell_Through_NoteInputs */
/** @typedef {{}} Sell_Through_ShortInputs */
/** @typedef {{}} Share_Of_Paid_OrdersInputs */
/** @typedef {{}} ShippingInputs */
/** @typedef {{}} Shipping_LabelInputs */
/** @typedef {{}} ShowInputs */
/** @typedef {{}} Show_Last_30_DaysInputs */
/** @typedef {{}} Show_TableInputs */
/** @typedef {{}} ShownInputs */
/** @typedef {{}} Shown_On_ProductInputs */
/** @typedef {{}} ShowroomInputs */
/** @typedef {{}} Showrooms_ActiveInputs */
/** @typedef {{}} Showrooms_Add_RegionInputs */
/** @typedef {{}} Showrooms_Add_ShowroomInputs */
/** @typedef {{}} Showrooms_Add_The_RegionInputs */
/** @typedef {{}} Showrooms_Add_The_ShowroomInputs */
/** @typedef {{ line: NonNullable<unknown> }} Showrooms_Address_LineInputs */
/** @typedef {{ name: NonNullable<unknown> }} Showrooms_Confirm_DeleteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Showrooms_Confirm_Delete_RegionInputs */
/** @typedef {{}} Showrooms_DeleteInputs */
/** @typedef {{}} Showrooms_EditInputs */
/** @typedef {{}} Showrooms_Edit_ShowroomInputs */
/** @typedef {{}} Showrooms_Hub_CodeInputs */
/** @typedef {{ code: NonNullable<unknown> }} Showrooms_Hub_Code_BadgeInputs */
/** @typedef {{}} Showrooms_Hub_Code_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Showrooms_In_RegionInputs */
/** @typedef {{}} Showrooms_InactiveInputs */
/** @typedef {{}} Showrooms_IntroInputs */
/** @typedef {{}} Showrooms_Is_ActiveInputs */
/** @typedef {{}} Showrooms_Is_HubInputs */
/** @typedef {{}} Showrooms_LoadingInputs */
/** @typedef {{}} Showrooms_Maps_LinkInputs */
/** @typedef {{}} Showrooms_Maps_Link_HintInputs */
/** @typedef {{}} Showrooms_New_TabInputs */
/** @typedef {{}} Showrooms_Only_Empty_RegionInputs */
/** @typedef {{}} Showrooms_RegionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Showrooms_Region_AddedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Showrooms_Region_DeletedInputs */
/** @typedef {{}} Showrooms_Region_NameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Showrooms_Region_RenamedInputs */
/** @typedef {{}} Showrooms_Regions_OrderedInputs */
/** @typedef {{}} Showrooms_RenameInputs */
/** @typedef {{}} Showrooms_Rename_RegionInputs */
/** @typedef {{}} Showrooms_Save_ShowroomInputs */
/** @typedef {{}} Showrooms_See_StoresInputs */
/** @typedef {{ name: NonNullable<unknown> }} Showrooms_Showroom_AddedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Showrooms_Showroom_DeletedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Showrooms_Showroom_SavedInputs */
/** @typedef {{}} Showrooms_Showrooms_OrderedInputs */
/** @typedef {{}} Sign_InInputs */
/** @typedef {{}} Sign_In_AgainInputs */
/** @typedef {{}} Sign_In_TitleInputs */
/** @typedef {{}} Sign_OutInputs */
/** @typedef {{}} Single_Use_CountInputs */
/** @typedef {{ max: NonNullable<unknown> }} Single_Use_Count_HintInputs */
/** @typedef {{ made: NonNullable<unknown>, used: NonNullable<unknown> }} Single_Use_CountsInputs */
/** @typedef {{}} Single_Use_DownloadInputs */
/** @typedef {{}} Single_Use_MakeInputs */
/** @typedef {{ code: NonNullable<unknown> }} Single_Use_NoteInputs */
/** @typedef {{}} Single_Use_PrefixInputs */
/** @typedef {{}} Single_Use_Prefix_HintInputs */
/** @typedef {{}} Single_Use_TitleInputs */
/** @typedef {{}} SizeInputs */
/** @typedef {{ size: NonNullable<unknown>, qty: NonNullable<unknown>, price: NonNullable<unknown> }} Size_Qty_PriceInputs */
/** @typedef {{}} SoldInputs */
/** @typedef {{}} SortInputs */
/** @typedef {{}} Staff_ActionsInputs */
/** @typedef {{}} Staff_ActiveInputs */
/** @typedef {{}} Staff_CancelInputs */
/** @typedef {{}} Staff_Choose_Password_ForInputs */
/** @typedef {{}} Staff_DeactivateInputs */
/** @typedef {{ name: NonNullable<unknown> }} Staff_Deactivate_WarningInputs */
/** @typedef {{}} Staff_DeactivatedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Staff_Deactivated_OutInputs */
/** @typedef {{}} Staff_EditInputs */
/** @typedef {{ name: NonNullable<unknown> }} Staff_Edit_TitleInputs */
/** @typedef {{}} Staff_Go_To_Sign_InInputs */
/** @typedef {{ email: NonNullable<unknown> }} Staff_Invitation_SentInputs */
/** @typedef {{}} Staff_Invitation_WithdrawnInputs */
/** @typedef {{}} Staff_Invite_Email_HintInputs */
/** @typedef {{ at: NonNullable<unknown> }} Staff_Invite_ExpiredInputs */
/** @typedef {{}} Staff_Invite_PersonInputs */
/** @typedef {{ at: NonNullable<unknown> }} Staff_Invite_Valid_UntilInputs */
/** @typedef {{}} Staff_Is_ActiveInputs */
/** @typedef {{}} Staff_Is_DeactivatedInputs */
/** @typedef {{}} Staff_Keep_ActiveInputs */
/** @typedef {{}} Staff_LoadingInputs */
/** @typedef {{}} Staff_No_Open_InvitationInputs */
/** @typedef {{}} Staff_None_YetInputs */
/** @typedef {{}} Staff_OffInputs */
/** @typedef {{}} Staff_OnInputs */
/** @typedef {{}} Staff_Open_InvitationsInputs */
/** @typedef {{}} Staff_Own_AccountInputs */
/** @typedef {{}} Staff_PersonInputs */
/** @typedef {{}} Staff_ReactivateInputs */
/** @typedef {{ name: NonNullable<unknown> }} Staff_ReactivatedInputs */
/** @typedef {{}} Staff_Reading_InvitationInputs */
/** @typedef {{}} Staff_Require_EveryoneInputs */
/** @typedef {{ name: NonNullable<unknown>, role: NonNullable<unknown> }} Staff_Role_ChangedInputs */
/** @typedef {{}} Staff_Role_OwnerInputs */
/** @typedef {{}} Staff_Role_Owner_HintInputs */
/** @typedef {{}} Staff_Role_ShowroomInputs */
/** @typedef {{}} Staff_Role_Showroom_HintInputs */
/** @typedef {{}} Staff_Role_StaffInputs */
/** @typedef {{}} Staff_Role_Staff_HintInputs */
/** @typedef {{}} Staff_Save_ChangesInputs */
/** @typedef {{}} Staff_Saving_Signs_OutInputs */
/** @typedef {{}} Staff_Send_InvitationInputs */
/** @typedef {{}} Staff_Set_Password_Sign_InInputs */
/** @typedef {{ id: NonNullable<unknown> }} Staff_Showroom_NumberInputs */
/** @typedef {{}} Staff_StateInputs */
/** @typedef {{}} Staff_Stop_RequiringInputs */
/** @typedef {{ email: NonNullable<unknown> }} Staff_The_Invitation_OfInputs */
/** @typedef {{}} Staff_Two_StepInputs */
/** @typedef {{}} Staff_Two_Step_EveryoneInputs */
/** @typedef {{}} Staff_Two_Step_Is_OffInputs */
/** @typedef {{}} Staff_Two_Step_Is_OnInputs */
/** @typedef {{}} Staff_Two_Step_No_Longer_RequiredInputs */
/** @typedef {{}} Staff_Two_Step_Not_RequiredInputs */
/** @typedef {{}} Staff_Two_Step_Now_RequiredInputs */
/** @typedef {{}} Staff_Two_Step_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Staff_WelcomeInputs */
/** @typedef {{}} Staff_WithdrawInputs */
/** @typedef {{}} Staff_Yes_DeactivateInputs */
/** @typedef {{}} Staff_Your_InvitationInputs */
/** @typedef {{}} StarsInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Stars_Of_5Inputs */
/** @typedef {{}} Stars_OnlyInputs */
/** @typedef {{}} StatusInputs */
/** @typedef {{}} Stock_AddInputs */
/** @typedef {{}} Stock_ApplyInputs */
/** @typedef {{}} Stock_ArchivedInputs */
/** @typedef {{}} Stock_Back_To_ProductInputs */
/** @typedef {{}} Stock_Bulk_Add_InvalidInputs */
/** @typedef {{}} Stock_Bulk_Set_InvalidInputs */
/** @typedef {{ label: NonNullable<unknown>, held: NonNullable<unknown> }} Stock_Cell_WasInputs */
/** @typedef {{}} Stock_CellsInputs */
/** @typedef {{}} Stock_Change_ManyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stock_Changed_CellsInputs */
/** @typedef {{ count: NonNullable<unknown>, invalid: NonNullable<unknown> }} Stock_Changed_Cells_InvalidInputs */
/** @typedef {{}} Stock_Changed_MarkedInputs */
/** @typedef {{}} Stock_ClosedInputs */
/** @typedef {{}} Stock_DiscardInputs */
/** @typedef {{}} Stock_Every_CellInputs */
/** @typedef {{}} Stock_Every_ShowroomInputs */
/** @typedef {{ name: NonNullable<unknown> }} Stock_For_ProductInputs */
/** @typedef {{}} Stock_HubInputs */
/** @typedef {{}} Stock_LoadingInputs */
/** @typedef {{}} Stock_Next_PageInputs */
/** @typedef {{}} Stock_No_ChangesInputs */
/** @typedef {{}} Stock_No_Product_MatchesInputs */
/** @typedef {{}} Stock_No_SizesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Stock_Of_ProductInputs */
/** @typedef {{}} Stock_Previous_PageInputs */
/** @typedef {{}} Stock_Product_No_SizesInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Stock_Product_SizeInputs */
/** @typedef {{ count: NonNullable<unknown>, showroom: NonNullable<unknown>, page: NonNullable<unknown>, pages: NonNullable<unknown> }} Stock_Products_AtInputs */
/** @typedef {{}} Stock_Read_OnlyInputs */
/** @typedef {{}} Stock_SaveInputs */
/** @typedef {{}} Stock_Save_To_SwitchInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stock_SavedInputs */
/** @typedef {{}} Stock_SearchInputs */
/** @typedef {{}} Stock_Set_ToInputs */
/** @typedef {{ showroom: NonNullable<unknown> }} Stock_Showroom_Every_SizeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Stock_Showroom_HubInputs */
/** @typedef {{ size: NonNullable<unknown>, showroom: NonNullable<unknown> }} Stock_Size_AtInputs */
/** @typedef {{ size: NonNullable<unknown> }} Stock_Size_Every_ShowroomInputs */
/** @typedef {{ name: NonNullable<unknown> }} Stock_Units_Of_Per_SizeInputs */
/** @typedef {{}} Stock_Units_Per_Size_ShowroomInputs */
/** @typedef {{}} Stock_WithdrawnInputs */
/** @typedef {{}} Store_PickupInputs */
/** @typedef {{}} Switch_OffInputs */
/** @typedef {{}} Thank_You_ShoppingInputs */
/** @typedef {{ name: NonNullable<unknown> }} The_Review_ByInputs */
/** @typedef {{}} Tick_When_PackedInputs */
/** @typedef {{}} TimelineInputs */
/** @typedef {{}} ToInputs */
/** @typedef {{}} To_WibInputs */
/** @typedef {{}} Top_ProductsInputs */
/** @typedef {{}} Top_Products_NoteInputs */
/** @typedef {{}} Top_Products_Units_NoteInputs */
/** @typedef {{}} Top_SizesInputs */
/** @typedef {{}} Top_Sizes_NoteInputs */
/** @typedef {{}} TotalInputs */
/** @typedef {{}} Translation_Missing_BahasaInputs */
/** @typedef {{}} Translation_Missing_EnglishInputs */
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
/** @typedef {{}} TypeInputs */
/** @typedef {{}} UnitsInputs */
/** @typedef {{ count: NonNullable<unknown>, showroom: NonNullable<unknown> }} Units_Go_BackInputs */
/** @typedef {{}} VisibilityInputs */
/** @typedef {{}} WaybillInputs */
/** @typedef {{ value: NonNullable<unknown> }} Waybill_Barcode_OfInputs */
/** @typedef {{}} Waybill_NumberInputs */
/** @typedef {{}} Waybill_Number_HintInputs */
/** @typedef {{}} Week_OfInputs */
/** @typedef {{}} WeightInputs */
/** @typedef {{}} WhatInputs */
/** @typedef {{}} WhenInputs */
/** @typedef {{}} WhoInputs */
/** @typedef {{}} Your_PasswordInputs */
import * as registry from "../registry.js"


export const account = /** @type {(inputs: AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const action = /** @type {(inputs: ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

export const add_note = /** @type {(inputs: Add_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add note`)
};

export const address = /** @type {(inputs: AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const all = /** @type {(inputs: AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const all_orders = /** @type {(inputs: All_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All orders`)
};

export const any = /** @type {(inputs: AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

export const audit_action_catalogue_import = /** @type {(inputs: Audit_Action_Catalogue_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogue imported from a CSV file`)
};

export const audit_action_category_create = /** @type {(inputs: Audit_Action_Category_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category added`)
};

export const audit_action_category_sub_create = /** @type {(inputs: Audit_Action_Category_Sub_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subcategory added`)
};

export const audit_action_category_sub_update = /** @type {(inputs: Audit_Action_Category_Sub_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subcategory changed`)
};

export const audit_action_category_update = /** @type {(inputs: Audit_Action_Category_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category changed`)
};

export const audit_action_customer_erase = /** @type {(inputs: Audit_Action_Customer_EraseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer's data erased`)
};

export const audit_action_customer_export = /** @type {(inputs: Audit_Action_Customer_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers exported`)
};

export const audit_action_home_hashtag_create = /** @type {(inputs: Audit_Action_Home_Hashtag_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hashtag added to the home page`)
};

export const audit_action_home_hashtag_delete = /** @type {(inputs: Audit_Action_Home_Hashtag_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hashtag removed from the home page`)
};

export const audit_action_home_hashtag_order = /** @type {(inputs: Audit_Action_Home_Hashtag_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page hashtags reordered`)
};

export const audit_action_home_hashtag_section_update = /** @type {(inputs: Audit_Action_Home_Hashtag_Section_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page hashtag section changed`)
};

export const audit_action_home_hashtag_update = /** @type {(inputs: Audit_Action_Home_Hashtag_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page hashtag changed`)
};

export const audit_action_home_popup_video_update = /** @type {(inputs: Audit_Action_Home_Popup_Video_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page video changed`)
};

export const audit_action_home_promo_bar_update = /** @type {(inputs: Audit_Action_Home_Promo_Bar_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo bar changed`)
};

export const audit_action_home_section_update = /** @type {(inputs: Audit_Action_Home_Section_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page section changed`)
};

export const audit_action_home_slide_create = /** @type {(inputs: Audit_Action_Home_Slide_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page slide added`)
};

export const audit_action_home_slide_delete = /** @type {(inputs: Audit_Action_Home_Slide_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page slide removed`)
};

export const audit_action_home_slide_order = /** @type {(inputs: Audit_Action_Home_Slide_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page slides reordered`)
};

export const audit_action_home_slide_update = /** @type {(inputs: Audit_Action_Home_Slide_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page slide changed`)
};

export const audit_action_media_upload = /** @type {(inputs: Audit_Action_Media_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image uploaded`)
};

export const audit_action_order_attention_handled = /** @type {(inputs: Audit_Action_Order_Attention_HandledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order marked handled`)
};

export const audit_action_order_book_waybill = /** @type {(inputs: Audit_Action_Order_Book_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waybill booked`)
};

export const audit_action_order_cancel = /** @type {(inputs: Audit_Action_Order_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order cancelled`)
};

export const audit_action_order_cancel_lines = /** @type {(inputs: Audit_Action_Order_Cancel_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part of the order cancelled`)
};

export const audit_action_order_hand_over = /** @type {(inputs: Audit_Action_Order_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order handed over at the counter`)
};

export const audit_action_order_note = /** @type {(inputs: Audit_Action_Order_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note added to the order`)
};

export const audit_action_order_pack = /** @type {(inputs: Audit_Action_Order_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order packed`)
};

export const audit_action_order_set_waybill = /** @type {(inputs: Audit_Action_Order_Set_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waybill number entered`)
};

export const audit_action_payment_settings_update = /** @type {(inputs: Audit_Action_Payment_Settings_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment settings changed`)
};

export const audit_action_product_archive = /** @type {(inputs: Audit_Action_Product_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product archived`)
};

export const audit_action_product_create = /** @type {(inputs: Audit_Action_Product_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product added`)
};

export const audit_action_product_discount = /** @type {(inputs: Audit_Action_Product_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount set`)
};

export const audit_action_product_discount_window = /** @type {(inputs: Audit_Action_Product_Discount_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product's discount started or ended`)
};

export const audit_action_product_duplicate = /** @type {(inputs: Audit_Action_Product_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product duplicated`)
};

export const audit_action_product_photos = /** @type {(inputs: Audit_Action_Product_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product's photos changed`)
};

export const audit_action_product_publish = /** @type {(inputs: Audit_Action_Product_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product published`)
};

export const audit_action_product_restore = /** @type {(inputs: Audit_Action_Product_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product restored`)
};

export const audit_action_product_schedule = /** @type {(inputs: Audit_Action_Product_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product scheduled to publish`)
};

export const audit_action_product_unpublish = /** @type {(inputs: Audit_Action_Product_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product unpublished`)
};

export const audit_action_product_update = /** @type {(inputs: Audit_Action_Product_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product changed`)
};

export const audit_action_promo_bundle_create = /** @type {(inputs: Audit_Action_Promo_Bundle_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle promotion added`)
};

export const audit_action_promo_bundle_update = /** @type {(inputs: Audit_Action_Promo_Bundle_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle promotion changed`)
};

export const audit_action_promo_code_create = /** @type {(inputs: Audit_Action_Promo_Code_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo code added`)
};

export const audit_action_promo_code_make_single_use = /** @type {(inputs: Audit_Action_Promo_Code_Make_Single_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single-use codes made`)
};

export const audit_action_promo_code_switch_off = /** @type {(inputs: Audit_Action_Promo_Code_Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo code switched off`)
};

export const audit_action_promo_code_switch_on = /** @type {(inputs: Audit_Action_Promo_Code_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo code switched on`)
};

export const audit_action_promo_code_update = /** @type {(inputs: Audit_Action_Promo_Code_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo code changed`)
};

export const audit_action_refund_mark_paid = /** @type {(inputs: Audit_Action_Refund_Mark_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund marked paid`)
};

export const audit_action_return_approve = /** @type {(inputs: Audit_Action_Return_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return approved`)
};

export const audit_action_return_close = /** @type {(inputs: Audit_Action_Return_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return closed`)
};

export const audit_action_return_convert_to_refund = /** @type {(inputs: Audit_Action_Return_Convert_To_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange turned into a refund`)
};

export const audit_action_return_ready_exchange = /** @type {(inputs: Audit_Action_Return_Ready_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange ready at the showroom`)
};

export const audit_action_return_receive = /** @type {(inputs: Audit_Action_Return_ReceiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned parcel received`)
};

export const audit_action_return_record_refund = /** @type {(inputs: Audit_Action_Return_Record_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return refund recorded`)
};

export const audit_action_return_refuse = /** @type {(inputs: Audit_Action_Return_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return refused`)
};

export const audit_action_return_release_hold = /** @type {(inputs: Audit_Action_Return_Release_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange's held size released`)
};

export const audit_action_return_restock = /** @type {(inputs: Audit_Action_Return_RestockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned units put back in stock`)
};

export const audit_action_return_ship_exchange = /** @type {(inputs: Audit_Action_Return_Ship_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange sent`)
};

export const audit_action_showroom_create = /** @type {(inputs: Audit_Action_Showroom_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom added`)
};

export const audit_action_showroom_delete = /** @type {(inputs: Audit_Action_Showroom_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom removed`)
};

export const audit_action_showroom_order = /** @type {(inputs: Audit_Action_Showroom_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showrooms reordered`)
};

export const audit_action_showroom_region_create = /** @type {(inputs: Audit_Action_Showroom_Region_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom region added`)
};

export const audit_action_showroom_region_delete = /** @type {(inputs: Audit_Action_Showroom_Region_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom region removed`)
};

export const audit_action_showroom_region_order = /** @type {(inputs: Audit_Action_Showroom_Region_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom regions reordered`)
};

export const audit_action_showroom_region_rename = /** @type {(inputs: Audit_Action_Showroom_Region_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom region renamed`)
};

export const audit_action_showroom_update = /** @type {(inputs: Audit_Action_Showroom_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom changed`)
};

export const audit_action_staff_create = /** @type {(inputs: Audit_Action_Staff_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff account created`)
};

export const audit_action_staff_invite = /** @type {(inputs: Audit_Action_Staff_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff member invited`)
};

export const audit_action_staff_invite_accept = /** @type {(inputs: Audit_Action_Staff_Invite_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation accepted`)
};

export const audit_action_staff_invite_revoke = /** @type {(inputs: Audit_Action_Staff_Invite_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation withdrawn`)
};

export const audit_action_staff_password = /** @type {(inputs: Audit_Action_Staff_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

export const audit_action_staff_totp_disable = /** @type {(inputs: Audit_Action_Staff_Totp_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in switched off`)
};

export const audit_action_staff_totp_enable = /** @type {(inputs: Audit_Action_Staff_Totp_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in switched on`)
};

export const audit_action_staff_totp_required = /** @type {(inputs: Audit_Action_Staff_Totp_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in required`)
};

export const audit_action_staff_update = /** @type {(inputs: Audit_Action_Staff_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff account changed`)
};

export const audit_action_stock_set = /** @type {(inputs: Audit_Action_Stock_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock changed`)
};

export const audit_showroom_id = /** @type {(inputs: Audit_Showroom_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`showroom #${i?.id}`)
};

export const audit_size_id = /** @type {(inputs: Audit_Size_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`size #${i?.id}`)
};

export const audit_stock_line = /** @type {(inputs: Audit_Stock_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stock of ${i?.product} ${i?.size} at ${i?.showroom}: ${i?.before} → ${i?.after}`)
};

export const authenticator_code = /** @type {(inputs: Authenticator_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your authenticator app`)
};

export const average_order = /** @type {(inputs: Average_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average order`)
};

export const average_order_note = /** @type {(inputs: Average_Order_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue ÷ paid orders`)
};

export const back_office = /** @type {(inputs: Back_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back office`)
};

export const back_to_back_office = /** @type {(inputs: Back_To_Back_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the back office`)
};

export const bill_number = /** @type {(inputs: Bill_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bill number`)
};

export const book_courier = /** @type {(inputs: Book_CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book courier`)
};

export const book_waybill = /** @type {(inputs: Book_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book waybill`)
};

export const bulk_actions = /** @type {(inputs: Bulk_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions on the selection`)
};

export const bulk_apply = /** @type {(inputs: Bulk_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

export const bulk_clear = /** @type {(inputs: Bulk_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear selection`)
};

export const bulk_refused = /** @type {(inputs: Bulk_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} refused`)
};

export const bulk_refused_title = /** @type {(inputs: Bulk_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not done, and why`)
};

export const bulk_selected = /** @type {(inputs: Bulk_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} selected`)
};

export const bundle_saving_amount = /** @type {(inputs: Bundle_Saving_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bundle saving ${i?.amount}`)
};

export const bundle_savings = /** @type {(inputs: Bundle_SavingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle savings`)
};

export const buyer = /** @type {(inputs: BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer`)
};

export const buyer_told_guest = /** @type {(inputs: Buyer_Told_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The buyer is told by e-mail.`)
};

export const buyer_told_member = /** @type {(inputs: Buyer_Told_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The buyer is told by e-mail and in their inbox.`)
};

export const cancel_choose_units = /** @type {(inputs: Cancel_Choose_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one unit to cancel.`)
};

export const cancel_line_size_left = /** @type {(inputs: Cancel_Line_Size_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.size}, ${i?.left} left`)
};

export const cancel_order = /** @type {(inputs: Cancel_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel order`)
};

export const cancel_order_title = /** @type {(inputs: Cancel_Order_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel order ${i?.ref}`)
};

export const cancel_refund_counting = /** @type {(inputs: Cancel_Refund_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counting the refund…`)
};

export const cancel_refund_owed = /** @type {(inputs: Cancel_Refund_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund it will owe: ${i?.amount}`)
};

export const cancel_refund_parts = /** @type {(inputs: Cancel_Refund_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Items ${i?.items}, less their share of the promo code ${i?.promo}, shipping ${i?.shipping}.`)
};

export const cancel_the_order = /** @type {(inputs: Cancel_The_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the order`)
};

export const cancel_the_units = /** @type {(inputs: Cancel_The_UnitsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cancel ${i?.count} unit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Cancel ${i?.count} units`);
	return /** @type {LocalizedString} */ ("cancel_the_units");
};

export const cancel_waybill_goes = /** @type {(inputs: Cancel_Waybill_GoesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waybill ${i?.resi} is cancelled with the courier first; if the courier has picked the parcel up, nothing is cancelled.`)
};

export const cancel_waybill_in_portal = /** @type {(inputs: Cancel_Waybill_In_PortalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I have already cancelled waybill ${i?.resi} in the courier's portal (SiCepat cancels waybills only there).`)
};

export const cancel_what_to_cancel = /** @type {(inputs: Cancel_What_To_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to cancel`)
};

export const cancelled_by_shop = /** @type {(inputs: Cancelled_By_ShopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled by the shop. Reason: ${i?.reason}`)
};

export const cart_to_paid = /** @type {(inputs: Cart_To_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart to paid order`)
};

export const cart_to_paid_note = /** @type {(inputs: Cart_To_Paid_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.paid} paid ÷ ${i?.count} cart started`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.paid} paid ÷ ${i?.count} carts started`);
	return /** @type {LocalizedString} */ ("cart_to_paid_note");
};

export const categories_add_sub = /** @type {(inputs: Categories_Add_SubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add sub-category`)
};

export const categories_add_sub_to = /** @type {(inputs: Categories_Add_Sub_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.name}`)
};

export const categories_archived_count = /** @type {(inputs: Categories_Archived_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} archived`)
};

export const categories_cancel = /** @type {(inputs: Categories_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const categories_cannot_undo = /** @type {(inputs: Categories_Cannot_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This cannot be undone.`)
};

export const categories_choose_destination = /** @type {(inputs: Categories_Choose_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose where the products go.`)
};

export const categories_choose_sub = /** @type {(inputs: Categories_Choose_SubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a sub-category…`)
};

export const categories_cover_hint = /** @type {(inputs: Categories_Cover_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A path from the media library (/media/…) or an https:// address.`)
};

export const categories_cover_image = /** @type {(inputs: Categories_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover image`)
};

export const categories_cover_text = /** @type {(inputs: Categories_Cover_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover text`)
};

export const categories_cover_text_hint = /** @type {(inputs: Categories_Cover_Text_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up to 300 characters.`)
};

export const categories_create = /** @type {(inputs: Categories_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create category`)
};

export const categories_create_sub = /** @type {(inputs: Categories_Create_SubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create sub-category`)
};

export const categories_delete = /** @type {(inputs: Categories_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const categories_delete_confirm = /** @type {(inputs: Categories_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}?`)
};

export const categories_delete_subs_too = /** @type {(inputs: Categories_Delete_Subs_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its sub-categories go with it.`)
};

export const categories_delete_title = /** @type {(inputs: Categories_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

export const categories_edit = /** @type {(inputs: Categories_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const categories_edit_title = /** @type {(inputs: Categories_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

export const categories_fixed = /** @type {(inputs: Categories_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cannot be deleted: the shop's header menu and pages link to it by its number. You can rename it instead.`)
};

export const categories_holds = /** @type {(inputs: Categories_HoldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} holds ${i?.products} (active and archived). Move them to another sub-category, then it is deleted.`)
};

export const categories_in_header = /** @type {(inputs: Categories_In_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the shop’s header menu`)
};

export const categories_loading = /** @type {(inputs: Categories_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading categories…`)
};

export const categories_move_and_delete = /** @type {(inputs: Categories_Move_And_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.products} and delete`)
};

export const categories_move_to = /** @type {(inputs: Categories_Move_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move the products to`)
};

export const categories_new = /** @type {(inputs: Categories_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New category`)
};

export const categories_new_sub = /** @type {(inputs: Categories_New_SubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New sub-category`)
};

export const categories_no_subs = /** @type {(inputs: Categories_No_SubsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sub-categories yet.`)
};

export const categories_own_cover = /** @type {(inputs: Categories_Own_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Own cover`)
};

export const categories_product_count = /** @type {(inputs: Categories_Product_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} product`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} products`);
	return /** @type {LocalizedString} */ ("categories_product_count");
};

export const categories_save = /** @type {(inputs: Categories_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save category`)
};

export const categories_save_sub = /** @type {(inputs: Categories_Save_SubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save sub-category`)
};

export const categories_show_cover = /** @type {(inputs: Categories_Show_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show its own cover`)
};

export const categories_show_cover_hint = /** @type {(inputs: Categories_Show_Cover_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otherwise its list shows the category's cover.`)
};

export const categories_subs_of = /** @type {(inputs: Categories_Subs_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sub-categories of ${i?.name}`)
};

export const change = /** @type {(inputs: ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

export const change_password = /** @type {(inputs: Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

export const changes_count = /** @type {(inputs: Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} change`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} changes`);
	return /** @type {LocalizedString} */ ("changes_count");
};

export const channel = /** @type {(inputs: ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Channel`)
};

export const close = /** @type {(inputs: CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const close_menu = /** @type {(inputs: Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const code_from_app = /** @type {(inputs: Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your app`)
};

export const code_from_app_hint = /** @type {(inputs: Code_From_App_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The 6 digits the app shows for KAINARA back office.`)
};

export const collected_by = /** @type {(inputs: Collected_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collected by`)
};

export const continue_action = /** @type {(inputs: Continue_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const counted_once_first_day = /** @type {(inputs: Counted_Once_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed and cancelled orders are counted once a first day is set.`)
};

export const counter_camera_refused = /** @type {(inputs: Counter_Camera_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The camera could not be opened. Allow the camera for this page, or take a photo of the QR instead.`)
};

export const counter_camera_view = /** @type {(inputs: Counter_Camera_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera view: hold the buyer's QR code inside the frame`)
};

export const counter_code_hint = /** @type {(inputs: Counter_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 digits. If two orders share it, add the order number: ORDER #AB12CD34 482913.`)
};

export const counter_find_order = /** @type {(inputs: Counter_Find_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find the order`)
};

export const counter_finding_order = /** @type {(inputs: Counter_Finding_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding the order…`)
};

export const counter_hand_over_to = /** @type {(inputs: Counter_Hand_Over_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand over to ${i?.name}`)
};

export const counter_handed_over = /** @type {(inputs: Counter_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is handed over to ${i?.name}.`)
};

export const counter_in_the_bag = /** @type {(inputs: Counter_In_The_BagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the bag`)
};

export const counter_intro = /** @type {(inputs: Counter_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the buyer for the QR code in their “ready for pick-up” mail or on their order page, and check the pieces against the bag before handing it over.`)
};

export const counter_looking_for_qr = /** @type {(inputs: Counter_Looking_For_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking for a QR code…`)
};

export const counter_next_customer = /** @type {(inputs: Counter_Next_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next customer`)
};

export const counter_no_qr_in_photo = /** @type {(inputs: Counter_No_Qr_In_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No QR code could be read in that photo. Take it again closer and straight on, or type the code.`)
};

export const counter_not_this_order = /** @type {(inputs: Counter_Not_This_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not this order`)
};

export const counter_or_type_it = /** @type {(inputs: Counter_Or_Type_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or type it`)
};

export const counter_order_number = /** @type {(inputs: Counter_Order_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ORDER #${i?.number}`)
};

export const counter_pieces = /** @type {(inputs: Counter_PiecesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} piece`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pieces`);
	return /** @type {LocalizedString} */ ("counter_pieces");
};

export const counter_reading_photo = /** @type {(inputs: Counter_Reading_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the photo…`)
};

export const counter_scan_with_camera = /** @type {(inputs: Counter_Scan_With_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the QR with the camera`)
};

export const counter_size_qty = /** @type {(inputs: Counter_Size_QtyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.size} · Qty ${i?.qty}`)
};

export const counter_stop_camera = /** @type {(inputs: Counter_Stop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the camera`)
};

export const counter_take_photo = /** @type {(inputs: Counter_Take_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take or choose a photo of the QR`)
};

export const counter_type_code = /** @type {(inputs: Counter_Type_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the pick-up code`)
};

export const counter_unreadable = /** @type {(inputs: Counter_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the QR in the buyer’s mail, or type the 6-digit pick-up code (with the order number if you have it).`)
};

export const counting_orders = /** @type {(inputs: Counting_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counting the orders…`)
};

export const courier = /** @type {(inputs: CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courier`)
};

export const courier_from = /** @type {(inputs: Courier_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.courier} from ${i?.showroom}`)
};

export const courier_or_pickup = /** @type {(inputs: Courier_Or_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courier or pick-up`)
};

export const courier_refused = /** @type {(inputs: Courier_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The courier refused the booking: ${i?.error}`)
};

export const csv_after = /** @type {(inputs: Csv_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After`)
};

export const csv_before = /** @type {(inputs: Csv_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before`)
};

export const csv_changes_first_listed = /** @type {(inputs: Csv_Changes_First_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The first ${i?.count} are listed.`)
};

export const csv_changes_label = /** @type {(inputs: Csv_Changes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the import will change`)
};

export const csv_changes_title = /** @type {(inputs: Csv_Changes_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What the import will change (${i?.count})`)
};

export const csv_check = /** @type {(inputs: Csv_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the file`)
};

export const csv_column = /** @type {(inputs: Csv_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Column`)
};

export const csv_conflict_note = /** @type {(inputs: Csv_Conflict_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed in the store since the export`)
};

export const csv_conflicts_found = /** @type {(inputs: Csv_Conflicts_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Some cells were changed in the store after the file was exported (${i?.count}). Export the catalogue again, or overwrite them with the file’s values.`)
};

export const csv_download = /** @type {(inputs: Csv_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the catalogue (CSV)`)
};

export const csv_drop_here = /** @type {(inputs: Csv_Drop_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or drop the file here.`)
};

export const csv_field_product = /** @type {(inputs: Csv_Field_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New product`)
};

export const csv_field_size = /** @type {(inputs: Csv_Field_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New size`)
};

export const csv_file_label = /** @type {(inputs: Csv_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV file, or a zip of it with its photos`)
};

export const csv_file_size = /** @type {(inputs: Csv_File_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.size} KB`)
};

export const csv_first_listed = /** @type {(inputs: Csv_First_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The first ${i?.count} are listed.`)
};

export const csv_import = /** @type {(inputs: Csv_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

export const csv_imported = /** @type {(inputs: Csv_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported`)
};

export const csv_imported_toast = /** @type {(inputs: Csv_Imported_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The catalogue has been imported.`)
};

export const csv_intro = /** @type {(inputs: Csv_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One row per product size, with stock per showroom in the ${i?.columns} columns. A product’s own fields may be left blank on its later rows; on an existing product a blank cell leaves the field as it is. Photos are addresses of images already uploaded (${i?.media}) or the names of photos sent with the file in one zip, separated by ${i?.bar}, the first being the cover. Keep the ${i?.revision} column as exported: it tells the import which cells you changed, so a stock change made after the export is not put back. Nothing is written until every row is right.`)
};

export const csv_line = /** @type {(inputs: Csv_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Line`)
};

export const csv_new_products = /** @type {(inputs: Csv_New_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New products`)
};

export const csv_new_sizes = /** @type {(inputs: Csv_New_SizesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New sizes`)
};

export const csv_no_change = /** @type {(inputs: Csv_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file changes nothing in the store.`)
};

export const csv_no_problem = /** @type {(inputs: Csv_No_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No problem in the file.`)
};

export const csv_overwrite = /** @type {(inputs: Csv_OverwriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwrite the cells changed in the store since the export`)
};

export const csv_phase_lists = /** @type {(inputs: Csv_Phase_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating the shop’s lists`)
};

export const csv_phase_products = /** @type {(inputs: Csv_Phase_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Writing products`)
};

export const csv_phase_sizes = /** @type {(inputs: Csv_Phase_SizesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Writing sizes`)
};

export const csv_phase_stock = /** @type {(inputs: Csv_Phase_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Writing stock`)
};

export const csv_phase_upload = /** @type {(inputs: Csv_Phase_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the file`)
};

export const csv_problem = /** @type {(inputs: Csv_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problem`)
};

export const csv_problems = /** @type {(inputs: Csv_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} problem to fix before importing`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} problems to fix before importing`);
	return /** @type {LocalizedString} */ ("csv_problems");
};

export const csv_problems_label = /** @type {(inputs: Csv_Problems_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problems in the file`)
};

export const csv_product = /** @type {(inputs: Csv_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product`)
};

export const csv_products_updated = /** @type {(inputs: Csv_Products_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products updated`)
};

export const csv_ready = /** @type {(inputs: Csv_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is ready to import`)
};

export const csv_refused = /** @type {(inputs: Csv_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

export const csv_rows = /** @type {(inputs: Csv_RowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rows`)
};

export const csv_stock_cells = /** @type {(inputs: Csv_Stock_CellsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock cells`)
};

export const csv_stock_column = /** @type {(inputs: Csv_Stock_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stock_<showroom name>`)
};

export const current_password = /** @type {(inputs: Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const customers_addresses = /** @type {(inputs: Customers_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Addresses`)
};

export const customers_contact = /** @type {(inputs: Customers_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const customers_erase_data = /** @type {(inputs: Customers_Erase_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erase data…`)
};

export const customers_erase_for_good = /** @type {(inputs: Customers_Erase_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erase for good`)
};

export const customers_erase_orders_stay = /** @type {(inputs: Customers_Erase_Orders_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their orders stay for the books, with the buyer’s name, e-mail, phone and address removed.`)
};

export const customers_erase_title = /** @type {(inputs: Customers_Erase_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erase this member's data`)
};

export const customers_erase_what = /** @type {(inputs: Customers_Erase_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s account, addresses, sessions, cart, wishlist, reviews and newsletter subscription will be erased, as they asked under UU PDP 27/2022. This cannot be undone.`)
};

export const customers_erased = /** @type {(inputs: Customers_ErasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The member’s personal data is erased; their orders stay, anonymised.`)
};

export const customers_export_data = /** @type {(inputs: Customers_Export_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export data (JSON)`)
};

export const customers_guest_many = /** @type {(inputs: Customers_Guest_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guests`)
};

export const customers_guest_one = /** @type {(inputs: Customers_Guest_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guest`)
};

export const customers_guests = /** @type {(inputs: Customers_GuestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guests`)
};

export const customers_joined = /** @type {(inputs: Customers_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined`)
};

export const customers_keep_data = /** @type {(inputs: Customers_Keep_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the data`)
};

export const customers_last_order = /** @type {(inputs: Customers_Last_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last order`)
};

export const customers_lists = /** @type {(inputs: Customers_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer lists`)
};

export const customers_loading = /** @type {(inputs: Customers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading customers…`)
};

export const customers_loading_member = /** @type {(inputs: Customers_Loading_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the member…`)
};

export const customers_member_many = /** @type {(inputs: Customers_Member_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`members`)
};

export const customers_member_one = /** @type {(inputs: Customers_Member_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`member`)
};

export const customers_member_since = /** @type {(inputs: Customers_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member since`)
};

export const customers_members = /** @type {(inputs: Customers_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

export const customers_newsletter = /** @type {(inputs: Customers_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

export const customers_newsletter_csv = /** @type {(inputs: Customers_Newsletter_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter subscribers (CSV)`)
};

export const customers_no_address = /** @type {(inputs: Customers_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved address.`)
};

export const customers_no_guest_matches = /** @type {(inputs: Customers_No_Guest_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No guest matches this search.`)
};

export const customers_no_member_matches = /** @type {(inputs: Customers_No_Member_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No member matches this search.`)
};

export const customers_no_order_yet = /** @type {(inputs: Customers_No_Order_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No order yet.`)
};

export const customers_none_given = /** @type {(inputs: Customers_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None given`)
};

export const customers_none_yet = /** @type {(inputs: Customers_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet`)
};

export const customers_not_confirmed = /** @type {(inputs: Customers_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed`)
};

export const customers_not_subscribed = /** @type {(inputs: Customers_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not subscribed`)
};

export const customers_not_this_email = /** @type {(inputs: Customers_Not_This_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is not this member's e-mail.`)
};

export const customers_on_paid_orders = /** @type {(inputs: Customers_On_Paid_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on paid orders · ${i?.orders} in all`)
};

export const customers_order_count = /** @type {(inputs: Customers_Order_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} order`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} orders`);
	return /** @type {LocalizedString} */ ("customers_order_count");
};

export const customers_order_number = /** @type {(inputs: Customers_Order_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ORDER #${i?.number}`)
};

export const customers_personal_data = /** @type {(inputs: Customers_Personal_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal data`)
};

export const customers_personal_data_note = /** @type {(inputs: Customers_Personal_Data_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the member’s request (UU PDP 27/2022): a copy of everything kept about them, or its erasure. Both are written to the audit log.`)
};

export const customers_primary = /** @type {(inputs: Customers_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primary`)
};

export const customers_search = /** @type {(inputs: Customers_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name, e-mail or phone`)
};

export const customers_spent = /** @type {(inputs: Customers_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spent`)
};

export const customers_spent_line = /** @type {(inputs: Customers_Spent_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.orders} · ${i?.amount} spent`)
};

export const customers_subscribed = /** @type {(inputs: Customers_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed`)
};

export const customers_total_spent = /** @type {(inputs: Customers_Total_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total spent`)
};

export const customers_type_to_confirm = /** @type {(inputs: Customers_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.email} to confirm`)
};

export const customers_unsubscribed = /** @type {(inputs: Customers_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

export const daily_summary = /** @type {(inputs: Daily_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily summary`)
};

export const daily_summary_hint = /** @type {(inputs: Daily_Summary_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each morning after 07:00 WIB: yesterday's sales, orders and best sellers.`)
};

export const dashboard_translations_done = /** @type {(inputs: Dashboard_Translations_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every product and shop text has both languages.`)
};

export const dashboard_translations_pages = /** @type {(inputs: Dashboard_Translations_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop pages and texts without Bahasa Indonesia`)
};

export const dashboard_translations_pages_note = /** @type {(inputs: Dashboard_Translations_Pages_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories, home sections, slides, landing pages and shop texts.`)
};

export const dashboard_translations_products = /** @type {(inputs: Dashboard_Translations_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products without Bahasa Indonesia`)
};

export const dashboard_translations_products_english = /** @type {(inputs: Dashboard_Translations_Products_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products without English`)
};

export const dashboard_translations_show = /** @type {(inputs: Dashboard_Translations_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show them`)
};

export const dashboard_translations_title = /** @type {(inputs: Dashboard_Translations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translations`)
};

export const date_range = /** @type {(inputs: Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date range`)
};

export const day = /** @type {(inputs: DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

export const document_title = /** @type {(inputs: Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KAINARA back office`)
};

export const email = /** @type {(inputs: EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const enrol_required = /** @type {(inputs: Enrol_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner asks every account to set up two-step sign-in. Set it up below to open the rest of the back office.`)
};

export const enter_the_waybill = /** @type {(inputs: Enter_The_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the waybill`)
};

export const enter_waybill = /** @type {(inputs: Enter_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter waybill`)
};

export const entity = /** @type {(inputs: EntityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entity`)
};

export const error_status = /** @type {(inputs: Error_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error ${i?.status}: ${i?.statusText}`)
};

export const estimate = /** @type {(inputs: EstimateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimate`)
};

export const export_csv = /** @type {(inputs: Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

export const faspay_date = /** @type {(inputs: Faspay_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faspay date`)
};

export const faspay_reference = /** @type {(inputs: Faspay_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faspay reference`)
};

export const faspay_trx_id = /** @type {(inputs: Faspay_Trx_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faspay trx id`)
};

export const filters = /** @type {(inputs: FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

export const filters_chosen = /** @type {(inputs: Filters_ChosenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Filters (${i?.count} chosen)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Filters (${i?.count} chosen)`);
	return /** @type {LocalizedString} */ ("filters_chosen");
};

export const fit_runs_large = /** @type {(inputs: Fit_Runs_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runs large`)
};

export const fit_runs_small = /** @type {(inputs: Fit_Runs_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runs small`)
};

export const from = /** @type {(inputs: FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const from_wib = /** @type {(inputs: From_WibInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From (WIB)`)
};

export const group_closed = /** @type {(inputs: Group_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled or expired`)
};

export const group_completed = /** @type {(inputs: Group_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const group_packed = /** @type {(inputs: Group_PackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packed, awaiting courier`)
};

export const group_pickup_to_prepare = /** @type {(inputs: Group_Pickup_To_PrepareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick-up to prepare`)
};

export const group_ready_for_pickup = /** @type {(inputs: Group_Ready_For_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready for pick-up`)
};

export const group_shipped = /** @type {(inputs: Group_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipped`)
};

export const group_to_pack = /** @type {(inputs: Group_To_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To pack`)
};

export const group_waiting_payment = /** @type {(inputs: Group_Waiting_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for payment`)
};

export const guest = /** @type {(inputs: GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guest`)
};

export const hand_over = /** @type {(inputs: Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand over`)
};

export const held = /** @type {(inputs: HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held`)
};

export const hidden = /** @type {(inputs: HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden`)
};

export const hidden_from_product = /** @type {(inputs: Hidden_From_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden from the product page.`)
};

export const hidden_since = /** @type {(inputs: Hidden_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hidden from the product page since ${i?.at}.`)
};

export const hidden_since_by = /** @type {(inputs: Hidden_Since_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hidden from the product page since ${i?.at} by ${i?.name}.`)
};

export const hide = /** @type {(inputs: HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

export const hide_filters = /** @type {(inputs: Hide_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide filters`)
};

export const hide_table = /** @type {(inputs: Hide_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide table`)
};

export const highest_rating_first = /** @type {(inputs: Highest_Rating_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highest rating first`)
};

export const home_add_image = /** @type {(inputs: Home_Add_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an image`)
};

export const home_add_image_submit = /** @type {(inputs: Home_Add_Image_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the image`)
};

export const home_add_slide = /** @type {(inputs: Home_Add_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a slide`)
};

export const home_add_slide_submit = /** @type {(inputs: Home_Add_Slide_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the slide`)
};

export const home_button_link = /** @type {(inputs: Home_Button_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Button link`)
};

export const home_button_link_hint = /** @type {(inputs: Home_Button_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A page of the shop or an https address.`)
};

export const home_button_text = /** @type {(inputs: Home_Button_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Button text (optional)`)
};

export const home_characters = /** @type {(inputs: Home_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} characters.`)
};

export const home_characters_each = /** @type {(inputs: Home_Characters_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`English ${i?.english}, Bahasa Indonesia ${i?.bahasa} of ${i?.max} characters.`)
};

export const home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const home_desktop_image = /** @type {(inputs: Home_Desktop_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desktop image`)
};

export const home_edit = /** @type {(inputs: Home_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const home_edit_image = /** @type {(inputs: Home_Edit_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the image`)
};

export const home_edit_slide = /** @type {(inputs: Home_Edit_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the slide`)
};

export const home_hashtag = /** @type {(inputs: Home_HashtagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hashtag gallery`)
};

export const home_hashtag_note = /** @type {(inputs: Home_Hashtag_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown on the home and on /hashtag.`)
};

export const home_hashtag_section = /** @type {(inputs: Home_Hashtag_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hashtag section`)
};

export const home_image = /** @type {(inputs: Home_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

export const home_image_n = /** @type {(inputs: Home_Image_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`image ${i?.n}`)
};

export const home_images = /** @type {(inputs: Home_ImagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Images (${i?.count})`)
};

export const home_instagram_hint = /** @type {(inputs: Home_Instagram_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The post's https address, such as https://www.instagram.com/p/…`)
};

export const home_instagram_link = /** @type {(inputs: Home_Instagram_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram link`)
};

export const home_line_n = /** @type {(inputs: Home_Line_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Line ${i?.n}`)
};

export const home_link_hint = /** @type {(inputs: Home_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A page of the shop, such as /products?sale=1, or an https address.`)
};

export const home_link_optional = /** @type {(inputs: Home_Link_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link (optional)`)
};

export const home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the home content…`)
};

export const home_mobile_image = /** @type {(inputs: Home_Mobile_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile image`)
};

export const home_new_tab = /** @type {(inputs: Home_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

export const home_new_tab_option = /** @type {(inputs: Home_New_Tab_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the link in a new tab`)
};

export const home_no_link = /** @type {(inputs: Home_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No link`)
};

export const home_no_slides = /** @type {(inputs: Home_No_SlidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The slider has no slides.`)
};

export const home_part_popup = /** @type {(inputs: Home_Part_PopupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popup and video`)
};

export const home_part_promo_bar = /** @type {(inputs: Home_Part_Promo_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo bar`)
};

export const home_part_sections = /** @type {(inputs: Home_Part_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections`)
};

export const home_part_slider = /** @type {(inputs: Home_Part_SliderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slider`)
};

export const home_parts = /** @type {(inputs: Home_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parts of the home`)
};

export const home_popup_image = /** @type {(inputs: Home_Popup_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popup image (desktop)`)
};

export const home_popup_image_hint = /** @type {(inputs: Home_Popup_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A file of this site, such as /media/banners/popup.jpg. Leave empty for no popup.`)
};

export const home_popup_note = /** @type {(inputs: Home_Popup_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The popup opens 2 seconds after the home loads, once per visit, on computer screens only: phones keep their offers in the slider and the sections.`)
};

export const home_preview = /** @type {(inputs: Home_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview the home`)
};

export const home_promo_note = /** @type {(inputs: Home_Promo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown above the header on every page and linked to the sale. Shoppers see a change on their next page.`)
};

export const home_promo_text = /** @type {(inputs: Home_Promo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo bar text`)
};

export const home_remove = /** @type {(inputs: Home_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const home_remove_image_confirm = /** @type {(inputs: Home_Remove_Image_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.label} from the gallery?`)
};

export const home_remove_slide_confirm = /** @type {(inputs: Home_Remove_Slide_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the slide “${i?.title}” from the home?`)
};

export const home_save_image = /** @type {(inputs: Home_Save_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the image`)
};

export const home_save_popup = /** @type {(inputs: Home_Save_PopupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save popup and video`)
};

export const home_save_promo = /** @type {(inputs: Home_Save_PromoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the promo bar`)
};

export const home_save_section = /** @type {(inputs: Home_Save_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save section ${i?.n}`)
};

export const home_save_slide = /** @type {(inputs: Home_Save_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the slide`)
};

export const home_save_title = /** @type {(inputs: Home_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save title and description`)
};

export const home_section_n = /** @type {(inputs: Home_Section_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.n}`)
};

export const home_sections_note = /** @type {(inputs: Home_Sections_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three image sections with a title, a subtitle and an optional button.`)
};

export const home_slide_title_hint = /** @type {(inputs: Home_Slide_Title_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read by screen readers and shown as the image's description.`)
};

export const home_slide_type = /** @type {(inputs: Home_Slide_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slide type`)
};

export const home_slider_note = /** @type {(inputs: Home_Slider_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first slide is the one shoppers see on arrival.`)
};

export const home_subtitle = /** @type {(inputs: Home_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtitle`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const home_title_lines = /** @type {(inputs: Home_Title_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title lines (up to 3)`)
};

export const home_video = /** @type {(inputs: Home_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home video`)
};

export const home_video_hint = /** @type {(inputs: Home_Video_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A YouTube video id or address. Leave empty for none.`)
};

export const home_youtube_hint = /** @type {(inputs: Home_Youtube_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video's id or its address, such as https://youtu.be/aqz-KE-bpKQ. The images show until it plays.`)
};

export const home_youtube_slide = /** @type {(inputs: Home_Youtube_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`YouTube video ${i?.id}`)
};

export const home_youtube_video = /** @type {(inputs: Home_Youtube_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`YouTube video`)
};

export const item = /** @type {(inputs: ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

export const items = /** @type {(inputs: ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

export const keep_it_on = /** @type {(inputs: Keep_It_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it on`)
};

export const keep_the_order = /** @type {(inputs: Keep_The_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the order`)
};

export const kind_mail = /** @type {(inputs: Kind_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail`)
};

export const kind_staff = /** @type {(inputs: Kind_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff`)
};

export const language_bahasa = /** @type {(inputs: Language_BahasaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa Indonesia`)
};

export const language_en = /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const language_english = /** @type {(inputs: Language_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const language_heading = /** @type {(inputs: Language_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const language_hint = /** @type {(inputs: Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For this account, on every device you sign in on.`)
};

export const language_id = /** @type {(inputs: Language_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa Indonesia`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The back office's language`)
};

export const language_save = /** @type {(inputs: Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save language`)
};

export const last_days = /** @type {(inputs: Last_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Last ${i?.count} day`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Last ${i?.count} days`);
	return /** @type {LocalizedString} */ ("last_days");
};

export const last_step = /** @type {(inputs: Last_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last step`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const loading_log = /** @type {(inputs: Loading_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the log…`)
};

export const loading_order = /** @type {(inputs: Loading_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the order…`)
};

export const loading_orders = /** @type {(inputs: Loading_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the orders…`)
};

export const loading_reviews = /** @type {(inputs: Loading_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reviews…`)
};

export const low_stock_sizes = /** @type {(inputs: Low_Stock_SizesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-stock sizes`)
};

export const lowest_rating_first = /** @type {(inputs: Lowest_Rating_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowest rating first`)
};

export const mail_paid_orders = /** @type {(inputs: Mail_Paid_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mail for each paid order`)
};

export const mail_paid_orders_all = /** @type {(inputs: Mail_Paid_Orders_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order, as soon as it's paid: what was bought and how it goes out.`)
};

export const mail_paid_orders_showrooms = /** @type {(inputs: Mail_Paid_Orders_ShowroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders of your showrooms, as soon as they're paid.`)
};

export const mails_heading = /** @type {(inputs: Mails_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mails`)
};

export const mark_handled = /** @type {(inputs: Mark_HandledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark handled`)
};

export const mark_packed = /** @type {(inputs: Mark_PackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark packed`)
};

export const media_address = /** @type {(inputs: Media_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Or enter the ${i?.label}'s address`)
};

export const media_broken = /** @type {(inputs: Media_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This image could not be loaded. Check the address.`)
};

export const media_dismiss = /** @type {(inputs: Media_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const media_drop_many = /** @type {(inputs: Media_Drop_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or drop them here.`)
};

export const media_drop_one = /** @type {(inputs: Media_Drop_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or drop it here.`)
};

export const media_hint = /** @type {(inputs: Media_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A file of this site, such as /media/banners/sale.jpg.`)
};

export const media_kinds = /** @type {(inputs: Media_KindsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP or AVIF, up to 20 MB each, at least 200 px on a side.`)
};

export const media_no_image = /** @type {(inputs: Media_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No image yet`)
};

export const media_no_preview = /** @type {(inputs: Media_No_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No preview`)
};

export const media_preview = /** @type {(inputs: Media_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preview: ${i?.label}`)
};

export const media_remove = /** @type {(inputs: Media_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const media_remove_what = /** @type {(inputs: Media_Remove_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.label}`)
};

export const media_replace = /** @type {(inputs: Media_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace the image`)
};

export const media_too_large = /** @type {(inputs: Media_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is larger than 20 MB. Export the photo smaller and upload it again.`)
};

export const media_upload = /** @type {(inputs: Media_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload an image`)
};

export const media_uploading = /** @type {(inputs: Media_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading ${i?.name}`)
};

export const media_uploads = /** @type {(inputs: Media_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploads`)
};

export const media_waiting = /** @type {(inputs: Media_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

export const member = /** @type {(inputs: MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

export const menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const move_down = /** @type {(inputs: Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.label} down`)
};

export const move_up = /** @type {(inputs: Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.label} up`)
};

export const name = /** @type {(inputs: NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const nav_account = /** @type {(inputs: Nav_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My account`)
};

export const nav_audit = /** @type {(inputs: Nav_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log`)
};

export const nav_categories = /** @type {(inputs: Nav_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories`)
};

export const nav_counter = /** @type {(inputs: Nav_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counter`)
};

export const nav_customers = /** @type {(inputs: Nav_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers`)
};

export const nav_dashboard = /** @type {(inputs: Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const nav_home_content = /** @type {(inputs: Nav_Home_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home content`)
};

export const nav_import_export = /** @type {(inputs: Nav_Import_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import and export`)
};

export const nav_orders = /** @type {(inputs: Nav_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

export const nav_payments = /** @type {(inputs: Nav_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

export const nav_products = /** @type {(inputs: Nav_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

export const nav_promo_bundles = /** @type {(inputs: Nav_Promo_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo bundles`)
};

export const nav_promo_codes = /** @type {(inputs: Nav_Promo_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo codes`)
};

export const nav_refunds = /** @type {(inputs: Nav_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunds`)
};

export const nav_returns = /** @type {(inputs: Nav_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns`)
};

export const nav_reviews = /** @type {(inputs: Nav_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

export const nav_showrooms = /** @type {(inputs: Nav_ShowroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showrooms`)
};

export const nav_staff = /** @type {(inputs: Nav_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff`)
};

export const nav_stock = /** @type {(inputs: Nav_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock`)
};

export const needs_attention = /** @type {(inputs: Needs_AttentionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs attention`)
};

export const new_mark = /** @type {(inputs: New_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New`)
};

export const new_note = /** @type {(inputs: New_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New note`)
};

export const new_orders_arrived = /** @type {(inputs: New_Orders_ArrivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new order on the board.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} new orders on the board.`);
	return /** @type {LocalizedString} */ ("new_orders_arrived");
};

export const new_password = /** @type {(inputs: New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const new_password_again = /** @type {(inputs: New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password again`)
};

export const newer = /** @type {(inputs: NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer`)
};

export const newest_first = /** @type {(inputs: Newest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest first`)
};

export const newest_orders = /** @type {(inputs: Newest_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest orders`)
};

export const next_page = /** @type {(inputs: Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const no_change_matches = /** @type {(inputs: No_Change_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No change matches these filters.`)
};

export const no_notes_yet = /** @type {(inputs: No_Notes_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notes yet. The buyer never sees them.`)
};

export const no_order_matches = /** @type {(inputs: No_Order_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No order matches these filters.`)
};

export const no_review_matches = /** @type {(inputs: No_Review_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No review matches these filters.`)
};

export const no_such_page = /** @type {(inputs: No_Such_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such page in the back office.`)
};

export const no_values_recorded = /** @type {(inputs: No_Values_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No values recorded.`)
};

export const no_waybill_yet = /** @type {(inputs: No_Waybill_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No waybill yet: book or enter it on the order page, then print again.`)
};

export const not_named = /** @type {(inputs: Not_NamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not named`)
};

export const not_paid_due = /** @type {(inputs: Not_Paid_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not paid (due ${i?.due})`)
};

export const notes = /** @type {(inputs: NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const nothing_in_range = /** @type {(inputs: Nothing_In_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing in this range.`)
};

export const older = /** @type {(inputs: OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older`)
};

export const older_orders = /** @type {(inputs: Older_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older orders`)
};

export const or_recovery_code = /** @type {(inputs: Or_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or one of your recovery codes.`)
};

export const order = /** @type {(inputs: OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

export const order_line_cancelled = /** @type {(inputs: Order_Line_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cancelled} of ${i?.qty} cancelled`)
};

export const order_number = /** @type {(inputs: Order_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number}`)
};

export const order_total = /** @type {(inputs: Order_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order total ${i?.amount}`)
};

export const orders = /** @type {(inputs: OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

export const orders_bulk_already_book = /** @type {(inputs: Orders_Bulk_Already_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} already had a waybill`)
};

export const orders_bulk_already_pack = /** @type {(inputs: Orders_Bulk_Already_PackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} already packed`)
};

export const orders_bulk_done_book = /** @type {(inputs: Orders_Bulk_Done_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} waybills booked`)
};

export const orders_bulk_done_pack = /** @type {(inputs: Orders_Bulk_Done_PackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} packed`)
};

export const orders_by_status = /** @type {(inputs: Orders_By_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders by status`)
};

export const orders_per_status = /** @type {(inputs: Orders_Per_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders per status`)
};

export const orders_per_status_note = /** @type {(inputs: Orders_Per_Status_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders placed in the range, by where they stand now.`)
};

export const orders_select_all = /** @type {(inputs: Orders_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select every order on this page`)
};

export const orders_select_row = /** @type {(inputs: Orders_Select_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Select order ${i?.ref}`)
};

export const owed_to_buyer = /** @type {(inputs: Owed_To_BuyerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is recorded as owed to the buyer.`)
};

export const packed = /** @type {(inputs: PackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packed`)
};

export const packing_slip = /** @type {(inputs: Packing_SlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Packing slip · Order #${i?.number}`)
};

export const page_of = /** @type {(inputs: Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`page ${i?.page} of ${i?.pages}`)
};

export const pages = /** @type {(inputs: PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const paid = /** @type {(inputs: PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const paid_orders = /** @type {(inputs: Paid_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid orders`)
};

export const paid_orders_note = /** @type {(inputs: Paid_Orders_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid in the range and still paid`)
};

export const paid_orders_per_day = /** @type {(inputs: Paid_Orders_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid orders per day`)
};

export const paid_orders_per_day_note = /** @type {(inputs: Paid_Orders_Per_Day_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders paid that day (WIB) and still paid.`)
};

export const paid_orders_per_week = /** @type {(inputs: Paid_Orders_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid orders per week`)
};

export const password = /** @type {(inputs: PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const password_length_hint = /** @type {(inputs: Password_Length_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 characters or more.`)
};

export const payment = /** @type {(inputs: PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const payment_channels = /** @type {(inputs: Payment_ChannelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment channels`)
};

export const payment_channels_note = /** @type {(inputs: Payment_Channels_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share of paid orders, by the channel Faspay named.`)
};

export const payment_failed = /** @type {(inputs: Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed or expired`)
};

export const payment_paid = /** @type {(inputs: Payment_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const payment_waiting = /** @type {(inputs: Payment_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

export const payments_ceiling_faspay = /** @type {(inputs: Payments_Ceiling_FaspayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The channels your Faspay account takes (FASPAY_CHANNELS). Shoppers see only the ones ticked, at checkout and on Faspay's page.`)
};

export const payments_ceiling_sandbox = /** @type {(inputs: Payments_Ceiling_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The channels of the built-in payment page. Shoppers see only the ones ticked.`)
};

export const payments_channels_heading = /** @type {(inputs: Payments_Channels_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment channels offered`)
};

export const payments_kind_card = /** @type {(inputs: Payments_Kind_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit card`)
};

export const payments_kind_ewallet = /** @type {(inputs: Payments_Kind_EwalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-wallets`)
};

export const payments_kind_paylater = /** @type {(inputs: Payments_Kind_PaylaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay later`)
};

export const payments_kind_qris = /** @type {(inputs: Payments_Kind_QrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QRIS`)
};

export const payments_kind_retail = /** @type {(inputs: Payments_Kind_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convenience stores`)
};

export const payments_kind_va = /** @type {(inputs: Payments_Kind_VaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virtual accounts`)
};

export const payments_loading = /** @type {(inputs: Payments_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the payment settings…`)
};

export const payments_reminder_heading = /** @type {(inputs: Payments_Reminder_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment reminder`)
};

export const payments_reminder_hint = /** @type {(inputs: Payments_Reminder_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mail (and, for members, a notification) before an unpaid order lapses at the end of its 1x24 hour hold, once per order.`)
};

export const payments_reminder_hours = /** @type {(inputs: Payments_Reminder_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Between ${i?.min} and ${i?.max} hours.`)
};

export const payments_reminder_hours_label = /** @type {(inputs: Payments_Reminder_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours before the order lapses`)
};

export const payments_reminder_on = /** @type {(inputs: Payments_Reminder_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a payment reminder`)
};

export const payments_save = /** @type {(inputs: Payments_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save payment settings`)
};

export const payments_saved = /** @type {(inputs: Payments_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment settings are saved.`)
};

export const phone = /** @type {(inputs: PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const photos_add = /** @type {(inputs: Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos`)
};

export const photos_alt_cover = /** @type {(inputs: Photos_Alt_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo 1, the cover`)
};

export const photos_alt_n = /** @type {(inputs: Photos_Alt_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n}`)
};

export const photos_back = /** @type {(inputs: Photos_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to the product's details`)
};

export const photos_count = /** @type {(inputs: Photos_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The first is the cover. ${i?.count} of ${i?.max}.`)
};

export const photos_cover = /** @type {(inputs: Photos_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover`)
};

export const photos_cover_word = /** @type {(inputs: Photos_Cover_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cover`)
};

export const photos_earlier = /** @type {(inputs: Photos_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earlier`)
};

export const photos_heading = /** @type {(inputs: Photos_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

export const photos_later = /** @type {(inputs: Photos_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later`)
};

export const photos_loading = /** @type {(inputs: Photos_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading photos…`)
};

export const photos_make = /** @type {(inputs: Photos_MakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make`)
};

export const photos_move = /** @type {(inputs: Photos_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move`)
};

export const photos_no_photos = /** @type {(inputs: Photos_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A product needs at least one photo: its cover.`)
};

export const photos_no_such_product = /** @type {(inputs: Photos_No_Such_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such product.`)
};

export const photos_none_yet = /** @type {(inputs: Photos_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet: upload at least one, its cover.`)
};

export const photos_not_saved = /** @type {(inputs: Photos_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes not saved yet.`)
};

export const photos_photo_n = /** @type {(inputs: Photos_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`photo ${i?.n}`)
};

export const photos_product_photos = /** @type {(inputs: Photos_Product_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product photos`)
};

export const photos_remove = /** @type {(inputs: Photos_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const photos_save = /** @type {(inputs: Photos_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save photos`)
};

export const photos_saved = /** @type {(inputs: Photos_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photos are saved.`)
};

export const photos_size_chart = /** @type {(inputs: Photos_Size_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size chart`)
};

export const photos_size_chart_alt = /** @type {(inputs: Photos_Size_Chart_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The size chart`)
};

export const photos_size_chart_none = /** @type {(inputs: Photos_Size_Chart_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This product shows no size chart.`)
};

export const photos_size_chart_remove = /** @type {(inputs: Photos_Size_Chart_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove size chart`)
};

export const photos_size_chart_replace = /** @type {(inputs: Photos_Size_Chart_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace the size chart`)
};

export const photos_size_chart_upload = /** @type {(inputs: Photos_Size_Chart_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a size chart`)
};

export const photos_too_many = /** @type {(inputs: Photos_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A product has at most ${i?.max} photos.`)
};

export const photos_twice = /** @type {(inputs: Photos_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The same photo is in the list twice. Remove one of them.`)
};

export const photos_undo = /** @type {(inputs: Photos_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo changes`)
};

export const pick_up = /** @type {(inputs: Pick_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick-up`)
};

export const pickup_code = /** @type {(inputs: Pickup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick-up code`)
};

export const placed_for = /** @type {(inputs: Placed_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} · placed ${i?.at} · for ${i?.name}`)
};

export const previous = /** @type {(inputs: PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const print = /** @type {(inputs: PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

export const print_labels = /** @type {(inputs: Print_LabelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print labels and slips`)
};

export const print_order = /** @type {(inputs: Print_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Print order ${i?.ref}`)
};

export const print_orders = /** @type {(inputs: Print_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Labels and packing slips of ${i?.count} orders`)
};

export const print_slip_label = /** @type {(inputs: Print_Slip_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print slip and label`)
};

export const private_notes = /** @type {(inputs: Private_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private notes`)
};

export const product = /** @type {(inputs: ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product`)
};

export const product_code_or_name = /** @type {(inputs: Product_Code_Or_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product code or name`)
};

export const product_code_size = /** @type {(inputs: Product_Code_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· ${i?.code} · size ${i?.size}`)
};

export const products_add_named = /** @type {(inputs: Products_Add_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.name}`)
};

export const products_add_size = /** @type {(inputs: Products_Add_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a size`)
};

export const products_all_categories = /** @type {(inputs: Products_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All categories`)
};

export const products_all_sub_categories = /** @type {(inputs: Products_All_Sub_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All sub-categories`)
};

export const products_archive = /** @type {(inputs: Products_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive`)
};

export const products_archive_body = /** @type {(inputs: Products_Archive_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} leaves the shop at once: lists, search and its page. Past orders keep it, and you can restore it later.`)
};

export const products_archive_title = /** @type {(inputs: Products_Archive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive this product?`)
};

export const products_archived = /** @type {(inputs: Products_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived`)
};

export const products_available = /** @type {(inputs: Products_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available`)
};

export const products_bulk_already_archive = /** @type {(inputs: Products_Bulk_Already_ArchiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} already archived`)
};

export const products_bulk_already_discount = /** @type {(inputs: Products_Bulk_Already_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} already had that discount`)
};

export const products_bulk_already_publish = /** @type {(inputs: Products_Bulk_Already_PublishInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} already published`)
};

export const products_bulk_already_restore = /** @type {(inputs: Products_Bulk_Already_RestoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} already on the shop`)
};

export const products_bulk_already_schedule = /** @type {(inputs: Products_Bulk_Already_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} already scheduled for that time`)
};

export const products_bulk_already_unpublish = /** @type {(inputs: Products_Bulk_Already_UnpublishInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} already drafts`)
};

export const products_bulk_done_archive = /** @type {(inputs: Products_Bulk_Done_ArchiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} archived`)
};

export const products_bulk_done_discount = /** @type {(inputs: Products_Bulk_Done_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} discounted`)
};

export const products_bulk_done_publish = /** @type {(inputs: Products_Bulk_Done_PublishInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} published`)
};

export const products_bulk_done_restore = /** @type {(inputs: Products_Bulk_Done_RestoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} restored`)
};

export const products_bulk_done_schedule = /** @type {(inputs: Products_Bulk_Done_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} scheduled`)
};

export const products_bulk_done_unpublish = /** @type {(inputs: Products_Bulk_Done_UnpublishInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} back to draft`)
};

export const products_cancel = /** @type {(inputs: Products_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const products_cancel_schedule = /** @type {(inputs: Products_Cancel_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel schedule`)
};

export const products_category = /** @type {(inputs: Products_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

export const products_change_schedule = /** @type {(inputs: Products_Change_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change schedule`)
};

export const products_choose_category = /** @type {(inputs: Products_Choose_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a category`)
};

export const products_choose_sub_category = /** @type {(inputs: Products_Choose_Sub_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a sub-category`)
};

export const products_code = /** @type {(inputs: Products_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product code`)
};

export const products_colour = /** @type {(inputs: Products_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour`)
};

export const products_copy_code = /** @type {(inputs: Products_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product code of the copy`)
};

export const products_count = /** @type {(inputs: Products_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} product`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} products`);
	return /** @type {LocalizedString} */ ("products_count");
};

export const products_create = /** @type {(inputs: Products_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create product`)
};

export const products_delete = /** @type {(inputs: Products_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const products_delete_size = /** @type {(inputs: Products_Delete_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete size ${i?.n}`)
};

export const products_descriptions = /** @type {(inputs: Products_DescriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descriptions`)
};

export const products_detailed_description = /** @type {(inputs: Products_Detailed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detailed description`)
};

export const products_detailed_description_hint = /** @type {(inputs: Products_Detailed_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plain text, or simple markup: <p>, <br>, <strong>, <em>, <ul>, <ol>, <li> and <a href> to an https address or a page of the shop. Anything else is removed when saved.`)
};

export const products_discount_amount = /** @type {(inputs: Products_Discount_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount amount (IDR)`)
};

export const products_discount_ends = /** @type {(inputs: Products_Discount_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount ends (WIB)`)
};

export const products_discount_ends_hint = /** @type {(inputs: Products_Discount_Ends_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty: until you change it.`)
};

export const products_discount_percent = /** @type {(inputs: Products_Discount_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount (%)`)
};

export const products_discount_percent_hint = /** @type {(inputs: Products_Discount_Percent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or an amount, not both.`)
};

export const products_discount_starts = /** @type {(inputs: Products_Discount_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount starts (WIB)`)
};

export const products_discount_starts_hint = /** @type {(inputs: Products_Discount_Starts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty: from the moment you save.`)
};

export const products_down = /** @type {(inputs: Products_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Down`)
};

export const products_draft = /** @type {(inputs: Products_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft`)
};

export const products_drafts = /** @type {(inputs: Products_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drafts`)
};

export const products_duplicate = /** @type {(inputs: Products_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicate`)
};

export const products_duplicate_body = /** @type {(inputs: Products_Duplicate_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The copy keeps the details, sizes and related products, without stock or photos. It stays archived until you restore it.`)
};

export const products_duplicate_title = /** @type {(inputs: Products_Duplicate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicate this product`)
};

export const products_empty = /** @type {(inputs: Products_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No product matches these filters.`)
};

export const products_find_related = /** @type {(inputs: Products_Find_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a product to relate`)
};

export const products_find_related_hint = /** @type {(inputs: Products_Find_Related_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type two letters or more of its name or code.`)
};

export const products_loading = /** @type {(inputs: Products_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the product…`)
};

export const products_loading_categories = /** @type {(inputs: Products_Loading_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the categories…`)
};

export const products_loading_list = /** @type {(inputs: Products_Loading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading products…`)
};

export const products_matching = /** @type {(inputs: Products_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matching products`)
};

export const products_missing_bahasa = /** @type {(inputs: Products_Missing_BahasaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Bahasa Indonesia`)
};

export const products_missing_categories = /** @type {(inputs: Products_Missing_CategoriesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} category`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} categories`);
	return /** @type {LocalizedString} */ ("products_missing_categories");
};

export const products_missing_category_subs = /** @type {(inputs: Products_Missing_Category_SubsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} sub-category`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} sub-categories`);
	return /** @type {LocalizedString} */ ("products_missing_category_subs");
};

export const products_missing_english = /** @type {(inputs: Products_Missing_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing English`)
};

export const products_missing_heading = /** @type {(inputs: Products_Missing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translations still missing`)
};

export const products_missing_home_sections = /** @type {(inputs: Products_Missing_Home_SectionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} home section`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} home sections`);
	return /** @type {LocalizedString} */ ("products_missing_home_sections");
};

export const products_missing_landings = /** @type {(inputs: Products_Missing_LandingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} landing page`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} landing pages`);
	return /** @type {LocalizedString} */ ("products_missing_landings");
};

export const products_missing_settings = /** @type {(inputs: Products_Missing_SettingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shop text`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} shop texts`);
	return /** @type {LocalizedString} */ ("products_missing_settings");
};

export const products_missing_slides = /** @type {(inputs: Products_Missing_SlidesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} slide`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} slides`);
	return /** @type {LocalizedString} */ ("products_missing_slides");
};

export const products_net_price = /** @type {(inputs: Products_Net_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Net price (IDR)`)
};

export const products_net_price_hint = /** @type {(inputs: Products_Net_Price_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price before the direct discount; at most the retail price.`)
};

export const products_new = /** @type {(inputs: Products_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New product`)
};

export const products_new_intro = /** @type {(inputs: Products_New_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The product is on the shop as soon as it is created. Add its photos and stock from its Photos and Stock tabs afterwards.`)
};

export const products_new_tab = /** @type {(inputs: Products_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

export const products_on_sale_only = /** @type {(inputs: Products_On_Sale_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On sale only`)
};

export const products_on_the_shop = /** @type {(inputs: Products_On_The_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the shop`)
};

export const products_one_size = /** @type {(inputs: Products_One_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One size`)
};

export const products_other_missing = /** @type {(inputs: Products_Other_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Other shop texts without Bahasa Indonesia: ${i?.list}`)
};

export const products_page_of = /** @type {(inputs: Products_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

export const products_photo = /** @type {(inputs: Products_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo`)
};

export const products_preview_on_shop = /** @type {(inputs: Products_Preview_On_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview on the shop`)
};

export const products_price = /** @type {(inputs: Products_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const products_price_legend = /** @type {(inputs: Products_Price_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price and discount`)
};

export const products_publish = /** @type {(inputs: Products_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish`)
};

export const products_publish_at = /** @type {(inputs: Products_Publish_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish at (WIB)`)
};

export const products_publish_at_hint = /** @type {(inputs: Products_Publish_At_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Western Indonesia Time, such as 2026-12-01 09:00.`)
};

export const products_publish_now = /** @type {(inputs: Products_Publish_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish now`)
};

export const products_refusal_discount_above_net = /** @type {(inputs: Products_Refusal_Discount_Above_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The discount amount is more than its net price.`)
};

export const products_refusal_not_archived = /** @type {(inputs: Products_Refusal_Not_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is a draft, not archived: publish it instead.`)
};

export const products_refusal_not_found = /** @type {(inputs: Products_Refusal_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This product no longer exists.`)
};

export const products_related = /** @type {(inputs: Products_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related products`)
};

export const products_reload = /** @type {(inputs: Products_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const products_remove = /** @type {(inputs: Products_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const products_restore = /** @type {(inputs: Products_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore`)
};

export const products_restore_body = /** @type {(inputs: Products_Restore_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} shows on the shop again at once.`)
};

export const products_restore_title = /** @type {(inputs: Products_Restore_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put this product back on the shop?`)
};

export const products_retail_price = /** @type {(inputs: Products_Retail_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail price (IDR)`)
};

export const products_sale_preview = /** @type {(inputs: Products_Sale_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`While the discount runs, the shop shows ${i?.price}.`)
};

export const products_save_changes = /** @type {(inputs: Products_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const products_schedule = /** @type {(inputs: Products_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

export const products_schedule_body = /** @type {(inputs: Products_Schedule_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} stays a draft, seen by staff only, and goes on the shop at this time.`)
};

export const products_schedule_many_body = /** @type {(inputs: Products_Schedule_Many_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They stay drafts, seen by staff only, until this time in WIB.`)
};

export const products_schedule_many_title = /** @type {(inputs: Products_Schedule_Many_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schedule ${i?.count} products`)
};

export const products_schedule_title = /** @type {(inputs: Products_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule publishing`)
};

export const products_scheduled = /** @type {(inputs: Products_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

export const products_scheduled_for = /** @type {(inputs: Products_Scheduled_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scheduled for ${i?.when} WIB`)
};

export const products_search = /** @type {(inputs: Products_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name or code`)
};

export const products_sections = /** @type {(inputs: Products_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product sections`)
};

export const products_select_all = /** @type {(inputs: Products_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select every product on this page`)
};

export const products_select_row = /** @type {(inputs: Products_Select_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Select ${i?.name}`)
};

export const products_set_discount = /** @type {(inputs: Products_Set_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set discount`)
};

export const products_set_discount_body = /** @type {(inputs: Products_Set_Discount_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The discount replaces each product's own, from its start to its end in WIB. Leave both at 0 to end a sale.`)
};

export const products_set_discount_title = /** @type {(inputs: Products_Set_Discount_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discount ${i?.count} products`)
};

export const products_short_description = /** @type {(inputs: Products_Short_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short description`)
};

export const products_size_code = /** @type {(inputs: Products_Size_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.n} code`)
};

export const products_size_fixed = /** @type {(inputs: Products_Size_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixed once saved.`)
};

export const products_size_held = /** @type {(inputs: Products_Size_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has stock or past orders: untick Available to withdraw it.`)
};

export const products_size_n = /** @type {(inputs: Products_Size_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`size ${i?.n}`)
};

export const products_size_name = /** @type {(inputs: Products_Size_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.n} name`)
};

export const products_size_presets = /** @type {(inputs: Products_Size_PresetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in a size run:`)
};

export const products_sizes = /** @type {(inputs: Products_SizesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sizes`)
};

export const products_sort_code = /** @type {(inputs: Products_Sort_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code, A to Z`)
};

export const products_sort_name = /** @type {(inputs: Products_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, A to Z`)
};

export const products_sort_price_asc = /** @type {(inputs: Products_Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price, low to high`)
};

export const products_sort_price_desc = /** @type {(inputs: Products_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price, high to low`)
};

export const products_still_without = /** @type {(inputs: Products_Still_WithoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`still without ${i?.language}`)
};

export const products_stock = /** @type {(inputs: Products_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock`)
};

export const products_stock_count = /** @type {(inputs: Products_Stock_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stock ${i?.count}`)
};

export const products_sub_category = /** @type {(inputs: Products_Sub_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sub-category`)
};

export const products_tab_details = /** @type {(inputs: Products_Tab_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const products_tab_photos = /** @type {(inputs: Products_Tab_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

export const products_tab_stock = /** @type {(inputs: Products_Tab_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock`)
};

export const products_translation = /** @type {(inputs: Products_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation`)
};

export const products_unpublish = /** @type {(inputs: Products_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpublish`)
};

export const products_up = /** @type {(inputs: Products_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up`)
};

export const products_view_on_shop = /** @type {(inputs: Products_View_On_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View on the shop`)
};

export const products_was = /** @type {(inputs: Products_WasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`was`)
};

export const products_weight = /** @type {(inputs: Products_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight (grams)`)
};

export const promo_code_line = /** @type {(inputs: Promo_Code_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Promo ${i?.code}`)
};

export const promotions_active = /** @type {(inputs: Promotions_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const promotions_add = /** @type {(inputs: Promotions_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

export const promotions_added = /** @type {(inputs: Promotions_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

export const promotions_always = /** @type {(inputs: Promotions_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Always`)
};

export const promotions_any_from = /** @type {(inputs: Promotions_Any_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Any ${i?.count} from ${i?.from}`)
};

export const promotions_bundle = /** @type {(inputs: Promotions_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle`)
};

export const promotions_cancel = /** @type {(inputs: Promotions_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const promotions_cap = /** @type {(inputs: Promotions_CapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cap (IDR)`)
};

export const promotions_cap_hint = /** @type {(inputs: Promotions_Cap_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed with a percent.`)
};

export const promotions_chosen_products = /** @type {(inputs: Promotions_Chosen_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen products`)
};

export const promotions_code = /** @type {(inputs: Promotions_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const promotions_code_hint = /** @type {(inputs: Promotions_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 to 30 letters or digits; shoppers may type it in any case.`)
};

export const promotions_code_title = /** @type {(inputs: Promotions_Code_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Promo code ${i?.code}`)
};

export const promotions_count_items_by = /** @type {(inputs: Promotions_Count_Items_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count items by`)
};

export const promotions_counts = /** @type {(inputs: Promotions_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Counts ${i?.targets}`)
};

export const promotions_counts_header = /** @type {(inputs: Promotions_Counts_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counts`)
};

export const promotions_create_bundle = /** @type {(inputs: Promotions_Create_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create promo bundle`)
};

export const promotions_create_code = /** @type {(inputs: Promotions_Create_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create promo code`)
};

export const promotions_description = /** @type {(inputs: Promotions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const promotions_description_hint = /** @type {(inputs: Promotions_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown in the cart beside the saving.`)
};

export const promotions_discount = /** @type {(inputs: Promotions_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

export const promotions_discounts = /** @type {(inputs: Promotions_DiscountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discounts`)
};

export const promotions_ended_extend = /** @type {(inputs: Promotions_Ended_ExtendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended: change its dates`)
};

export const promotions_ended_raise = /** @type {(inputs: Promotions_Ended_RaiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used up: raise its limit`)
};

export const promotions_ends = /** @type {(inputs: Promotions_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends (WIB)`)
};

export const promotions_ends_hint = /** @type {(inputs: Promotions_Ends_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blank: no end.`)
};

export const promotions_expired = /** @type {(inputs: Promotions_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const promotions_find_groups = /** @type {(inputs: Promotions_Find_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find groups`)
};

export const promotions_find_products = /** @type {(inputs: Promotions_Find_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find products`)
};

export const promotions_find_sub_categories = /** @type {(inputs: Promotions_Find_Sub_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find sub-categories`)
};

export const promotions_from = /** @type {(inputs: Promotions_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.at}`)
};

export const promotions_group = /** @type {(inputs: Promotions_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

export const promotions_group_count = /** @type {(inputs: Promotions_Group_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} group`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} groups`);
	return /** @type {LocalizedString} */ ("promotions_group_count");
};

export const promotions_items_per_set = /** @type {(inputs: Promotions_Items_Per_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items per set`)
};

export const promotions_items_per_set_hint = /** @type {(inputs: Promotions_Items_Per_Set_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 to 20.`)
};

export const promotions_limit_per_member = /** @type {(inputs: Promotions_Limit_Per_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limit per member`)
};

export const promotions_limit_per_member_hint = /** @type {(inputs: Promotions_Limit_Per_Member_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders per signed-in member; blank for no limit.`)
};

export const promotions_matching_groups = /** @type {(inputs: Promotions_Matching_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matching groups`)
};

export const promotions_matching_products = /** @type {(inputs: Promotions_Matching_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matching products`)
};

export const promotions_matching_sub_categories = /** @type {(inputs: Promotions_Matching_Sub_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matching sub-categories`)
};

export const promotions_min_purchase = /** @type {(inputs: Promotions_Min_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum purchase (IDR)`)
};

export const promotions_min_purchase_hint = /** @type {(inputs: Promotions_Min_Purchase_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items total after bundles; blank for none.`)
};

export const promotions_name_or_code = /** @type {(inputs: Promotions_Name_Or_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or product code`)
};

export const promotions_names_and_more = /** @type {(inputs: Promotions_Names_And_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} and ${i?.more} more`)
};

export const promotions_new_bundle = /** @type {(inputs: Promotions_New_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New promo bundle`)
};

export const promotions_new_code = /** @type {(inputs: Promotions_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New promo code`)
};

export const promotions_no_bundles_yet = /** @type {(inputs: Promotions_No_Bundles_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No promo bundles here yet.`)
};

export const promotions_no_code_matches = /** @type {(inputs: Promotions_No_Code_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No promo code matches “${i?.q}”.`)
};

export const promotions_no_codes_yet = /** @type {(inputs: Promotions_No_Codes_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No promo codes here yet.`)
};

export const promotions_nominal = /** @type {(inputs: Promotions_NominalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nominal (IDR)`)
};

export const promotions_nominal_hint = /** @type {(inputs: Promotions_Nominal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to the percent.`)
};

export const promotions_nominal_set_hint = /** @type {(inputs: Promotions_Nominal_Set_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off each complete set.`)
};

export const promotions_nothing_matches = /** @type {(inputs: Promotions_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.q}”.`)
};

export const promotions_on = /** @type {(inputs: Promotions_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

export const promotions_page_of = /** @type {(inputs: Promotions_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

export const promotions_per_set = /** @type {(inputs: Promotions_Per_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per set`)
};

export const promotions_percent = /** @type {(inputs: Promotions_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percent`)
};

export const promotions_percent_hint = /** @type {(inputs: Promotions_Percent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 to 100.`)
};

export const promotions_percent_set_hint = /** @type {(inputs: Promotions_Percent_Set_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off the set's items.`)
};

export const promotions_percent_up_to = /** @type {(inputs: Promotions_Percent_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% up to ${i?.cap}`)
};

export const promotions_product_count = /** @type {(inputs: Promotions_Product_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} product`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} products`);
	return /** @type {LocalizedString} */ ("promotions_product_count");
};

export const promotions_remove = /** @type {(inputs: Promotions_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const promotions_running = /** @type {(inputs: Promotions_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running`)
};

export const promotions_save_changes = /** @type {(inputs: Promotions_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const promotions_saved = /** @type {(inputs: Promotions_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is saved.`)
};

export const promotions_scheduled = /** @type {(inputs: Promotions_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

export const promotions_search_codes = /** @type {(inputs: Promotions_Search_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search codes`)
};

export const promotions_starts = /** @type {(inputs: Promotions_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts (WIB)`)
};

export const promotions_starts_hint = /** @type {(inputs: Promotions_Starts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blank: at once.`)
};

export const promotions_state = /** @type {(inputs: Promotions_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const promotions_sub_category = /** @type {(inputs: Promotions_Sub_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sub-category`)
};

export const promotions_sub_category_count = /** @type {(inputs: Promotions_Sub_Category_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} sub-category`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} sub-categories`);
	return /** @type {LocalizedString} */ ("promotions_sub_category_count");
};

export const promotions_switch = /** @type {(inputs: Promotions_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch`)
};

export const promotions_switch_on = /** @type {(inputs: Promotions_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch on`)
};

export const promotions_switched_off = /** @type {(inputs: Promotions_Switched_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switched off`)
};

export const promotions_switched_off_toast = /** @type {(inputs: Promotions_Switched_Off_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is switched off.`)
};

export const promotions_switched_on_toast = /** @type {(inputs: Promotions_Switched_On_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is switched on.`)
};

export const promotions_the_code = /** @type {(inputs: Promotions_The_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code`)
};

export const promotions_the_deal = /** @type {(inputs: Promotions_The_DealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The deal`)
};

export const promotions_the_products = /** @type {(inputs: Promotions_The_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The products`)
};

export const promotions_the_shipping = /** @type {(inputs: Promotions_The_ShippingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipping`)
};

export const promotions_until = /** @type {(inputs: Promotions_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Until ${i?.at}`)
};

export const promotions_usage_limit = /** @type {(inputs: Promotions_Usage_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage limit in total`)
};

export const promotions_usage_limit_hint = /** @type {(inputs: Promotions_Usage_Limit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders in all; blank for no limit.`)
};

export const promotions_used = /** @type {(inputs: Promotions_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used`)
};

export const promotions_used_by = /** @type {(inputs: Promotions_Used_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Used by ${i?.count} order(s). Orders keep the discount they were given; a change here applies to the next orders only.`)
};

export const promotions_used_of = /** @type {(inputs: Promotions_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.limit}`)
};

export const promotions_used_up = /** @type {(inputs: Promotions_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used up`)
};

export const promotions_what_it_counts = /** @type {(inputs: Promotions_What_It_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What it counts`)
};

export const promotions_what_shoppers_read = /** @type {(inputs: Promotions_What_Shoppers_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What shoppers read`)
};

export const promotions_when_how_often = /** @type {(inputs: Promotions_When_How_OftenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When and how often`)
};

export const qty = /** @type {(inputs: QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

export const quick_ranges = /** @type {(inputs: Quick_RangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick ranges`)
};

export const range_shown = /** @type {(inputs: Range_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.to}, days in WIB.`)
};

export const reason = /** @type {(inputs: ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const reason_hint = /** @type {(inputs: Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the team and the audit log; the buyer does not see it.`)
};

export const recipient = /** @type {(inputs: RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient`)
};

export const recovery_codes = /** @type {(inputs: Recovery_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery codes`)
};

export const recovery_codes_intro = /** @type {(inputs: Recovery_Codes_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in is on. These ten recovery codes each sign you in once if your phone is lost.`)
};

export const recovery_codes_keep = /** @type {(inputs: Recovery_Codes_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`print them or keep them in a password manager.`)
};

export const recovery_codes_once = /** @type {(inputs: Recovery_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are shown only now:`)
};

export const recovery_codes_saved = /** @type {(inputs: Recovery_Codes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I have saved my recovery codes`)
};

export const refund_by_hand = /** @type {(inputs: Refund_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorded ${i?.at}; the finance team pays it by hand.`)
};

export const refund_owed = /** @type {(inputs: Refund_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund owed: ${i?.amount}`)
};

export const refund_paid = /** @type {(inputs: Refund_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund paid: ${i?.amount}`)
};

export const refund_recorded_settled = /** @type {(inputs: Refund_Recorded_SettledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorded ${i?.at}, settled ${i?.settled}.`)
};

export const refunds_amount = /** @type {(inputs: Refunds_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const refunds_channel = /** @type {(inputs: Refunds_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment channel`)
};

export const refunds_count = /** @type {(inputs: Refunds_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} refund, ${i?.amount}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} refunds, ${i?.amount}`);
	return /** @type {LocalizedString} */ ("refunds_count");
};

export const refunds_loading = /** @type {(inputs: Refunds_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the refunds…`)
};

export const refunds_mark_paid = /** @type {(inputs: Refunds_Mark_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark paid`)
};

export const refunds_mark_paid_title = /** @type {(inputs: Refunds_Mark_Paid_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund for order ${i?.ref} paid`)
};

export const refunds_mark_paid_what = /** @type {(inputs: Refunds_Mark_Paid_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} to ${i?.buyer}, by bank transfer. The buyer is told by mail once you save.`)
};

export const refunds_none = /** @type {(inputs: Refunds_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No refund matches these filters.`)
};

export const refunds_order = /** @type {(inputs: Refunds_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

export const refunds_owed = /** @type {(inputs: Refunds_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed`)
};

export const refunds_paid = /** @type {(inputs: Refunds_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const refunds_paid_on = /** @type {(inputs: Refunds_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.at}`)
};

export const refunds_paid_with = /** @type {(inputs: Refunds_Paid_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transfer ${i?.transfer}, by ${i?.who}`)
};

export const refunds_recorded = /** @type {(inputs: Refunds_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorded`)
};

export const refunds_see_ledger = /** @type {(inputs: Refunds_See_LedgerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the refunds ledger`)
};

export const refunds_status = /** @type {(inputs: Refunds_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const refunds_transfer_ref = /** @type {(inputs: Refunds_Transfer_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer reference`)
};

export const refunds_transfer_ref_hint = /** @type {(inputs: Refunds_Transfer_Ref_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As your bank's statement shows it, so the buyer and the finance team can find it.`)
};

export const return_figures_exchanged = /** @type {(inputs: Return_Figures_ExchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchanged`)
};

export const return_figures_fit = /** @type {(inputs: Return_Figures_FitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product page says`)
};

export const return_figures_none_sold = /** @type {(inputs: Return_Figures_None_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No units were sold in these days, so there is no return rate yet.`)
};

export const return_figures_products = /** @type {(inputs: Return_Figures_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return rate by product`)
};

export const return_figures_products_note = /** @type {(inputs: Return_Figures_Products_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Units asked back of those sold in these days. A product is said to run small or large on its page once ${i?.units} units came back for that fit, at least ${i?.percent}% of those sold.`)
};

export const return_figures_rate = /** @type {(inputs: Return_Figures_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return rate`)
};

export const return_figures_reason = /** @type {(inputs: Return_Figures_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const return_figures_reasons = /** @type {(inputs: Return_Figures_ReasonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns by reason`)
};

export const return_figures_reasons_note = /** @type {(inputs: Return_Figures_Reasons_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Of the ${i?.sold} units sold in these days, ${i?.returned} were asked back (${i?.rate}); refused requests are not counted, and recent sales may still come back.`)
};

export const return_figures_returned = /** @type {(inputs: Return_Figures_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned`)
};

export const return_figures_sizes = /** @type {(inputs: Return_Figures_SizesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return rate by size`)
};

export const return_figures_sizes_note = /** @type {(inputs: Return_Figures_Sizes_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sizes of the products above, with the units sent back as too small or too large.`)
};

export const returns_account_holder = /** @type {(inputs: Returns_Account_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder`)
};

export const returns_account_number = /** @type {(inputs: Returns_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account number`)
};

export const returns_address = /** @type {(inputs: Returns_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const returns_approve = /** @type {(inputs: Returns_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

export const returns_approve_what = /** @type {(inputs: Returns_Approve_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The buyer is told to send the parcel to ${i?.showroom}.`)
};

export const returns_bank = /** @type {(inputs: Returns_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the refund goes`)
};

export const returns_bank_name = /** @type {(inputs: Returns_Bank_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank`)
};

export const returns_buyer = /** @type {(inputs: Returns_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer`)
};

export const returns_cancel = /** @type {(inputs: Returns_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

export const returns_close = /** @type {(inputs: Returns_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close the return`)
};

export const returns_close_what = /** @type {(inputs: Returns_Close_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The return is done; its lines may be returned again later.`)
};

export const returns_convert = /** @type {(inputs: Returns_ConvertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn into a refund`)
};

export const returns_convert_what = /** @type {(inputs: Returns_Convert_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The held sizes go back to stock and the buyer is refunded instead, to the bank account they gave.`)
};

export const returns_count_invalid = /** @type {(inputs: Returns_Count_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Give a whole number from 0 to ${i?.max}.`)
};

export const returns_counter_at = /** @type {(inputs: Returns_Counter_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Brought to the counter of ${i?.showroom}`)
};

export const returns_counter_found = /** @type {(inputs: Returns_Counter_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Returns of order ${i?.ref} to take in here`)
};

export const returns_counter_hint = /** @type {(inputs: Returns_Counter_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A return brought here: type its reference, such as RT-7K2M9QXA.`)
};

export const returns_counter_none = /** @type {(inputs: Returns_Counter_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has no return waiting to be received.`)
};

export const returns_counter_open = /** @type {(inputs: Returns_Counter_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open return ${i?.ref}`)
};

export const returns_damaged_qty = /** @type {(inputs: Returns_Damaged_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damaged`)
};

export const returns_exchange_waybill = /** @type {(inputs: Returns_Exchange_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange waybill`)
};

export const returns_how = /** @type {(inputs: Returns_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it comes back`)
};

export const returns_line_held = /** @type {(inputs: Returns_Line_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`held`)
};

export const returns_line_not_held = /** @type {(inputs: Returns_Line_Not_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not held: stock gone`)
};

export const returns_line_qty = /** @type {(inputs: Returns_Line_QtyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.qty} × size ${i?.size}`)
};

export const returns_line_received = /** @type {(inputs: Returns_Line_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Received ${i?.received}, damaged ${i?.damaged}`)
};

export const returns_line_refund = /** @type {(inputs: Returns_Line_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

export const returns_line_wants_size = /** @type {(inputs: Returns_Line_Wants_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exchange to size ${i?.size}`)
};

export const returns_lines = /** @type {(inputs: Returns_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What comes back`)
};

export const returns_loading = /** @type {(inputs: Returns_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the returns…`)
};

export const returns_loading_one = /** @type {(inputs: Returns_Loading_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the return…`)
};

export const returns_none = /** @type {(inputs: Returns_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No return matches these filters.`)
};

export const returns_photo_alt = /** @type {(inputs: Returns_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} from the buyer`)
};

export const returns_photos = /** @type {(inputs: Returns_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The buyer’s photos`)
};

export const returns_ready_exchange = /** @type {(inputs: Returns_Ready_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready the exchange at the showroom`)
};

export const returns_ready_what = /** @type {(inputs: Returns_Ready_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The buyer is told the new size is ready to collect at ${i?.showroom}.`)
};

export const returns_reason_changed_mind = /** @type {(inputs: Returns_Reason_Changed_MindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed mind`)
};

export const returns_reason_damaged = /** @type {(inputs: Returns_Reason_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damaged or faulty`)
};

export const returns_reason_not_as_pictured = /** @type {(inputs: Returns_Reason_Not_As_PicturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not as pictured`)
};

export const returns_reason_too_large = /** @type {(inputs: Returns_Reason_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too large`)
};

export const returns_reason_too_small = /** @type {(inputs: Returns_Reason_Too_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too small`)
};

export const returns_reason_wrong_item = /** @type {(inputs: Returns_Reason_Wrong_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong item sent`)
};

export const returns_receipt_amount = /** @type {(inputs: Returns_Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courier receipt amount (Rp)`)
};

export const returns_receipt_hint = /** @type {(inputs: Returns_Receipt_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the buyer paid to send it back; up to Rp 20.000 is refunded. Leave empty if there is no receipt.`)
};

export const returns_receive = /** @type {(inputs: Returns_ReceiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receive the parcel`)
};

export const returns_receive_here = /** @type {(inputs: Returns_Receive_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receive here`)
};

export const returns_receive_what = /** @type {(inputs: Returns_Receive_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count each line as it arrived: the units received and how many of them are damaged.`)
};

export const returns_received_qty = /** @type {(inputs: Returns_Received_QtyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Received (of ${i?.qty})`)
};

export const returns_record_refund = /** @type {(inputs: Returns_Record_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record the refund`)
};

export const returns_record_what = /** @type {(inputs: Returns_Record_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The refund owed by the rule goes into the refunds ledger, to be paid by transfer.`)
};

export const returns_refund_amount = /** @type {(inputs: Returns_Refund_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund by the rule`)
};

export const returns_refund_unknown = /** @type {(inputs: Returns_Refund_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Known once the parcel is received`)
};

export const returns_refusal = /** @type {(inputs: Returns_RefusalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refused: ${i?.reason}`)
};

export const returns_refuse = /** @type {(inputs: Returns_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuse`)
};

export const returns_refuse_reason = /** @type {(inputs: Returns_Refuse_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for the buyer`)
};

export const returns_refuse_reason_short = /** @type {(inputs: Returns_Refuse_Reason_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the reason, 4 to 500 characters.`)
};

export const returns_refuse_what = /** @type {(inputs: Returns_Refuse_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The buyer reads your reason in their mail. Any held size goes back to stock.`)
};

export const returns_requested = /** @type {(inputs: Returns_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requested`)
};

export const returns_restock = /** @type {(inputs: Returns_RestockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restock`)
};

export const returns_restock_what = /** @type {(inputs: Returns_Restock_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The undamaged units go back into the stock of ${i?.showroom}; the shop sees them at once.`)
};

export const returns_return = /** @type {(inputs: Returns_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return`)
};

export const returns_search = /** @type {(inputs: Returns_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return or order reference`)
};

export const returns_search_hint = /** @type {(inputs: Returns_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RT-7K2M9QXA or the order’s reference`)
};

export const returns_see_order = /** @type {(inputs: Returns_See_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the order`)
};

export const returns_see_refunds = /** @type {(inputs: Returns_See_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the refunds ledger`)
};

export const returns_ship_exchange = /** @type {(inputs: Returns_Ship_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ship the exchange`)
};

export const returns_ship_what = /** @type {(inputs: Returns_Ship_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A waybill is booked with the courier for the new size and the buyer gets its tracking.`)
};

export const returns_showroom = /** @type {(inputs: Returns_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom`)
};

export const returns_state = /** @type {(inputs: Returns_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const returns_state_approved = /** @type {(inputs: Returns_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved, parcel on its way`)
};

export const returns_state_closed = /** @type {(inputs: Returns_State_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

export const returns_state_exchange_ready = /** @type {(inputs: Returns_State_Exchange_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange ready at the showroom`)
};

export const returns_state_exchange_shipped = /** @type {(inputs: Returns_State_Exchange_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange sent`)
};

export const returns_state_received = /** @type {(inputs: Returns_State_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received`)
};

export const returns_state_refund_recorded = /** @type {(inputs: Returns_State_Refund_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund recorded`)
};

export const returns_state_refused = /** @type {(inputs: Returns_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

export const returns_state_requested = /** @type {(inputs: Returns_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requested`)
};

export const returns_state_restocked = /** @type {(inputs: Returns_State_RestockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked and restocked`)
};

export const returns_timeline = /** @type {(inputs: Returns_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline`)
};

export const returns_timeline_requested = /** @type {(inputs: Returns_Timeline_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requested by the buyer`)
};

export const returns_to_showroom = /** @type {(inputs: Returns_To_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const returns_waiting_link = /** @type {(inputs: Returns_Waiting_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Returns waiting for staff: ${i?.count}`)
};

export const returns_waiting_see = /** @type {(inputs: Returns_Waiting_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the returns`)
};

export const returns_waiting_title = /** @type {(inputs: Returns_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns waiting`)
};

export const returns_way = /** @type {(inputs: Returns_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Way`)
};

export const returns_way_counter = /** @type {(inputs: Returns_Way_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At the counter`)
};

export const returns_way_courier = /** @type {(inputs: Returns_Way_CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By courier`)
};

export const returns_wish = /** @type {(inputs: Returns_WishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wish`)
};

export const returns_wish_exchange = /** @type {(inputs: Returns_Wish_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange`)
};

export const returns_wish_refund = /** @type {(inputs: Returns_Wish_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

export const revenue = /** @type {(inputs: RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue`)
};

export const revenue_note = /** @type {(inputs: Revenue_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid orders, shipping included, less refunds paid`)
};

export const revenue_per_day = /** @type {(inputs: Revenue_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue per day`)
};

export const revenue_per_day_note = /** @type {(inputs: Revenue_Per_Day_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders paid that day (WIB) and still paid, less refunds paid; totals include shipping.`)
};

export const revenue_per_week = /** @type {(inputs: Revenue_Per_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue per week`)
};

export const revenue_per_week_note = /** @type {(inputs: Revenue_Per_Week_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weeks start on Monday; the first and last are cut by the range.`)
};

export const role = /** @type {(inputs: RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

export const role_owner = /** @type {(inputs: Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OWNER`)
};

export const role_showroom = /** @type {(inputs: Role_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SHOWROOM`)
};

export const role_staff = /** @type {(inputs: Role_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STAFF`)
};

export const save_mail_settings = /** @type {(inputs: Save_Mail_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save mail settings`)
};

export const save_waybill = /** @type {(inputs: Save_WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save waybill`)
};

export const search = /** @type {(inputs: SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const search_orders = /** @type {(inputs: Search_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search orders`)
};

export const search_orders_hint = /** @type {(inputs: Search_Orders_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reference (or the 8 characters the shopper sees), waybill, pick-up code, e-mail or phone, written in full.`)
};

export const sections = /** @type {(inputs: SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections`)
};

export const sell_through = /** @type {(inputs: Sell_ThroughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sell-through per showroom`)
};

export const sell_through_note = /** @type {(inputs: Sell_Through_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Units sold ÷ (units sold + units held now). Low stock: sizes on sale with 1 to ${i?.units} units left.`)
};

export const sell_through_short = /** @type {(inputs: Sell_Through_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sell-through`)
};

export const share_of_paid_orders = /** @type {(inputs: Share_Of_Paid_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share of paid orders.`)
};

export const shipping = /** @type {(inputs: ShippingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping`)
};

export const shipping_label = /** @type {(inputs: Shipping_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping label`)
};

export const show = /** @type {(inputs: ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const show_last_30_days = /** @type {(inputs: Show_Last_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the last 30 days`)
};

export const show_table = /** @type {(inputs: Show_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show table`)
};

export const shown = /** @type {(inputs: ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown`)
};

export const shown_on_product = /** @type {(inputs: Shown_On_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown on the product page.`)
};

export const showroom = /** @type {(inputs: ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom`)
};

export const showrooms_active = /** @type {(inputs: Showrooms_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const showrooms_add_region = /** @type {(inputs: Showrooms_Add_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a region`)
};

export const showrooms_add_showroom = /** @type {(inputs: Showrooms_Add_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a showroom`)
};

export const showrooms_add_the_region = /** @type {(inputs: Showrooms_Add_The_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the region`)
};

export const showrooms_add_the_showroom = /** @type {(inputs: Showrooms_Add_The_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the showroom`)
};

export const showrooms_address_line = /** @type {(inputs: Showrooms_Address_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Address line ${i?.line}`)
};

export const showrooms_confirm_delete = /** @type {(inputs: Showrooms_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}?`)
};

export const showrooms_confirm_delete_region = /** @type {(inputs: Showrooms_Confirm_Delete_RegionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the region ${i?.name}?`)
};

export const showrooms_delete = /** @type {(inputs: Showrooms_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const showrooms_edit = /** @type {(inputs: Showrooms_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const showrooms_edit_showroom = /** @type {(inputs: Showrooms_Edit_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the showroom`)
};

export const showrooms_hub_code = /** @type {(inputs: Showrooms_Hub_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hub code`)
};

export const showrooms_hub_code_badge = /** @type {(inputs: Showrooms_Hub_Code_BadgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hub ${i?.code}`)
};

export const showrooms_hub_code_hint = /** @type {(inputs: Showrooms_Hub_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The courier's origin code, such as CGK.`)
};

export const showrooms_in_region = /** @type {(inputs: Showrooms_In_RegionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in ${i?.name}`)
};

export const showrooms_inactive = /** @type {(inputs: Showrooms_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactive`)
};

export const showrooms_intro = /** @type {(inputs: Showrooms_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active showrooms are listed on /stores and offered for store pickup at checkout. A showroom that holds stock, has orders or staff cannot be deleted: make it inactive instead.`)
};

export const showrooms_is_active = /** @type {(inputs: Showrooms_Is_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active: listed on /stores and offered at checkout`)
};

export const showrooms_is_hub = /** @type {(inputs: Showrooms_Is_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This showroom is a hub: it ships online orders`)
};

export const showrooms_loading = /** @type {(inputs: Showrooms_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the showrooms…`)
};

export const showrooms_maps_link = /** @type {(inputs: Showrooms_Maps_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maps link`)
};

export const showrooms_maps_link_hint = /** @type {(inputs: Showrooms_Maps_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The https address of the showroom on a map.`)
};

export const showrooms_new_tab = /** @type {(inputs: Showrooms_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens in a new tab)`)
};

export const showrooms_only_empty_region = /** @type {(inputs: Showrooms_Only_Empty_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an empty region can be deleted.`)
};

export const showrooms_region = /** @type {(inputs: Showrooms_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region`)
};

export const showrooms_region_added = /** @type {(inputs: Showrooms_Region_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The region ${i?.name} has been added.`)
};

export const showrooms_region_deleted = /** @type {(inputs: Showrooms_Region_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The region ${i?.name} has been deleted.`)
};

export const showrooms_region_name = /** @type {(inputs: Showrooms_Region_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region name`)
};

export const showrooms_region_renamed = /** @type {(inputs: Showrooms_Region_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The region is now called ${i?.name}.`)
};

export const showrooms_regions_ordered = /** @type {(inputs: Showrooms_Regions_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The regions are in their new order.`)
};

export const showrooms_rename = /** @type {(inputs: Showrooms_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const showrooms_rename_region = /** @type {(inputs: Showrooms_Rename_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename the region`)
};

export const showrooms_save_showroom = /** @type {(inputs: Showrooms_Save_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the showroom`)
};

export const showrooms_see_stores = /** @type {(inputs: Showrooms_See_StoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See /stores`)
};

export const showrooms_showroom_added = /** @type {(inputs: Showrooms_Showroom_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has been added.`)
};

export const showrooms_showroom_deleted = /** @type {(inputs: Showrooms_Showroom_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has been deleted.`)
};

export const showrooms_showroom_saved = /** @type {(inputs: Showrooms_Showroom_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has been saved.`)
};

export const showrooms_showrooms_ordered = /** @type {(inputs: Showrooms_Showrooms_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The showrooms are in their new order.`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again`)
};

export const sign_in_title = /** @type {(inputs: Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to the back office`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const single_use_count = /** @type {(inputs: Single_Use_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How many`)
};

export const single_use_count_hint = /** @type {(inputs: Single_Use_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 to ${i?.max} at a time.`)
};

export const single_use_counts = /** @type {(inputs: Single_Use_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.made} codes made, ${i?.used} used.`)
};

export const single_use_download = /** @type {(inputs: Single_Use_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the codes (CSV)`)
};

export const single_use_make = /** @type {(inputs: Single_Use_MakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make codes`)
};

export const single_use_note = /** @type {(inputs: Single_Use_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make codes that each work once, such as one for every follower of an influencer. They give what ${i?.code} gives, in its dates, and are switched off with it.`)
};

export const single_use_prefix = /** @type {(inputs: Single_Use_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefix`)
};

export const single_use_prefix_hint = /** @type {(inputs: Single_Use_Prefix_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 to 16 letters or digits; six random ones follow, e.g. RINA7KQ2MX.`)
};

export const single_use_title = /** @type {(inputs: Single_Use_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single-use codes`)
};

export const size = /** @type {(inputs: SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

export const size_qty_price = /** @type {(inputs: Size_Qty_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.size} · ${i?.qty} × ${i?.price}`)
};

export const sold = /** @type {(inputs: SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold`)
};

export const sort = /** @type {(inputs: SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort`)
};

export const staff_actions = /** @type {(inputs: Staff_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const staff_active = /** @type {(inputs: Staff_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const staff_cancel = /** @type {(inputs: Staff_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const staff_choose_password_for = /** @type {(inputs: Staff_Choose_Password_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the password for`)
};

export const staff_deactivate = /** @type {(inputs: Staff_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deactivate account…`)
};

export const staff_deactivate_warning = /** @type {(inputs: Staff_Deactivate_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} will be signed out at once and cannot sign in until reactivated.`)
};

export const staff_deactivated = /** @type {(inputs: Staff_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deactivated`)
};

export const staff_deactivated_out = /** @type {(inputs: Staff_Deactivated_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is deactivated and signed out everywhere.`)
};

export const staff_edit = /** @type {(inputs: Staff_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const staff_edit_title = /** @type {(inputs: Staff_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

export const staff_go_to_sign_in = /** @type {(inputs: Staff_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to sign-in`)
};

export const staff_invitation_sent = /** @type {(inputs: Staff_Invitation_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The invitation is on its way to ${i?.email}.`)
};

export const staff_invitation_withdrawn = /** @type {(inputs: Staff_Invitation_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation is withdrawn: its link no longer works.`)
};

export const staff_invite_email_hint = /** @type {(inputs: Staff_Invite_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation link goes here; it works once, for 48 hours.`)
};

export const staff_invite_expired = /** @type {(inputs: Staff_Invite_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expired ${i?.at}`)
};

export const staff_invite_person = /** @type {(inputs: Staff_Invite_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a person`)
};

export const staff_invite_valid_until = /** @type {(inputs: Staff_Invite_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valid until ${i?.at}`)
};

export const staff_is_active = /** @type {(inputs: Staff_Is_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`active`)
};

export const staff_is_deactivated = /** @type {(inputs: Staff_Is_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deactivated`)
};

export const staff_keep_active = /** @type {(inputs: Staff_Keep_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep active`)
};

export const staff_loading = /** @type {(inputs: Staff_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading staff…`)
};

export const staff_no_open_invitation = /** @type {(inputs: Staff_No_Open_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invitation is open.`)
};

export const staff_none_yet = /** @type {(inputs: Staff_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No staff account yet.`)
};

export const staff_off = /** @type {(inputs: Staff_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

export const staff_on = /** @type {(inputs: Staff_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

export const staff_open_invitations = /** @type {(inputs: Staff_Open_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open invitations`)
};

export const staff_own_account = /** @type {(inputs: Staff_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own account: another owner changes its role.`)
};

export const staff_person = /** @type {(inputs: Staff_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person`)
};

export const staff_reactivate = /** @type {(inputs: Staff_ReactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reactivate account`)
};

export const staff_reactivated = /** @type {(inputs: Staff_ReactivatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} can sign in again.`)
};

export const staff_reading_invitation = /** @type {(inputs: Staff_Reading_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your invitation…`)
};

export const staff_require_everyone = /** @type {(inputs: Staff_Require_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Require it for everyone`)
};

export const staff_role_changed = /** @type {(inputs: Staff_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now ${i?.role}; their sessions were signed out.`)
};

export const staff_role_owner = /** @type {(inputs: Staff_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner`)
};

export const staff_role_owner_hint = /** @type {(inputs: Staff_Role_Owner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything, staff and the audit log included.`)
};

export const staff_role_showroom = /** @type {(inputs: Staff_Role_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom manager`)
};

export const staff_role_showroom_hint = /** @type {(inputs: Staff_Role_Showroom_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only their own showrooms' orders and pick-ups.`)
};

export const staff_role_staff = /** @type {(inputs: Staff_Role_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff`)
};

export const staff_role_staff_hint = /** @type {(inputs: Staff_Role_Staff_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The catalogue, content and orders.`)
};

export const staff_save_changes = /** @type {(inputs: Staff_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const staff_saving_signs_out = /** @type {(inputs: Staff_Saving_Signs_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving signs this person out everywhere.`)
};

export const staff_send_invitation = /** @type {(inputs: Staff_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send invitation`)
};

export const staff_set_password_sign_in = /** @type {(inputs: Staff_Set_Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set password and sign in`)
};

export const staff_showroom_number = /** @type {(inputs: Staff_Showroom_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showroom ${i?.id}`)
};

export const staff_state = /** @type {(inputs: Staff_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const staff_stop_requiring = /** @type {(inputs: Staff_Stop_RequiringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop requiring it`)
};

export const staff_the_invitation_of = /** @type {(inputs: Staff_The_Invitation_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` the invitation of ${i?.email}`)
};

export const staff_two_step = /** @type {(inputs: Staff_Two_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step`)
};

export const staff_two_step_everyone = /** @type {(inputs: Staff_Two_Step_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in for everyone`)
};

export const staff_two_step_is_off = /** @type {(inputs: Staff_Two_Step_Is_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`two-step off`)
};

export const staff_two_step_is_on = /** @type {(inputs: Staff_Two_Step_Is_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`two-step on`)
};

export const staff_two_step_no_longer_required = /** @type {(inputs: Staff_Two_Step_No_Longer_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in is no longer required; each account chooses.`)
};

export const staff_two_step_not_required = /** @type {(inputs: Staff_Two_Step_Not_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not required: each person chooses on My account. Set it up on your own account before requiring it.`)
};

export const staff_two_step_now_required = /** @type {(inputs: Staff_Two_Step_Now_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every account now needs two-step sign-in; those without it are asked to set it up.`)
};

export const staff_two_step_required = /** @type {(inputs: Staff_Two_Step_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required: an account without it can only set it up until it has.`)
};

export const staff_welcome = /** @type {(inputs: Staff_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.name}`)
};

export const staff_withdraw = /** @type {(inputs: Staff_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

export const staff_yes_deactivate = /** @type {(inputs: Staff_Yes_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, deactivate`)
};

export const staff_your_invitation = /** @type {(inputs: Staff_Your_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your invitation`)
};

export const stars = /** @type {(inputs: StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stars`)
};

export const stars_of_5 = /** @type {(inputs: Stars_Of_5Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} of 5 stars`)
};

export const stars_only = /** @type {(inputs: Stars_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stars only, no comment.`)
};

export const status = /** @type {(inputs: StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const stock_add = /** @type {(inputs: Stock_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

export const stock_apply = /** @type {(inputs: Stock_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

export const stock_archived = /** @type {(inputs: Stock_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived`)
};

export const stock_back_to_product = /** @type {(inputs: Stock_Back_To_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the product`)
};

export const stock_bulk_add_invalid = /** @type {(inputs: Stock_Bulk_Add_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a whole number to add (below 0 to take away).`)
};

export const stock_bulk_set_invalid = /** @type {(inputs: Stock_Bulk_Set_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a whole number from 0 to 100,000.`)
};

export const stock_cell_was = /** @type {(inputs: Stock_Cell_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, was ${i?.held}`)
};

export const stock_cells = /** @type {(inputs: Stock_CellsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cells`)
};

export const stock_change_many = /** @type {(inputs: Stock_Change_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change many cells`)
};

export const stock_changed_cells = /** @type {(inputs: Stock_Changed_CellsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} changed cell.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} changed cells.`);
	return /** @type {LocalizedString} */ ("stock_changed_cells");
};

export const stock_changed_cells_invalid = /** @type {(inputs: Stock_Changed_Cells_InvalidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} changed cell, ${i?.invalid} not a whole number from 0 to 100,000.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} changed cells, ${i?.invalid} not a whole number from 0 to 100,000.`);
	return /** @type {LocalizedString} */ ("stock_changed_cells_invalid");
};

export const stock_changed_marked = /** @type {(inputs: Stock_Changed_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed cells are marked until you save.`)
};

export const stock_closed = /** @type {(inputs: Stock_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

export const stock_discard = /** @type {(inputs: Stock_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard`)
};

export const stock_every_cell = /** @type {(inputs: Stock_Every_CellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every cell`)
};

export const stock_every_showroom = /** @type {(inputs: Stock_Every_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every showroom`)
};

export const stock_for_product = /** @type {(inputs: Stock_For_ProductInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` for ${i?.name}`)
};

export const stock_hub = /** @type {(inputs: Stock_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hub`)
};

export const stock_loading = /** @type {(inputs: Stock_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stock…`)
};

export const stock_next_page = /** @type {(inputs: Stock_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page`)
};

export const stock_no_changes = /** @type {(inputs: Stock_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes yet.`)
};

export const stock_no_product_matches = /** @type {(inputs: Stock_No_Product_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No product matches.`)
};

export const stock_no_sizes = /** @type {(inputs: Stock_No_SizesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sizes yet.`)
};

export const stock_of_product = /** @type {(inputs: Stock_Of_ProductInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stock: ${i?.name}`)
};

export const stock_previous_page = /** @type {(inputs: Stock_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

export const stock_product_no_sizes = /** @type {(inputs: Stock_Product_No_SizesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This product has no sizes yet.`)
};

export const stock_product_size = /** @type {(inputs: Stock_Product_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, size ${i?.size}`)
};

export const stock_products_at = /** @type {(inputs: Stock_Products_AtInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} product at ${i?.showroom}, page ${i?.page} of ${i?.pages}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} products at ${i?.showroom}, page ${i?.page} of ${i?.pages}.`);
	return /** @type {LocalizedString} */ ("stock_products_at");
};

export const stock_read_only = /** @type {(inputs: Stock_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can see this showroom's stock; the catalogue team changes it.`)
};

export const stock_save = /** @type {(inputs: Stock_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save stock`)
};

export const stock_save_to_switch = /** @type {(inputs: Stock_Save_To_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save or discard your changes to switch.`)
};

export const stock_saved = /** @type {(inputs: Stock_SavedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Stock saved for ${i?.count} cell.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Stock saved for ${i?.count} cells.`);
	return /** @type {LocalizedString} */ ("stock_saved");
};

export const stock_search = /** @type {(inputs: Stock_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product name or code`)
};

export const stock_set_to = /** @type {(inputs: Stock_Set_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set to`)
};

export const stock_showroom_every_size = /** @type {(inputs: Stock_Showroom_Every_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.showroom}, every size`)
};

export const stock_showroom_hub = /** @type {(inputs: Stock_Showroom_HubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (hub)`)
};

export const stock_size_at = /** @type {(inputs: Stock_Size_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} at ${i?.showroom}`)
};

export const stock_size_every_showroom = /** @type {(inputs: Stock_Size_Every_ShowroomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.size}, every showroom`)
};

export const stock_units_of_per_size = /** @type {(inputs: Stock_Units_Of_Per_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Units of ${i?.name} per size`)
};

export const stock_units_per_size_showroom = /** @type {(inputs: Stock_Units_Per_Size_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units per size and showroom`)
};

export const stock_withdrawn = /** @type {(inputs: Stock_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn`)
};

export const store_pickup = /** @type {(inputs: Store_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store pick-up`)
};

export const switch_off = /** @type {(inputs: Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch off`)
};

export const thank_you_shopping = /** @type {(inputs: Thank_You_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for shopping with KAINARA.`)
};

export const the_review_by = /** @type {(inputs: The_Review_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` the review by ${i?.name}`)
};

export const tick_when_packed = /** @type {(inputs: Tick_When_PackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick when packed`)
};

export const timeline = /** @type {(inputs: TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline`)
};

export const to = /** @type {(inputs: ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const to_wib = /** @type {(inputs: To_WibInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To (WIB)`)
};

export const top_products = /** @type {(inputs: Top_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top products`)
};

export const top_products_note = /** @type {(inputs: Top_Products_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units sold in paid orders; revenue before promo codes.`)
};

export const top_products_units_note = /** @type {(inputs: Top_Products_Units_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units sold in paid orders.`)
};

export const top_sizes = /** @type {(inputs: Top_SizesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top sizes`)
};

export const top_sizes_note = /** @type {(inputs: Top_Sizes_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units sold in paid orders, across products.`)
};

export const total = /** @type {(inputs: TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const translation_missing_bahasa = /** @type {(inputs: Translation_Missing_BahasaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not translated yet: the shop shows the English.`)
};

export const translation_missing_english = /** @type {(inputs: Translation_Missing_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not translated yet: the shop shows the Bahasa Indonesia.`)
};

export const two_step_about = /** @type {(inputs: Two_Step_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A code from your phone after your password, so a stolen password alone opens nothing.`)
};

export const two_step_off_hint = /** @type {(inputs: Two_Step_Off_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Without two-step sign-in, your password alone opens the back office.`)
};

export const two_step_off_text = /** @type {(inputs: Two_Step_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is off. Once on, the back office asks for a 6-digit code from an authenticator app on your phone (Google Authenticator, 1Password, Authy…) after your password.`)
};

export const two_step_on_text = /** @type {(inputs: Two_Step_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On: signing in asks for a code from your app.`)
};

export const two_step_qr_alt = /** @type {(inputs: Two_Step_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code of the key for your authenticator app`)
};

export const two_step_scan = /** @type {(inputs: Two_Step_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your authenticator app and scan this code.`)
};

export const two_step_set_up = /** @type {(inputs: Two_Step_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-step sign-in`)
};

export const two_step_sign_in = /** @type {(inputs: Two_Step_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in`)
};

export const two_step_switch_off_open = /** @type {(inputs: Two_Step_Switch_Off_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch off two-step sign-in`)
};

export const two_step_turn_on = /** @type {(inputs: Two_Step_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on two-step sign-in`)
};

export const two_step_type_key = /** @type {(inputs: Two_Step_Type_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can't scan it? Type this key instead:`)
};

export const type = /** @type {(inputs: TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const units = /** @type {(inputs: UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units`)
};

export const units_go_back = /** @type {(inputs: Units_Go_BackInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} unit goes back to ${i?.showroom}'s stock.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} units go back to ${i?.showroom}'s stock.`);
	return /** @type {LocalizedString} */ ("units_go_back");
};

export const visibility = /** @type {(inputs: VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visibility`)
};

export const waybill = /** @type {(inputs: WaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waybill`)
};

export const waybill_barcode_of = /** @type {(inputs: Waybill_Barcode_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waybill barcode ${i?.value}`)
};

export const waybill_number = /** @type {(inputs: Waybill_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waybill number`)
};

export const waybill_number_hint = /** @type {(inputs: Waybill_Number_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As SiCepat's portal gave it; the order moves to Processed.`)
};

export const week_of = /** @type {(inputs: Week_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week of`)
};

export const weight = /** @type {(inputs: WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const what = /** @type {(inputs: WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

export const when = /** @type {(inputs: WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const who = /** @type {(inputs: WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

export const your_password = /** @type {(inputs: Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};