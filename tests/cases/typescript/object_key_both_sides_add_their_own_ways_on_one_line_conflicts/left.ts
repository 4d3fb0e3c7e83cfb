export const retry = {attempts: 3, delay: this.baseDelay};
