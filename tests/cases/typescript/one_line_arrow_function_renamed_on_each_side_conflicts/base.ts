export const cents = (amount: number): number => Math.round(amount * 100);

export const euros = (cents: number): number => cents / 100;
