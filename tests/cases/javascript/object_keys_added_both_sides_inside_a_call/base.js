export function request(url) {
  return fetch(url, { method: "GET" }).then((r) => r.json());
}
