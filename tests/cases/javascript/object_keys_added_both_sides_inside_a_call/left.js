export function request(url) {
  return fetch(url, { method: "GET", cache: "no-store" }).then((r) => r.json());
}
