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
	return /** @type {LocalizedString} */ (`Your account has been successfully deleted.`)
};

export const address_label_required = /** @type {(inputs: Address_Label_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address label is required.`)
};

export const address_not_valid = /** @type {(inputs: Address_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address is not valid.`)
};

export const address_primary_set = /** @type {(inputs: Address_Primary_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your primary address has been set.`)
};

export const address_removed = /** @type {(inputs: Address_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address has been removed.`)
};

export const address_saved = /** @type {(inputs: Address_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address has been saved.`)
};

export const address_street_required = /** @type {(inputs: Address_Street_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address street is required.`)
};

export const admin_bad_credentials = /** @type {(inputs: Admin_Bad_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The e-mail or password is not right.`)
};

export const admin_choose_language = /** @type {(inputs: Admin_Choose_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose English (en) or Bahasa Indonesia (id).`)
};

export const admin_code_used = /** @type {(inputs: Admin_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code has been used already. Enter the next code your app shows.`)
};

export const admin_enter_code = /** @type {(inputs: Admin_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the 6-digit code from your authenticator app, or a recovery code.`)
};

export const admin_enter_email = /** @type {(inputs: Admin_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your e-mail address.`)
};

export const admin_enter_password = /** @type {(inputs: Admin_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your password.`)
};

export const admin_password_changed = /** @type {(inputs: Admin_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password has been changed; other sessions were signed out.`)
};

export const admin_password_mismatch = /** @type {(inputs: Admin_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new password doesn't match its confirmation.`)
};

export const admin_password_too_short = /** @type {(inputs: Admin_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A password needs at least 12 characters.`)
};

export const admin_second_factor_pending = /** @type {(inputs: Admin_Second_Factor_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code from your authenticator app to go on.`)
};

export const admin_second_factor_required = /** @type {(inputs: Admin_Second_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner asks every account to set up two-step sign-in first.`)
};

export const admin_sign_in_required = /** @type {(inputs: Admin_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to the back office.`)
};

export const admin_signed_out = /** @type {(inputs: Admin_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have signed out.`)
};

export const admin_too_many_codes = /** @type {(inputs: Admin_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes. Please sign in again.`)
};

export const admin_wrong_code = /** @type {(inputs: Admin_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Check the time on your phone, or use a recovery code.`)
};

export const admin_wrong_old_password = /** @type {(inputs: Admin_Wrong_Old_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current password is not right.`)
};

export const all_loaded = /** @type {(inputs: All_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All products has been loaded`)
};

export const all_reviewed = /** @type {(inputs: All_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All orders have been reviewed, thank you.`)
};

export const already_reviewed = /** @type {(inputs: Already_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already reviewed this item.`)
};

export const cart_empty = /** @type {(inputs: Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Cart is Empty`)
};

export const cart_item_added = /** @type {(inputs: Cart_Item_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item has been added to your cart.`)
};

export const cart_item_removed = /** @type {(inputs: Cart_Item_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item has been removed from your cart.`)
};

export const cart_item_updated = /** @type {(inputs: Cart_Item_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart has been updated.`)
};

export const cart_line_missing = /** @type {(inputs: Cart_Line_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is no longer in your cart.`)
};

export const category_not_found = /** @type {(inputs: Category_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This category does not exist.`)
};

export const checking_availability = /** @type {(inputs: Checking_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your items availability..`)
};

export const checkout_courier_unavailable = /** @type {(inputs: Checkout_Courier_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping rates cannot be loaded right now, please try again in a moment.`)
};

export const checkout_no_route = /** @type {(inputs: Checkout_No_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We cannot ship to this address from the chosen store, please choose another.`)
};

export const checkout_nothing_available = /** @type {(inputs: Checkout_Nothing_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of your items are available in your chosen store.`)
};

export const checkout_order_not_found = /** @type {(inputs: Checkout_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order is not valid.`)
};

export const checkout_promo_expired = /** @type {(inputs: Checkout_Promo_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This promo code has expired.`)
};

export const checkout_promo_not_started = /** @type {(inputs: Checkout_Promo_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This promo code is not active yet.`)
};

export const checkout_promo_used_up = /** @type {(inputs: Checkout_Promo_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This promo code has been fully used.`)
};

export const checkout_shipping_cost_changed = /** @type {(inputs: Checkout_Shipping_Cost_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipping cost has changed, please choose a shipping method again.`)
};

export const checkout_shipping_method_unavailable = /** @type {(inputs: Checkout_Shipping_Method_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This shipping method is not available for your address, please choose another.`)
};

export const checkout_showroom_not_available = /** @type {(inputs: Checkout_Showroom_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This store is not available, please choose another.`)
};

export const checkout_showroom_not_hub = /** @type {(inputs: Checkout_Showroom_Not_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This store does not ship online orders, please choose another.`)
};

export const checkout_stock_changed = /** @type {(inputs: Checkout_Stock_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some items have just sold out in your chosen store, please check your items availability again.`)
};

export const checkout_zip_required = /** @type {(inputs: Checkout_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zipcode is required.`)
};

export const choose_address = /** @type {(inputs: Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose an address first.`)
};

export const choose_gender = /** @type {(inputs: Choose_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose your gender`)
};

export const choose_rating = /** @type {(inputs: Choose_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a rating from 1 to 5 stars.`)
};

export const choose_shipping_method = /** @type {(inputs: Choose_Shipping_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a shipping method.`)
};

export const choose_shipping_type = /** @type {(inputs: Choose_Shipping_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a shipping type.`)
};

export const choose_showroom = /** @type {(inputs: Choose_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a showroom first.`)
};

export const choose_size = /** @type {(inputs: Choose_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a size.`)
};

export const city_required = /** @type {(inputs: City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City must be chosen`)
};

export const connection_failed = /** @type {(inputs: Connection_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection failed, please try again`)
};

export const connection_lost = /** @type {(inputs: Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shop lost its connection for a moment. Please try again in a few seconds.`)
};

export const counter_closed = /** @type {(inputs: Counter_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is ${i?.status}; there is nothing to hand over.`)
};

export const counter_collected = /** @type {(inputs: Counter_CollectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has already been collected.`)
};

export const counter_collected_at = /** @type {(inputs: Counter_Collected_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has already been collected (${i?.at}).`)
};

export const counter_no_such_code = /** @type {(inputs: Counter_No_Such_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pick-up has the code ${i?.code}. Check the digits, or scan the QR in the buyer’s mail.`)
};

export const counter_no_such_order = /** @type {(inputs: Counter_No_Such_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pick-up order ${i?.ref} was found. Check the order number, or scan the QR in the buyer’s mail.`)
};

export const counter_not_ready = /** @type {(inputs: Counter_Not_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is still being prepared; hand it over once it is Ready for Pick-up.`)
};

export const counter_other_showroom = /** @type {(inputs: Counter_Other_ShowroomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} is to be collected at ${i?.showroom}, not here. Send the buyer there.`)
};

export const counter_shared_code = /** @type {(inputs: Counter_Shared_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More than one order waiting here has the code ${i?.code}; type the order number with it (ORDER #…).`)
};

export const counter_unpaid = /** @type {(inputs: Counter_UnpaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.ref} has not been paid yet, so it cannot be handed over.`)
};

export const counter_unreadable = /** @type {(inputs: Counter_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the QR in the buyer’s mail, or type the 6-digit pick-up code (with the order number if you have it).`)
};

export const counter_wrong_code = /** @type {(inputs: Counter_Wrong_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That is not the pick-up code of order ${i?.ref}.`)
};

export const delete_account_confirm = /** @type {(inputs: Delete_Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete your account? This action is irreversible.`)
};

export const delete_account_mismatch = /** @type {(inputs: Delete_Account_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email or password does not match this account.`)
};

export const device_id_invalid = /** @type {(inputs: Device_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart could not be identified, please reload the page.`)
};

export const email_taken = /** @type {(inputs: Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email address already has an account, please sign in.`)
};

export const email_too_long = /** @type {(inputs: Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is too long.`)
};

export const empty_result = /** @type {(inputs: Empty_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coming Soon!`)
};

export const enter_email = /** @type {(inputs: Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address`)
};

export const enter_name = /** @type {(inputs: Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your name`)
};

export const enter_new_password = /** @type {(inputs: Enter_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the new password`)
};

export const enter_new_password_confirmation = /** @type {(inputs: Enter_New_Password_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the new password confirmation`)
};

export const enter_old_password = /** @type {(inputs: Enter_Old_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the old password`)
};

export const enter_password = /** @type {(inputs: Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your password, 8 characters minimum`)
};

export const enter_password_confirmation = /** @type {(inputs: Enter_Password_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the password confirmation`)
};

export const excluded_items = /** @type {(inputs: Excluded_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} item(s) were excluded from your cart because they are not available in your chosen store.`)
};

export const fail_availability = /** @type {(inputs: Fail_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fail to load your items availability..`)
};

export const fail_categories = /** @type {(inputs: Fail_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fail to retrieve categories.`)
};

export const fail_product = /** @type {(inputs: Fail_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fail to retrieve product.`)
};

export const fail_products = /** @type {(inputs: Fail_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fail to retrieve products.`)
};

export const guest_email_required = /** @type {(inputs: Guest_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please input your email address`)
};

export const invalid_email = /** @type {(inputs: Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

export const item_not_valid = /** @type {(inputs: Item_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item is not valid.`)
};

export const list_all_products = /** @type {(inputs: List_All_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Products`)
};

export const list_kids = /** @type {(inputs: List_KidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kids`)
};

export const list_sale = /** @type {(inputs: List_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

export const list_sale_of = /** @type {(inputs: List_Sale_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sale: ${i?.name}`)
};

export const list_search_eyebrow = /** @type {(inputs: List_Search_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const list_search_title = /** @type {(inputs: List_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search results for "${i?.search}"`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading..`)
};

export const max_qty = /** @type {(inputs: Max_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max quantity is 99.`)
};

export const meta_home = /** @type {(inputs: Meta_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop linen, batik, dresses and accessories from KAINARA. Free store pickup at our showrooms across Indonesia and delivery within 1x24 hours.`)
};

export const meta_list = /** @type {(inputs: Meta_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.count} pieces of ${i?.tagline}.`)
};

export const meta_list_any = /** @type {(inputs: Meta_List_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop our pieces of ${i?.tagline}.`)
};

export const meta_not_found = /** @type {(inputs: Meta_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page does not exist or is no longer available.`)
};

export const meta_product_not_found = /** @type {(inputs: Meta_Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This product does not exist or is no longer available.`)
};

export const min_qty_cart = /** @type {(inputs: Min_Qty_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min quantity to add to cart is 1.`)
};

export const min_qty_stock = /** @type {(inputs: Min_Qty_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min quantity to check stock is 1.`)
};

export const name_too_long = /** @type {(inputs: Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is too long.`)
};

export const new_password_mismatch = /** @type {(inputs: New_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password doesn't match the confirmation.`)
};

export const new_password_sent = /** @type {(inputs: New_Password_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password has been sent to your email.`)
};

export const newsletter_check_email = /** @type {(inputs: Newsletter_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your email to confirm your newsletter subscription.`)
};

export const newsletter_confirmed = /** @type {(inputs: Newsletter_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your newsletter subscription is confirmed, thank you.`)
};

export const newsletter_link_invalid = /** @type {(inputs: Newsletter_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This newsletter link is not valid or has expired.`)
};

export const newsletter_subscribed = /** @type {(inputs: Newsletter_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have subscribed to our newsletter.`)
};

export const newsletter_unsubscribed = /** @type {(inputs: Newsletter_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have unsubscribed from our newsletter.`)
};

export const no_address = /** @type {(inputs: No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No address saved yet, please add a new address`)
};

export const no_orders = /** @type {(inputs: No_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders yet, shop more with us!`)
};

export const no_reviews_yet = /** @type {(inputs: No_Reviews_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not written any reviews yet.`)
};

export const no_stock_location = /** @type {(inputs: No_Stock_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No location available for this product..`)
};

export const no_wishlist = /** @type {(inputs: No_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No wishlist yet, shop more with us!`)
};

export const notification_cursor = /** @type {(inputs: Notification_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The notifications page asked for is not valid.`)
};

export const notification_limit = /** @type {(inputs: Notification_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limit must be a whole number from 1 to 50.`)
};

export const notifications_read = /** @type {(inputs: Notifications_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All notifications have been marked as read.`)
};

export const order_item_not_valid = /** @type {(inputs: Order_Item_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order item is not valid.`)
};

export const order_link_not_valid = /** @type {(inputs: Order_Link_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this order. Please open the link from your order e-mail again, or contact us.`)
};

export const order_no_tracking = /** @type {(inputs: Order_No_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order has no tracking yet: it gets a waybill number (No. Resi) once it ships.`)
};

export const order_not_valid = /** @type {(inputs: Order_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order is not valid.`)
};

export const order_tracking_unavailable = /** @type {(inputs: Order_Tracking_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking cannot be loaded right now, please try again in a moment.`)
};

export const page_account = /** @type {(inputs: Page_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const page_cart = /** @type {(inputs: Page_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Cart`)
};

export const page_checkout = /** @type {(inputs: Page_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const page_delete_account = /** @type {(inputs: Page_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Account`)
};

export const page_faq = /** @type {(inputs: Page_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently Asked Questions`)
};

export const page_fashion = /** @type {(inputs: Page_FashionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fashion`)
};

export const page_forgot_password = /** @type {(inputs: Page_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password`)
};

export const page_hashtag = /** @type {(inputs: Page_HashtagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hashtag`)
};

export const page_home = /** @type {(inputs: Page_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const page_men = /** @type {(inputs: Page_MenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Men`)
};

export const page_newsletter = /** @type {(inputs: Page_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

export const page_not_found = /** @type {(inputs: Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page Not Found`)
};

export const page_notifications = /** @type {(inputs: Page_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const page_online_delivery = /** @type {(inputs: Page_Online_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Online Delivery Works`)
};

export const page_order = /** @type {(inputs: Page_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Order`)
};

export const page_pickup_on_store = /** @type {(inputs: Page_Pickup_On_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Store Pickup Works`)
};

export const page_privacy_policy = /** @type {(inputs: Page_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kebijakan Privasi`)
};

export const page_privacy_translation = /** @type {(inputs: Page_Privacy_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy (English translation)`)
};

export const page_product = /** @type {(inputs: Page_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product`)
};

export const page_product_not_found = /** @type {(inputs: Page_Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product Not Found`)
};

export const page_products = /** @type {(inputs: Page_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Products`)
};

export const page_sign_in = /** @type {(inputs: Page_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

export const page_sign_up = /** @type {(inputs: Page_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an Account`)
};

export const page_stores = /** @type {(inputs: Page_StoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Stores`)
};

export const page_thank_you = /** @type {(inputs: Page_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank You`)
};

export const page_tnc = /** @type {(inputs: Page_TncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

export const page_women = /** @type {(inputs: Page_WomenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Women`)
};

export const password_changed = /** @type {(inputs: Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password has been changed.`)
};

export const password_mismatch = /** @type {(inputs: Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password confirmation doesn't match the password`)
};

export const password_too_long = /** @type {(inputs: Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at most 128 characters long.`)
};

export const password_too_short = /** @type {(inputs: Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password length should be at least 8 characters`)
};

export const payment_confirm = /** @type {(inputs: Payment_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure want to go to payment?`)
};

export const payment_return_invalid = /** @type {(inputs: Payment_Return_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment confirmation is not valid.`)
};

export const phone_invalid = /** @type {(inputs: Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient phone must be 6 to 20 digits, optionally starting with +.`)
};

export const pickup_name_required = /** @type {(inputs: Pickup_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the name of who collects the order.`)
};

export const pickup_phone_required = /** @type {(inputs: Pickup_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a phone number for the pick-up.`)
};

export const primary_address_locked = /** @type {(inputs: Primary_Address_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The primary address cannot be removed.`)
};

export const product_not_found = /** @type {(inputs: Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This product does not exist.`)
};

export const profile_updated = /** @type {(inputs: Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile has been updated.`)
};

export const promo_bar = /** @type {(inputs: Promo_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GET OFFERS Up To 40% off`)
};

export const promo_invalid = /** @type {(inputs: Promo_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo code is not valid.`)
};

export const promo_member_limit = /** @type {(inputs: Promo_Member_LimitInputs) => LocalizedString} */ (i) => {const limitPlural = registry.plural("en", i?.limit, {});
	if (limitPlural === "one") return /** @type {LocalizedString} */ (`You have already used this promo code once, the most it allows per member.`);
	if (limitPlural === "other") return /** @type {LocalizedString} */ (`You have already used this promo code ${i?.limit} times, the most it allows per member.`);
	return /** @type {LocalizedString} */ ("promo_member_limit");
};

export const promo_minimum = /** @type {(inputs: Promo_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This promo code needs a purchase of at least ${i?.amount}.`)
};

export const promo_required = /** @type {(inputs: Promo_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promo code is required!`)
};

export const province_required = /** @type {(inputs: Province_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province must be chosen.`)
};

export const qty_step = /** @type {(inputs: Qty_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity changes by 1 at a time.`)
};

export const recipient_name_required = /** @type {(inputs: Recipient_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient name is required.`)
};

export const recipient_phone_required = /** @type {(inputs: Recipient_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient phone is required.`)
};

export const recipient_zip_required = /** @type {(inputs: Recipient_Zip_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient zipcode is required.`)
};

export const remove_confirm = /** @type {(inputs: Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure?`)
};

export const request_not_json = /** @type {(inputs: Request_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is not valid JSON.`)
};

export const request_not_understood = /** @type {(inputs: Request_Not_UnderstoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request could not be understood.`)
};

export const request_send_json = /** @type {(inputs: Request_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the request body as JSON.`)
};

export const request_too_large = /** @type {(inputs: Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is too large.`)
};

export const returns_account_holder_shape = /** @type {(inputs: Returns_Account_Holder_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the account holder’s name as the bank has it, letters only.`)
};

export const returns_account_number_shape = /** @type {(inputs: Returns_Account_Number_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account number must be 6 to 20 digits, with no spaces.`)
};

export const returns_bank_name_shape = /** @type {(inputs: Returns_Bank_Name_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the bank’s name, such as BCA.`)
};

export const returns_choose_line = /** @type {(inputs: Returns_Choose_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one line to return.`)
};

export const returns_choose_reason = /** @type {(inputs: Returns_Choose_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose why it comes back: too small, too large, damaged, wrong item, not as pictured or changed mind.`)
};

export const returns_choose_showroom = /** @type {(inputs: Returns_Choose_ShowroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the showroom you will bring it to.`)
};

export const returns_choose_size = /** @type {(inputs: Returns_Choose_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the size you want instead for each line.`)
};

export const review_not_yet = /** @type {(inputs: Review_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can review this item once your order is completed.`)
};

export const review_submitted = /** @type {(inputs: Review_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your review.`)
};

export const saved_address_needs_sign_in = /** @type {(inputs: Saved_Address_Needs_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to use a saved address.`)
};

export const server_fault = /** @type {(inputs: Server_FaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again.`)
};

export const sign_in_required = /** @type {(inputs: Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

export const sign_in_to_purchase = /** @type {(inputs: Sign_In_To_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In To Purchase`)
};

export const sign_in_to_unwishlist = /** @type {(inputs: Sign_In_To_UnwishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in first to remove from wishlist`)
};

export const sign_in_to_wishlist = /** @type {(inputs: Sign_In_To_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in first to add wishlist`)
};

export const signed_in = /** @type {(inputs: Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have successfully signed in`)
};

export const signed_out = /** @type {(inputs: Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have signed out.`)
};

export const signed_up = /** @type {(inputs: Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have successfully created an account, feel free to shop now.`)
};

export const size_out_of_stock = /** @type {(inputs: Size_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This size is out of stock, but you can always add this item to wishlist`)
};

export const stock_limit = /** @type {(inputs: Stock_LimitInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Only 1 piece of this size is available.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Only ${i?.count} pieces of this size are available.`);
	return /** @type {LocalizedString} */ ("stock_limit");
};

export const store_tagline = /** @type {(inputs: Store_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indonesian fashion for every day: linen, batik and easy tailoring`)
};

export const sub_category_not_found = /** @type {(inputs: Sub_Category_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sub-category does not exist.`)
};

export const subdistrict_required = /** @type {(inputs: Subdistrict_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subdistrict must be chosen.`)
};

export const text_too_long = /** @type {(inputs: Text_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please use at most ${i?.max} characters.`)
};

export const thank_you_guest = /** @type {(inputs: Thank_You_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for shopping, please check your email for further information.`)
};

export const thank_you_member = /** @type {(inputs: Thank_You_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for shopping!`)
};

export const too_many_attempts = /** @type {(inputs: Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts, please wait a few minutes and try again.`)
};

export const too_many_requests = /** @type {(inputs: Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests, please wait a moment.`)
};

export const unstorable_text = /** @type {(inputs: Unstorable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please remove the invisible or broken characters from the text.`)
};

export const welcome_body = /** @type {(inputs: Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is ready. Save favourites to your wishlist and keep your addresses for a faster checkout.`)
};

export const welcome_title = /** @type {(inputs: Welcome_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to KAINARA, ${i?.name}`)
};

export const wishlist_added = /** @type {(inputs: Wishlist_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item has been added to your wishlist.`)
};

export const wishlist_removed = /** @type {(inputs: Wishlist_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item has been removed from your wishlist.`)
};

export const wrong_credentials = /** @type {(inputs: Wrong_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email or password is incorrect.`)
};

export const wrong_old_password = /** @type {(inputs: Wrong_Old_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old password is incorrect.`)
};

export const zip_invalid = /** @type {(inputs: Zip_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zipcode must be 5 digits.`)
};