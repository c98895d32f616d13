/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Item_CountInputs */
/** @typedef {{}} Sign_InInputs */
import * as registry from "../registry.js"


export const item_count = /** @type {(inputs: Item_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} items`);
	return /** @type {LocalizedString} */ ("item_count");
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};