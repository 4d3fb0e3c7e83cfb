export const retry = {attempts: 3, delay: 250};
