export function label(status) {
  switch (status) {
    case "draft":
      return "Draft";
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
