<<<<<<< left
export const retry = {attempts: 3, delay: this.baseDelay};
||||||| base
export const retry = {attempts: 3, backoff: 'linear', jitter: true};
=======
export const retry = {attempts: 3, delay: 250};
>>>>>>> right
