function markPopulated(doc, populated) {

  const id = String(doc._id);
  if (doc._id == null || populated == null) {
    return;
  }
  for (const item of populated) {
    const path = item.path;
    doc.markPopulated(path, id, true);
  }
}
