export function accept(upload, limit) {
  if (upload.size > limit) {
    const reason = "the file is larger than the upload limit";
    upload.reject(reason);
    console.info(reason);
    return false;
  }
  upload.store();
  return true;
}
