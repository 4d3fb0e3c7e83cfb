export function request(url) {
  return fetch(url, { method: "GET", credentials: "include" }).then((r) => r.json());
}
