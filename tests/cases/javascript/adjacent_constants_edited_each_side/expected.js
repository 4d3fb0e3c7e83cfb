const MAX_RETRIES = 5;
const TIMEOUT_MS = 2500;
const USER_AGENT = 'fetcher/1.0';

export { MAX_RETRIES, TIMEOUT_MS, USER_AGENT };
