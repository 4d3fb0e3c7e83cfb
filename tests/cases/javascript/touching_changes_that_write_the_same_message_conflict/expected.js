export function accept(upload, limit) {
  if (upload.size > limit) {
<<<<<<< left
    const reason = "the file is larger than the upload limit";
    upload.reject(reason);
    console.info(reason);
||||||| base
    upload.reject("the file is larger than the upload limit");
=======
    upload.reject("the file is larger than the upload limit");
    console.warn("the file is larger than the upload limit");
>>>>>>> right
    return false;
  }
  upload.store();
  return true;
}
