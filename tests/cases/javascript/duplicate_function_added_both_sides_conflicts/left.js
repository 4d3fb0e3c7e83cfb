export function slugify(text) {
  return text.toLowerCase().replace(/\s+/g, '-');
}

export function truncate(text, max) {
  return text.length > max ? text.slice(0, max) : text;
}
