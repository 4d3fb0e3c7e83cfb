export function label(status) {
  switch (status) {
    case "open":
      return "Open";
    case "closed":
      return "Closed";
    default:
      return "Unknown";
  }
}
