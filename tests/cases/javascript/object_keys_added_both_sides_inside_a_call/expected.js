export function request(url) {
  return fetch(url, { method: "GET", cache: "no-store", credentials: "include" }).then((r) => r.json());
}
