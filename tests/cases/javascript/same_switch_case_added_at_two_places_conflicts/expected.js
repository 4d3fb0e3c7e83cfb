export function label(status) {
  switch (status) {
<<<<<<< left
    case "draft":
      return "Draft";
    case "open":
      return "Open";
    case "closed":
      return "Closed";
||||||| base
    case "open":
      return "Open";
    case "closed":
      return "Closed";
=======
    case "open":
      return "Open";
    case "closed":
      return "Closed";
    case "draft":
      return "Not published";
>>>>>>> right
    default:
      return "Unknown";
  }
}
