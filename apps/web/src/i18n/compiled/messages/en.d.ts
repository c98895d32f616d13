export const item_count: (inputs: Item_CountInputs) => LocalizedString;
export const sign_in: (inputs?: Sign_InInputs) => LocalizedString;
export type LocalizedString = string;
export type Item_CountInputs = {
    count: NonNullable<unknown>;
};
export type Sign_InInputs = {};
