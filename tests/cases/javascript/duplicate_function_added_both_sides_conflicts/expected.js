export function slugify(text) {
  return text.toLowerCase().replace(/\s+/g, '-');
}
<<<<<<< left

export function truncate(text, max) {
  return text.length > max ? text.slice(0, max) : text;
}
||||||| base
=======

export function truncate(text, max) {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
>>>>>>> right
