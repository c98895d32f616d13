/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} AccountInputs */
/** @typedef {{}} Account_InformationInputs */
/** @typedef {{}} Add_New_AddressInputs */
/** @typedef {{}} Add_To_CartInputs */
/** @typedef {{}} Add_To_WishlistInputs */
/** @typedef {{}} Added_At_CheckoutInputs */
/** @typedef {{}} AddressInputs */
/** @typedef {{}} Address_LabelInputs */
/** @typedef {{}} Address_Label_PlaceholderInputs */
/** @typedef {{}} Address_NameInputs */
/** @typedef {{}} Address_StreetInputs */
/** @typedef {{ name: NonNullable<unknown> }} All_OfInputs */
/** @typedef {{}} Almost_ThereInputs */
/** @typedef {{}} Already_MemberInputs */
/** @typedef {{}} Already_Member_TextInputs */
/** @typedef {{}} App_Store_LabelInputs */
/** @typedef {{}} App_Store_SmallInputs */
/** @typedef {{}} AppliedInputs */
/** @typedef {{}} Applied_To_CartInputs */
/** @typedef {{}} ApplyInputs */
/** @typedef {{}} At_Least_8Inputs */
/** @typedef {{}} BackInputs */
/** @typedef {{}} Back_To_Sign_InInputs */
/** @typedef {{}} Back_To_StoreInputs */
/** @typedef {{ count: NonNullable<unknown>, band: NonNullable<unknown> }} Band_FacetInputs */
/** @typedef {{ reviews: NonNullable<unknown> }} Based_OnInputs */
/** @typedef {{}} Best_MatchInputs */
/** @typedef {{}} BreadcrumbInputs */
/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Bundle_HintInputs */
/** @typedef {{ count: NonNullable<unknown> }} Bundle_Hint_BeforeInputs */
/** @typedef {{}} Bundle_SavingsInputs */
/** @typedef {{}} Bundle_Savings_IncludedInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{}} CarouselInputs */
/** @typedef {{}} Cart_Empty_TextInputs */
/** @typedef {{}} CategoriesInputs */
/** @typedef {{}} Categories_LoadingInputs */
/** @typedef {{}} CategoryInputs */
/** @typedef {{}} ChangeInputs */
/** @typedef {{}} Change_AddressInputs */
/** @typedef {{}} Change_HubInputs */
/** @typedef {{}} Change_PasswordInputs */
/** @typedef {{}} Change_Password_HintInputs */
/** @typedef {{}} Change_Shipping_MethodInputs */
/** @typedef {{}} Change_StoreInputs */
/** @typedef {{}} ChannelInputs */
/** @typedef {{}} Chat_On_WhatsappInputs */
/** @typedef {{}} Chat_WhatsappInputs */
/** @typedef {{}} Check_ConnectionInputs */
/** @typedef {{}} Check_Stock_LocationsInputs */
/** @typedef {{}} CheckingInputs */
/** @typedef {{}} CheckoutInputs */
/** @typedef {{}} Checkout_As_GuestInputs */
/** @typedef {{}} Checkout_StepsInputs */
/** @typedef {{}} Choose_A_StoreInputs */
/** @typedef {{}} Choose_A_Store_TextInputs */
/** @typedef {{}} Choose_City_FirstInputs */
/** @typedef {{}} Choose_Province_FirstInputs */
/** @typedef {{}} Choose_Shipping_Method_TextInputs */
/** @typedef {{}} Choose_Shipping_Method_TitleInputs */
/** @typedef {{}} CityInputs */
/** @typedef {{}} Clear_Size_PriceInputs */
/** @typedef {{}} CloseInputs */
/** @typedef {{}} Close_SearchInputs */
/** @typedef {{}} CollectionsInputs */
/** @typedef {{}} Confirm_New_PasswordInputs */
/** @typedef {{}} Confirm_PasswordInputs */
/** @typedef {{}} Confirming_PaymentInputs */
/** @typedef {{}} ContentsInputs */
/** @typedef {{}} Continue_ActionInputs */
/** @typedef {{}} Continue_ShoppingInputs */
/** @typedef {{}} Continue_Shopping_LowerInputs */
/** @typedef {{}} Copy_LinkInputs */
/** @typedef {{ year: NonNullable<unknown> }} CopyrightInputs */
/** @typedef {{}} CostInputs */
/** @typedef {{}} CourierInputs */
/** @typedef {{}} Create_AccountInputs */
/** @typedef {{}} Customer_ServiceInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Customer_Service_AnswersInputs */
/** @typedef {{}} Customer_Service_HoursInputs */
/** @typedef {{}} Decrease_QuantityInputs */
/** @typedef {{ name: NonNullable<unknown> }} Decrease_Quantity_OfInputs */
/** @typedef {{}} Delete_Account_IntroInputs */
/** @typedef {{}} Delete_ActionInputs */
/** @typedef {{}} Delete_My_AccountInputs */
/** @typedef {{}} Deliver_ToInputs */
/** @typedef {{ description: NonNullable<unknown>, etd: NonNullable<unknown> }} Description_EstimatedInputs */
/** @typedef {{}} DetailsInputs */
/** @typedef {{}} DiscountInputs */
/** @typedef {{ title: NonNullable<unknown> }} Discover_OfInputs */
/** @typedef {{}} Due_DateInputs */
/** @typedef {{}} EditInputs */
/** @typedef {{}} Edit_AddressInputs */
/** @typedef {{}} EmailInputs */
/** @typedef {{}} Email_AddressInputs */
/** @typedef {{}} Email_Address_LowerInputs */
/** @typedef {{}} Email_PlaceholderInputs */
/** @typedef {{ name: NonNullable<unknown> }} Enlarged_ImagesInputs */
/** @typedef {{}} Enter_A_CodeInputs */
/** @typedef {{ status: NonNullable<unknown>, text: NonNullable<unknown> }} Error_StatusInputs */
/** @typedef {{ etd: NonNullable<unknown> }} EstimatedInputs */
/** @typedef {{}} Excluded_AdviceInputs */
/** @typedef {{}} FaqInputs */
/** @typedef {{}} Faq_IntroInputs */
/** @typedef {{}} Faq_TopicsInputs */
/** @typedef {{}} Fashion_IntroInputs */
/** @typedef {{}} FemaleInputs */
/** @typedef {{}} FilterInputs */
/** @typedef {{}} FiltersInputs */
/** @typedef {{}} Find_A_StoreInputs */
/** @typedef {{}} Fit_Runs_LargeInputs */
/** @typedef {{}} Fit_Runs_SmallInputs */
/** @typedef {{ handle: NonNullable<unknown> }} FollowInputs */
/** @typedef {{}} Follow_UsInputs */
/** @typedef {{}} FooterInputs */
/** @typedef {{}} Footer_AboutInputs */
/** @typedef {{}} Footer_About_TextInputs */
/** @typedef {{}} Footer_About_TitleInputs */
/** @typedef {{}} Footer_CompanyInputs */
/** @typedef {{}} Footer_ContactInputs */
/** @typedef {{}} Footer_See_HowInputs */
/** @typedef {{}} Footer_SocialInputs */
/** @typedef {{}} Forgot_Password_IntroInputs */
/** @typedef {{}} Forgot_Your_PasswordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Found_ItemsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} From_ToInputs */
/** @typedef {{ name: NonNullable<unknown> }} From_WishlistInputs */
/** @typedef {{}} Gallery_FailedInputs */
/** @typedef {{}} GenderInputs */
/** @typedef {{}} Get_The_AppInputs */
/** @typedef {{}} Go_To_CartInputs */
/** @typedef {{}} Go_To_HomeInputs */
/** @typedef {{}} Go_To_PaymentInputs */
/** @typedef {{}} Google_Play_LabelInputs */
/** @typedef {{}} Google_Play_SmallInputs */
/** @typedef {{}} Grand_TotalInputs */
/** @typedef {{}} GuestInputs */
/** @typedef {{}} Guest_Email_HintInputs */
/** @typedef {{}} Guide_AmountInputs */
/** @typedef {{}} Guide_ChannelInputs */
/** @typedef {{}} Guide_Copy_NumberInputs */
/** @typedef {{}} Guide_IntroInputs */
/** @typedef {{}} Guide_No_ChannelInputs */
/** @typedef {{}} Guide_Number_CopiedInputs */
/** @typedef {{}} Guide_Number_Not_CopiedInputs */
/** @typedef {{}} Guide_Open_BillInputs */
/** @typedef {{}} Guide_Open_Bill_NoteInputs */
/** @typedef {{}} Guide_Pay_BeforeInputs */
/** @typedef {{}} Guide_Pay_CodeInputs */
/** @typedef {{}} Guide_Qris_CodeInputs */
/** @typedef {{ amount: NonNullable<unknown>, merchant: NonNullable<unknown> }} Guide_Qris_ImageInputs */
/** @typedef {{}} Guide_Step_Card_OpenInputs */
/** @typedef {{}} Guide_Step_Card_SecureInputs */
/** @typedef {{ amount: NonNullable<unknown>, merchant: NonNullable<unknown> }} Guide_Step_CheckInputs */
/** @typedef {{}} Guide_Step_ChooseInputs */
/** @typedef {{}} Guide_Step_DoneInputs */
/** @typedef {{ merchant: NonNullable<unknown>, amount: NonNullable<unknown> }} Guide_Step_Ewallet_ApproveInputs */
/** @typedef {{ wallet: NonNullable<unknown> }} Guide_Step_Ewallet_OpenInputs */
/** @typedef {{}} Guide_Step_FollowInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Guide_Step_Paylater_OpenInputs */
/** @typedef {{ amount: NonNullable<unknown>, merchant: NonNullable<unknown> }} Guide_Step_Paylater_TenorInputs */
/** @typedef {{}} Guide_Step_Qris_OpenInputs */
/** @typedef {{}} Guide_Step_Qris_ScanInputs */
/** @typedef {{}} Guide_Step_Qris_Scan_HereInputs */
/** @typedef {{ merchant: NonNullable<unknown>, code: NonNullable<unknown> }} Guide_Step_Retail_CodeInputs */
/** @typedef {{ merchant: NonNullable<unknown> }} Guide_Step_Retail_Code_PageInputs */
/** @typedef {{ store: NonNullable<unknown> }} Guide_Step_Retail_GoInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Guide_Step_Retail_PayInputs */
/** @typedef {{ number: NonNullable<unknown> }} Guide_Step_Va_EnterInputs */
/** @typedef {{}} Guide_Step_Va_Enter_PageInputs */
/** @typedef {{ bank: NonNullable<unknown> }} Guide_Step_Va_OpenInputs */
/** @typedef {{}} Guide_TitleInputs */
/** @typedef {{}} Guide_Va_NumberInputs */
/** @typedef {{}} HelloInputs */
/** @typedef {{}} HelpInputs */
/** @typedef {{}} Help_FaqInputs */
/** @typedef {{}} HighlightsInputs */
/** @typedef {{}} Home_HeadingInputs */
/** @typedef {{}} How_It_WorksInputs */
/** @typedef {{}} How_ReceiveInputs */
/** @typedef {{ name: NonNullable<unknown>, index: NonNullable<unknown>, count: NonNullable<unknown> }} Image_OfInputs */
/** @typedef {{}} Increase_QuantityInputs */
/** @typedef {{ name: NonNullable<unknown> }} Increase_Quantity_OfInputs */
/** @typedef {{ count: NonNullable<unknown> }} Item_CountInputs */
/** @typedef {{}} Items_In_CartInputs */
/** @typedef {{}} Kainara_HomeInputs */
/** @typedef {{}} Kainara_OffersInputs */
/** @typedef {{}} Landing_FailedInputs */
/** @typedef {{}} Landing_Pickup_TextInputs */
/** @typedef {{}} Landing_PreparingInputs */
/** @typedef {{}} Landing_Process_TextInputs */
/** @typedef {{}} Landing_Process_TitleInputs */
/** @typedef {{}} Landing_Promo_TextInputs */
/** @typedef {{}} Landing_Promo_TitleInputs */
/** @typedef {{}} Last_StatusInputs */
/** @typedef {{}} LegalInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Line_NameInputs */
/** @typedef {{}} Link_CopiedInputs */
/** @typedef {{}} Link_Not_CopiedInputs */
/** @typedef {{}} Link_Not_ValidInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Loading_AddressesInputs */
/** @typedef {{}} Loading_CartInputs */
/** @typedef {{}} Loading_CheckoutInputs */
/** @typedef {{}} Loading_OrderInputs */
/** @typedef {{}} Loading_ProductInputs */
/** @typedef {{}} Loading_ProductsInputs */
/** @typedef {{}} Loading_Shipping_RatesInputs */
/** @typedef {{}} Loading_StoresInputs */
/** @typedef {{ index: NonNullable<unknown> }} Look_On_InstagramInputs */
/** @typedef {{}} MaleInputs */
/** @typedef {{}} Mark_All_ReadInputs */
/** @typedef {{}} MembersInputs */
/** @typedef {{}} Mens_EditInputs */
/** @typedef {{}} MenuInputs */
/** @typedef {{}} My_AccountInputs */
/** @typedef {{}} My_OrdersInputs */
/** @typedef {{}} My_ReviewsInputs */
/** @typedef {{}} My_WishlistInputs */
/** @typedef {{}} My_WishlistsInputs */
/** @typedef {{ value: NonNullable<unknown>, max: NonNullable<unknown> }} N_Of_MaxInputs */
/** @typedef {{}} NameInputs */
/** @typedef {{}} Nav_AccessoriesInputs */
/** @typedef {{}} Nav_All_ProductsInputs */
/** @typedef {{}} Nav_KidsInputs */
/** @typedef {{}} Nav_LookbookInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} Nav_MenInputs */
/** @typedef {{}} Nav_MobileInputs */
/** @typedef {{}} Nav_SaleInputs */
/** @typedef {{}} Nav_WomenInputs */
/** @typedef {{}} New_AddressInputs */
/** @typedef {{}} New_CustomerInputs */
/** @typedef {{}} New_Customer_TextInputs */
/** @typedef {{}} New_PasswordInputs */
/** @typedef {{}} NewsletterInputs */
/** @typedef {{}} Newsletter_And_AppInputs */
/** @typedef {{}} Newsletter_Box_TextInputs */
/** @typedef {{}} Newsletter_KickerInputs */
/** @typedef {{}} Newsletter_NoteInputs */
/** @typedef {{}} Newsletter_Toggle_TextInputs */
/** @typedef {{}} Next_ImageInputs */
/** @typedef {{}} Next_SlideInputs */
/** @typedef {{}} No_MatchInputs */
/** @typedef {{}} No_Photos_YetInputs */
/** @typedef {{}} No_ResiInputs */
/** @typedef {{}} No_ResponseInputs */
/** @typedef {{}} No_Reviews_Yet_ProductInputs */
/** @typedef {{}} NotesInputs */
/** @typedef {{}} Notes_For_CourierInputs */
/** @typedef {{}} Nothing_Available_AnywhereInputs */
/** @typedef {{}} Nothing_To_Check_OutInputs */
/** @typedef {{}} NotificationsInputs */
/** @typedef {{}} Notifications_EmptyInputs */
/** @typedef {{}} Notifications_FailedInputs */
/** @typedef {{}} Notifications_Sign_InInputs */
/** @typedef {{}} Notifications_SubtitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notifications_UnreadInputs */
/** @typedef {{}} Old_PasswordInputs */
/** @typedef {{}} On_InstagramInputs */
/** @typedef {{}} Online_DeliveryInputs */
/** @typedef {{}} Online_Delivery_Guide_TextInputs */
/** @typedef {{}} Online_Delivery_TextInputs */
/** @typedef {{}} Online_Delivery_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Only_Available_LowerInputs */
/** @typedef {{}} Open_CartInputs */
/** @typedef {{ count: NonNullable<unknown> }} Open_Cart_CountInputs */
/** @typedef {{}} Open_In_MapsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Open_In_Maps_ForInputs */
/** @typedef {{}} Open_MenuInputs */
/** @typedef {{}} Opens_New_TabInputs */
/** @typedef {{ label: NonNullable<unknown> }} Opens_SoonInputs */
/** @typedef {{}} Opens_Soon_TextInputs */
/** @typedef {{}} OptionalInputs */
/** @typedef {{}} Order_ClosedInputs */
/** @typedef {{}} Order_DateInputs */
/** @typedef {{}} Order_InformationInputs */
/** @typedef {{}} Order_NoInputs */
/** @typedef {{}} Order_Not_FoundInputs */
/** @typedef {{}} Order_Not_In_AccountInputs */
/** @typedef {{ number: NonNullable<unknown> }} Order_NumberInputs */
/** @typedef {{}} Order_SummaryInputs */
/** @typedef {{}} Order_TrackingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Order_Tracking_TitleInputs */
/** @typedef {{}} Original_PriceInputs */
/** @typedef {{}} Other_Language_CodeInputs */
/** @typedef {{}} Other_Language_NameInputs */
/** @typedef {{}} Our_StoresInputs */
/** @typedef {{ max: NonNullable<unknown> }} Out_OfInputs */
/** @typedef {{}} Page_Could_Not_Be_ShownInputs */
/** @typedef {{}} Page_Does_Not_ExistInputs */
/** @typedef {{}} Page_FailedInputs */
/** @typedef {{}} Page_May_Have_MovedInputs */
/** @typedef {{}} Paid_Follow_GuestInputs */
/** @typedef {{}} Paid_Follow_MemberInputs */
/** @typedef {{}} Paid_Follow_OrderInputs */
/** @typedef {{ number: NonNullable<unknown> }} Paid_Order_NumberInputs */
/** @typedef {{}} Paid_Pickup_Code_GuestInputs */
/** @typedef {{}} Paid_Pickup_Code_MemberInputs */
/** @typedef {{}} PasswordInputs */
/** @typedef {{}} Pause_Slide_ShowInputs */
/** @typedef {{}} Pay_AgainInputs */
/** @typedef {{}} PaymentInputs */
/** @typedef {{}} Payment_ConfirmationInputs */
/** @typedef {{}} Payment_DateInputs */
/** @typedef {{}} Payment_In_ProcessInputs */
/** @typedef {{}} Payment_Not_CompletedInputs */
/** @typedef {{}} Payment_Not_ConfirmedInputs */
/** @typedef {{}} Payment_ReceivedInputs */
/** @typedef {{}} Pending_ReviewsInputs */
/** @typedef {{}} Pending_Reviews_IntroInputs */
/** @typedef {{}} PhoneInputs */
/** @typedef {{}} Pick_Up_HereInputs */
/** @typedef {{}} Pickup_CodeInputs */
/** @typedef {{}} Pickup_Collected_ByInputs */
/** @typedef {{}} Pickup_Collector_HintInputs */
/** @typedef {{}} Pickup_Collector_NameInputs */
/** @typedef {{}} Pickup_Collector_PhoneInputs */
/** @typedef {{}} Pickup_Collector_TitleInputs */
/** @typedef {{}} Pickup_Guide_TextInputs */
/** @typedef {{}} Pickup_LocationInputs */
/** @typedef {{}} Pickup_On_StoreInputs */
/** @typedef {{}} Pickup_QrInputs */
/** @typedef {{ code: NonNullable<unknown> }} Pickup_Qr_AltInputs */
/** @typedef {{}} Placing_OrderInputs */
/** @typedef {{ title: NonNullable<unknown> }} Play_VideoInputs */
/** @typedef {{}} Please_Try_AgainInputs */
/** @typedef {{}} PopularInputs */
/** @typedef {{}} Popular_BatikInputs */
/** @typedef {{}} Popular_DressInputs */
/** @typedef {{}} Popular_KebayaInputs */
/** @typedef {{}} Popular_LinenInputs */
/** @typedef {{}} Popular_ToteInputs */
/** @typedef {{}} Preparing_New_PiecesInputs */
/** @typedef {{}} Previous_ImageInputs */
/** @typedef {{}} Previous_SlideInputs */
/** @typedef {{}} PriceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Price_And_AboveInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Price_BetweenInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Price_UnderInputs */
/** @typedef {{}} Prices_In_IdrInputs */
/** @typedef {{}} PrimaryInputs */
/** @typedef {{}} Privacy_Binding_NoteInputs */
/** @typedef {{}} Privacy_PolicyInputs */
/** @typedef {{}} Privacy_Read_BindingInputs */
/** @typedef {{}} Privacy_Read_TranslationInputs */
/** @typedef {{}} Privacy_Translation_NoteInputs */
/** @typedef {{}} ProductInputs */
/** @typedef {{ code: NonNullable<unknown> }} Product_CodeInputs */
/** @typedef {{}} Product_ImagesInputs */
/** @typedef {{}} Product_ListInputs */
/** @typedef {{}} Product_Not_FoundInputs */
/** @typedef {{}} Product_Not_Found_TextInputs */
/** @typedef {{}} Product_Preview_BannerInputs */
/** @typedef {{}} ProductsInputs */
/** @typedef {{}} Products_In_OrderInputs */
/** @typedef {{}} Profile_FailedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Promo_Applied_ToastInputs */
/** @typedef {{}} Promo_BundlesInputs */
/** @typedef {{}} Promo_CodeInputs */
/** @typedef {{ code: NonNullable<unknown> }} Promo_Code_OfInputs */
/** @typedef {{ code: NonNullable<unknown> }} Promo_OfInputs */
/** @typedef {{}} Promo_WordInputs */
/** @typedef {{}} ProvinceInputs */
/** @typedef {{}} QtyInputs */
/** @typedef {{}} QuantityInputs */
/** @typedef {{ name: NonNullable<unknown> }} Quantity_OfInputs */
/** @typedef {{ value: NonNullable<unknown> }} Quantity_ValueInputs */
/** @typedef {{ rating: NonNullable<unknown>, max: NonNullable<unknown> }} Rated_Out_OfInputs */
/** @typedef {{}} Ready_After_PaymentInputs */
/** @typedef {{}} RecipientInputs */
/** @typedef {{}} Recipient_NameInputs */
/** @typedef {{}} Recipient_PhoneInputs */
/** @typedef {{}} Recipient_ZipcodeInputs */
/** @typedef {{}} Related_ProductsInputs */
/** @typedef {{}} RemoveInputs */
/** @typedef {{}} Remove_From_WishlistInputs */
/** @typedef {{ name: NonNullable<unknown> }} Remove_OfInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{}} Returns_Account_HolderInputs */
/** @typedef {{}} Returns_Account_NumberInputs */
/** @typedef {{}} Returns_Add_PhotoInputs */
/** @typedef {{}} Returns_BankInputs */
/** @typedef {{}} Returns_Bank_HintInputs */
/** @typedef {{}} Returns_Bank_NameInputs */
/** @typedef {{ returnRef: NonNullable<unknown>, showroom: NonNullable<unknown>, address: NonNullable<unknown> }} Returns_Bring_ToInputs */
/** @typedef {{}} Returns_CancelInputs */
/** @typedef {{}} Returns_Choose_ShowroomInputs */
/** @typedef {{}} Returns_Choose_SizeInputs */
/** @typedef {{}} Returns_Counter_ShowroomInputs */
/** @typedef {{ product: NonNullable<unknown> }} Returns_Exchange_SizeInputs */
/** @typedef {{ size: NonNullable<unknown> }} Returns_Exchange_ToInputs */
/** @typedef {{ resi: NonNullable<unknown> }} Returns_Exchange_WaybillInputs */
/** @typedef {{}} Returns_Hide_Exchange_TrackingInputs */
/** @typedef {{}} Returns_LessInputs */
/** @typedef {{ product: NonNullable<unknown>, size: NonNullable<unknown> }} Returns_Line_QtyInputs */
/** @typedef {{ product: NonNullable<unknown>, size: NonNullable<unknown>, qty: NonNullable<unknown> }} Returns_Line_SummaryInputs */
/** @typedef {{}} Returns_List_TitleInputs */
/** @typedef {{}} Returns_MoreInputs */
/** @typedef {{}} Returns_No_Other_SizeInputs */
/** @typedef {{}} Returns_NoteInputs */
/** @typedef {{}} Returns_Open_FormInputs */
/** @typedef {{ number: NonNullable<unknown> }} Returns_Photo_AltInputs */
/** @typedef {{}} Returns_Photo_UploadingInputs */
/** @typedef {{}} Returns_PhotosInputs */
/** @typedef {{}} Returns_Photos_HintInputs */
/** @typedef {{}} Returns_Photos_NeededInputs */
/** @typedef {{}} Returns_PolicyInputs */
/** @typedef {{}} Returns_ReasonInputs */
/** @typedef {{}} Returns_Reason_Changed_MindInputs */
/** @typedef {{}} Returns_Reason_DamagedInputs */
/** @typedef {{}} Returns_Reason_Not_As_PicturedInputs */
/** @typedef {{}} Returns_Reason_Too_LargeInputs */
/** @typedef {{}} Returns_Reason_Too_SmallInputs */
/** @typedef {{}} Returns_Reason_Wrong_ItemInputs */
/** @typedef {{}} Returns_ReferenceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Returns_Refund_AmountInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Returns_Refused_BecauseInputs */
/** @typedef {{ number: NonNullable<unknown> }} Returns_Remove_PhotoInputs */
/** @typedef {{}} Returns_SendInputs */
/** @typedef {{ returnRef: NonNullable<unknown>, showroom: NonNullable<unknown>, address: NonNullable<unknown> }} Returns_Send_ToInputs */
/** @typedef {{}} Returns_Sent_TitleInputs */
/** @typedef {{}} Returns_Size_HeldInputs */
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
/** @typedef {{}} Returns_TitleInputs */
/** @typedef {{}} Returns_Track_ExchangeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Returns_Units_LeftInputs */
/** @typedef {{}} Returns_WayInputs */
/** @typedef {{}} Returns_Way_CounterInputs */
/** @typedef {{ showroom: NonNullable<unknown> }} Returns_Way_CourierInputs */
/** @typedef {{}} Returns_Way_Courier_PlainInputs */
/** @typedef {{ closes: NonNullable<unknown>, damage: NonNullable<unknown> }} Returns_Window_UntilInputs */
/** @typedef {{}} Returns_WishInputs */
/** @typedef {{}} Returns_Wish_ExchangeInputs */
/** @typedef {{}} Returns_Wish_RefundInputs */
/** @typedef {{ count: NonNullable<unknown> }} Review_CountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Review_OfInputs */
/** @typedef {{}} Review_PlaceholderInputs */
/** @typedef {{}} ReviewsInputs */
/** @typedef {{}} Sale_Feature_TextInputs */
/** @typedef {{ title: NonNullable<unknown> }} Sale_OfInputs */
/** @typedef {{}} Sale_PriceInputs */
/** @typedef {{}} Save_AddressInputs */
/** @typedef {{}} Save_ChangesInputs */
/** @typedef {{}} SearchInputs */
/** @typedef {{}} Search_CitiesInputs */
/** @typedef {{}} Search_KainaraInputs */
/** @typedef {{}} Search_PlaceholderInputs */
/** @typedef {{}} Search_ProductsInputs */
/** @typedef {{}} Search_ProvincesInputs */
/** @typedef {{}} Search_SubdistrictsInputs */
/** @typedef {{}} Season_OffersInputs */
/** @typedef {{}} Secure_CheckoutInputs */
/** @typedef {{}} See_All_NotificationsInputs */
/** @typedef {{ title: NonNullable<unknown> }} See_GalleryInputs */
/** @typedef {{}} See_My_OrdersInputs */
/** @typedef {{}} Send_New_PasswordInputs */
/** @typedef {{}} Service_Fast_TextInputs */
/** @typedef {{}} Service_Fast_TitleInputs */
/** @typedef {{}} Service_Offers_TextInputs */
/** @typedef {{}} Service_Offers_TitleInputs */
/** @typedef {{}} Service_Pickup_TextInputs */
/** @typedef {{}} Service_Pickup_TitleInputs */
/** @typedef {{}} Set_As_PrimaryInputs */
/** @typedef {{}} ShareInputs */
/** @typedef {{}} Ship_FromInputs */
/** @typedef {{}} Ship_From_HereInputs */
/** @typedef {{}} Ship_From_TextInputs */
/** @typedef {{}} ShippingInputs */
/** @typedef {{}} Shipping_AddressesInputs */
/** @typedef {{}} Shipping_CostInputs */
/** @typedef {{}} Shipping_MethodsInputs */
/** @typedef {{}} Shipping_SectionInputs */
/** @typedef {{}} Ships_FromInputs */
/** @typedef {{ title: NonNullable<unknown> }} Shop_All_OfInputs */
/** @typedef {{}} Shop_All_ProductsInputs */
/** @typedef {{}} Shop_All_SaleInputs */
/** @typedef {{}} Shop_NowInputs */
/** @typedef {{ title: NonNullable<unknown> }} Shop_OfInputs */
/** @typedef {{}} Shop_On_The_GoInputs */
/** @typedef {{}} Shop_On_The_Go_TextInputs */
/** @typedef {{}} Shop_Sale_ByInputs */
/** @typedef {{}} Shop_The_SaleInputs */
/** @typedef {{}} Shopping_CartInputs */
/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Show_ImageInputs */
/** @typedef {{}} Show_ItemsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Show_N_ItemsInputs */
/** @typedef {{ index: NonNullable<unknown>, title: NonNullable<unknown> }} Show_SlideInputs */
/** @typedef {{}} Showing_Results_ForInputs */
/** @typedef {{}} Sign_InInputs */
/** @typedef {{}} Sign_In_ButtonInputs */
/** @typedef {{}} Sign_In_Or_CreateInputs */
/** @typedef {{}} Sign_OutInputs */
/** @typedef {{}} Sign_Out_ConfirmInputs */
/** @typedef {{}} Sign_UpInputs */
/** @typedef {{}} SizeInputs */
/** @typedef {{ size: NonNullable<unknown>, qty: NonNullable<unknown> }} Size_And_QtyInputs */
/** @typedef {{ name: NonNullable<unknown> }} Size_Chart_ForInputs */
/** @typedef {{ count: NonNullable<unknown>, size: NonNullable<unknown> }} Size_FacetInputs */
/** @typedef {{}} Size_GuideInputs */
/** @typedef {{ size: NonNullable<unknown> }} Size_OfInputs */
/** @typedef {{ size: NonNullable<unknown> }} Size_Out_Of_StockInputs */
/** @typedef {{ size: NonNullable<unknown>, date: NonNullable<unknown> }} Size_Reviewed_OnInputs */
/** @typedef {{}} Size_Sold_OutInputs */
/** @typedef {{}} Skip_To_ContentInputs */
/** @typedef {{}} SlideInputs */
/** @typedef {{ index: NonNullable<unknown>, total: NonNullable<unknown>, title: NonNullable<unknown> }} Slide_PositionInputs */
/** @typedef {{}} Something_Went_WrongInputs */
/** @typedef {{}} Sort_ByInputs */
/** @typedef {{}} Sort_NewestInputs */
/** @typedef {{}} Sort_Price_AscInputs */
/** @typedef {{}} Sort_Price_DescInputs */
/** @typedef {{ count: NonNullable<unknown> }} Star_CountInputs */
/** @typedef {{}} Start_ShoppingInputs */
/** @typedef {{}} Start_Slide_ShowInputs */
/** @typedef {{}} StatusInputs */
/** @typedef {{}} Step_AddressInputs */
/** @typedef {{}} Step_CourierInputs */
/** @typedef {{}} Step_DeliveryInputs */
/** @typedef {{ index: NonNullable<unknown> }} Step_NInputs */
/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Step_OfInputs */
/** @typedef {{}} Step_Ship_FromInputs */
/** @typedef {{}} Step_StoreInputs */
/** @typedef {{}} Step_SummaryInputs */
/** @typedef {{}} Still_Need_HelpInputs */
/** @typedef {{}} Stock_Check_FailedInputs */
/** @typedef {{}} Stock_LocationsInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, qty: NonNullable<unknown> }} Stock_SummaryInputs */
/** @typedef {{ count: NonNullable<unknown> }} Store_CountInputs */
/** @typedef {{}} Store_HoursInputs */
/** @typedef {{}} Store_Hours_ValueInputs */
/** @typedef {{}} Store_PickupInputs */
/** @typedef {{}} Store_Pickup_AtInputs */
/** @typedef {{}} Store_Pickup_TextInputs */
/** @typedef {{}} Store_Pickup_TitleInputs */
/** @typedef {{}} Stores_Coming_SoonInputs */
/** @typedef {{}} Stores_FailedInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Stores_IntroInputs */
/** @typedef {{}} SubdistrictInputs */
/** @typedef {{}} Submit_ReviewInputs */
/** @typedef {{}} SubscribeInputs */
/** @typedef {{}} SubscribedInputs */
/** @typedef {{}} SubtotalInputs */
/** @typedef {{ count: NonNullable<unknown> }} Subtotal_ItemsInputs */
/** @typedef {{ handle: NonNullable<unknown> }} Tag_To_Be_FeaturedInputs */
/** @typedef {{}} Tap_A_StarInputs */
/** @typedef {{}} Terms_ConditionsInputs */
/** @typedef {{}} Thanks_For_Shopping_KainaraInputs */
/** @typedef {{}} The_EditInputs */
/** @typedef {{}} This_SeasonInputs */
/** @typedef {{}} TotalInputs */
/** @typedef {{}} Tracking_HistoryInputs */
/** @typedef {{}} TranslationInputs */
/** @typedef {{}} Try_AgainInputs */
/** @typedef {{}} Try_Again_Or_HomeInputs */
/** @typedef {{}} Try_Again_TitleInputs */
/** @typedef {{}} TypeInputs */
/** @typedef {{}} UnreadInputs */
/** @typedef {{}} UnsubscribedInputs */
/** @typedef {{}} Up_To_40_OffInputs */
/** @typedef {{}} View_DetailsInputs */
/** @typedef {{ number: NonNullable<unknown> }} View_Details_OfInputs */
/** @typedef {{}} View_GalleryInputs */
/** @typedef {{}} View_On_MapsInputs */
/** @typedef {{}} Visit_UsInputs */
/** @typedef {{}} Where_DeliverInputs */
/** @typedef {{}} Where_Deliver_TextInputs */
/** @typedef {{}} Why_ShopInputs */
/** @typedef {{ name: NonNullable<unknown> }} Will_Be_RemovedInputs */
/** @typedef {{}} WishlistInputs */
/** @typedef {{}} Womens_EditInputs */
/** @typedef {{}} Worn_By_YouInputs */
/** @typedef {{}} Yes_Go_To_PaymentInputs */
/** @typedef {{}} You_May_Also_LikeInputs */
/** @typedef {{}} Your_CartInputs */
/** @typedef {{}} Your_RatingInputs */
/** @typedef {{}} Your_ReviewInputs */
/** @typedef {{}} Your_Saved_AddressesInputs */
/** @typedef {{}} Zipcode_OptionalInputs */
/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Zoom_ImageInputs */
/** @typedef {{}} Zoom_InInputs */
/** @typedef {{}} Zoom_OutInputs */
import * as registry from "../registry.js"


export const account = /** @type {(inputs: AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const account_information = /** @type {(inputs: Account_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Information`)
};

export const add_new_address = /** @type {(inputs: Add_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Address`)
};

export const add_to_cart = /** @type {(inputs: Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to Cart`)
};

export const add_to_wishlist = /** @type {(inputs: Add_To_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to wishlist`)
};

export const added_at_checkout = /** @type {(inputs: Added_At_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping and promo codes are added at checkout.`)
};

export const address = /** @type {(inputs: AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const address_label = /** @type {(inputs: Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address Label`)
};

export const address_label_placeholder = /** @type {(inputs: Address_Label_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home, Office…`)
};

export const address_name = /** @type {(inputs: Address_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address Name`)
};

export const address_street = /** @type {(inputs: Address_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address Street`)
};

export const all_of = /** @type {(inputs: All_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.name}`)
};

export const almost_there = /** @type {(inputs: Almost_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Almost there`)
};

export const already_member = /** @type {(inputs: Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already a Member?`)
};

export const already_member_text = /** @type {(inputs: Already_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see your orders, your wishlist and your saved addresses.`)
};

export const app_store_label = /** @type {(inputs: App_Store_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download on the App Store`)
};

export const app_store_small = /** @type {(inputs: App_Store_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download on the`)
};

export const applied = /** @type {(inputs: AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`applied`)
};

export const applied_to_cart = /** @type {(inputs: Applied_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied to your cart`)
};

export const apply = /** @type {(inputs: ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

export const at_least_8 = /** @type {(inputs: At_Least_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters.`)
};

export const back = /** @type {(inputs: BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const back_to_sign_in = /** @type {(inputs: Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Sign In`)
};

export const back_to_store = /** @type {(inputs: Back_To_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to store`)
};

export const band_facet = /** @type {(inputs: Band_FacetInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.band}, ${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.band}, ${i?.count} items`);
	return /** @type {LocalizedString} */ ("band_facet");
};

export const based_on = /** @type {(inputs: Based_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Based on ${i?.reviews}`)
};

export const best_match = /** @type {(inputs: Best_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best match`)
};

export const breadcrumb = /** @type {(inputs: BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const bundle_hint = /** @type {(inputs: Bundle_HintInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Add ${i?.count} more item to get ${i?.name}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Add ${i?.count} more items to get ${i?.name}`);
	return /** @type {LocalizedString} */ ("bundle_hint");
};

export const bundle_hint_before = /** @type {(inputs: Bundle_Hint_BeforeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Add ${i?.count} more item to get`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Add ${i?.count} more items to get`);
	return /** @type {LocalizedString} */ ("bundle_hint_before");
};

export const bundle_savings = /** @type {(inputs: Bundle_SavingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle savings`)
};

export const bundle_savings_included = /** @type {(inputs: Bundle_Savings_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle savings (included)`)
};

export const cancel = /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const carousel = /** @type {(inputs: CarouselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`carousel`)
};

export const cart_empty_text = /** @type {(inputs: Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieces you add to your cart will wait for you here.`)
};

export const categories = /** @type {(inputs: CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories`)
};

export const categories_loading = /** @type {(inputs: Categories_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories are on their way…`)
};

export const category = /** @type {(inputs: CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

export const change = /** @type {(inputs: ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

export const change_address = /** @type {(inputs: Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`address`)
};

export const change_hub = /** @type {(inputs: Change_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hub`)
};

export const change_password = /** @type {(inputs: Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Password`)
};

export const change_password_hint = /** @type {(inputs: Change_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters. Other devices signed in to your account will be signed out.`)
};

export const change_shipping_method = /** @type {(inputs: Change_Shipping_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`shipping method`)
};

export const change_store = /** @type {(inputs: Change_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`store`)
};

export const channel = /** @type {(inputs: ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Channel`)
};

export const chat_on_whatsapp = /** @type {(inputs: Chat_On_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp`)
};

export const chat_whatsapp = /** @type {(inputs: Chat_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat with us on WhatsApp`)
};

export const check_connection = /** @type {(inputs: Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your connection and try again.`)
};

export const check_stock_locations = /** @type {(inputs: Check_Stock_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Stock Locations`)
};

export const checking = /** @type {(inputs: CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

export const checkout = /** @type {(inputs: CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const checkout_as_guest = /** @type {(inputs: Checkout_As_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout as Guest`)
};

export const checkout_steps = /** @type {(inputs: Checkout_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout steps`)
};

export const choose_a_store = /** @type {(inputs: Choose_A_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a store`)
};

export const choose_a_store_text = /** @type {(inputs: Choose_A_Store_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is ready at least 1 hour after your payment succeeds. Stores are open 10:00-20:00 WIB.`)
};

export const choose_city_first = /** @type {(inputs: Choose_City_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a city first`)
};

export const choose_province_first = /** @type {(inputs: Choose_Province_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a province first`)
};

export const choose_shipping_method_text = /** @type {(inputs: Choose_Shipping_Method_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered by SiCepat. Estimates count from the day your parcel is handed over.`)
};

export const choose_shipping_method_title = /** @type {(inputs: Choose_Shipping_Method_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a shipping method`)
};

export const city = /** @type {(inputs: CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const clear_size_price = /** @type {(inputs: Clear_Size_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear size and price`)
};

export const close = /** @type {(inputs: CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const close_search = /** @type {(inputs: Close_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close search`)
};

export const collections = /** @type {(inputs: CollectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collections`)
};

export const confirm_new_password = /** @type {(inputs: Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

export const confirm_password = /** @type {(inputs: Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

export const confirming_payment = /** @type {(inputs: Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment..`)
};

export const contents = /** @type {(inputs: ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contents`)
};

export const continue_action = /** @type {(inputs: Continue_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const continue_shopping = /** @type {(inputs: Continue_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue Shopping`)
};

export const continue_shopping_lower = /** @type {(inputs: Continue_Shopping_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue shopping`)
};

export const copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const copyright = /** @type {(inputs: CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} KAINARA. All rights reserved.`)
};

export const cost = /** @type {(inputs: CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cost`)
};

export const courier = /** @type {(inputs: CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courier`)
};

export const create_account = /** @type {(inputs: Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Account`)
};

export const customer_service = /** @type {(inputs: Customer_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer service`)
};

export const customer_service_answers = /** @type {(inputs: Customer_Service_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our customer service team answers ${i?.hours}.`)
};

export const customer_service_hours = /** @type {(inputs: Customer_Service_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon-Fri 09:00-16:00 WIB`)
};

export const decrease_quantity = /** @type {(inputs: Decrease_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decrease quantity`)
};

export const decrease_quantity_of = /** @type {(inputs: Decrease_Quantity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decrease quantity of ${i?.name}`)
};

export const delete_account_intro = /** @type {(inputs: Delete_Account_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting your account removes your profile, addresses, wishlist and notifications for good. Orders stay on record without your name. It cannot be undone.`)
};

export const delete_action = /** @type {(inputs: Delete_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const delete_my_account = /** @type {(inputs: Delete_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete My Account`)
};

export const deliver_to = /** @type {(inputs: Deliver_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliver to`)
};

export const description_estimated = /** @type {(inputs: Description_EstimatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description}, estimated ${i?.etd}`)
};

export const details = /** @type {(inputs: DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const discount = /** @type {(inputs: DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

export const discover_of = /** @type {(inputs: Discover_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discover ${i?.title}`)
};

export const due_date = /** @type {(inputs: Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due Date`)
};

export const edit = /** @type {(inputs: EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const edit_address = /** @type {(inputs: Edit_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Address`)
};

export const email = /** @type {(inputs: EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const email_address = /** @type {(inputs: Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Address`)
};

export const email_address_lower = /** @type {(inputs: Email_Address_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

export const email_placeholder = /** @type {(inputs: Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you@example.com`)
};

export const enlarged_images = /** @type {(inputs: Enlarged_ImagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, enlarged images`)
};

export const enter_a_code = /** @type {(inputs: Enter_A_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a code`)
};

export const error_status = /** @type {(inputs: Error_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error ${i?.status}: ${i?.text}`)
};

export const estimated = /** @type {(inputs: EstimatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estimated ${i?.etd}`)
};

export const excluded_advice = /** @type {(inputs: Excluded_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They stay in your cart: choose another store in a later checkout to order them.`)
};

export const faq = /** @type {(inputs: FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const faq_intro = /** @type {(inputs: Faq_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers about your account, cart, shipping and payment.`)
};

export const faq_topics = /** @type {(inputs: Faq_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ topics`)
};

export const fashion_intro = /** @type {(inputs: Fashion_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore the KAINARA edits for women and men, then find the rest of the collection.`)
};

export const female = /** @type {(inputs: FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Female`)
};

export const filter = /** @type {(inputs: FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

export const filters = /** @type {(inputs: FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

export const find_a_store = /** @type {(inputs: Find_A_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a KAINARA store`)
};

export const fit_runs_large = /** @type {(inputs: Fit_Runs_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runs large: most buyers took one size down`)
};

export const fit_runs_small = /** @type {(inputs: Fit_Runs_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runs small: most buyers took one size up`)
};

export const follow = /** @type {(inputs: FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow ${i?.handle}`)
};

export const follow_us = /** @type {(inputs: Follow_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow Us`)
};

export const footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer`)
};

export const footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const footer_about_text = /** @type {(inputs: Footer_About_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KAINARA is everyday Indonesian clothing: breathable linen, hand-stamped batik and easy tailoring, designed in Bandung.`)
};

export const footer_about_title = /** @type {(inputs: Footer_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made for slow, warm days.`)
};

export const footer_company = /** @type {(inputs: Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const footer_contact = /** @type {(inputs: Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const footer_see_how = /** @type {(inputs: Footer_See_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See how you wear it`)
};

export const footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social`)
};

export const forgot_password_intro = /** @type {(inputs: Forgot_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the e-mail of your account and we will send you a new password. Your current password keeps working until you sign in with the new one.`)
};

export const forgot_your_password = /** @type {(inputs: Forgot_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

export const found_items = /** @type {(inputs: Found_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Found ${i?.count} Items`)
};

export const from_to = /** @type {(inputs: From_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.from} to ${i?.to}`)
};

export const from_wishlist = /** @type {(inputs: From_WishlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} from wishlist`)
};

export const gallery_failed = /** @type {(inputs: Gallery_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The gallery could not be loaded`)
};

export const gender = /** @type {(inputs: GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gender`)
};

export const get_the_app = /** @type {(inputs: Get_The_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the app`)
};

export const go_to_cart = /** @type {(inputs: Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go To Cart`)
};

export const go_to_home = /** @type {(inputs: Go_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to home`)
};

export const go_to_payment = /** @type {(inputs: Go_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go To Payment`)
};

export const google_play_label = /** @type {(inputs: Google_Play_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get it on Google Play`)
};

export const google_play_small = /** @type {(inputs: Google_Play_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GET IT ON`)
};

export const grand_total = /** @type {(inputs: Grand_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grand Total`)
};

export const guest = /** @type {(inputs: GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GUEST`)
};

export const guest_email_hint = /** @type {(inputs: Guest_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order confirmation and payment details are sent here.`)
};

export const guide_amount = /** @type {(inputs: Guide_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount to pay`)
};

export const guide_channel = /** @type {(inputs: Guide_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen way to pay`)
};

export const guide_copy_number = /** @type {(inputs: Guide_Copy_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy number`)
};

export const guide_intro = /** @type {(inputs: Guide_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order waits for your payment. It is held for you until the time below; after that it is cancelled and the items go back on sale.`)
};

export const guide_no_channel = /** @type {(inputs: Guide_No_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not chosen yet`)
};

export const guide_number_copied = /** @type {(inputs: Guide_Number_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number copied.`)
};

export const guide_number_not_copied = /** @type {(inputs: Guide_Number_Not_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The number could not be copied, please select it and copy it.`)
};

export const guide_open_bill = /** @type {(inputs: Guide_Open_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the bill again`)
};

export const guide_open_bill_note = /** @type {(inputs: Guide_Open_Bill_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can choose another way to pay there, without a new order.`)
};

export const guide_pay_before = /** @type {(inputs: Guide_Pay_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay before`)
};

export const guide_pay_code = /** @type {(inputs: Guide_Pay_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment code`)
};

export const guide_qris_code = /** @type {(inputs: Guide_Qris_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QRIS code`)
};

export const guide_qris_image = /** @type {(inputs: Guide_Qris_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QRIS code to scan: ${i?.amount} to ${i?.merchant}`)
};

export const guide_step_card_open = /** @type {(inputs: Guide_Step_Card_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the bill again and enter your card details.`)
};

export const guide_step_card_secure = /** @type {(inputs: Guide_Step_Card_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm with the code your bank sends you (3-D Secure).`)
};

export const guide_step_check = /** @type {(inputs: Guide_Step_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check that the amount is ${i?.amount} and the name is ${i?.merchant}, then confirm.`)
};

export const guide_step_choose = /** @type {(inputs: Guide_Step_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the bill and choose how to pay: virtual account, QRIS, e-wallet, card, pay-later or a store counter.`)
};

export const guide_step_done = /** @type {(inputs: Guide_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page shows the order paid as soon as the payment arrives; you can close it meanwhile.`)
};

export const guide_step_ewallet_approve = /** @type {(inputs: Guide_Step_Ewallet_ApproveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve the payment request from ${i?.merchant} for ${i?.amount}.`)
};

export const guide_step_ewallet_open = /** @type {(inputs: Guide_Step_Ewallet_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the ${i?.wallet} app on the phone number you gave.`)
};

export const guide_step_follow = /** @type {(inputs: Guide_Step_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the steps the payment page gives for that way of paying before the time above.`)
};

export const guide_step_paylater_open = /** @type {(inputs: Guide_Step_Paylater_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the bill again and sign in to ${i?.provider}.`)
};

export const guide_step_paylater_tenor = /** @type {(inputs: Guide_Step_Paylater_TenorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose the tenor and approve ${i?.amount} to ${i?.merchant}.`)
};

export const guide_step_qris_open = /** @type {(inputs: Guide_Step_Qris_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the bill again to show the QRIS code.`)
};

export const guide_step_qris_scan = /** @type {(inputs: Guide_Step_Qris_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan it with any bank or e-wallet app that pays QRIS.`)
};

export const guide_step_qris_scan_here = /** @type {(inputs: Guide_Step_Qris_Scan_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the code above with any bank or e-wallet app that pays QRIS.`)
};

export const guide_step_retail_code = /** @type {(inputs: Guide_Step_Retail_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Say you are paying ${i?.merchant} and give the payment code ${i?.code}.`)
};

export const guide_step_retail_code_page = /** @type {(inputs: Guide_Step_Retail_Code_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Say you are paying ${i?.merchant} and give the payment code the payment page gave you.`)
};

export const guide_step_retail_go = /** @type {(inputs: Guide_Step_Retail_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Go to the cashier of any ${i?.store} store.`)
};

export const guide_step_retail_pay = /** @type {(inputs: Guide_Step_Retail_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount} in cash and keep the receipt.`)
};

export const guide_step_va_enter = /** @type {(inputs: Guide_Step_Va_EnterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose Transfer, then Virtual Account, and enter the number ${i?.number}.`)
};

export const guide_step_va_enter_page = /** @type {(inputs: Guide_Step_Va_Enter_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Transfer, then Virtual Account, and enter the number the payment page gave you.`)
};

export const guide_step_va_open = /** @type {(inputs: Guide_Step_Va_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.bank} mobile banking or internet banking, or go to a ${i?.bank} ATM.`)
};

export const guide_title = /** @type {(inputs: Guide_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to pay`)
};

export const guide_va_number = /** @type {(inputs: Guide_Va_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virtual account number`)
};

export const hello = /** @type {(inputs: HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,`)
};

export const help = /** @type {(inputs: HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

export const help_faq = /** @type {(inputs: Help_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help & FAQ`)
};

export const highlights = /** @type {(inputs: HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highlights`)
};

export const home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KAINARA: Indonesian fashion for every day`)
};

export const how_it_works = /** @type {(inputs: How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};

export const how_receive = /** @type {(inputs: How_ReceiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to receive your order?`)
};

export const image_of = /** @type {(inputs: Image_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, image ${i?.index} of ${i?.count}`)
};

export const increase_quantity = /** @type {(inputs: Increase_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Increase quantity`)
};

export const increase_quantity_of = /** @type {(inputs: Increase_Quantity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Increase quantity of ${i?.name}`)
};

export const item_count = /** @type {(inputs: Item_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} items`);
	return /** @type {LocalizedString} */ ("item_count");
};

export const items_in_cart = /** @type {(inputs: Items_In_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in your cart`)
};

export const kainara_home = /** @type {(inputs: Kainara_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KAINARA home`)
};

export const kainara_offers = /** @type {(inputs: Kainara_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KAINARA offers`)
};

export const landing_failed = /** @type {(inputs: Landing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be loaded. Please try again.`)
};

export const landing_pickup_text = /** @type {(inputs: Landing_Pickup_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collect your order from a KAINARA showroom near you.`)
};

export const landing_preparing = /** @type {(inputs: Landing_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This collection page is being prepared.`)
};

export const landing_process_text = /** @type {(inputs: Landing_Process_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders are processed fast, within 1x24 hours.`)
};

export const landing_process_title = /** @type {(inputs: Landing_Process_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1x24 Hour Process`)
};

export const landing_promo_text = /** @type {(inputs: Landing_Promo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New offers every season, up to 40% off.`)
};

export const landing_promo_title = /** @type {(inputs: Landing_Promo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasonal Promo`)
};

export const last_status = /** @type {(inputs: Last_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last Status`)
};

export const legal = /** @type {(inputs: LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal`)
};

export const line_name = /** @type {(inputs: Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, size ${i?.size}`)
};

export const link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

export const link_not_copied = /** @type {(inputs: Link_Not_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link could not be copied, please copy it from the address bar.`)
};

export const link_not_valid = /** @type {(inputs: Link_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link not valid`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const loading_addresses = /** @type {(inputs: Loading_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your addresses..`)
};

export const loading_cart = /** @type {(inputs: Loading_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your cart`)
};

export const loading_checkout = /** @type {(inputs: Loading_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading checkout..`)
};

export const loading_order = /** @type {(inputs: Loading_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your order..`)
};

export const loading_product = /** @type {(inputs: Loading_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading product`)
};

export const loading_products = /** @type {(inputs: Loading_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading products`)
};

export const loading_shipping_rates = /** @type {(inputs: Loading_Shipping_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading shipping rates..`)
};

export const loading_stores = /** @type {(inputs: Loading_StoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading our stores`)
};

export const look_on_instagram = /** @type {(inputs: Look_On_InstagramInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Look ${i?.index} on Instagram`)
};

export const male = /** @type {(inputs: MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Male`)
};

export const mark_all_read = /** @type {(inputs: Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

export const members = /** @type {(inputs: MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

export const mens_edit = /** @type {(inputs: Mens_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Men's Edit`)
};

export const menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const my_account = /** @type {(inputs: My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My account`)
};

export const my_orders = /** @type {(inputs: My_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Orders`)
};

export const my_reviews = /** @type {(inputs: My_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Reviews`)
};

export const my_wishlist = /** @type {(inputs: My_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Wishlist`)
};

export const my_wishlists = /** @type {(inputs: My_WishlistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Wishlists`)
};

export const n_of_max = /** @type {(inputs: N_Of_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} of ${i?.max}`)
};

export const name = /** @type {(inputs: NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const nav_accessories = /** @type {(inputs: Nav_AccessoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessories`)
};

export const nav_all_products = /** @type {(inputs: Nav_All_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Products`)
};

export const nav_kids = /** @type {(inputs: Nav_KidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kids`)
};

export const nav_lookbook = /** @type {(inputs: Nav_LookbookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lookbook`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const nav_men = /** @type {(inputs: Nav_MenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Men`)
};

export const nav_mobile = /** @type {(inputs: Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

export const nav_sale = /** @type {(inputs: Nav_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

export const nav_women = /** @type {(inputs: Nav_WomenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Women`)
};

export const new_address = /** @type {(inputs: New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Address`)
};

export const new_customer = /** @type {(inputs: New_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Customer`)
};

export const new_customer_text = /** @type {(inputs: New_Customer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration is free and takes a minute. Members keep a wishlist, save their addresses and follow every order.`)
};

export const new_password = /** @type {(inputs: New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Password`)
};

export const newsletter = /** @type {(inputs: NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

export const newsletter_and_app = /** @type {(inputs: Newsletter_And_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter and app`)
};

export const newsletter_box_text = /** @type {(inputs: Newsletter_Box_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New collections, restocks and offers, straight to your inbox.`)
};

export const newsletter_kicker = /** @type {(inputs: Newsletter_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letters from KAINARA`)
};

export const newsletter_note = /** @type {(inputs: Newsletter_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We send a confirmation link first. Every mail has a link to unsubscribe.`)
};

export const newsletter_toggle_text = /** @type {(inputs: Newsletter_Toggle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New collections, restocks and offers by e-mail. Every mail has a link to stop them.`)
};

export const next_image = /** @type {(inputs: Next_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next image`)
};

export const next_slide = /** @type {(inputs: Next_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next slide`)
};

export const no_match = /** @type {(inputs: No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No match`)
};

export const no_photos_yet = /** @type {(inputs: No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet`)
};

export const no_resi = /** @type {(inputs: No_ResiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No. Resi`)
};

export const no_response = /** @type {(inputs: No_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No response from the server`)
};

export const no_reviews_yet_product = /** @type {(inputs: No_Reviews_Yet_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet. Reviews come from shoppers who bought and received this piece.`)
};

export const notes = /** @type {(inputs: NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const notes_for_courier = /** @type {(inputs: Notes_For_CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes for the courier`)
};

export const nothing_available_anywhere = /** @type {(inputs: Nothing_Available_AnywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your items are not available online or in any store right now. Please change your cart.`)
};

export const nothing_to_check_out = /** @type {(inputs: Nothing_To_Check_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing to check out yet.`)
};

export const notifications = /** @type {(inputs: NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const notifications_empty = /** @type {(inputs: Notifications_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notifications yet.`)
};

export const notifications_failed = /** @type {(inputs: Notifications_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications could not be loaded.`)
};

export const notifications_sign_in = /** @type {(inputs: Notifications_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications: sign in to see yours`)
};

export const notifications_subtitle = /** @type {(inputs: Notifications_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notifikasi dan status terkini`)
};

export const notifications_unread = /** @type {(inputs: Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.count} unread`)
};

export const old_password = /** @type {(inputs: Old_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old Password`)
};

export const on_instagram = /** @type {(inputs: On_InstagramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on Instagram`)
};

export const online_delivery = /** @type {(inputs: Online_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online Delivery`)
};

export const online_delivery_guide_text = /** @type {(inputs: Online_Delivery_Guide_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we ship your order to your door.`)
};

export const online_delivery_text = /** @type {(inputs: Online_Delivery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered to your door by SiCepat from our nearest hub. Rates are shown before you pay.`)
};

export const online_delivery_title = /** @type {(inputs: Online_Delivery_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online Delivery`)
};

export const only_available_lower = /** @type {(inputs: Only_Available_LowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.count} available: please lower the quantity.`)
};

export const open_cart = /** @type {(inputs: Open_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open cart`)
};

export const open_cart_count = /** @type {(inputs: Open_Cart_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Open cart, ${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Open cart, ${i?.count} items`);
	return /** @type {LocalizedString} */ ("open_cart_count");
};

export const open_in_maps = /** @type {(inputs: Open_In_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Maps`)
};

export const open_in_maps_for = /** @type {(inputs: Open_In_Maps_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.name}`)
};

export const open_menu = /** @type {(inputs: Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

export const opens_new_tab = /** @type {(inputs: Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

export const opens_soon = /** @type {(inputs: Opens_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} opens soon`)
};

export const opens_soon_text = /** @type {(inputs: Opens_Soon_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This part of your account arrives with our next release.`)
};

export const optional = /** @type {(inputs: OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional)`)
};

export const order_closed = /** @type {(inputs: Order_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order is closed`)
};

export const order_date = /** @type {(inputs: Order_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Date`)
};

export const order_information = /** @type {(inputs: Order_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Information`)
};

export const order_no = /** @type {(inputs: Order_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order No`)
};

export const order_not_found = /** @type {(inputs: Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order not found`)
};

export const order_not_in_account = /** @type {(inputs: Order_Not_In_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order is not in your account. It may belong to another account, or the link is incomplete.`)
};

export const order_number = /** @type {(inputs: Order_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ORDER #${i?.number}`)
};

export const order_summary = /** @type {(inputs: Order_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order summary`)
};

export const order_tracking = /** @type {(inputs: Order_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Tracking`)
};

export const order_tracking_title = /** @type {(inputs: Order_Tracking_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ORDER #${i?.number} TRACKING`)
};

export const original_price = /** @type {(inputs: Original_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original price`)
};

export const other_language_code = /** @type {(inputs: Other_Language_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

export const other_language_name = /** @type {(inputs: Other_Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa Indonesia`)
};

export const our_stores = /** @type {(inputs: Our_StoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Stores`)
};

export const out_of = /** @type {(inputs: Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`out of ${i?.max}`)
};

export const page_could_not_be_shown = /** @type {(inputs: Page_Could_Not_Be_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be shown`)
};

export const page_does_not_exist = /** @type {(inputs: Page_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page does not exist`)
};

export const page_failed = /** @type {(inputs: Page_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be loaded`)
};

export const page_may_have_moved = /** @type {(inputs: Page_May_Have_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be old, or the page may have moved.`)
};

export const paid_follow_guest = /** @type {(inputs: Paid_Follow_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow it from the link in your confirmation e-mail, or from here:`)
};

export const paid_follow_member = /** @type {(inputs: Paid_Follow_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow it, and find everything about it, under My Orders.`)
};

export const paid_follow_order = /** @type {(inputs: Paid_Follow_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow Your Order`)
};

export const paid_order_number = /** @type {(inputs: Paid_Order_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order number is ORDER #${i?.number}.`)
};

export const paid_pickup_code_guest = /** @type {(inputs: Paid_Pickup_Code_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pick-up code comes by e-mail when the order is ready, at least an hour after payment, and shows on your order page.`)
};

export const paid_pickup_code_member = /** @type {(inputs: Paid_Pickup_Code_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pick-up code comes by e-mail when the order is ready, at least an hour after payment, and shows on the order under My Orders.`)
};

export const password = /** @type {(inputs: PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const pause_slide_show = /** @type {(inputs: Pause_Slide_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause slide show`)
};

export const pay_again = /** @type {(inputs: Pay_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay Again`)
};

export const payment = /** @type {(inputs: PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const payment_confirmation = /** @type {(inputs: Payment_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Confirmation`)
};

export const payment_date = /** @type {(inputs: Payment_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Date`)
};

export const payment_in_process = /** @type {(inputs: Payment_In_ProcessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In process: your payment is being confirmed, and this order shows paid as soon as it is.`)
};

export const payment_not_completed = /** @type {(inputs: Payment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not completed`)
};

export const payment_not_confirmed = /** @type {(inputs: Payment_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not confirm this payment`)
};

export const payment_received = /** @type {(inputs: Payment_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received`)
};

export const pending_reviews = /** @type {(inputs: Pending_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending Reviews`)
};

export const pending_reviews_intro = /** @type {(inputs: Pending_Reviews_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell other shoppers how your pieces fit and feel. Choose the stars; a few words are welcome but optional.`)
};

export const phone = /** @type {(inputs: PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const pick_up_here = /** @type {(inputs: Pick_Up_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up here`)
};

export const pickup_code = /** @type {(inputs: Pickup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick-up Code`)
};

export const pickup_collected_by = /** @type {(inputs: Pickup_Collected_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collected By`)
};

export const pickup_collector_hint = /** @type {(inputs: Pickup_Collector_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The showroom hands the order to this name and calls this number if anything changes.`)
};

export const pickup_collector_name = /** @type {(inputs: Pickup_Collector_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const pickup_collector_phone = /** @type {(inputs: Pickup_Collector_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone Number`)
};

export const pickup_collector_title = /** @type {(inputs: Pickup_Collector_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who collects the order?`)
};

export const pickup_guide_text = /** @type {(inputs: Pickup_Guide_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order online, collect at a showroom.`)
};

export const pickup_location = /** @type {(inputs: Pickup_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick-up Location`)
};

export const pickup_on_store = /** @type {(inputs: Pickup_On_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup on Store`)
};

export const pickup_qr = /** @type {(inputs: Pickup_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick-up QR`)
};

export const pickup_qr_alt = /** @type {(inputs: Pickup_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code of pick-up code ${i?.code}; show it at the counter`)
};

export const placing_order = /** @type {(inputs: Placing_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placing your order…`)
};

export const play_video = /** @type {(inputs: Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play video: ${i?.title}`)
};

export const please_try_again = /** @type {(inputs: Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again.`)
};

export const popular = /** @type {(inputs: PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular:`)
};

export const popular_batik = /** @type {(inputs: Popular_BatikInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batik`)
};

export const popular_dress = /** @type {(inputs: Popular_DressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dress`)
};

export const popular_kebaya = /** @type {(inputs: Popular_KebayaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kebaya`)
};

export const popular_linen = /** @type {(inputs: Popular_LinenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linen`)
};

export const popular_tote = /** @type {(inputs: Popular_ToteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tote`)
};

export const preparing_new_pieces = /** @type {(inputs: Preparing_New_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are preparing new pieces for this selection.`)
};

export const previous_image = /** @type {(inputs: Previous_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous image`)
};

export const previous_slide = /** @type {(inputs: Previous_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous slide`)
};

export const price = /** @type {(inputs: PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const price_and_above = /** @type {(inputs: Price_And_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} and above`)
};

export const price_between = /** @type {(inputs: Price_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} – ${i?.max}`)
};

export const price_under = /** @type {(inputs: Price_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Under ${i?.amount}`)
};

export const prices_in_idr = /** @type {(inputs: Prices_In_IdrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices in Indonesian Rupiah (IDR).`)
};

export const primary = /** @type {(inputs: PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primary`)
};

export const privacy_binding_note = /** @type {(inputs: Privacy_Binding_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This policy is written in Bahasa Indonesia, and the Indonesian text is the one that binds.`)
};

export const privacy_policy = /** @type {(inputs: Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const privacy_read_binding = /** @type {(inputs: Privacy_Read_BindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the binding Indonesian text`)
};

export const privacy_read_translation = /** @type {(inputs: Privacy_Read_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read it in English (a translation)`)
};

export const privacy_translation_note = /** @type {(inputs: Privacy_Translation_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is an English translation for your convenience. Where it differs from the Indonesian text, the Indonesian text prevails.`)
};

export const product = /** @type {(inputs: ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product`)
};

export const product_code = /** @type {(inputs: Product_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Product code ${i?.code}`)
};

export const product_images = /** @type {(inputs: Product_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product images`)
};

export const product_list = /** @type {(inputs: Product_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product List`)
};

export const product_not_found = /** @type {(inputs: Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product not found`)
};

export const product_not_found_text = /** @type {(inputs: Product_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This piece may have sold out for good or the link may be mistyped.`)
};

export const product_preview_banner = /** @type {(inputs: Product_Preview_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview: this product is not on the shop yet. Only staff can see this page.`)
};

export const products = /** @type {(inputs: ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

export const products_in_order = /** @type {(inputs: Products_In_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products in this order`)
};

export const profile_failed = /** @type {(inputs: Profile_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile could not be loaded.`)
};

export const promo_applied_toast = /** @type {(inputs: Promo_Applied_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Promo code ${i?.code} is applied.`)
};

export const promo_bundles = /** @type {(inputs: Promo_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo bundles`)
};

export const promo_code = /** @type {(inputs: Promo_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo Code`)
};

export const promo_code_of = /** @type {(inputs: Promo_Code_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`promo code ${i?.code}`)
};

export const promo_of = /** @type {(inputs: Promo_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Promo ${i?.code}`)
};

export const promo_word = /** @type {(inputs: Promo_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo`)
};

export const province = /** @type {(inputs: ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province`)
};

export const qty = /** @type {(inputs: QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

export const quantity = /** @type {(inputs: QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

export const quantity_of = /** @type {(inputs: Quantity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity of ${i?.name}`)
};

export const quantity_value = /** @type {(inputs: Quantity_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity ${i?.value}`)
};

export const rated_out_of = /** @type {(inputs: Rated_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of ${i?.max}`)
};

export const ready_after_payment = /** @type {(inputs: Ready_After_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready at least 1 hour after your payment succeeds.`)
};

export const recipient = /** @type {(inputs: RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient`)
};

export const recipient_name = /** @type {(inputs: Recipient_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient Name`)
};

export const recipient_phone = /** @type {(inputs: Recipient_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient Phone`)
};

export const recipient_zipcode = /** @type {(inputs: Recipient_ZipcodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient Zipcode`)
};

export const related_products = /** @type {(inputs: Related_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related products`)
};

export const remove = /** @type {(inputs: RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const remove_from_wishlist = /** @type {(inputs: Remove_From_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove from wishlist`)
};

export const remove_of = /** @type {(inputs: Remove_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

export const returns_account_holder = /** @type {(inputs: Returns_Account_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder`)
};

export const returns_account_number = /** @type {(inputs: Returns_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account number`)
};

export const returns_add_photo = /** @type {(inputs: Returns_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a photo`)
};

export const returns_bank = /** @type {(inputs: Returns_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where should we send the money?`)
};

export const returns_bank_hint = /** @type {(inputs: Returns_Bank_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We refund by bank transfer to this account.`)
};

export const returns_bank_name = /** @type {(inputs: Returns_Bank_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank name`)
};

export const returns_bring_to = /** @type {(inputs: Returns_Bring_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bring the items, unworn with their tags, and the reference ${i?.returnRef} to ${i?.showroom}, ${i?.address}. Store hours: 10:00-20:00 WIB.`)
};

export const returns_cancel = /** @type {(inputs: Returns_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const returns_choose_showroom = /** @type {(inputs: Returns_Choose_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a showroom`)
};

export const returns_choose_size = /** @type {(inputs: Returns_Choose_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a size`)
};

export const returns_counter_showroom = /** @type {(inputs: Returns_Counter_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showroom`)
};

export const returns_exchange_size = /** @type {(inputs: Returns_Exchange_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New size for ${i?.product}`)
};

export const returns_exchange_to = /** @type {(inputs: Returns_Exchange_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for size ${i?.size}`)
};

export const returns_exchange_waybill = /** @type {(inputs: Returns_Exchange_WaybillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exchange waybill: ${i?.resi}`)
};

export const returns_hide_exchange_tracking = /** @type {(inputs: Returns_Hide_Exchange_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide the exchange’s tracking`)
};

export const returns_less = /** @type {(inputs: Returns_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One less`)
};

export const returns_line_qty = /** @type {(inputs: Returns_Line_QtyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Units to return of ${i?.product}, size ${i?.size}`)
};

export const returns_line_summary = /** @type {(inputs: Returns_Line_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product}, size ${i?.size} × ${i?.qty}`)
};

export const returns_list_title = /** @type {(inputs: Returns_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns of this order`)
};

export const returns_more = /** @type {(inputs: Returns_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One more`)
};

export const returns_no_other_size = /** @type {(inputs: Returns_No_Other_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No other size of this product is in stock now: choose a refund.`)
};

export const returns_note = /** @type {(inputs: Returns_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note for us`)
};

export const returns_open_form = /** @type {(inputs: Returns_Open_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return or exchange`)
};

export const returns_photo_alt = /** @type {(inputs: Returns_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} of the damage`)
};

export const returns_photo_uploading = /** @type {(inputs: Returns_Photo_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading the photo…`)
};

export const returns_photos = /** @type {(inputs: Returns_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos of the damage`)
};

export const returns_photos_hint = /** @type {(inputs: Returns_Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up to 6 photos, JPEG, PNG, WebP or AVIF, 20 MB each.`)
};

export const returns_photos_needed = /** @type {(inputs: Returns_Photos_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one photo of the damage.`)
};

export const returns_policy = /** @type {(inputs: Returns_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items come back unworn, with their tags attached.`)
};

export const returns_reason = /** @type {(inputs: Returns_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const returns_reason_changed_mind = /** @type {(inputs: Returns_Reason_Changed_MindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed my mind`)
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

export const returns_reference = /** @type {(inputs: Returns_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return reference`)
};

export const returns_refund_amount = /** @type {(inputs: Returns_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund ${i?.amount}`)
};

export const returns_refused_because = /** @type {(inputs: Returns_Refused_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refused: ${i?.reason}`)
};

export const returns_remove_photo = /** @type {(inputs: Returns_Remove_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove photo ${i?.number}`)
};

export const returns_send = /** @type {(inputs: Returns_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send request`)
};

export const returns_send_to = /** @type {(inputs: Returns_Send_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Write ${i?.returnRef} on the parcel and send it by SiCepat to ${i?.showroom}, ${i?.address}. Hand it to any SiCepat drop-off point and keep the receipt: we refund return shipping up to Rp 20.000. Parcels reach us in 1-3 working days from Jabodetabek and 2-6 from elsewhere.`)
};

export const returns_sent_title = /** @type {(inputs: Returns_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request is sent`)
};

export const returns_size_held = /** @type {(inputs: Returns_Size_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new size is held for you as soon as you send this request.`)
};

export const returns_state = /** @type {(inputs: Returns_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const returns_state_approved = /** @type {(inputs: Returns_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved: parcel on its way`)
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
	return /** @type {LocalizedString} */ (`Refund sent`)
};

export const returns_state_refused = /** @type {(inputs: Returns_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

export const returns_state_requested = /** @type {(inputs: Returns_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requested`)
};

export const returns_state_restocked = /** @type {(inputs: Returns_State_RestockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked`)
};

export const returns_title = /** @type {(inputs: Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return or exchange`)
};

export const returns_track_exchange = /** @type {(inputs: Returns_Track_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track the exchange`)
};

export const returns_units_left = /** @type {(inputs: Returns_Units_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} can come back`)
};

export const returns_way = /** @type {(inputs: Returns_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How will it come back?`)
};

export const returns_way_counter = /** @type {(inputs: Returns_Way_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brought to a showroom counter`)
};

export const returns_way_courier = /** @type {(inputs: Returns_Way_CourierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By courier to ${i?.showroom}, the showroom that shipped it`)
};

export const returns_way_courier_plain = /** @type {(inputs: Returns_Way_Courier_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By courier to the showroom that shipped it`)
};

export const returns_window_until = /** @type {(inputs: Returns_Window_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Returns are open until ${i?.closes}; damage is reported until ${i?.damage}.`)
};

export const returns_wish = /** @type {(inputs: Returns_WishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like?`)
};

export const returns_wish_exchange = /** @type {(inputs: Returns_Wish_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another size of the same product`)
};

export const returns_wish_refund = /** @type {(inputs: Returns_Wish_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A refund`)
};

export const review_count = /** @type {(inputs: Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reviews`);
	return /** @type {LocalizedString} */ ("review_count");
};

export const review_of = /** @type {(inputs: Review_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review ${i?.name}`)
};

export const review_placeholder = /** @type {(inputs: Review_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How is the fit, the fabric, the colour?`)
};

export const reviews = /** @type {(inputs: ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

export const sale_feature_text = /** @type {(inputs: Sale_Feature_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up To 40% off selected pieces`)
};

export const sale_of = /** @type {(inputs: Sale_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} Sale`)
};

export const sale_price = /** @type {(inputs: Sale_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale price`)
};

export const save_address = /** @type {(inputs: Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Address`)
};

export const save_changes = /** @type {(inputs: Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

export const search = /** @type {(inputs: SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const search_cities = /** @type {(inputs: Search_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type to search cities`)
};

export const search_kainara = /** @type {(inputs: Search_KainaraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search KAINARA`)
};

export const search_placeholder = /** @type {(inputs: Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search linen, batik, dresses…`)
};

export const search_products = /** @type {(inputs: Search_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search products`)
};

export const search_provinces = /** @type {(inputs: Search_ProvincesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type to search provinces`)
};

export const search_subdistricts = /** @type {(inputs: Search_SubdistrictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type to search subdistricts`)
};

export const season_offers = /** @type {(inputs: Season_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KAINARA: this season's offers`)
};

export const secure_checkout = /** @type {(inputs: Secure_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure checkout`)
};

export const see_all_notifications = /** @type {(inputs: See_All_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See All Notifications`)
};

export const see_gallery = /** @type {(inputs: See_GalleryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See the ${i?.title} gallery`)
};

export const see_my_orders = /** @type {(inputs: See_My_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See My Orders`)
};

export const send_new_password = /** @type {(inputs: Send_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send New Password`)
};

export const service_fast_text = /** @type {(inputs: Service_Fast_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order is processed within our 1x24 hour guarantee.`)
};

export const service_fast_title = /** @type {(inputs: Service_Fast_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast Process`)
};

export const service_offers_text = /** @type {(inputs: Service_Offers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasonal offers of up to 40% off, all year round.`)
};

export const service_offers_title = /** @type {(inputs: Service_Offers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Generous Offers`)
};

export const service_pickup_text = /** @type {(inputs: Service_Pickup_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order online and collect from a KAINARA showroom, ready from 1 hour after payment.`)
};

export const service_pickup_title = /** @type {(inputs: Service_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick Up on Store`)
};

export const set_as_primary = /** @type {(inputs: Set_As_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set as Primary`)
};

export const share = /** @type {(inputs: ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

export const ship_from = /** @type {(inputs: Ship_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ship from`)
};

export const ship_from_here = /** @type {(inputs: Ship_From_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ship from here`)
};

export const ship_from_text = /** @type {(inputs: Ship_From_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the KAINARA hub your parcel leaves from; a nearer hub usually arrives sooner and costs less.`)
};

export const shipping = /** @type {(inputs: ShippingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping`)
};

export const shipping_addresses = /** @type {(inputs: Shipping_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping Addresses`)
};

export const shipping_cost = /** @type {(inputs: Shipping_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping Cost`)
};

export const shipping_methods = /** @type {(inputs: Shipping_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping methods`)
};

export const shipping_section = /** @type {(inputs: Shipping_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping`)
};

export const ships_from = /** @type {(inputs: Ships_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ships from`)
};

export const shop_all_of = /** @type {(inputs: Shop_All_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop All ${i?.title}`)
};

export const shop_all_products = /** @type {(inputs: Shop_All_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop all products`)
};

export const shop_all_sale = /** @type {(inputs: Shop_All_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop All Sale`)
};

export const shop_now = /** @type {(inputs: Shop_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop Now`)
};

export const shop_of = /** @type {(inputs: Shop_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.title}`)
};

export const shop_on_the_go = /** @type {(inputs: Shop_On_The_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop on the go`)
};

export const shop_on_the_go_text = /** @type {(inputs: Shop_On_The_Go_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the new season, keep your wishlist and follow your orders from your phone.`)
};

export const shop_sale_by = /** @type {(inputs: Shop_Sale_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop the Sale by`)
};

export const shop_the_sale = /** @type {(inputs: Shop_The_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop the Sale`)
};

export const shopping_cart = /** @type {(inputs: Shopping_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shopping Cart`)
};

export const show_image = /** @type {(inputs: Show_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show image ${i?.index} of ${i?.count}`)
};

export const show_items = /** @type {(inputs: Show_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show Items`)
};

export const show_n_items = /** @type {(inputs: Show_N_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show ${i?.count} Items`)
};

export const show_slide = /** @type {(inputs: Show_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show slide ${i?.index}: ${i?.title}`)
};

export const showing_results_for = /** @type {(inputs: Showing_Results_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showing results for`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const sign_in_button = /** @type {(inputs: Sign_In_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

export const sign_in_or_create = /** @type {(inputs: Sign_In_Or_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In / Create an Account`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

export const sign_out_confirm = /** @type {(inputs: Sign_Out_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to sign out?`)
};

export const sign_up = /** @type {(inputs: Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

export const size = /** @type {(inputs: SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

export const size_and_qty = /** @type {(inputs: Size_And_QtyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.size} · Qty ${i?.qty}`)
};

export const size_chart_for = /** @type {(inputs: Size_Chart_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size chart for ${i?.name}`)
};

export const size_facet = /** @type {(inputs: Size_FacetInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Size ${i?.size}, ${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Size ${i?.size}, ${i?.count} items`);
	return /** @type {LocalizedString} */ ("size_facet");
};

export const size_guide = /** @type {(inputs: Size_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size Guide`)
};

export const size_of = /** @type {(inputs: Size_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.size}`)
};

export const size_out_of_stock = /** @type {(inputs: Size_Out_Of_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.size}, out of stock`)
};

export const size_reviewed_on = /** @type {(inputs: Size_Reviewed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.size} · Reviewed on ${i?.date}`)
};

export const size_sold_out = /** @type {(inputs: Size_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This size has sold out.`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const slide = /** @type {(inputs: SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`slide`)
};

export const slide_position = /** @type {(inputs: Slide_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} of ${i?.total}: ${i?.title}`)
};

export const something_went_wrong = /** @type {(inputs: Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const sort_by = /** @type {(inputs: Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

export const sort_newest = /** @type {(inputs: Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest`)
};

export const sort_price_asc = /** @type {(inputs: Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: low to high`)
};

export const sort_price_desc = /** @type {(inputs: Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: high to low`)
};

export const star_count = /** @type {(inputs: Star_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stars`);
	return /** @type {LocalizedString} */ ("star_count");
};

export const start_shopping = /** @type {(inputs: Start_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Shopping`)
};

export const start_slide_show = /** @type {(inputs: Start_Slide_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start slide show`)
};

export const status = /** @type {(inputs: StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const step_address = /** @type {(inputs: Step_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const step_courier = /** @type {(inputs: Step_CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courier`)
};

export const step_delivery = /** @type {(inputs: Step_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const step_n = /** @type {(inputs: Step_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.index}:`)
};

export const step_of = /** @type {(inputs: Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.index} of ${i?.count}:`)
};

export const step_ship_from = /** @type {(inputs: Step_Ship_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ship From`)
};

export const step_store = /** @type {(inputs: Step_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store`)
};

export const step_summary = /** @type {(inputs: Step_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summary`)
};

export const still_need_help = /** @type {(inputs: Still_Need_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still need help?`)
};

export const stock_check_failed = /** @type {(inputs: Stock_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not check the showrooms just now.`)
};

export const stock_locations = /** @type {(inputs: Stock_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock Locations`)
};

export const stock_summary = /** @type {(inputs: Stock_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · Size ${i?.size} · Qty ${i?.qty}`)
};

export const store_count = /** @type {(inputs: Store_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} store`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stores`);
	return /** @type {LocalizedString} */ ("store_count");
};

export const store_hours = /** @type {(inputs: Store_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store hours`)
};

export const store_hours_value = /** @type {(inputs: Store_Hours_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10:00-20:00 WIB`)
};

export const store_pickup = /** @type {(inputs: Store_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store pickup`)
};

export const store_pickup_at = /** @type {(inputs: Store_Pickup_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store pickup at`)
};

export const store_pickup_text = /** @type {(inputs: Store_Pickup_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collect at a KAINARA showroom, ready at least 1 hour after your payment succeeds. Free.`)
};

export const store_pickup_title = /** @type {(inputs: Store_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store Pickup`)
};

export const stores_coming_soon = /** @type {(inputs: Stores_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New stores are coming soon`)
};

export const stores_failed = /** @type {(inputs: Stores_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our store list could not be loaded`)
};

export const stores_intro = /** @type {(inputs: Stores_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try on the collection, collect online orders and get styling advice at a KAINARA showroom. Stores are open ${i?.hours}.`)
};

export const subdistrict = /** @type {(inputs: SubdistrictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subdistrict`)
};

export const submit_review = /** @type {(inputs: Submit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Review`)
};

export const subscribe = /** @type {(inputs: SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

export const subscribed = /** @type {(inputs: SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed`)
};

export const subtotal = /** @type {(inputs: SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

export const subtotal_items = /** @type {(inputs: Subtotal_ItemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Subtotal (${i?.count} item)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Subtotal (${i?.count} items)`);
	return /** @type {LocalizedString} */ ("subtotal_items");
};

export const tag_to_be_featured = /** @type {(inputs: Tag_To_Be_FeaturedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tag ${i?.handle} on Instagram to be featured here.`)
};

export const tap_a_star = /** @type {(inputs: Tap_A_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a star`)
};

export const terms_conditions = /** @type {(inputs: Terms_ConditionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms & Conditions`)
};

export const thanks_for_shopping_kainara = /** @type {(inputs: Thanks_For_Shopping_KainaraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for shopping with KAINARA.`)
};

export const the_edit = /** @type {(inputs: The_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Edit`)
};

export const this_season = /** @type {(inputs: This_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Season at KAINARA`)
};

export const total = /** @type {(inputs: TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const tracking_history = /** @type {(inputs: Tracking_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking History`)
};

export const translation = /** @type {(inputs: TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation`)
};

export const try_again = /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const try_again_or_home = /** @type {(inputs: Try_Again_Or_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again, or continue shopping from the home page.`)
};

export const try_again_title = /** @type {(inputs: Try_Again_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

export const type = /** @type {(inputs: TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const unread = /** @type {(inputs: UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(unread)`)
};

export const unsubscribed = /** @type {(inputs: UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

export const up_to_40_off = /** @type {(inputs: Up_To_40_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up To 40% off`)
};

export const view_details = /** @type {(inputs: View_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Details`)
};

export const view_details_of = /** @type {(inputs: View_Details_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View details of order ${i?.number}`)
};

export const view_gallery = /** @type {(inputs: View_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View the Gallery`)
};

export const view_on_maps = /** @type {(inputs: View_On_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View on Maps`)
};

export const visit_us = /** @type {(inputs: Visit_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit us`)
};

export const where_deliver = /** @type {(inputs: Where_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where should we deliver?`)
};

export const where_deliver_text = /** @type {(inputs: Where_Deliver_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We send your order confirmation and delivery updates to the e-mail you give on the summary.`)
};

export const why_shop = /** @type {(inputs: Why_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why shop with KAINARA`)
};

export const will_be_removed = /** @type {(inputs: Will_Be_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} will be removed from your cart.`)
};

export const wishlist = /** @type {(inputs: WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wishlist`)
};

export const womens_edit = /** @type {(inputs: Womens_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Women's Edit`)
};

export const worn_by_you = /** @type {(inputs: Worn_By_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worn by you`)
};

export const yes_go_to_payment = /** @type {(inputs: Yes_Go_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Go To Payment`)
};

export const you_may_also_like = /** @type {(inputs: You_May_Also_LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may also like`)
};

export const your_cart = /** @type {(inputs: Your_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Cart`)
};

export const your_rating = /** @type {(inputs: Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rating`)
};

export const your_review = /** @type {(inputs: Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review`)
};

export const your_saved_addresses = /** @type {(inputs: Your_Saved_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your saved addresses`)
};

export const zipcode_optional = /** @type {(inputs: Zipcode_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zipcode (optional)`)
};

export const zoom_image = /** @type {(inputs: Zoom_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zoom image ${i?.index} of ${i?.count}`)
};

export const zoom_in = /** @type {(inputs: Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom in`)
};

export const zoom_out = /** @type {(inputs: Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom out`)
};