<<<<<<< left
export const toCents = (amount: number): number => Math.round(amount * 100);
||||||| base
export const cents = (amount: number): number => Math.round(amount * 100);
=======
export const asCents = (amount: number): number => Math.round(amount * 100);
>>>>>>> right

export const euros = (cents: number): number => cents / 100;
