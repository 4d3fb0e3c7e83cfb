/*
 * Copyright 2024-2025 Example Ltd.
 * Licensed under the Apache License, Version 2.0.
 */
import { api } from "./api";

export function search(q: string) {
  return api.get(`/search?q=${q}`);
}

export function clear() {
  return api.post("/search/clear");
}

export function suggest(q: string) {
  return api.get(`/suggest?q=${q}`);
}
