function markPopulated(doc, populated) {

  const id = String(doc._id);
  for (const item of populated) {
    const path = item.fullPath;
    doc.markPopulated(path, id);
  }
}
