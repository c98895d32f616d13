/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Item_CountInputs */
/** @typedef {{}} Sign_InInputs */
import * as registry from "../registry.js"


export const item_count = /** @type {(inputs: Item_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} produk`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk`)
};