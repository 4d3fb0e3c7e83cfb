export const retry = {attempts: 3, backoff: 'linear', jitter: true};
