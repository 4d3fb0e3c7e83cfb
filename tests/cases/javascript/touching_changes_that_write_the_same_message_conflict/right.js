export function accept(upload, limit) {
  if (upload.size > limit) {
    upload.reject("the file is larger than the upload limit");
    console.warn("the file is larger than the upload limit");
    return false;
  }
  upload.store();
  return true;
}
