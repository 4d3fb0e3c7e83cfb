function markPopulated(doc, populated) {
<<<<<<< left

  const id = String(doc._id);
||||||| base
  if (doc._id == null || populated == null) {
    return;
  }

  const id = String(doc._id);
=======

  const id = String(doc._id);
  if (doc._id == null || populated == null) {
    return;
  }
>>>>>>> right
  for (const item of populated) {
<<<<<<< left
    const path = item.fullPath;
    doc.markPopulated(path, id);
||||||| base
    const path = item.path;
    doc.markPopulated(path, id);
=======
    const path = item.path;
    doc.markPopulated(path, id, true);
>>>>>>> right
  }
}
