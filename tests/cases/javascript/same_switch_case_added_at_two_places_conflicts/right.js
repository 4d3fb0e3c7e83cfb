export function label(status) {
  switch (status) {
    case "open":
      return "Open";
    case "closed":
      return "Closed";
    case "draft":
      return "Not published";
    default:
      return "Unknown";
  }
}
