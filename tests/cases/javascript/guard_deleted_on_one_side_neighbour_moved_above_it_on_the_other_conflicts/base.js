function markPopulated(doc, populated) {
  if (doc._id == null || populated == null) {
    return;
  }

  const id = String(doc._id);
  for (const item of populated) {
    const path = item.path;
    doc.markPopulated(path, id);
  }
}
