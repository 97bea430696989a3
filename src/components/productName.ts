export const PRODUCT_NAME = 'Vasos Admin';
