export function label(status) {
<<<<<<< left
  switch (status) {
    case "draft":
      return "Draft";
    case "open":
      return "Open";
    case "closed":
      return "Closed";
    default:
      return "Unknown";
  }
||||||| base
  switch (status) {
    case "open":
      return "Open";
    case "closed":
      return "Closed";
    default:
      return "Unknown";
  }
=======
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
>>>>>>> right
}
