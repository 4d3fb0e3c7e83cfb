const MAX_RETRIES = 5;
const TIMEOUT_MS = 1000;
const USER_AGENT = 'fetcher/1.0';

export { MAX_RETRIES, TIMEOUT_MS, USER_AGENT };
